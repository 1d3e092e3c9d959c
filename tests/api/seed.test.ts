import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { media, priceHistory, properties, users } from '../../server/db/schema.js';
import { seedDemoDataIfEmpty } from '../../server/db/seed.js';
import { planDemoData } from '../../server/db/demo/plan.js';
import { checkDocumentFile } from '../../server/features/documents/documents.file-check.js';
import { isLicenceChecked } from '../../server/features/users/users.presenter.js';
import { LISTING_LOCATIONS } from '../../common/locations.js';
import { FEATURES, FORM_CATEGORIES } from '../../common/constants.js';
import { toE164 } from '../../common/schemas/phone.js';
import { DEFAULT_EXCHANGE_RATE, isRateStale, type ExchangeRate } from '../../common/exchange-rate.js';
import { DEFAULT_VIEWING_HOURS, isInsideHours } from '../../common/viewings.js';

// startTestServer({ demo: true }) seeds the small demo set into an empty database.
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true }); });
afterAll(async () => { await server?.close(); });

const count = async (table: typeof users | typeof properties | typeof media) => {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('demo seed', () => {
  it('dates the exchange rate the day it seeds, so a fresh demo does not warn its admin of a stale rate', async () => {
    const res = await new ApiClient(server.url).get('/api/exchange-rate');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sllPerUsd: DEFAULT_EXCHANGE_RATE.sllPerUsd, date: new Date().toISOString().slice(0, 10) });
    expect(isRateStale(res.body as ExchangeRate)).toBe(false);
  });

  it('creates the three demo accounts, who sign in with their passwords', async () => {
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const api = new ApiClient(server.url);
      const res = await api.post('/api/local/login', { username: account.username, password: account.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: account.username, accountStatus: 'approved', userType: role });
    }
    const agent = await new ApiClient(server.url).post('/api/local/login', DEMO_ACCOUNTS.agent);
    expect(agent.body).toMatchObject({ companyName: 'Freetown Realty', licenseNumber: 'SL-REA-2019-0147', phoneNumber: '+23278987654' });
  });

  it('seeds listings in every state, with photos that the media route serves to anyone when live', async () => {
    const db = server.database.db;
    const rows = await db.select().from(properties);
    const statuses = new Set(rows.map((r) => (r.isArchived ? 'archived' : r.status)));
    expect([...statuses].sort()).toEqual(['approved', 'archived', 'draft', 'pending', 'rejected']);
    expect(rows.filter((r) => r.status === 'approved' && !r.isArchived).length).toBeGreaterThanOrEqual(8);
    expect(rows.find((r) => r.status === 'rejected')!.rejectionReason).toBeTruthy();
    const reduced = rows.find((r) => r.isPriceReduced)!;
    expect(await db.select().from(priceHistory).where(eq(priceHistory.propertyId, reduced.id))).toHaveLength(1);

    const photos = await db
      .select({ id: media.id })
      .from(media)
      .innerJoin(properties, eq(properties.id, media.propertyId))
      .where(and(eq(properties.status, 'approved'), eq(properties.isArchived, false), isNotNull(media.width)));
    expect(photos.length).toBeGreaterThanOrEqual(8);
    const res = await fetch(`${server.url}/api/media/${photos[0]!.id}/md.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    // The small demo set draws its photos at 800x600 (the full set at 1200x900).
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('seeds ownership papers the admin has seen, as real PDFs only the lister and admins can open', async () => {
    const search = await new ApiClient(server.url).get('/api/properties/search?documentsSeen=true&limit=100');
    expect(search.status).toBe(200);
    const seen = search.body.items as { id: string; title: string; userId: string; documentsSeen: { kinds: string[] } | null }[];
    expect(seen.length).toBeGreaterThanOrEqual(2);
    const land = seen.find((l) => l.title === 'Beachfront Land, 4 Town Lots with Survey Plan')!;
    expect(land.documentsSeen!.kinds).toEqual(['survey_plan', 'conveyance']);

    const owner = new ApiClient(server.url);
    await owner.post('/api/local/login', DEMO_ACCOUNTS.owner);
    const docs = await owner.get(`/api/properties/${land.id}/documents`);
    expect((docs.body as { kind: string }[]).map((d) => d.kind).sort()).toEqual(['conveyance', 'survey_plan']);
    const file = await owner.get(`/api/properties/${land.id}/documents/${(docs.body as { id: string }[])[0]!.id}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.text).toMatch(/^%PDF-1\.4/);
    // A stranger (here the agent) cannot open them.
    const agent = new ApiClient(server.url);
    await agent.post('/api/local/login', DEMO_ACCOUNTS.agent);
    expect((await agent.get(`/api/properties/${land.id}/documents`)).status).toBe(404);
  });

  it('does nothing when the database already has users', async () => {
    const before = [await count(users), await count(properties), await count(media)];
    expect(await seedDemoDataIfEmpty(server.database.db, { dataDir: server.dataDir, small: true })).toBeNull();
    expect([await count(users), await count(properties), await count(media)]).toEqual(before);
  });
});

describe('full demo plan', () => {
  const plan = planDemoData({ small: false });
  const approved = plan.listings.filter((l) => l.status === 'approved' && !l.isArchived);

  it('shows the demo owner and agent a viewing request waiting, a confirmed one ahead and one past, inside the default hours', () => {
    const now = Date.now();
    for (const account of [DEMO_ACCOUNTS.owner, DEMO_ACCOUNTS.agent]) {
      const listerId = plan.users.find((u) => u.username === account.username)!.id;
      const mine = plan.viewings.filter((v) => v.listerId === listerId);
      const kinds = mine.map((v) => (v.status === 'requested' ? 'waiting' : v.scheduledAt!.getTime() > now ? 'upcoming' : 'past'));
      expect(kinds.sort()).toEqual(['past', 'upcoming', 'waiting']);
      for (const v of mine) {
        expect(approved.find((l) => l.id === v.propertyId)?.userId).toBe(listerId);
        expect(plan.users.find((u) => u.id === v.hunterId)?.userType).toBe('seeker');
        for (const t of v.proposedTimes) expect(isInsideHours(new Date(t), DEFAULT_VIEWING_HOURS)).toBe(true);
      }
    }
  });

  it('has about 60 live listings across the known places, categories and both currencies', () => {
    expect(approved.length).toBeGreaterThanOrEqual(55);
    for (const listing of plan.listings) expect(LISTING_LOCATIONS).toContain(listing.location);
    expect(new Set(approved.map((l) => l.location)).size).toBeGreaterThanOrEqual(20);
    for (const category of FORM_CATEGORIES) expect(approved.some((l) => l.propertyCategory === category)).toBe(true);
    expect(approved.some((l) => l.priceSLL && !l.priceUSD)).toBe(true);
    expect(approved.some((l) => l.priceOnRequest && !l.priceUSD && !l.priceSLL)).toBe(true);
    for (const listing of plan.listings) for (const f of listing.features ?? []) expect(FEATURES).toContain(f);
    for (const land of plan.listings.filter((l) => l.propertyCategory === 'land')) expect(land.squareFootage).toBeNull();
  });

  it('gives every live listing 2 to 5 photos and spreads listing dates over years', () => {
    for (const listing of approved) {
      const n = plan.photos.filter((p) => p.propertyId === listing.id).length;
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    const ages = approved.map((l) => (Date.now() - l.createdAt!.getTime()) / 86_400_000);
    expect(Math.min(...ages)).toBeLessThan(1);
    expect(Math.max(...ages)).toBeGreaterThan(730);
  });

  it('shows both agent badges: two agencies whose licence the admin checked, and agents not checked yet', () => {
    const agents = plan.users.filter((u) => u.userType === 'agent' && u.accountStatus === 'approved');
    const checked = agents.filter((a) => isLicenceChecked({ ...a, licenseNumber: a.licenseNumber ?? null, licenceCheckedAt: a.licenceCheckedAt ?? null, licenceCheckedNumber: a.licenceCheckedNumber ?? null, userType: 'agent' }));
    expect(checked.map((a) => a.username).sort()).toEqual(['alhaji.mansaray', 'mariama.turay']);
    expect(checked.every((a) => a.licenceCheckedBy === plan.users.find((u) => u.isAdmin)!.id)).toBe(true);
    expect(agents.some((a) => a.username === DEMO_ACCOUNTS.agent.username && !a.licenceCheckedAt)).toBe(true);
  });

  it('stores phone numbers in E.164 and has accounts for the admin to review', () => {
    for (const user of plan.users) {
      if (user.phoneNumber) expect(toE164(user.phoneNumber)).toBe(user.phoneNumber);
      if (user.whatsappNumber) expect(toE164(user.whatsappNumber)).toBe(user.whatsappNumber);
    }
    expect(plan.users.filter((u) => u.accountStatus === 'pending').length).toBeGreaterThanOrEqual(2);
    expect(plan.users.find((u) => u.accountStatus === 'rejected')?.rejectionReason).toBeTruthy();
    expect(plan.messages.some((m) => m.readAt === null)).toBe(true);
  });

  it('leaves one listing with papers waiting for the admin, and every demo paper passes the upload check', async () => {
    const waiting = plan.listings.filter((l) => plan.documents.some((d) => d.propertyId === l.id) && !l.documentsSeenAt);
    expect(waiting.map((l) => l.title)).toEqual(['Colonial-Style Four-Bedroom House with City Views']);
    for (const doc of plan.documents) await expect(checkDocumentFile(doc.body)).resolves.toMatchObject({ contentType: 'application/pdf' });
    expect(new Set(plan.documents.map((d) => d.sha256)).size).toBe(plan.documents.length);
  });
});
