// The API contract: every JSON answer, read over real HTTP from a seeded server, parsed with its schema from
// common/api (strict objects, so an extra or a missing field fails), and every GET route accounted for.
import sharp from 'sharp';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient, type ApiResponse } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { viewings } from '../../server/db/schema.js';
import { newRegistration } from '../helpers/factories.js';
import { listingBody } from '../helpers/listing-helpers.js';
import { adminStatsSchema, pendingUserSchema } from '../../common/api/admin.js';
import { listerDashboardSchema } from '../../common/api/dashboard.js';
import { listingPerformanceSchema, listingPerformanceSummarySchema } from '../../common/api/listing-performance.js';
import { deletedListingSchema, listingSchema, propertyStatsSchema } from '../../common/api/listings.js';
import { uploadedMediaSchema } from '../../common/api/media.js';
import { conversationPageSchema, messageSchema, unreadCountSchema } from '../../common/api/messages.js';
import { searchPageSchema } from '../../common/api/search.js';
import { nearbyPlacesSchema } from '../../common/api/nearby-places.js';
import { exchangeRateSchema } from '../../common/api/exchange-rate.js';
import { healthSchema, outboxEntrySchema, setupAdminStatusSchema } from '../../common/api/system.js';
import { agentProfileViewSchema, currentUserSchema } from '../../common/api/users.js';
import { codeSentSchema } from '../../common/api/verification.js';
import { TOTAL_COUNT_HEADER } from '../../common/api/page.js';
import {
  savedHomeIdsSchema, savedHomeSchema, savedSearchSchema, sharedShortlistSchema, shortlistLinkSchema, shortlistLinkStatusSchema,
} from '../../common/api/saved.js';
import { reportedListingSchema, reportReceiptSchema, reportResolutionSchema } from '../../common/api/trust.js';
import { listingDocumentSchema } from '../../common/api/documents.js';
import { listerListingsPageSchema, listerPageSchema } from '../../common/api/listers.js';
import { priceGuideIndexSchema, priceGuideLineSchema, priceGuideSchema } from '../../common/api/price-guides.js';
import { refreshPriceGuides } from '../../server/features/prices/price-guide-refresh.js';
import { tinyPdf, uploadDocuments } from '../helpers/documents.js';
import {
  listingViewingHoursSchema, noShowUserSchema, viewingSchema, viewingSettingsAnswerSchema,
} from '../../common/api/viewings.js';

/** GET routes that answer something other than JSON, with why. */
const NOT_JSON: Record<string, string> = {
  '/api/login': 'redirects to the sign-in page or the provider',
  '/api/callback': 'the provider sign-in callback: redirects',
  '/api/logout': 'GET signs out and redirects home (POST answers 204)',
  '/api/test-login/:role': 'development sign-in: redirects to /dashboard',
  '/api/media/:id/:file': 'image and video files',
  '/api/properties/:id/documents/:documentId': 'an ownership document (PDF or photo), lister and admins only',
  '/api/messages/stream': 'Server-Sent Events; each event carries the Message that POST /api/messages answers',
  '/api/viewings/:id/calendar.ics': 'a confirmed viewing as an iCalendar file, its two people only',
  '/api/properties/:id/performance/chart.svg': "a listing's views and inquiries per day as an SVG picture, its lister and admins only",
  '/api/prices/:area/chart.svg': "an area's asking prices of one kind month by month as an SVG picture, public",
};

/** The seeker's viewing of the owner's listing (made once): a Wednesday at 10:00, a week or two ahead. */
let seekerViewing: Promise<string> | undefined;
function viewingOfListing(): Promise<string> {
  seekerViewing ??= (async () => {
    const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    at.setUTCHours(10, 0, 0, 0);
    while (at.getUTCDay() !== 3) at.setUTCDate(at.getUTCDate() + 1);
    const res = await as.seeker.post('/api/viewings', { propertyId: listingId, times: [at.toISOString()] });
    return expectAnswer(res, viewingSchema, 201).id;
  })();
  return seekerViewing;
}

let server: TestServer;
const as: Record<'visitor' | 'owner' | 'agent' | 'admin' | 'seeker', ApiClient> = {} as never;
let ownerId: string;
let listingId: string;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
  for (const role of ['visitor', 'owner', 'agent', 'admin', 'seeker'] as const) as[role] = new ApiClient(server.url);
  for (const role of ['owner', 'agent', 'admin'] as const) await as[role].get(`/api/test-login/${role}`);
  ownerId = (await as.owner.get('/api/auth/user')).body.id;
  const mine = (await as.owner.get('/api/properties/my?limit=100')).body as { id: string; status: string }[];
  listingId = mine.find((l) => l.status === 'approved')!.id;
  // A verified home hunter who writes to the owner, so the owner has a conversation about the listing.
  const registration = newRegistration({ userType: 'seeker' });
  await as.seeker.post('/api/register', registration);
  expectAnswer(await as.seeker.post('/api/verification/send-code', { verificationMethod: 'email', contact: registration.email }), codeSentSchema);
  const outbox = expectAnswer(await as.seeker.get(`/api/dev/outbox?to=${encodeURIComponent(registration.email)}`), z.array(outboxEntrySchema));
  expectAnswer(await as.seeker.post('/api/verification/verify-code', { verificationMethod: 'email', code: outbox[0]!.code }), currentUserSchema);
  const sent = await as.seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content: 'Is it still free?' });
  expectAnswer(sent, messageSchema, 201);
  // A pending business account for the admin's queue.
  await new ApiClient(server.url).post('/api/register', newRegistration({ userType: 'agent' }));
});
afterAll(async () => { await server?.close(); });

function expectAnswer<T>(res: ApiResponse, schema: z.ZodType<T>, status = 200): T {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const parsed = schema.safeParse(res.body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  return parsed.data!;
}

/** A list answer: a plain, non-empty array of items, the whole list's total in x-total-count. */
function expectPage<T>(res: ApiResponse, item: z.ZodType<T>): T[] {
  const items = expectAnswer(res, z.array(item));
  expect(items.length).toBeGreaterThan(0);
  expect(Number(res.headers.get(TOTAL_COUNT_HEADER))).toBeGreaterThanOrEqual(items.length);
  return items;
}

type Row = [path: string, run: () => Promise<void>];
const GET_ROWS: Row[] = [
  ['/api/health', async () => { expectAnswer(await as.visitor.get('/api/health'), healthSchema); }],
  ['/api/exchange-rate', async () => { expectAnswer(await as.visitor.get('/api/exchange-rate'), exchangeRateSchema); }],
  ['/api/auth/user', async () => {
    for (const role of ['owner', 'agent', 'admin', 'seeker'] as const) expectAnswer(await as[role].get('/api/auth/user'), currentUserSchema);
  }],
  ['/api/admin/stats', async () => { expectAnswer(await as.admin.get('/api/admin/stats'), adminStatsSchema); }],
  ['/api/admin/properties/pending', async () => {
    await as.owner.post('/api/properties', listingBody({ status: 'pending' }));
    expectPage(await as.admin.get('/api/admin/properties/pending'), listingSchema);
  }],
  ['/api/admin/users/pending', async () => { expectPage(await as.admin.get('/api/admin/users/pending'), pendingUserSchema); }],
  ['/api/admin/reports', async () => {
    const agentListing = (await as.agent.get('/api/properties/my?limit=100')).body.find((l: { status: string }) => l.status === 'approved');
    expectAnswer(await as.seeker.post(`/api/properties/${agentListing.id}/reports`, { reason: 'not_available' }), reportReceiptSchema, 201);
    expect(expectPage(await as.admin.get('/api/admin/reports'), reportedListingSchema).length).toBeGreaterThan(0);
    expectAnswer(await as.admin.post(`/api/admin/reports/${agentListing.id}/resolve`, { action: 'dismiss' }), reportResolutionSchema);
  }],
  ['/api/agent/profile', async () => { expectAnswer(await as.agent.get('/api/agent/profile'), agentProfileViewSchema); }],
  ['/api/conversations', async () => {
    for (const role of ['owner', 'seeker'] as const) {
      expect(expectAnswer(await as[role].get('/api/conversations'), conversationPageSchema).items.length).toBeGreaterThan(0);
    }
  }],
  ['/api/conversations/:receiverId', async () => {
    const thread = await as.seeker.get(`/api/conversations/${ownerId}?propertyId=${listingId}`);
    expect(expectAnswer(thread, z.array(messageSchema)).length).toBeGreaterThan(0);
  }],
  ['/api/messages/unread-count', async () => { expectAnswer(await as.owner.get('/api/messages/unread-count'), unreadCountSchema); }],
  ['/api/properties', async () => {
    expectPage(await as.visitor.get('/api/properties?status=approved'), listingSchema);
    expectPage(await as.admin.get('/api/properties'), listingSchema);
  }],
  ['/api/properties/stats', async () => { expectAnswer(await as.visitor.get('/api/properties/stats'), propertyStatsSchema); }],
  ['/api/properties/search', async () => {
    const page = expectAnswer(await as.visitor.get('/api/properties/search?limit=12'), searchPageSchema);
    expect(page.items.length).toBeGreaterThan(0);
  }],
  ['/api/properties/search/nearby', async () => {
    expectAnswer(await as.visitor.get('/api/properties/search/nearby?location=Wilberforce'), nearbyPlacesSchema);
  }],
  ['/api/properties/my', async () => { expectPage(await as.owner.get('/api/properties/my'), listingSchema); }],
  ['/api/properties/archived', async () => {
    const created = expectAnswer(await as.owner.post('/api/properties', listingBody({ status: 'draft' })), listingSchema, 201);
    expectAnswer(await as.owner.patch(`/api/properties/${created.id}/archive`), listingSchema);
    expectPage(await as.owner.get('/api/properties/archived'), listingSchema);
  }],
  ['/api/properties/:id', async () => {
    for (const role of ['visitor', 'seeker', 'owner', 'admin'] as const) expectAnswer(await as[role].get(`/api/properties/${listingId}`), listingSchema);
  }],
  ['/api/dashboard', async () => {
    for (const role of ['owner', 'agent'] as const) expectAnswer(await as[role].get('/api/dashboard'), listerDashboardSchema);
  }],
  ['/api/listing-performance', async () => {
    for (const role of ['owner', 'agent'] as const) expectPage(await as[role].get('/api/listing-performance?days=90'), listingPerformanceSummarySchema);
  }],
  ['/api/properties/:id/performance', async () => {
    for (const role of ['owner', 'admin'] as const) expectAnswer(await as[role].get(`/api/properties/${listingId}/performance`), listingPerformanceSchema);
  }],
  ['/api/setup-admin', async () => {
    // The seeded server has its demo admin: setup is no longer needed.
    expect(expectAnswer(await as.visitor.get('/api/setup-admin'), setupAdminStatusSchema)).toEqual({ needed: false });
  }],
  ['/api/saved-homes', async () => {
    expect((await as.seeker.put(`/api/saved-homes/${listingId}`)).status).toBe(204);
    expectPage(await as.seeker.get('/api/saved-homes'), savedHomeSchema);
  }],
  ['/api/saved-homes/ids', async () => {
    await as.seeker.put(`/api/saved-homes/${listingId}`);
    expectAnswer(await as.seeker.get('/api/saved-homes/ids'), savedHomeIdsSchema);
  }],
  ['/api/saved-homes/share', async () => { expectAnswer(await as.seeker.get('/api/saved-homes/share'), shortlistLinkStatusSchema); }],
  ['/api/shortlists/:token', async () => {
    await as.seeker.put(`/api/saved-homes/${listingId}`);
    const link = expectAnswer(await as.seeker.post('/api/saved-homes/share'), shortlistLinkSchema, 201);
    expectAnswer(await as.visitor.get(`/api/shortlists/${link.token}`), sharedShortlistSchema);
  }],
  ['/api/saved-searches', async () => {
    const body = { name: 'Homes in Lumley', filters: { location: 'Lumley' }, frequency: 'weekly', channel: 'email' };
    expectAnswer(await as.seeker.post('/api/saved-searches', body), savedSearchSchema, 201);
    expectPage(await as.seeker.get('/api/saved-searches'), savedSearchSchema);
  }],
  ['/api/properties/:id/documents', async () => {
    const added = expectAnswer(await uploadDocuments(as.owner, listingId, 'survey_plan', [{ body: tinyPdf(), name: 'plan.pdf' }]), z.array(listingDocumentSchema), 201);
    for (const role of ['owner', 'admin'] as const) {
      expect(expectPage(await as[role].get(`/api/properties/${listingId}/documents`), listingDocumentSchema).map((d) => d.id)).toContain(added[0]!.id);
    }
  }],
  ['/api/dev/outbox', async () => { expectAnswer(await as.visitor.get('/api/dev/outbox'), z.array(outboxEntrySchema)); }],
  ['/api/viewings', async () => {
    const id = await viewingOfListing();
    for (const role of ['seeker', 'owner'] as const) expect(expectPage(await as[role].get('/api/viewings'), viewingSchema).map((v) => v.id)).toContain(id);
  }],
  ['/api/viewings/:id', async () => { expectAnswer(await as.owner.get(`/api/viewings/${await viewingOfListing()}`), viewingSchema); }],
  ['/api/viewing-settings', async () => { expectAnswer(await as.owner.get('/api/viewing-settings'), viewingSettingsAnswerSchema); }],
  ['/api/properties/:id/viewing-hours', async () => { expectAnswer(await as.visitor.get(`/api/properties/${listingId}/viewing-hours`), listingViewingHoursSchema); }],
  ['/api/admin/viewings/no-shows', async () => {
    // Two past viewings the owner marked "did not come" (written directly: marking needs the time to have passed).
    const seekerId = (await as.seeker.get('/api/auth/user')).body.id as string;
    const past = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);
    await server.database.db.insert(viewings).values([1, 2].map((h) => ({
      propertyId: listingId, hunterId: seekerId, listerId: ownerId, status: 'confirmed' as const, proposedTimes: [past(h).toISOString()],
      scheduledAt: past(h), listerOutcome: 'no_show' as const,
    })));
    expectPage(await as.admin.get('/api/admin/viewings/no-shows'), noShowUserSchema);
  }],
  ['/api/listers/:id', async () => {
    for (const role of ['visitor', 'seeker', 'owner'] as const) expect(expectAnswer(await as[role].get(`/api/listers/${ownerId}`), listerPageSchema).id).toBe(ownerId);
  }],
  ['/api/listers/:id/listings', async () => {
    expect(expectAnswer(await as.visitor.get(`/api/listers/${ownerId}/listings?limit=2`), listerListingsPageSchema).items.length).toBeGreaterThan(0);
  }],
  ['/api/prices', async () => {
    // Five live 2-bedroom flats for rent in Lumley (the small demo set has one), then the job's turn.
    const [first, second] = [await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' }), await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' })];
    for (const price of ['20000', '22000', '24000']) await insertListing(server.database.db, first.id, { location: 'Lumley', propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2, priceUSD: null, priceSLL: price });
    for (const price of ['26000', '28000']) await insertListing(server.database.db, second.id, { location: 'Lumley', propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2, priceUSD: null, priceSLL: price });
    await refreshPriceGuides(server.database.db);
    expect(expectAnswer(await as.visitor.get('/api/prices'), priceGuideIndexSchema).regions.some((r) => r.hasFigures)).toBe(true);
  }],
  ['/api/prices/:area', async () => {
    await refreshPriceGuides(server.database.db);
    expect(expectAnswer(await as.visitor.get('/api/prices/freetown'), priceGuideSchema).kinds.length).toBeGreaterThan(0);
  }],
  ['/api/prices/line', async () => {
    await refreshPriceGuides(server.database.db);
    expect(expectAnswer(await as.visitor.get('/api/prices/line?place=Lumley&type=rent&category=apartment&bedrooms=2'), priceGuideLineSchema).line).not.toBeNull();
  }],
];

describe('API contract: reads', () => {
  it('has a schema row or a stated reason for every GET route', () => {
    const covered = new Set([...GET_ROWS.map(([path]) => path), ...Object.keys(NOT_JSON)]);
    const gets = server.app.ctx.routes.filter((r) => r.method === 'GET');
    expect(gets.map((r) => r.path)).toContain('/api/conversations/:receiverId');
    expect(gets.filter((r) => !covered.has(r.path))).toEqual([]);
  });

  it.each(GET_ROWS)('GET %s answers its schema', async (_path, run) => { await run(); });
});

function photo() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 70, g: 130, b: 180 } } }).png().toBuffer();
}

async function photoForm(field: string) {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'house.png');
  return data;
}

describe('API contract: writes', () => {
  it('answers the signed-in user from sign-in, sign-up, account type and the profile photo', async () => {
    const registration = newRegistration({ userType: 'owner' });
    const fresh = new ApiClient(server.url);
    const created = expectAnswer(await fresh.post('/api/register', registration), currentUserSchema, 201);
    expectAnswer(await fresh.post('/api/local/login', { username: registration.username, password: registration.password }), currentUserSchema);
    expectAnswer(await fresh.post('/api/users/me/photo', await photoForm('photo')), currentUserSchema);
    expectAnswer(await as.admin.patch(`/api/admin/users/${created.id}/status`, { status: 'approved' }), currentUserSchema);

    const untyped = await insertUser(server.database.db, { userType: null, accountStatus: 'approved' });
    const chooser = new ApiClient(server.url);
    await chooser.post('/api/local/login', { username: untyped.username, password: untyped.password });
    expectAnswer(await chooser.post('/api/registration', { userType: 'owner' }), currentUserSchema);
  });

  it('answers the first admin from /api/setup-admin', async () => {
    const empty = await startTestServer();
    try {
      const res = await new ApiClient(empty.url).post('/api/setup-admin', { username: 'first_admin', password: 'First-admin-pass-1' });
      expectAnswer(res, currentUserSchema, 201);
    } finally {
      await empty.close();
    }
  });

  it('answers the agent profile from its update', async () => {
    const profile = expectAnswer(await as.agent.get('/api/agent/profile'), agentProfileViewSchema);
    const update = {
      ...profile,
      agentBio: profile.agentBio ?? 'Ten years selling homes in Freetown.',
      address: profile.address ?? '12 Siaka Stevens Street, Freetown',
      whatsappNumber: profile.whatsappNumber ?? undefined,
    };
    expectAnswer(await as.agent.put('/api/agent/profile', update), agentProfileViewSchema);
  });

  it("answers the agent's account from the admin's licence check", async () => {
    const agent = expectAnswer(await as.agent.get('/api/auth/user'), currentUserSchema);
    const checked = expectAnswer(await as.admin.post(`/api/admin/users/${agent.id}/licence-check`, { checked: true, licenseNumber: agent.licenseNumber }), currentUserSchema);
    expect(checked.licenceChecked).toBe(true);
  });

  it('answers listings from every listing write, and the upload from POST /api/media', async () => {
    const [upload] = expectAnswer(await as.owner.post('/api/media', await photoForm('file')), z.array(uploadedMediaSchema), 201);
    const body = listingBody({ status: 'pending', images: [upload!.id] });
    const created = expectAnswer(await as.owner.post('/api/properties', body), listingSchema, 201);
    // With a builder session's draft key: 201 for the new listing, 200 with the same one to the key sent again.
    const keyed = { status: 'draft', title: 'Keyed draft', draftKey: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' };
    const first = expectAnswer(await as.owner.post('/api/properties', keyed), listingSchema, 201);
    expect(expectAnswer(await as.owner.post('/api/properties', keyed), listingSchema, 200).id).toBe(first.id);
    expectAnswer(await as.owner.put(`/api/properties/${created.id}`, { ...body, title: 'Renamed house in Lumley' }), listingSchema);
    expectAnswer(await as.admin.patch(`/api/admin/properties/${created.id}/status`, { status: 'approved' }), listingSchema);
    expectAnswer(await as.owner.patch(`/api/properties/${created.id}/archive`), listingSchema);
    expectAnswer(await as.owner.patch(`/api/properties/${created.id}/restore`), listingSchema);
    expectAnswer(await as.owner.delete(`/api/properties/${created.id}`), deletedListingSchema);
  });

  it("answers the listing's documents-seen badge after the admin's review", async () => {
    await uploadDocuments(as.owner, listingId, 'conveyance', [{ body: tinyPdf(), name: 'conveyance.pdf' }]);
    const review = { decision: 'seen', kinds: ['conveyance'], checks: ['nameMatches', 'placeMatches', 'looksUnaltered'] };
    expect((await as.admin.post(`/api/admin/properties/${listingId}/documents/review`, review)).status).toBe(204);
    const seen = expectAnswer(await as.visitor.get(`/api/properties/${listingId}`), listingSchema);
    expect(seen.documentsSeen?.kinds).toEqual(['conveyance']);
    const filtered = expectAnswer(await as.visitor.get('/api/properties/search?documentsSeen=true'), searchPageSchema);
    expect(filtered.items.map((l) => l.id)).toContain(listingId);
  });
});
