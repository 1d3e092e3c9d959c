// The authorization matrix: every API route (from the server's own route table, so a new route without a row
// fails) × every kind of person, each cell the status that person must get. Object-level rows aim at another
// person's things (a draft, a pending listing, a private photo, a conversation) and expect 404, never the thing.
//
// Write rows send a body that fails validation where that is enough to show the door is open (400 = let in,
// 401/403/404 = kept out, and nothing changes either way); where the object decides, they send a valid body
// at a throwaway row, with its owner's role last so every refusal is tried on the row before it changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient, type ApiResponse } from '../helpers/api-client.js';
import { insertUser, insertListing, uniqueSuffix, type InsertedUser } from '../../server/db/factories.js';
import { insertPhoto, listingBody, MISSING_ID } from '../helpers/listing-helpers.js';
import { tinyPdf, uploadDocuments } from '../helpers/documents.js';
import { media, messages } from '../../server/db/schema.js';
import { eq } from 'drizzle-orm';

const ROLES = ['visitor', 'hunter', 'verified', 'pendingOwner', 'otherOwner', 'agent', 'rejected', 'admin', 'owner'] as const;
type Role = (typeof ROLES)[number];
type Statuses = Record<Role, number>;

// `owner` is last on purpose: destructive rows on the owner's throwaway things run the refusals first.
const all = (status: number): Statuses => Object.fromEntries(ROLES.map((r) => [r, status])) as Statuses;
const signedIn = (status: number, over: Partial<Statuses> = {}): Statuses => ({ ...all(status), visitor: 401, ...over });
const adminOnly = (status: number): Statuses => ({ ...all(403), visitor: 401, admin: status });
/** Another person's private thing: 401 signed out, 404 to everyone but the given roles. */
const privateTo = (roles: Partial<Statuses>): Statuses => ({ ...all(404), visitor: 401, ...roles });

interface Fixtures {
  users: Record<Exclude<Role, 'visitor'>, InsertedUser>;
  live: string;
  draft: string;
  pending: string;
  /** Throwaway listings of the owner for the writes that change them. */
  forEdit: string;
  forArchive: string;
  forRestore: string;
  forDelete: string;
  /** The owner's draft made with a builder session's draft key (POST /api/properties answers it again to that key). */
  keyedDraft: string;
  livePhoto: string;
  draftPhoto: string;
  loosePhoto: string;
  loosePhotoToDelete: string;
  /** Ownership papers on the live listing (issue 32): one to open, one to delete. */
  liveDocument: string;
  documentToDelete: string;
  /** Viewings the verified hunter asked for, of three live listings of the owner (issue 32): one to read, one to decline, one to cancel. */
  viewing: string;
  viewingToDecline: string;
  viewingToCancel: string;
}

let server: TestServer;
let fx: Fixtures;
const clients = {} as Record<Role, ApiClient>;

async function signIn(user: InsertedUser): Promise<ApiClient> {
  const api = new ApiClient(server.url);
  const res = await api.post('/api/local/login', { username: user.username, password: user.password });
  expect(res.status, res.text).toBe(200);
  return api;
}

/** A new session for the role (rows that end or change the session must not spoil the shared one). */
const freshClient = async (role: Role) => (role === 'visitor' ? new ApiClient(server.url) : signIn(fx.users[role]));

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const password = `Matrix-pass-${uniqueSuffix()}`;
  const make = (fields: Parameters<typeof insertUser>[1]) => insertUser(db, { password, ...fields });
  const users = {
    hunter: await make({ userType: 'seeker', isVerified: false }),
    verified: await make({ userType: 'seeker', isVerified: true }),
    pendingOwner: await make({ userType: 'owner', accountStatus: 'pending', isVerified: false }),
    owner: await make({ userType: 'owner', isVerified: true }),
    otherOwner: await make({ userType: 'owner', isVerified: true }),
    agent: await make({ userType: 'agent', isVerified: true }),
    rejected: await make({ userType: 'owner', accountStatus: 'rejected', rejectionReason: 'No proof of ownership', isVerified: false }),
    admin: await make({ userType: 'admin', isAdmin: true, isVerified: true }),
  };
  const ownerId = users.owner.id;
  const listing = async (status: 'approved' | 'draft' | 'pending', extra = {}) => (await insertListing(db, ownerId, { status, ...extra })).id;
  const live = await listing('approved');
  const draft = await listing('draft');
  const attach = async (propertyId: string | null) => {
    const id = await insertPhoto(server, ownerId);
    if (propertyId) await db.update(media).set({ propertyId }).where(eq(media.id, id));
    return id;
  };
  fx = {
    users,
    live,
    draft,
    pending: await listing('pending'),
    forEdit: await listing('draft'),
    forArchive: await listing('draft'),
    forRestore: await listing('draft', { isArchived: true }),
    forDelete: await listing('draft'),
    keyedDraft: await listing('draft', { draftKey: OWNER_DRAFT_KEY }),
    livePhoto: await attach(live),
    draftPhoto: await attach(draft),
    loosePhoto: await attach(null),
    loosePhotoToDelete: await attach(null),
    liveDocument: '',
    documentToDelete: '',
    viewing: '',
    viewingToDecline: '',
    viewingToCancel: '',
  };
  clients.visitor = new ApiClient(server.url);
  for (const role of ROLES) if (role !== 'visitor') clients[role] = await signIn(users[role]);
  const papers = await uploadDocuments(clients.owner, live, 'survey_plan', [{ body: tinyPdf(), name: 'plan.pdf' }, { body: tinyPdf(), name: 'old plan.pdf' }]);
  expect(papers.status, papers.text).toBe(201);
  [fx.liveDocument, fx.documentToDelete] = papers.body.map((d: { id: string }) => d.id);
  // A conversation between the verified home hunter and the owner about the live listing.
  const sent = await clients.verified.post('/api/messages', { receiverId: ownerId, propertyId: live, content: 'Is it still free?' });
  expect(sent.status, sent.text).toBe(201);
  const ask = async () => {
    const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    at.setUTCHours(10, 0, 0, 0);
    while (at.getUTCDay() !== 3) at.setUTCDate(at.getUTCDate() + 1);
    const res = await clients.verified.post('/api/viewings', { propertyId: await listing('approved'), times: [at.toISOString()] });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  };
  [fx.viewing, fx.viewingToDecline, fx.viewingToCancel] = [await ask(), await ask(), await ask()];
});
afterAll(async () => { await server?.close(); });

interface Row {
  route: `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;
  what: string;
  call: (api: ApiClient, role: Role) => Promise<ApiResponse>;
  expected: Statuses | (() => Statuses);
  /** Rows that sign out or change the session run on a fresh one. */
  fresh?: boolean;
  /** More than the status: what the answer may show this role. */
  check?: (res: ApiResponse, role: Role) => void;
}

const get = (path: string | (() => string)) => (api: ApiClient) => api.get(typeof path === 'string' ? path : path());

/** An SSE stream never ends by itself: take the status and headers, then hang up. */
async function openStream(api: ApiClient): Promise<ApiResponse> {
  const abort = new AbortController();
  const res = await fetch(`${server.url}/api/messages/stream`, { headers: api.cookieHeader ? { cookie: api.cookieHeader } : {}, signal: abort.signal });
  const text = res.status === 200 ? '' : await res.text();
  abort.abort();
  return { status: res.status, body: text ? JSON.parse(text) : null, text, headers: res.headers };
}

const OWNER_DRAFT_KEY = '6c1f2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f';

const jsonForm = () => { const form = new FormData(); form.append('note', 'not a file'); return form; };

const ROWS: Row[] = [
  // Public reads.
  { route: 'GET /api/health', what: 'health', call: get('/api/health'), expected: all(200) },
  { route: 'GET /api/exchange-rate', what: 'the rate', call: get('/api/exchange-rate'), expected: all(200) },
  { route: 'GET /api/prices', what: 'the price guides', call: get('/api/prices'), expected: all(200) },
  { route: 'GET /api/prices/:area', what: "a place's price guide", call: get('/api/prices/lumley'), expected: all(200) },
  { route: 'GET /api/prices/:area', what: 'an area with no guide', call: get('/api/prices/atlantis'), expected: all(404) },
  { route: 'GET /api/prices/:area/chart.svg', what: "a kind's chart", call: get('/api/prices/lumley/chart.svg?type=rent&category=apartment&bedrooms=2'), expected: all(200) },
  { route: 'GET /api/prices/line', what: "a listing's price line", call: get('/api/prices/line?place=Lumley&type=rent&category=apartment&bedrooms=2'), expected: all(200) },
  { route: 'GET /api/setup-admin', what: 'whether setup is needed', call: get('/api/setup-admin'), expected: all(200) },
  { route: 'GET /api/properties/stats', what: 'live counts', call: get('/api/properties/stats'), expected: all(200) },
  { route: 'GET /api/properties/search', what: 'search', call: get('/api/properties/search?limit=5'), expected: all(200) },
  { route: 'GET /api/properties/search/nearby', what: "an empty search's nearby places", call: get('/api/properties/search/nearby?location=Wilberforce'), expected: all(200) },
  { route: 'GET /api/properties', what: 'live listings', call: get('/api/properties?status=approved'), expected: all(200) },
  { route: 'GET /api/properties', what: 'listings of every status', call: get('/api/properties?status=pending'), expected: adminOnly(200) },
  { route: 'GET /api/properties/:id', what: 'a live listing', call: get(() => `/api/properties/${fx.live}`), expected: all(200) },
  { route: 'GET /api/properties/:id', what: "the owner's draft", call: get(() => `/api/properties/${fx.draft}`), expected: { ...all(404), owner: 200, admin: 200 } },
  { route: 'GET /api/properties/:id', what: "the owner's pending listing", call: get(() => `/api/properties/${fx.pending}`), expected: { ...all(404), owner: 200, admin: 200 } },
  { route: 'GET /api/properties/:id', what: 'a missing listing', call: get(`/api/properties/${MISSING_ID}`), expected: all(404) },
  { route: 'GET /api/media/:id/:file', what: "a live listing's photo", call: get(() => `/api/media/${fx.livePhoto}/sm.webp`), expected: all(200) },
  { route: 'GET /api/media/:id/:file', what: "a draft's photo", call: get(() => `/api/media/${fx.draftPhoto}/sm.webp`), expected: { ...all(404), owner: 200, admin: 200 } },
  { route: 'GET /api/media/:id/:file', what: 'an unattached upload', call: get(() => `/api/media/${fx.loosePhoto}/md.webp`), expected: { ...all(404), owner: 200, admin: 200 } },
  { route: 'GET /api/dev/outbox', what: 'the development outbox (test mode)', call: get('/api/dev/outbox?to=nobody@example.sl'), expected: all(200) },
  { route: 'GET /api/test-login/:role', what: 'an unknown demo role', call: get('/api/test-login/nobody'), expected: all(404) },
  { route: 'GET /api/login', what: 'provider sign-in (not configured)', call: get('/api/login'), expected: all(302) },
  { route: 'GET /api/callback', what: 'provider callback without a sign-in under way', call: get('/api/callback'), expected: all(302) },

  // Own reads: signed in, and only one's own.
  { route: 'GET /api/auth/user', what: 'oneself', call: get('/api/auth/user'), expected: signedIn(200), check: (res, role) => { if (role !== 'visitor') expect(res.body.id).toBe(fx.users[role].id); } },
  { route: 'GET /api/properties/my', what: 'own listings', call: get('/api/properties/my'), expected: signedIn(200), check: (res, role) => {
    if (role !== 'visitor') expect((res.body as { id: string }[]).some((l) => l.id === fx.draft)).toBe(role === 'owner');
  } },
  { route: 'GET /api/properties/archived', what: 'own archive', call: get('/api/properties/archived'), expected: signedIn(200), check: (res, role) => {
    if (role !== 'visitor' && role !== 'owner') expect(res.body).toEqual([]);
  } },
  { route: 'GET /api/dashboard', what: 'own dashboard', call: get('/api/dashboard'), expected: signedIn(200) },
  { route: 'GET /api/listing-performance', what: 'own listings\' figures (owners and agents)', call: get('/api/listing-performance'), expected: signedIn(200, { hunter: 403, verified: 403, admin: 403 }), check: (res, role) => {
    if (res.status === 200) expect((res.body as { id: string }[]).some((l) => l.id === fx.live)).toBe(role === 'owner');
  } },
  { route: 'GET /api/properties/:id/performance', what: "the owner's live listing's figures", call: get(() => `/api/properties/${fx.live}/performance`), expected: privateTo({ owner: 200, admin: 200 }) },
  { route: 'GET /api/properties/:id/performance/chart.svg', what: "the owner's live listing's chart", call: get(() => `/api/properties/${fx.live}/performance/chart.svg`), expected: privateTo({ owner: 200, admin: 200 }) },
  { route: 'GET /api/conversations', what: 'own conversations', call: get('/api/conversations'), expected: signedIn(200), check: (res, role) => {
    if (role !== 'visitor') expect(res.body.items.length > 0).toBe(role === 'verified' || role === 'owner');
  } },
  { route: 'GET /api/conversations/:receiverId', what: "the owner's conversation with the home hunter", call: get(() => `/api/conversations/${fx.users.owner.id}?propertyId=${fx.live}`), expected: signedIn(200), check: (res, role) => {
    // Keyed on the caller: nobody but the hunter reads the hunter's messages with the owner.
    if (role !== 'visitor') expect((res.body as unknown[]).length > 0).toBe(role === 'verified');
  } },
  { route: 'GET /api/messages/unread-count', what: 'own unread count', call: get('/api/messages/unread-count'), expected: signedIn(200) },
  { route: 'GET /api/messages/stream', what: 'own live stream', call: (api) => openStream(api), expected: signedIn(200) },
  { route: 'GET /api/agent/profile', what: 'the agent profile', call: get('/api/agent/profile'), expected: { ...signedIn(403), agent: 200 } },
  { route: 'GET /api/admin/stats', what: 'admin stats', call: get('/api/admin/stats'), expected: adminOnly(200) },
  { route: 'GET /api/admin/properties/pending', what: 'the review queue', call: get('/api/admin/properties/pending'), expected: adminOnly(200) },
  { route: 'GET /api/admin/users/pending', what: 'accounts awaiting review', call: get('/api/admin/users/pending'), expected: adminOnly(200) },

  // Signed-out journeys: open to all, refused here only by validation.
  { route: 'POST /api/local/login', what: 'sign-in without credentials', call: (api) => api.post('/api/local/login', {}), expected: all(400) },
  { route: 'POST /api/register', what: 'registration without fields', call: (api) => api.post('/api/register', {}), expected: all(400) },
  { route: 'POST /api/setup-admin', what: 'first-admin setup without fields', call: (api) => api.post('/api/setup-admin', {}), expected: all(400) },
  { route: 'POST /api/auth/password-reset', what: 'forgot password without an identifier', call: (api) => api.post('/api/auth/password-reset', {}), expected: all(400) },
  { route: 'POST /api/auth/password-reset/confirm', what: 'reset without a code', call: (api) => api.post('/api/auth/password-reset/confirm', {}), expected: all(400) },
  { route: 'POST /api/auth/phone/send-code', what: 'phone sign-in without a number', call: (api) => api.post('/api/auth/phone/send-code', {}), expected: all(400) },
  { route: 'POST /api/auth/phone/verify', what: 'phone sign-in without a code', call: (api) => api.post('/api/auth/phone/verify', {}), expected: all(400) },
  { route: 'POST /api/logout', what: 'sign-out', call: (api) => api.post('/api/logout'), expected: all(204), fresh: true },
  { route: 'GET /api/logout', what: 'sign-out by link', call: get('/api/logout'), expected: all(302), fresh: true },

  // Own writes: signed in; a bad body shows the door is open without changing anything.
  { route: 'POST /api/registration', what: 'choosing an account type', call: (api) => api.post('/api/registration', { userType: 'landlord' }), expected: signedIn(400) },
  { route: 'PUT /api/users/me', what: 'own profile', call: (api) => api.put('/api/users/me', {}), expected: signedIn(400) },
  { route: 'PUT /api/users/me/password', what: 'own password', call: (api) => api.put('/api/users/me/password', {}), expected: signedIn(400) },
  { route: 'POST /api/users/me/sessions/end-others', what: 'signing out own other devices, a bad body', call: (api) => api.post('/api/users/me/sessions/end-others', { all: true }), expected: signedIn(400) },
  { route: 'POST /api/users/me/photo', what: 'own photo, no file', call: (api) => api.post('/api/users/me/photo', jsonForm()), expected: signedIn(400) },
  { route: 'POST /api/verification/send-code', what: 'a code without a contact', call: (api) => api.post('/api/verification/send-code', {}), expected: signedIn(400) },
  { route: 'POST /api/verification/verify-code', what: 'a guess without a code', call: (api) => api.post('/api/verification/verify-code', {}), expected: signedIn(400) },
  { route: 'POST /api/conversations/:id/read', what: 'marking a conversation read', call: (api) => api.post(`/api/conversations/${fx.users.owner.id}/read`, { propertyId: fx.live }), expected: signedIn(204) },
  { route: 'PUT /api/agent/profile', what: 'the agent profile', call: (api) => api.put('/api/agent/profile', {}), expected: { ...signedIn(403), agent: 400 } },
  { route: 'POST /api/messages', what: 'a first message about a live listing', call: (api) => api.post('/api/messages', { receiverId: fx.users.owner.id, propertyId: fx.live, content: 'Hello, is it free?' }),
    // Sending needs a verified person; the owner cannot write to themself.
    expected: { ...signedIn(201), hunter: 403, pendingOwner: 403, rejected: 403, owner: 400 } },
  { route: 'POST /api/messages', what: "a first message about the owner's draft", call: (api) => api.post('/api/messages', { receiverId: fx.users.owner.id, propertyId: fx.draft, content: 'Hello?' }),
    expected: { ...signedIn(404), hunter: 403, pendingOwner: 403, rejected: 403, owner: 400 } },

  // Listing writes: owners and agents (pending ones too), never home hunters, admins or rejected accounts.
  { route: 'POST /api/media', what: 'a listing upload, no file', call: (api) => api.post('/api/media', jsonForm()),
    expected: { ...signedIn(403), pendingOwner: 400, owner: 400, otherOwner: 400, agent: 400 } },
  { route: 'POST /api/properties', what: 'a listing without fields', call: (api) => api.post('/api/properties', {}),
    expected: { ...signedIn(403), pendingOwner: 400, owner: 400, otherOwner: 400, agent: 400 } },
  // A draft key is the lister's own: another lister sending the owner's key makes a listing of their own.
  { route: 'POST /api/properties', what: "a draft with the owner's draft key", call: (api) => api.post('/api/properties', { status: 'draft', title: 'Key reused', draftKey: OWNER_DRAFT_KEY }),
    expected: { ...signedIn(403), pendingOwner: 201, otherOwner: 201, agent: 201, owner: 200 },
    check: (res, role) => {
      if (res.status === 201) expect(res.body).toMatchObject({ userId: fx.users[role as Exclude<Role, 'visitor'>].id, title: 'Key reused' });
      if (res.status < 300) expect(res.body.id === fx.keyedDraft).toBe(role === 'owner');
    } },
  { route: 'PUT /api/properties/:id', what: "editing the owner's draft", call: (api) => api.put(`/api/properties/${fx.forEdit}`, listingBody({ status: 'draft' })),
    expected: privateTo({ rejected: 403, owner: 200 }) },
  { route: 'PATCH /api/properties/:id/archive', what: "archiving the owner's listing", call: (api) => api.patch(`/api/properties/${fx.forArchive}/archive`), expected: privateTo({ owner: 200 }) },
  { route: 'PATCH /api/properties/:id/restore', what: "restoring the owner's listing", call: (api) => api.patch(`/api/properties/${fx.forRestore}/restore`), expected: privateTo({ owner: 200 }) },
  { route: 'DELETE /api/properties/:id', what: "deleting the owner's listing", call: (api) => api.delete(`/api/properties/${fx.forDelete}`), expected: privateTo({ owner: 200 }) },
  // Ownership documents (issue 32): the lister and admins only; to everyone else the papers do not exist.
  { route: 'GET /api/properties/:id/documents', what: "the papers of the owner's live listing", call: get(() => `/api/properties/${fx.live}/documents`), expected: privateTo({ owner: 200, admin: 200 }) },
  { route: 'GET /api/properties/:id/documents/:documentId', what: "a paper of the owner's live listing", call: get(() => `/api/properties/${fx.live}/documents/${fx.liveDocument}`), expected: privateTo({ owner: 200, admin: 200 }) },
  { route: 'POST /api/properties/:id/documents', what: "adding papers to the owner's listing, no file", call: (api) => api.post(`/api/properties/${fx.live}/documents`, jsonForm()), expected: privateTo({ owner: 400 }) },
  { route: 'DELETE /api/properties/:id/documents/:documentId', what: "deleting the owner's paper", call: (api) => api.delete(`/api/properties/${fx.live}/documents/${fx.documentToDelete}`), expected: privateTo({ owner: 204 }) },
  { route: 'POST /api/admin/properties/:id/documents/review', what: "reviewing the owner's papers, no body", call: (api) => api.post(`/api/admin/properties/${fx.live}/documents/review`, {}), expected: adminOnly(400) },
  { route: 'DELETE /api/media/:id', what: "deleting the owner's upload", call: (api) => api.delete(`/api/media/${fx.loosePhotoToDelete}`), expected: privateTo({ owner: 204 }) },

  // Admin writes: a bad body shows the door is open.
  { route: 'PUT /api/admin/exchange-rate', what: 'the exchange rate', call: (api) => api.put('/api/admin/exchange-rate', {}), expected: adminOnly(400) },
  { route: 'PATCH /api/admin/properties/:id/status', what: "reviewing the owner's pending listing", call: (api) => api.patch(`/api/admin/properties/${fx.pending}/status`, {}), expected: adminOnly(400) },
  { route: 'PATCH /api/admin/users/:id/status', what: "reviewing the pending owner's account", call: (api) => api.patch(`/api/admin/users/${fx.users.pendingOwner.id}/status`, {}), expected: adminOnly(400) },

  // Signals and reports about a live listing (issues 15 and 18).
  { route: 'POST /api/properties/:id/views', what: 'a view counted by the browser', call: (api) => api.post(`/api/properties/${fx.live}/views`), expected: all(204) },
  { route: 'POST /api/properties/:id/reports', what: 'a report without a reason', call: (api) => api.post(`/api/properties/${fx.live}/reports`, {}), expected: signedIn(400) },
  { route: 'POST /api/properties/:id/reports', what: 'a report of a missing listing',
    call: (api) => api.post(`/api/properties/${MISSING_ID}/reports`, { reason: 'not_available' }),
    // Only verified people report (checked before the listing is looked up).
    expected: { ...signedIn(404), hunter: 403, pendingOwner: 403, rejected: 403 } },
  { route: 'GET /api/admin/reports', what: 'the reports queue', call: get('/api/admin/reports'), expected: adminOnly(200) },
  { route: 'POST /api/admin/reports/:id/resolve', what: 'resolving a report without an action', call: (api) => api.post(`/api/admin/reports/${MISSING_ID}/resolve`, {}), expected: adminOnly(400) },
  { route: 'POST /api/admin/users/:id/licence-check', what: 'checking a licence, no body', call: (api) => api.post(`/api/admin/users/${MISSING_ID}/licence-check`, {}), expected: adminOnly(400) },

  // Saved homes, shortlists, saved searches and notices (issue 17): one's own only.
  { route: 'PUT /api/users/me/notices', what: 'own message-notice setting, no body', call: (api) => api.put('/api/users/me/notices', {}), expected: signedIn(400) },
  { route: 'PUT /api/saved-homes/:propertyId', what: 'saving a live listing', call: (api) => api.put(`/api/saved-homes/${fx.live}`), expected: signedIn(204) },
  { route: 'PUT /api/saved-homes/:propertyId', what: "saving the owner's draft", call: (api) => api.put(`/api/saved-homes/${fx.draft}`), expected: signedIn(404) },
  { route: 'GET /api/saved-homes', what: 'own saved homes', call: get('/api/saved-homes'), expected: signedIn(200) },
  { route: 'GET /api/saved-homes/ids', what: 'own saved ids', call: get('/api/saved-homes/ids'), expected: signedIn(200) },
  { route: 'DELETE /api/saved-homes/:propertyId', what: 'unsaving a listing', call: (api) => api.delete(`/api/saved-homes/${fx.live}`), expected: signedIn(204) },
  { route: 'POST /api/saved-homes/merge', what: "merging this browser's hearts, no body", call: (api) => api.post('/api/saved-homes/merge', {}), expected: signedIn(400) },
  { route: 'POST /api/saved-homes/share', what: 'making a shortlist link', call: (api) => api.post('/api/saved-homes/share'), expected: signedIn(201) },
  { route: 'GET /api/saved-homes/share', what: 'own shortlist link', call: get('/api/saved-homes/share'), expected: signedIn(200) },
  { route: 'DELETE /api/saved-homes/share', what: 'turning the link off', call: (api) => api.delete('/api/saved-homes/share'), expected: signedIn(204) },
  { route: 'GET /api/shortlists/:token', what: 'an unknown shortlist', call: get('/api/shortlists/not-a-real-token-0000000000000000'), expected: all(404) },
  { route: 'GET /api/saved-searches', what: 'own saved searches', call: get('/api/saved-searches'), expected: signedIn(200) },
  { route: 'POST /api/saved-searches', what: 'a saved search without fields', call: (api) => api.post('/api/saved-searches', {}), expected: signedIn(400) },
  { route: 'PUT /api/saved-searches/:id', what: 'a saved search, bad body', call: (api) => api.put(`/api/saved-searches/${MISSING_ID}`, { name: 'Flats in Lumley' }), expected: signedIn(400) },
  { route: 'DELETE /api/saved-searches/:id', what: 'a missing saved search', call: (api) => api.delete(`/api/saved-searches/${MISSING_ID}`), expected: signedIn(404) },
  { route: 'POST /api/saved-searches/unsubscribe', what: 'unsubscribing without a token', call: (api) => api.post('/api/saved-searches/unsubscribe', {}), expected: all(400) },
  // Viewings (issue 32): the hunter (verified) and the lister (owner) only; to everyone else a viewing does not exist.
  { route: 'GET /api/viewings', what: 'own viewings', call: get('/api/viewings'), expected: signedIn(200) },
  { route: 'POST /api/viewings', what: 'a viewing request without a body', call: (api) => api.post('/api/viewings', {}), expected: signedIn(400) },
  { route: 'GET /api/viewings/:id', what: "the verified hunter's viewing of the owner's listing", call: get(() => `/api/viewings/${fx.viewing}`), expected: privateTo({ verified: 200, owner: 200 }) },
  { route: 'GET /api/viewings/:id/calendar.ics', what: 'the calendar file of a viewing not yet confirmed', call: get(() => `/api/viewings/${fx.viewing}/calendar.ics`), expected: privateTo({ verified: 409, owner: 409 }) },
  { route: 'POST /api/viewings/:id/accept', what: 'accepting a time that was not proposed',
    call: (api) => api.post(`/api/viewings/${fx.viewing}/accept`, { time: '2099-01-07T10:00:00.000Z' }),
    // The hunter's own request waits on the lister (409); the lister is told to pick a proposed time (400).
    expected: privateTo({ verified: 409, owner: 400 }) },
  { route: 'POST /api/viewings/:id/propose', what: 'proposing a time in the past', call: (api) => api.post(`/api/viewings/${fx.viewing}/propose`, { times: ['2020-01-01T10:00:00.000Z'] }), expected: privateTo({ verified: 409, owner: 400 }) },
  { route: 'POST /api/viewings/:id/outcome', what: 'saying how a viewing went before its time', call: (api) => api.post(`/api/viewings/${fx.viewing}/outcome`, { outcome: 'took_place' }), expected: privateTo({ verified: 409, owner: 409 }) },
  { route: 'POST /api/viewings/:id/decline', what: 'declining the request', call: (api) => api.post(`/api/viewings/${fx.viewingToDecline}/decline`, { reason: 'Already let' }), expected: privateTo({ verified: 409, owner: 200 }) },
  { route: 'POST /api/viewings/:id/cancel', what: 'cancelling the request (the hunter first; then it is over)', call: (api) => api.post(`/api/viewings/${fx.viewingToCancel}/cancel`, { reason: 'Found a place' }), expected: privateTo({ verified: 200, owner: 409 }) },
  { route: 'GET /api/viewing-settings', what: 'own viewing settings', call: get('/api/viewing-settings'), expected: signedIn(200) },
  { route: 'PUT /api/viewing-settings', what: 'own viewing settings, bad body', call: (api) => api.put('/api/viewing-settings', { windows: 'all day' }), expected: signedIn(400) },
  { route: 'GET /api/properties/:id/viewing-hours', what: "a live listing's viewing hours", call: get(() => `/api/properties/${fx.live}/viewing-hours`), expected: all(200) },
  { route: 'GET /api/properties/:id/viewing-hours', what: "a draft's viewing hours", call: get(() => `/api/properties/${fx.draft}/viewing-hours`), expected: { ...all(404), owner: 200, admin: 200 } },
  { route: 'PUT /api/properties/:id/viewing-hours', what: "the owner's listing's hours", call: (api) => api.put(`/api/properties/${fx.live}/viewing-hours`, { windows: [] }), expected: privateTo({ owner: 200 }) },
  { route: 'GET /api/admin/viewings/no-shows', what: 'people marked as not coming', call: get('/api/admin/viewings/no-shows'), expected: adminOnly(200) },
  { route: 'GET /api/listers/:id', what: "the approved owner's public page", call: get(() => `/api/listers/${fx.users.owner.id}`), expected: all(200) },
  { route: 'GET /api/listers/:id', what: "a pending owner's page (none)", call: get(() => `/api/listers/${fx.users.pendingOwner.id}`), expected: all(404) },
  { route: 'GET /api/listers/:id', what: "a home hunter's page (none)", call: get(() => `/api/listers/${fx.users.hunter.id}`), expected: all(404) },
  { route: 'GET /api/listers/:id/listings', what: "the approved owner's live listings", call: get(() => `/api/listers/${fx.users.owner.id}/listings`), expected: all(200) },
  { route: 'GET /api/listers/:id/listings', what: "a rejected account's listings (none)", call: get(() => `/api/listers/${fx.users.rejected.id}/listings`), expected: all(404) },
  { route: 'POST /api/dev/run-notice-jobs', what: 'running the notice jobs (test mode)', call: (api) => api.post('/api/dev/run-notice-jobs', {}), expected: all(200) },
];

describe('authorization matrix', () => {
  it('has a row for every API route', () => {
    const covered = new Set(ROWS.map((row) => row.route));
    const missing = server.app.ctx.routes.map((r) => `${r.method} ${r.path}`).filter((route) => !covered.has(route as Row['route']));
    expect(missing).toEqual([]);
    const unknown = [...covered].filter((route) => !server.app.ctx.routes.some((r) => `${r.method} ${r.path}` === route));
    expect(unknown).toEqual([]);
  });

  it.each(ROWS.map((row) => [row.route, row.what, row] as const))('%s (%s)', async (_route, _what, row) => {
    const expected = typeof row.expected === 'function' ? row.expected() : row.expected;
    const got = {} as Statuses;
    for (const role of ROLES) {
      const api = row.fresh ? await freshClient(role) : clients[role];
      const res = await row.call(api, role);
      got[role] = res.status;
      if (res.status === expected[role]) row.check?.(res, role);
      // Every refusal is the API's JSON error, never a page or a stack.
      if (res.status >= 400) expect(res.body, `${role}: ${res.text.slice(0, 200)}`).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect(got).toEqual(expected);
  });

  it('changed nothing it refused: the conversation has only the messages that were let through', async () => {
    const rows = await server.database.db.select().from(messages).where(eq(messages.receiverId, fx.users.owner.id));
    // The set-up message, plus one from each verified sender other than the owner about the live listing.
    expect(rows.filter((m) => m.propertyId === fx.draft)).toEqual([]);
    expect(rows).toHaveLength(1 + ['verified', 'otherOwner', 'agent', 'admin'].length);
  });
});
