import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { queryRows } from '../../server/db/client.js';
import {
  adminClient, approvedLister, createListing, MISSING_ID, publishListing, registerUser, reviewListing,
} from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const anonymous = () => new ApiClient(server.url);

async function auditOf(targetId: string) {
  return queryRows<Record<string, unknown>>(server.database.db,
    sql`select actor_id as admin_id, action, target_type, details->>'fromStatus' as from_status, details->>'toStatus' as to_status,
          details->>'reason' as reason from audit_log where target_id = ${targetId} order by created_at`);
}

/** Decision e-mails go through the notice queue, sent just after the decision commits: wait for them briefly. */
async function outboxFor(to: string) {
  const read = async () => (await anonymous().get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body as { subject: string; text: string }[];
  await expect.poll(async () => (await read()).length, { timeout: 5_000 }).toBeGreaterThan(0);
  return read();
}

async function adminId(admin: ApiClient) {
  return (await admin.get('/api/auth/user')).body.id as string;
}

describe('admin gate', () => {
  it.each([
    ['GET', '/api/admin/properties/pending'],
    ['GET', '/api/admin/users/pending'],
    ['GET', '/api/admin/stats'],
    ['PATCH', `/api/admin/properties/${MISSING_ID}/status`],
    ['PATCH', `/api/admin/users/${MISSING_ID}/status`],
  ])('%s %s: 401 anonymous, 403 for owners, agents and seekers', async (method, path) => {
    expect((await anonymous().request(method, path, method === 'PATCH' ? { status: 'approved' } : undefined)).status).toBe(401);
    for (const type of ['owner', 'agent', 'seeker'] as const) {
      const { api } = type === 'seeker' ? await registerUser(server, 'seeker') : await approvedLister(server, type);
      const res = await api.request(method, path, method === 'PATCH' ? { status: 'approved' } : undefined);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Admin access required.');
    }
  });
});

describe('listing review', () => {
  it('lists pending listings oldest first, without drafts, archived or reviewed ones', async () => {
    const owner = await registerUser(server);
    const first = await createListing(owner.api);
    const second = await createListing(owner.api);
    const draft = (await owner.api.post('/api/properties', { status: 'draft' })).body;
    const archived = await createListing(owner.api);
    await owner.api.patch(`/api/properties/${archived.id}/archive`);
    const admin = await adminClient(server);
    const res = await admin.get('/api/admin/properties/pending?limit=100');
    expect(res.status).toBe(200);
    const ids = res.body.map((p: any) => p.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(archived.id);
    expect(res.body.every((p: any) => p.status === 'pending')).toBe(true);
    expect(res.headers.get('x-total-count')).toBe(String(ids.length));
    expect(res.body.find((p: any) => p.id === first.id).user).toMatchObject({ id: owner.user.id, accountStatus: 'pending' });
  });

  it('approves: status, approvedAt, an audit row in the same change, and an e-mail to the lister', async () => {
    const owner = await approvedLister(server);
    const listing = await createListing(owner.api, { title: 'Hill Station bungalow' });
    const admin = await adminClient(server);
    const res = await admin.patch(`/api/admin/properties/${listing.id}/status`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: listing.id, status: 'approved', rejectionReason: null });
    expect(res.body.approvedAt).toBeTruthy();
    expect(await auditOf(listing.id)).toEqual([{
      admin_id: await adminId(admin), action: 'property.approve', target_type: 'property', from_status: 'pending', to_status: 'approved', reason: null,
    }]);
    const [mail] = await outboxFor(owner.user.email);
    expect(mail!.subject).toBe('Your listing was approved: Hill Station bungalow');
    expect(mail!.text).toContain('It is now live on Salone Homes.');
    expect((await admin.get('/api/admin/properties/pending?limit=100')).body.map((p: any) => p.id)).not.toContain(listing.id);
  });

  it('tells a pending account that its approved listing waits for the account', async () => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api);
    await reviewListing(await adminClient(server), listing.id, 'approved');
    const [mail] = await outboxFor(owner.user.email);
    expect(mail!.text).toContain('It will go live as soon as your account is approved.');
  });

  it('rejects with the reason, shown to the lister and e-mailed', async () => {
    const owner = await approvedLister(server);
    const listing = await createListing(owner.api, { title: 'Kissy shop' });
    const admin = await adminClient(server);
    const res = await admin.patch(`/api/admin/properties/${listing.id}/status`, { status: 'rejected', rejectionReason: '  The photos show a different building.  ' });
    expect(res.body).toMatchObject({ status: 'rejected', rejectionReason: 'The photos show a different building.' });
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.rejectionReason).toBe('The photos show a different building.');
    expect((await auditOf(listing.id))[0]).toMatchObject({ action: 'property.reject', reason: 'The photos show a different building.' });
    const [mail] = await outboxFor(owner.user.email);
    expect(mail!.subject).toBe('Your listing was not approved: Kissy shop');
    expect(mail!.text).toContain('Reason: The photos show a different building.');
  });

  it.each([
    ['no reason', { status: 'rejected' }, 'Please provide a reason for rejection.'],
    ['a blank reason', { status: 'rejected', rejectionReason: '   ' }, 'Please provide a reason for rejection.'],
    ['an unknown status', { status: 'sold' }, 'Status must be approved or rejected'],
    ['pending as status', { status: 'pending' }, 'Status must be approved or rejected'],
    ['a too long reason', { status: 'rejected', rejectionReason: 'x'.repeat(1001) }, 'Reason cannot exceed 1000 characters'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const owner = await registerUser(server);
    const listing = await createListing(owner.api);
    const res = await (await adminClient(server)).patch(`/api/admin/properties/${listing.id}/status`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.status).toBe('pending');
    expect(await auditOf(listing.id)).toEqual([]);
  });

  it('follows the transition table: approved <-> rejected allowed, repeats and drafts refused with 409', async () => {
    const owner = await approvedLister(server);
    const listing = await createListing(owner.api);
    const admin = await adminClient(server);
    await reviewListing(admin, listing.id, 'approved');
    const again = await admin.patch(`/api/admin/properties/${listing.id}/status`, { status: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This listing is already approved.');
    await reviewListing(admin, listing.id, 'rejected', 'Reported as sold');
    await reviewListing(admin, listing.id, 'approved');
    expect((await auditOf(listing.id)).map((a) => `${a.from_status}->${a.to_status}`)).toEqual(['pending->approved', 'approved->rejected', 'rejected->approved']);
    const draft = (await owner.api.post('/api/properties', { status: 'draft' })).body;
    const onDraft = await admin.patch(`/api/admin/properties/${draft.id}/status`, { status: 'approved' });
    expect(onDraft.status).toBe(409);
    expect(onDraft.body.message).toBe('This listing is a draft: the lister has not submitted it for review yet.');
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const admin = await adminClient(server);
    expect((await admin.patch(`/api/admin/properties/${MISSING_ID}/status`, { status: 'approved' })).body.message).toBe('Property not found');
    expect((await admin.patch('/api/admin/properties/nope/status', { status: 'approved' })).status).toBe(404);
  });

  it('keeps the decision when the e-mail cannot be sent', async () => {
    const owner = await approvedLister(server);
    const listing = await createListing(owner.api);
    const notifier = server.app.ctx.notifier;
    const original = notifier.sendEmail;
    notifier.sendEmail = async () => { throw new Error('SMTP down'); };
    try {
      const res = await (await adminClient(server)).patch(`/api/admin/properties/${listing.id}/status`, { status: 'approved' });
      expect(res.status).toBe(200);
    } finally {
      notifier.sendEmail = original;
    }
    expect((await anonymous().get(`/api/properties/${listing.id}`)).status).toBe(200);
  });
});

describe('account review', () => {
  it('lists pending owners and agents oldest first with the spec fields, no secrets', async () => {
    const owner = await registerUser(server, 'owner');
    const agent = await registerUser(server, 'agent');
    await registerUser(server, 'seeker');
    const res = await (await adminClient(server)).get('/api/admin/users/pending?limit=100');
    expect(res.status).toBe(200);
    const ids = res.body.map((u: any) => u.id);
    expect(ids.indexOf(owner.user.id)).toBeLessThan(ids.indexOf(agent.user.id));
    expect(res.body.every((u: any) => u.userType === 'owner' || u.userType === 'agent')).toBe(true);
    const entry = res.body.find((u: any) => u.id === agent.user.id);
    for (const field of ['id', 'firstName', 'lastName', 'email', 'userType', 'profileImageUrl', 'createdAt']) expect(entry).toHaveProperty(field);
    expect(res.text).not.toMatch(/passwordHash|scrypt/);
    expect(Number(res.headers.get('x-total-count'))).toBe(ids.length);
  });

  it('approves an account with an audit row and an e-mail', async () => {
    const agent = await registerUser(server, 'agent');
    const admin = await adminClient(server);
    const res = await admin.patch(`/api/admin/users/${agent.user.id}/status`, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: agent.user.id, accountStatus: 'approved', rejectionReason: null });
    expect(res.text).not.toMatch(/passwordHash|scrypt/);
    expect((await agent.api.get('/api/auth/user')).body.accountStatus).toBe('approved');
    expect(await auditOf(agent.user.id)).toEqual([{
      admin_id: await adminId(admin), action: 'user.approve', target_type: 'user', from_status: 'pending', to_status: 'approved', reason: null,
    }]);
    expect((await outboxFor(agent.user.email))[0]!.subject).toBe('Your Salone Homes account was approved');
    expect((await admin.get('/api/admin/users/pending?limit=100')).body.map((u: any) => u.id)).not.toContain(agent.user.id);
  });

  it('rejects an account with a reason the user then sees', async () => {
    const owner = await registerUser(server);
    const admin = await adminClient(server);
    await admin.patch(`/api/admin/users/${owner.user.id}/status`, { status: 'rejected', rejectionReason: 'Could not verify ownership documents' });
    expect((await owner.api.get('/api/auth/user')).body).toMatchObject({ accountStatus: 'rejected', rejectionReason: 'Could not verify ownership documents' });
    const [mail] = await outboxFor(owner.user.email);
    expect(mail!.text).toContain('Reason: Could not verify ownership documents');
    expect(mail!.text).toContain('Please contact support or reapply.');
  });

  it.each([
    [{ status: 'rejected' }, 'Please provide a reason for rejection.'],
    [{ status: 'rejected', rejectionReason: ' \n ' }, 'Please provide a reason for rejection.'],
    [{ status: 'banned' }, 'Status must be approved or rejected'],
  ])('refuses %j with 400', async (body, message) => {
    const owner = await registerUser(server);
    const res = await (await adminClient(server)).patch(`/api/admin/users/${owner.user.id}/status`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await owner.api.get('/api/auth/user')).body.accountStatus).toBe('pending');
  });

  it('refuses repeats (409), admins (403) and unknown users (404)', async () => {
    const owner = await approvedLister(server);
    const admin = await adminClient(server);
    const again = await admin.patch(`/api/admin/users/${owner.user.id}/status`, { status: 'approved' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account is already approved.');
    const self = await admin.patch(`/api/admin/users/${await adminId(admin)}/status`, { status: 'rejected', rejectionReason: 'x' });
    expect(self.status).toBe(403);
    expect((await admin.patch(`/api/admin/users/${MISSING_ID}/status`, { status: 'approved' })).body.message).toBe('User not found');
    expect((await admin.patch('/api/admin/users/abc/status', { status: 'approved' })).status).toBe(404);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts as approved exactly the listings the public can see (browse, search and the home counters agree)', async () => {
    const admin = await adminClient(server);
    const owner = await approvedLister(server);
    await publishListing(server, owner);
    const archived = await publishListing(server, owner);
    expect((await owner.api.request('PATCH', `/api/properties/${archived.id}/archive`)).status).toBe(200);
    const pendingOwner = await registerUser(server);
    await reviewListing(admin, (await createListing(pendingOwner.api)).id, 'approved');
    const stats = (await admin.get('/api/admin/stats')).body;
    const browse = await anonymous().get('/api/properties?status=approved&limit=1');
    const search = (await anonymous().get('/api/properties/search?limit=1')).body;
    const home = (await anonymous().get('/api/properties/stats')).body;
    expect(Number(browse.headers.get('x-total-count'))).toBe(stats.approvedListings);
    expect(search.total).toBe(stats.approvedListings);
    expect(home.total).toBe(stats.approvedListings);
  });


  it('counts from real data', async () => {
    const admin = await adminClient(server);
    const before = (await admin.get('/api/admin/stats')).body;
    const owner = await approvedLister(server);
    await publishListing(server, owner);
    await createListing(owner.api);
    await reviewListing(admin, (await createListing(owner.api)).id, 'rejected', 'Duplicate');
    await owner.api.post('/api/properties', { status: 'draft' });
    const pendingOwner = await registerUser(server);
    await reviewListing(admin, (await createListing(pendingOwner.api)).id, 'approved');
    await registerUser(server, 'seeker');
    const after = (await admin.get('/api/admin/stats')).body;
    const diff = Object.fromEntries(Object.keys(after).map((k) => [k, after[k] - before[k]]));
    expect(diff).toEqual({
      totalListings: 4, approvedListings: 1, pendingListings: 1, rejectedListings: 1, archivedListings: 0, pendingBusinesses: 1,
      viewingRequests: 0, viewingConfirmations: 0, viewingNoShows: 0,
    });
  });
});
