// Saved searches and their alerts (issue 17): a verified contact only, one notice listing new matches and price
// cuts, never twice (also when two runs race), on schedule (instant, daily, weekly), and an unsubscribe link
// that works without signing in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { approvedLister, listingBody, publishListing } from '../helpers/listing-helpers.js';
import { liveListingRow, outboxOf, runAlerts, signedInPerson, SITE, type Person } from '../helpers/hunters.js';
import { savedSearchSchema } from '../../common/api/saved.js';
import { TOTAL_COUNT_HEADER } from '../../common/api/page.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const LUMLEY_RENTALS = { location: 'Lumley', propertyType: 'rent', bedrooms: 2 };
const HOUR = 60 * 60 * 1000;

async function saveSearch(person: Person, body: Record<string, unknown> = {}) {
  const res = await person.api.post('/api/saved-searches', {
    name: 'Lumley rentals', filters: LUMLEY_RENTALS, frequency: 'instant', channel: 'email', ...body,
  });
  expect(res.status, res.text).toBe(201);
  return savedSearchSchema.parse(res.body);
}

const rental = (overrides = {}) => ({ location: 'Lumley', propertyType: 'rent' as const, bedrooms: 3, priceUSD: '800.00', ...overrides });

describe('saving a search', () => {
  it('asks visitors to sign in', async () => {
    const visitor = new ApiClient(server.url);
    expect((await visitor.get('/api/saved-searches')).status).toBe(401);
    expect((await visitor.post('/api/saved-searches', { name: 'x', filters: {}, frequency: 'daily', channel: 'email' })).status).toBe(401);
  });

  it('keeps the filters as the search reads them, with a name, how often and where', async () => {
    const person = await signedInPerson(server);
    const saved = await saveSearch(person, { filters: { ...LUMLEY_RENTALS, sort: 'price_asc', limit: 12, currency: 'USD', minPriceUsd: '' } });
    expect(saved).toMatchObject({ name: 'Lumley rentals', frequency: 'instant', channel: 'email', lastSentAt: null });
    expect(saved.filters).toEqual({ ...LUMLEY_RENTALS, currency: 'USD' });
    const list = await person.api.get('/api/saved-searches');
    expect(list.headers.get(TOTAL_COUNT_HEADER)).toBe('1');
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([saved.id]);
  });

  it('refuses bad input with the field to fix', async () => {
    const person = await signedInPerson(server);
    const bad = async (body: Record<string, unknown>) => person.api.post('/api/saved-searches', {
      name: 'Mine', filters: {}, frequency: 'daily', channel: 'email', ...body,
    });
    expect((await bad({ name: '  ' })).body.fields).toHaveProperty('name');
    expect((await bad({ frequency: 'hourly' })).body.fields).toHaveProperty('frequency');
    expect((await bad({ channel: 'pigeon' })).body.fields).toHaveProperty('channel');
    const filters = await bad({ filters: { bedrooms: 'many' } });
    expect(filters.status).toBe(400);
    expect(filters.body.fields).toHaveProperty('filters.bedrooms');
  });

  it('sends alerts only to a verified contact', async () => {
    const unverified = await signedInPerson(server, { isVerified: false, phoneNumber: '+23276555111' });
    const byEmail = await unverified.api.post('/api/saved-searches', { name: 'A', filters: {}, frequency: 'daily', channel: 'email' });
    expect(byEmail.status).toBe(400);
    expect(byEmail.body.fields.channel).toMatch(/Verify your e-mail/);
    const bySms = await unverified.api.post('/api/saved-searches', { name: 'A', filters: {}, frequency: 'daily', channel: 'sms' });
    expect(bySms.body.fields.channel).toMatch(/Verify your phone/);
  });

  it('lets only its owner edit or delete it (another person gets not found)', async () => {
    const owner = await signedInPerson(server);
    const other = await signedInPerson(server);
    const saved = await saveSearch(owner);
    const edit = { name: 'Renamed', frequency: 'weekly', channel: 'email' };
    expect((await other.api.put(`/api/saved-searches/${saved.id}`, edit)).status).toBe(404);
    expect((await other.api.delete(`/api/saved-searches/${saved.id}`)).status).toBe(404);
    expect((await other.api.put('/api/saved-searches/not-an-id', edit)).status).toBe(404);
    const updated = await owner.api.put(`/api/saved-searches/${saved.id}`, edit);
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', frequency: 'weekly', filters: saved.filters });
    expect((await owner.api.delete(`/api/saved-searches/${saved.id}`)).status).toBe(204);
    expect((await owner.api.get('/api/saved-searches')).body).toEqual([]);
  });
});

describe('the alert job', () => {
  it('sends one e-mail with the new matches, and never the same again', async () => {
    const person = await signedInPerson(server);
    await saveSearch(person);
    // Live before the search was saved: not news.
    const before = await liveListingRow(server, rental({ approvedAt: new Date(Date.now() - HOUR) }));
    const match = await liveListingRow(server, rental());
    const elsewhere = await liveListingRow(server, rental({ location: 'Bo' }));
    const forSale = await liveListingRow(server, rental({ propertyType: 'sale' }));

    // Two runs at once (two servers) and a third later: one notice.
    await Promise.all([runAlerts(server), runAlerts(server)]);
    await runAlerts(server, new Date(Date.now() + 1000));
    const mail = outboxOf(server, person.user.email!);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('1 new home for "Lumley rentals" on Salone Homes');
    expect(mail[0]!.text).toContain(`${SITE}/property/${match.property.id}`);
    for (const other of [before, elsewhere, forSale]) expect(mail[0]!.text).not.toContain(other.property.id);
    const all = new URL(/See every match: (\S+)/.exec(mail[0]!.text)![1]!);
    expect(`${all.origin}${all.pathname}`).toBe(`${SITE}/search`);
    expect(Object.fromEntries(all.searchParams)).toEqual({ location: 'Lumley', propertyType: 'rent', bedrooms: '2' });
    expect(mail[0]!.text).toMatch(new RegExp(`${SITE}/unsubscribe/[A-Za-z0-9_-]{32}`));
    const [listed] = (await person.api.get('/api/saved-searches')).body;
    expect(listed.lastSentAt).not.toBeNull();
  });

  it('tells of a price cut on a match that was already live', async () => {
    const person = await signedInPerson(server);
    const lister = await approvedLister(server);
    const listing = await publishListing(server, lister, { location: 'Lumley', propertyType: 'rent', bedrooms: 2, priceUSD: 900 });
    await saveSearch(person);
    await runAlerts(server);
    expect(outboxOf(server, person.user.email!)).toHaveLength(0);

    const body = listingBody({
      title: listing.title, description: listing.description, address: listing.address, location: 'Lumley', propertyType: 'rent',
      bedrooms: 2, images: listing.photos.map((p: { id: string }) => p.id), priceUSD: 750,
    });
    expect((await lister.api.put(`/api/properties/${listing.id}`, body)).status).toBe(200);
    await runAlerts(server);
    await runAlerts(server);
    const mail = outboxOf(server, person.user.email!);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('1 price cut for "Lumley rentals" on Salone Homes');
    expect(mail[0]!.text).toContain('now $750/mo (was $900/mo)');
    expect(mail[0]!.text).toContain(`${SITE}/property/${listing.id}`);
  });

  it('keeps daily searches to one notice a day with everything since the last', async () => {
    const person = await signedInPerson(server);
    await saveSearch(person, { frequency: 'daily' });
    const first = await liveListingRow(server, rental());
    await runAlerts(server);
    expect(outboxOf(server, person.user.email!)).toHaveLength(0);
    const second = await liveListingRow(server, rental());
    await runAlerts(server, new Date(Date.now() + 25 * HOUR));
    const mail = outboxOf(server, person.user.email!);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/^2 new homes/);
    expect(mail[0]!.text).toContain(first.property.id);
    expect(mail[0]!.text).toContain(second.property.id);
  });

  it('sends an SMS to a verified phone', async () => {
    const phone = '+23276444222';
    const person = await signedInPerson(server, { phoneNumber: phone, email: null });
    await saveSearch(person, { channel: 'sms' });
    const match = await liveListingRow(server, rental());
    await runAlerts(server);
    const [sms] = outboxOf(server, phone);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(`${SITE}/property/${match.property.id}`);
    expect(sms?.text).toContain('Stop: ');
  });

  it('stops when the unsubscribe link is used, without signing in', async () => {
    const person = await signedInPerson(server);
    const saved = await saveSearch(person);
    await liveListingRow(server, rental());
    await runAlerts(server);
    const token = /\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(outboxOf(server, person.user.email!)[0]!.text)![1]!;

    const stranger = new ApiClient(server.url);
    expect((await stranger.post('/api/saved-searches/unsubscribe', { token: 'x'.repeat(32) })).status).toBe(404);
    expect((await stranger.post('/api/saved-searches/unsubscribe', { token: '../../etc' })).status).toBe(400);
    const res = await stranger.post('/api/saved-searches/unsubscribe', { token });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ name: 'Lumley rentals', frequency: 'off' });

    await liveListingRow(server, rental());
    await runAlerts(server, new Date(Date.now() + 8 * 24 * HOUR));
    expect(outboxOf(server, person.user.email!)).toHaveLength(1);
    expect((await person.api.get('/api/saved-searches')).body[0]).toMatchObject({ id: saved.id, frequency: 'off' });
  });
});
