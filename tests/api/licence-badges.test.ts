// Badges that are true (issue 30, item 4), over real HTTP: agents register with a licence number, only an admin's
// check of that very number makes 'Licensed Agent', and the ways around it are closed (who abuses what: decision 0019).
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { adminClient, approvedLister, publishListing, registerUser, MISSING_ID, type SignedIn } from '../helpers/listing-helpers.js';
import { verifiedUser } from '../helpers/trust-helpers.js';
import { LICENCE_FORMAT, LICENCE_REQUIRED } from '../../common/schemas/licence.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const visitor = () => new ApiClient(server.url);
const check = (api: ApiClient, agent: SignedIn, body: Record<string, unknown>) => api.post(`/api/admin/users/${agent.user.id}/licence-check`, body);

let profiles = 0;
const profile = (licenseNumber: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Aminata', lastName: 'Conteh', agentBio: 'Helping families find verified homes in Freetown.',
  companyName: 'Freetown Realty', licenseNumber, yearsInBusiness: 7, phoneNumber: '076 123456', whatsappNumber: '',
  email: `badge.${++profiles}@freetownrealty.sl`, address: '5 Siaka Stevens Street, Freetown', specializations: ['Residential sales'],
  ...overrides,
});

/** Every public payload that speaks about the agent's licence: detail, home list, search. */
async function publicBadges(listingId: string) {
  const detail = (await visitor().get(`/api/properties/${listingId}`)).body.user.badges.licenceChecked as boolean;
  const home = ((await visitor().get('/api/properties?status=approved&limit=100')).body as { id: string; user: { badges: { licenceChecked: boolean } } }[])
    .find((l) => l.id === listingId)?.user.badges.licenceChecked;
  const search = ((await visitor().get('/api/properties/search?limit=100')).body.items as { id: string; user: { badges: { licenceChecked: boolean } } }[])
    .find((l) => l.id === listingId)?.user.badges.licenceChecked;
  return { detail, home, search };
}

async function agentWithListing(licenseNumber = `SL-REA-2024-${String(++profiles).padStart(4, '0')}`) {
  const agent = await approvedLister(server, 'agent', { licenseNumber });
  const listing = await publishListing(server, agent);
  return { agent, listing, licenseNumber };
}

describe('agent registration asks for the licence number', () => {
  it("refuses an agent without one with the spec's message, and stores it in capitals", async () => {
    for (const missing of [undefined, '', '   ']) {
      const res = await visitor().post('/api/register', newRegistration({ userType: 'agent', licenseNumber: missing }));
      expect(res.status).toBe(400);
      expect(res.body.fields.licenseNumber).toBe(LICENCE_REQUIRED);
      expect(LICENCE_REQUIRED).toBe('License number is required');
    }
    const ok = await visitor().post('/api/register', newRegistration({ userType: 'agent', licenseNumber: ' sl-rea  2019/0147 ' }));
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({ userType: 'agent', licenseNumber: 'SL-REA 2019/0147', licenceChecked: false });
    // Owners have no licence: what a form left in the field is dropped, not refused.
    const owner = await visitor().post('/api/register', newRegistration({ userType: 'owner', licenseNumber: 'junk' }));
    expect(owner.status, owner.text).toBe(201);
    expect(owner.body.licenseNumber).toBeNull();
  });

  it.each(['n/a', 'none', '---', 'SL--REA-1', '12', 'x'.repeat(39) + '12', 'call me', 'SL-REA-1;drop'])('refuses the licence number %j', async (licenseNumber) => {
    const res = await visitor().post('/api/register', newRegistration({ userType: 'agent', licenseNumber }));
    expect(res.status).toBe(400);
    expect(res.body.fields.licenseNumber).toBe(LICENCE_FORMAT);
  });

  it('asks for it when a provider sign-in chooses agent at /registration', async () => {
    const seeker = await registerUser(server, 'seeker');
    await server.database.db.update(users).set({ userType: null }).where(eq(users.id, seeker.user.id));
    const none = await seeker.api.post('/api/registration', { userType: 'agent' });
    expect(none.status).toBe(400);
    expect(none.body.fields.licenseNumber).toBe(LICENCE_REQUIRED);
    const ok = await seeker.api.post('/api/registration', { userType: 'agent', licenseNumber: 'MLHCP/REA/112' });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ userType: 'agent', licenseNumber: 'MLHCP/REA/112', licenceChecked: false });
  });

  it('shows the number to admins on Approve Businesses, unchecked', async () => {
    const agent = await registerUser(server, 'agent', { licenseNumber: 'SL-REA-2023-0500' });
    const pending = (await (await adminClient(server)).get('/api/admin/users/pending?limit=100')).body as { id: string }[];
    expect(pending.find((u) => u.id === agent.user.id)).toMatchObject({ licenseNumber: 'SL-REA-2023-0500', licenceChecked: false });
  });

  it('refuses a badly formed number on the agent profile too', async () => {
    const agent = await registerUser(server, 'agent');
    const res = await agent.api.put('/api/agent/profile', profile('not known'));
    expect(res.status).toBe(400);
    expect(res.body.fields.licenseNumber).toBe(LICENCE_FORMAT);
  });
});

describe('the licence badge', () => {
  it('is never in a public payload until an admin checks the number, and then everywhere', async () => {
    const { agent, listing, licenseNumber } = await agentWithListing();
    // An approved agent who typed any well-formed number is not "licensed" for it: the liar case.
    expect(await publicBadges(listing.id)).toEqual({ detail: false, home: false, search: false });
    expect((await agent.api.get('/api/auth/user')).body.licenceChecked).toBe(false);

    // Nobody but an admin can give it: not a visitor, not the agent, not another lister, and not through the
    // profile (an agent cannot write the check fields).
    const owner = await approvedLister(server);
    expect((await check(visitor(), agent, { checked: true, licenseNumber })).status).toBe(401);
    expect((await check(agent.api, agent, { checked: true, licenseNumber })).status).toBe(403);
    expect((await check(owner.api, agent, { checked: true, licenseNumber })).status).toBe(403);
    const sneaky = { ...profile(licenseNumber), licenceChecked: true, licenceCheckedAt: new Date().toISOString(), licenceCheckedNumber: licenseNumber };
    expect((await agent.api.put('/api/agent/profile', sneaky)).status).toBe(200);
    expect(await publicBadges(listing.id)).toEqual({ detail: false, home: false, search: false });

    const admin = await adminClient(server);
    const res = await check(admin, agent, { checked: true, licenseNumber, note: 'Checked with the register.' });
    expect(res.status, res.text).toBe(200);
    expect(await publicBadges(listing.id)).toEqual({ detail: true, home: true, search: true });
    expect((await agent.api.get('/api/auth/user')).body.licenceChecked).toBe(true);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(row).toMatchObject({ licenceCheckedNumber: licenseNumber });
    expect(row!.licenceCheckedAt).toBeInstanceOf(Date);
    expect(row!.licenceCheckedBy).toBeTruthy();

    // Withdrawn: gone again.
    expect((await check(admin, agent, { checked: false })).status).toBe(200);
    expect(await publicBadges(listing.id)).toEqual({ detail: false, home: false, search: false });
  });

  it("shows in the inbox only for a checked agent", async () => {
    const { agent, listing, licenseNumber } = await agentWithListing();
    const hunter = await verifiedUser(server);
    expect((await hunter.api.post('/api/messages', { receiverId: agent.user.id, propertyId: listing.id, content: 'Is it still available?' })).status).toBe(201);
    const otherUser = async () => ((await hunter.api.get('/api/conversations')).body.items as { otherUser: { id: string; licenceChecked: boolean } }[])
      .find((c) => c.otherUser.id === agent.user.id)!.otherUser;
    expect((await otherUser()).licenceChecked).toBe(false);
    expect((await check(await adminClient(server), agent, { checked: true, licenseNumber })).status).toBe(200);
    expect((await otherUser()).licenceChecked).toBe(true);
  });

  it('is refused for a number other than the one the agent has now (changed while the admin looked)', async () => {
    const { agent, listing } = await agentWithListing('SL-REA-2020-0001');
    expect((await agent.api.put('/api/agent/profile', profile('SL-REA-2020-0002'))).status).toBe(200);
    const admin = await adminClient(server);
    const stale = await check(admin, agent, { checked: true, licenseNumber: 'SL-REA-2020-0001' });
    expect(stale.status).toBe(409);
    expect((await check(admin, agent, { checked: true })).status).toBe(400);
    expect(await publicBadges(listing.id)).toEqual({ detail: false, home: false, search: false });
    expect((await check(admin, agent, { checked: true, licenseNumber: 'SL-REA-2020-0002' })).status).toBe(200);
    expect((await publicBadges(listing.id)).detail).toBe(true);
  });

  it('is lost when the agent changes the number, and kept when the agent saves the same one', async () => {
    const { agent, listing, licenseNumber } = await agentWithListing();
    expect((await check(await adminClient(server), agent, { checked: true, licenseNumber })).status).toBe(200);
    // Same number, other fields changed (and typed in lower case): still the number the admin checked.
    expect((await agent.api.put('/api/agent/profile', profile(licenseNumber.toLowerCase(), { companyName: 'Conteh Homes' }))).status).toBe(200);
    expect((await publicBadges(listing.id)).detail).toBe(true);

    expect((await agent.api.put('/api/agent/profile', profile('SL-REA-2099-9999'))).status).toBe(200);
    expect(await publicBadges(listing.id)).toEqual({ detail: false, home: false, search: false });
    const [row] = await server.database.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(row).toMatchObject({ licenceCheckedAt: null, licenceCheckedBy: null, licenceCheckedNumber: null });
    // Changing it back does not bring the old check back either.
    expect((await agent.api.put('/api/agent/profile', profile(licenseNumber))).status).toBe(200);
    expect((await publicBadges(listing.id)).detail).toBe(false);
  });

  it('holds for the checked number only, whatever else writes the number', async () => {
    const { agent, listing, licenseNumber } = await agentWithListing();
    expect((await check(await adminClient(server), agent, { checked: true, licenseNumber })).status).toBe(200);
    await server.database.db.update(users).set({ licenseNumber: 'SL-REA-1999-0001' }).where(eq(users.id, agent.user.id));
    expect((await publicBadges(listing.id)).detail).toBe(false);
  });

  it('is only for agents with a number, and answers 404 for an unknown account', async () => {
    const admin = await adminClient(server);
    const owner = await approvedLister(server);
    expect((await check(admin, owner, { checked: true, licenseNumber: 'SL-REA-1' })).status).toBe(409);
    expect((await admin.post(`/api/admin/users/${MISSING_ID}/licence-check`, { checked: true, licenseNumber: 'SL-REA-1' })).status).toBe(404);
  });
});

describe('migration 0019', () => {
  it('takes the badge from agents whose check cannot be shown to be for their current number', async () => {
    // The statements after the new column, run again on rows as an older version left them.
    const backfill = readFileSync(new URL('../../server/db/migrations/0019_badges_that_are_true.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint').slice(1);
    const db = server.database.db;
    const unproven = await approvedLister(server, 'agent');
    const proven = await approvedLister(server, 'agent');
    const changed = await approvedLister(server, 'agent');
    const admin = await adminClient(server);
    for (const a of [proven, changed]) expect((await check(admin, a, { checked: true, licenseNumber: a.user.licenseNumber })).status).toBe(200);
    await db.update(users).set({ licenseNumber: 'SL-REA-NEW-1' }).where(eq(users.id, changed.user.id));
    // Before 0019 there was no checked number: a check was a date alone.
    await db.update(users).set({ licenceCheckedAt: new Date(), licenceCheckedNumber: null }).where(eq(users.id, unproven.user.id));
    await db.update(users).set({ licenceCheckedNumber: null }).where(sql`${users.id} in (${proven.user.id}, ${changed.user.id})`);

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const rows = await db.select().from(users).where(sql`${users.id} in (${unproven.user.id}, ${proven.user.id}, ${changed.user.id})`);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(unproven.user.id)).toMatchObject({ licenceCheckedAt: null, licenceCheckedBy: null, licenceCheckedNumber: null });
    expect(byId.get(changed.user.id)).toMatchObject({ licenceCheckedAt: null, licenceCheckedNumber: null });
    expect(byId.get(proven.user.id)).toMatchObject({ licenceCheckedNumber: proven.user.licenseNumber });
    expect(byId.get(proven.user.id)!.licenceCheckedAt).toBeInstanceOf(Date);
  });
});
