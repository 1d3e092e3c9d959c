// Reports, hiding, the admin's Reports actions, suspension and the audit log (issue 15), over real HTTP.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../server/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, approvedLister, publishListing, MISSING_ID, type SignedIn } from '../helpers/listing-helpers.js';
import { reporter as establishedReporter, verifiedUser } from '../helpers/trust-helpers.js';
import { queryRows } from '../../server/db/client.js';

let server: TestServer;
// This machine is the proxy, so each reporter's X-Forwarded-For is its address (related reporters count once).
beforeAll(async () => { server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' } }); });
afterAll(async () => { await server?.close(); });

async function auditOf(targetId: string) {
  return queryRows<{ action: string; actor_id: string; details: Record<string, unknown> }>(server.database.db,
    sql`select action, actor_id, details from audit_log where target_id = ${targetId} order by created_at`);
}

async function isPublic(id: string): Promise<boolean> {
  const visitor = new ApiClient(server.url);
  const detail = await visitor.get(`/api/properties/${id}`);
  const home = (await visitor.get('/api/properties?status=approved&limit=100')).body as { id: string }[];
  const search = (await visitor.get('/api/properties/search?limit=100')).body.items as { id: string }[];
  const inHome = home.some((l) => l.id === id);
  const inSearch = search.some((l) => l.id === id);
  expect(new Set([detail.status === 200, inHome, inSearch]).size, 'detail, home and search agree').toBe(1);
  return inHome;
}

async function liveListing(lister?: SignedIn) {
  const owner = lister ?? await approvedLister(server);
  const listing = await publishListing(server, owner);
  return { owner, listing };
}

describe('reporting a listing', () => {
  it('needs a signed-in, verified user, a known live listing and a valid reason', async () => {
    const { listing } = await liveListing();
    expect((await new ApiClient(server.url).post(`/api/properties/${listing.id}/reports`, { reason: 'not_available' })).status).toBe(401);
    const unverified = new ApiClient(server.url);
    await unverified.post('/api/register', { ...(await import('../helpers/factories.js')).newRegistration({ userType: 'seeker' }) });
    const refused = await unverified.post(`/api/properties/${listing.id}/reports`, { reason: 'not_available' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('verify');
    const reporter = await verifiedUser(server);
    expect((await reporter.api.post(`/api/properties/${MISSING_ID}/reports`, { reason: 'not_available' })).status).toBe(404);
    expect((await reporter.api.post(`/api/properties/${listing.id}/reports`, { reason: 'spam' })).status).toBe(400);
    const other = await reporter.api.post(`/api/properties/${listing.id}/reports`, { reason: 'other' });
    expect(other.status).toBe(400);
    expect(other.body.fields.details).toBeTruthy();
  });

  it('takes one report per user per listing, and none from the lister', async () => {
    const { owner, listing } = await liveListing();
    const reporter = await verifiedUser(server);
    const first = await reporter.api.post(`/api/properties/${listing.id}/reports`, { reason: 'fee_before_viewing', details: 'Asked for Le 200 on Orange Money.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ propertyId: listing.id, reason: 'fee_before_viewing' });
    expect((await reporter.api.post(`/api/properties/${listing.id}/reports`, { reason: 'not_available' })).status).toBe(409);
    expect((await owner.api.post(`/api/properties/${listing.id}/reports`, { reason: 'not_available' })).status).toBe(403);
    expect(await isPublic(listing.id)).toBe(true);
  });

  it('hides a listing from search, the home page and its page after reports from two established, unrelated users', async () => {
    const { owner, listing } = await liveListing();
    expect(await isPublic(listing.id)).toBe(true);
    for (const reason of ['fee_before_viewing', 'fake_photos']) {
      const reporter = await establishedReporter(server);
      expect((await reporter.report(listing.id, reason)).status).toBe(201);
    }
    expect(await isPublic(listing.id)).toBe(false);
    // The lister and admins still see it; the admin sees why.
    expect((await owner.api.get(`/api/properties/${listing.id}`)).status).toBe(200);
    const admin = await adminClient(server);
    const seen = (await admin.get(`/api/properties/${listing.id}`)).body;
    expect(seen.hiddenByReports).toBe(true);
    expect(seen.flags.map((f: { code: string }) => f.code)).toContain('reported');
    expect(seen.flags.find((f: { code: string }) => f.code === 'reported').message).toMatch(/2 users reported this listing/);
  });
});

describe("the admin's Reports", () => {
  async function reportedTwice() {
    const live = await liveListing();
    for (const reason of ['not_available', 'wrong_details']) {
      const reporter = await establishedReporter(server);
      expect((await reporter.report(live.listing.id, reason)).status).toBe(201);
    }
    return live;
  }

  it('are for admins only', async () => {
    const { listing, owner } = await liveListing();
    expect((await new ApiClient(server.url).get('/api/admin/reports')).status).toBe(401);
    expect((await owner.api.get('/api/admin/reports')).status).toBe(403);
    expect((await owner.api.post(`/api/admin/reports/${listing.id}/resolve`, { action: 'dismiss' })).status).toBe(403);
    expect((await owner.api.post(`/api/admin/users/${owner.user.id}/licence-check`, { checked: true })).status).toBe(403);
  });

  it('list the reported listings with their reasons; dismissing puts the listing back, on the record', async () => {
    const { listing, owner } = await reportedTwice();
    const admin = await adminClient(server);
    const page = await admin.get('/api/admin/reports?limit=100');
    const entry = page.body.find((r: { propertyId: string }) => r.propertyId === listing.id);
    expect(entry).toMatchObject({ hidden: true, lister: { id: owner.user.id, accountStatus: 'approved' } });
    expect(entry.reports.map((r: { reason: string }) => r.reason).sort()).toEqual(['not_available', 'wrong_details']);
    const dismissed = await admin.post(`/api/admin/reports/${listing.id}/resolve`, { action: 'dismiss' });
    expect(dismissed.body).toEqual({ propertyId: listing.id, action: 'dismiss', resolvedReports: 2 });
    expect(await isPublic(listing.id)).toBe(true);
    expect((await admin.get('/api/admin/reports?limit=100')).body.some((r: { propertyId: string }) => r.propertyId === listing.id)).toBe(false);
    expect((await admin.get(`/api/properties/${listing.id}`)).body.flags.map((f: { code: string }) => f.code)).not.toContain('reported');
    expect((await auditOf(listing.id)).map((a) => a.action)).toContain('reports.dismiss');
    expect((await admin.post(`/api/admin/reports/${listing.id}/resolve`, { action: 'dismiss' })).status).toBe(409);
  });

  it('reject the listing with a reason the lister reads', async () => {
    const { listing, owner } = await reportedTwice();
    const admin = await adminClient(server);
    expect((await admin.post(`/api/admin/reports/${listing.id}/resolve`, { action: 'reject_listing' })).status).toBe(400);
    const res = await admin.post(`/api/admin/reports/${listing.id}/resolve`, { action: 'reject_listing', reason: 'The house is not for rent: the owner confirmed it.' });
    expect(res.status, res.text).toBe(200);
    const mine = (await owner.api.get(`/api/properties/${listing.id}`)).body;
    expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'The house is not for rent: the owner confirmed it.' });
    expect(await isPublic(listing.id)).toBe(false);
    const [audit] = (await auditOf(listing.id)).filter((a) => a.action === 'property.reject');
    expect(audit!.details).toMatchObject({ via: 'reports', fromStatus: 'approved', reports: 2 });
  });

  it('suspend the lister: every listing hides, the sessions end, and sign-in is refused with the reason', async () => {
    const lister = await verifiedUser(server, 'owner');
    const admin = await adminClient(server);
    await admin.patch(`/api/admin/users/${lister.user.id}/status`, { status: 'approved' });
    const signedIn = { api: lister.api, user: lister.user } as unknown as SignedIn;
    const { listing } = await liveListing(signedIn);
    const { listing: second } = await liveListing(signedIn);
    for (const reason of ['fee_before_viewing', 'ownership_dispute']) {
      const reporter = await verifiedUser(server);
      await reporter.api.post(`/api/properties/${listing.id}/reports`, { reason });
    }
    const reason = 'You asked several people for viewing fees by mobile money.';
    const res = await admin.post(`/api/admin/reports/${listing.id}/resolve`, { action: 'suspend_lister', reason });
    expect(res.status, res.text).toBe(200);
    expect(await isPublic(listing.id)).toBe(false);
    expect(await isPublic(second.id)).toBe(false);
    expect((await lister.api.get('/api/auth/user')).status).toBe(401);
    const again = await new ApiClient(server.url).post('/api/local/login', { username: lister.registration.username, password: lister.registration.password });
    expect(again.status).toBe(403);
    expect(again.body.message).toBe(`This account is suspended: ${reason}`);
    expect((await auditOf(lister.user.id)).map((a) => a.action)).toContain('user.suspend');
    // Lifting the suspension approves the account again: the listings come back.
    expect((await admin.patch(`/api/admin/users/${lister.user.id}/status`, { status: 'approved' })).status).toBe(200);
    expect(await isPublic(second.id)).toBe(true);
  });

  it("record a checked licence as the agent's badge", async () => {
    const agent = await approvedLister(server, 'agent');
    await server.database.db.update(users).set({ licenseNumber: 'SL-REA-2024-0099' }).where(eq(users.id, agent.user.id));
    const admin = await adminClient(server);
    const { listing } = await liveListing(agent);
    const before = (await new ApiClient(server.url).get(`/api/properties/${listing.id}`)).body.user.badges;
    expect(before).toMatchObject({ licenceChecked: false, phoneVerified: false, emailVerified: false });
    expect(before.memberSince).toBeTruthy();
    expect((await admin.post(`/api/admin/users/${agent.user.id}/licence-check`, { checked: true, licenseNumber: 'SL-REA-2024-0099', note: 'Checked with the register.' })).status).toBe(200);
    expect((await new ApiClient(server.url).get(`/api/properties/${listing.id}`)).body.user.badges.licenceChecked).toBe(true);
    expect((await auditOf(agent.user.id)).map((a) => a.action)).toContain('user.licence_check');
    const owner = await approvedLister(server);
    expect((await admin.post(`/api/admin/users/${owner.user.id}/licence-check`, { checked: true, licenseNumber: 'SL-REA-1' })).status).toBe(409);
  });
});
