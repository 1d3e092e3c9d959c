// Public lister pages (issue 33, item 1; decision 0022): every figure against hand-worked data, the 404s, what
// is never in the answer, and the keyset paging of the live listings.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { signedInPerson } from '../helpers/hunters.js';
import { insertListing, insertUser, type InsertedUser } from '../../server/db/factories.js';
import { messages, properties, viewings, type NewProperty, type User } from '../../server/db/schema.js';
import { listerListingsPageSchema, listerPageSchema } from '../../common/api/listers.js';
import {
  conversationStartsQuery, findLiveListingsPage, liveCountsQuery, listerRepliesQuery, viewingsHeldQuery,
} from '../../server/features/listers/listers.queries.js';
import { eq } from 'drizzle-orm';

let server: TestServer;
let visitor: ApiClient;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

beforeAll(async () => {
  server = await startTestServer();
  visitor = new ApiClient(server.url);
});
afterAll(async () => { await server?.close(); });

// People who never sign in: a fixed hash skips the slow hashing.
const person = (overrides: Partial<User> = {}) => insertUser(server.database.db, { passwordHash: 'never-signs-in', ...overrides });
const hunter = (overrides: Partial<User> = {}) => person({ userType: 'seeker', isVerified: true, ...overrides });
const listing = (lister: InsertedUser, overrides: Partial<NewProperty> = {}) => insertListing(server.database.db, lister.id, overrides);

async function say(from: InsertedUser, to: InsertedUser, propertyId: string, at: Date) {
  await server.database.db.insert(messages).values({ senderId: from.id, receiverId: to.id, propertyId, content: 'Hello', createdAt: at });
}

/** A hunter's first message at `start` and, when `replyAfter` is given, the lister's reply that long after. */
async function conversation(lister: InsertedUser, from: InsertedUser, propertyId: string, start: Date, replyAfter?: number) {
  await say(from, lister, propertyId, start);
  if (replyAfter !== undefined) await say(lister, from, propertyId, later(start, replyAfter));
}

const pageOf = async (id: string, api = visitor) => {
  const res = await api.get(`/api/listers/${id}`);
  expect(res.status, res.text).toBe(200);
  return listerPageSchema.parse(res.body);
};

describe('a lister page', () => {
  let lister: InsertedUser;
  let live: { id: string }[];
  const phone = '+23276111222';

  beforeAll(async () => {
    lister = await person({
      userType: 'owner', phoneNumber: phone, phoneVerifiedAt: new Date('2025-01-02T00:00:00Z'), emailVerifiedAt: null,
      createdAt: new Date('2024-03-01T10:00:00Z'), address: '4 Hidden Lane, Goderich',
    });
    const seen = { documentsSeenKinds: ['survey_plan' as const], documentsSeenAt: new Date() };
    // Three live listings (one with papers seen), and four that are not live.
    live = [
      await listing(lister, { ...seen, createdAt: ago(3 * DAY) }),
      await listing(lister, { createdAt: ago(2 * DAY) }),
      await listing(lister, { createdAt: ago(1 * DAY) }),
    ];
    await listing(lister, { ...seen, isArchived: true });
    await listing(lister, { status: 'pending' });
    await listing(lister, { status: 'draft' });
    await listing(lister, { ...seen, hiddenByReportsAt: new Date() });
    const [p1, p2, p3] = live.map((l) => l.id) as [string, string, string];

    const [h1, h2, h3, h4, h5, h6, h7] = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => hunter()));
    // Counted (6): answered within 48 h after 30 min, 2 h, 10 h and 1 h; one answered after 3 days; one never.
    await conversation(lister, h1!, p1, ago(10 * DAY), 30 * 60_000);
    await conversation(lister, h2!, p1, ago(20 * DAY), 2 * HOUR);
    await say(h2!, lister, p1, ago(19 * DAY)); // a follow-up in the same conversation: not a new one
    await conversation(lister, h3!, p2, ago(30 * DAY), 10 * HOUR);
    await conversation(lister, h4!, p2, ago(40 * DAY), 3 * DAY);
    await conversation(lister, h5!, p3, ago(50 * DAY));
    await conversation(lister, h1!, p2, ago(60 * DAY), HOUR); // the same hunter about another listing: its own
    // Not counted: still inside its 48 hours; older than 90 days.
    await conversation(lister, h6!, p3, ago(5 * HOUR));
    await conversation(lister, h7!, p1, ago(100 * DAY), 60_000);
    // Inflation: the lister's second account on the same phone, and another lister, both answered at once.
    const sameSim = await hunter({ phoneNumber: phone });
    const otherLister = await person({ userType: 'agent' });
    await conversation(lister, sameSim, p1, ago(3 * DAY), 60_000);
    await conversation(lister, otherLister, p2, ago(4 * DAY), 60_000);

    // Viewings: two held; not held: either side's "did not come", a future one, a cancelled one, and one with
    // the lister's own second account.
    const viewing = (h: InsertedUser, at: Date, extra: Partial<typeof viewings.$inferInsert> = {}) =>
      ({ propertyId: p1, hunterId: h.id, listerId: lister.id, status: 'confirmed' as const, proposedTimes: [at.toISOString()], scheduledAt: at, ...extra });
    await server.database.db.insert(viewings).values([
      viewing(h1!, ago(2 * DAY)),
      viewing(h2!, ago(3 * DAY), { hunterOutcome: 'took_place', listerOutcome: 'took_place' }),
      viewing(h3!, ago(4 * DAY), { listerOutcome: 'no_show' }),
      viewing(h4!, ago(5 * DAY), { hunterOutcome: 'no_show', listerOutcome: 'took_place' }),
      viewing(h5!, later(new Date(), 2 * DAY)),
      viewing(h6!, ago(6 * DAY), { status: 'cancelled' }),
      viewing(sameSim, ago(7 * DAY)),
    ]);
  });

  it('answers every figure as worked out by hand', async () => {
    const page = await pageOf(lister.id);
    expect(page).toMatchObject({
      id: lister.id, firstName: lister.firstName, lastName: lister.lastName, userType: 'owner',
      badges: { phoneVerified: true, emailVerified: false, licenceChecked: false, memberSince: '2024-03-01T10:00:00.000Z' },
      liveListings: 3,
      documentsSeenListings: 1,
      // 4 of 6 answered within 48 hours (67 %); median of 30, 60, 120, 600 minutes = 90.
      responses: { conversations: 6, responseRate: 67, typicalResponseMinutes: 90 },
      viewingsHeld: 2,
    });
  });

  it('shows nothing private to a visitor: no e-mail, no address, an owner\'s phone hidden', async () => {
    const res = await visitor.get(`/api/listers/${lister.id}`);
    expect(res.text).not.toContain(lister.email!);
    expect(res.text).not.toContain(phone);
    expect(res.text).not.toContain('Hidden Lane');
    expect(res.text).not.toContain('username');
    expect(res.body.contact).toEqual({ phoneNumber: null, whatsappNumber: null, hidden: true });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const listings = await visitor.get(`/api/listers/${lister.id}/listings`);
    expect(listings.text).not.toContain(lister.email!);
    expect(listings.text).not.toContain(phone);
  });

  it('shows an owner\'s phone to a verified member, as the listing page does, and never the e-mail', async () => {
    const member = await signedInPerson(server);
    const page = await pageOf(lister.id, member.api);
    expect(page.contact).toEqual({ phoneNumber: phone, whatsappNumber: null, hidden: false });
    expect(JSON.stringify(page)).not.toContain(lister.email!);
  });

  it('lists only the live listings, newest first, a page at a time', async () => {
    const first = listerListingsPageSchema.parse((await visitor.get(`/api/listers/${lister.id}/listings?limit=2`)).body);
    expect(first.items.map((l) => l.id)).toEqual([live[2]!.id, live[1]!.id]);
    expect(first.nextCursor).toBe(live[1]!.id);
    const second = listerListingsPageSchema.parse((await visitor.get(`/api/listers/${lister.id}/listings?limit=2&after=${first.nextCursor}`)).body);
    expect(second.items.map((l) => l.id)).toEqual([live[0]!.id]);
    expect(second.nextCursor).toBeNull();
    const all = listerListingsPageSchema.parse((await visitor.get(`/api/listers/${lister.id}/listings`)).body);
    expect(all.items.map((l) => l.id).sort()).toEqual(live.map((l) => l.id).sort());
  });

  it('drops a listing from the cached page at once when it is archived', async () => {
    const extra = await listing(lister);
    const before = (await visitor.get(`/api/listers/${lister.id}/listings`)).body.items.map((l: { id: string }) => l.id);
    expect(before).toContain(extra.id);
    await server.database.db.update(properties).set({ isArchived: true }).where(eq(properties.id, extra.id));
    const after = (await visitor.get(`/api/listers/${lister.id}/listings`)).body.items.map((l: { id: string }) => l.id);
    expect(after).not.toContain(extra.id);
  });

  it('refuses a bad page request with a message', async () => {
    for (const query of ['limit=0', 'limit=500', 'after=nope']) {
      const res = await visitor.get(`/api/listers/${lister.id}/listings?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('reads only the lister\'s own rows, through their indexes', async () => {
    const db = server.database.db;
    const since = ago(90 * DAY);
    const plans: string[] = [];
    // Another lister's 3,000 live listings and fresh statistics: in a table of a handful of rows every index costs the
    // same, and the planner may walk a partial index of all live listings, which it would never do at scale.
    const other = await person({ userType: 'agent' });
    await db.execute(sql`insert into properties (user_id, status, approved_at, created_at)
      select ${other.id}, 'approved', now(), now() - i * interval '1 minute' from generate_series(1, 3000) i`);
    await db.execute(sql`analyze properties`);
    for (const query of [conversationStartsQuery(db, lister, since), listerRepliesQuery(db, lister, since), viewingsHeldQuery(db, lister, new Date()), liveCountsQuery(db, lister.id), findLiveListingsPage(db, lister.id, 13, live[1]!.id)]) {
      // With sequential scans priced out, the planner shows which index can answer; a tiny test table says nothing else.
      plans.push(await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
        return result.rows.map((r) => Object.values(r)[0]).join('\n');
      }));
    }
    expect(plans[0]).toContain('messages_receiver_idx');
    expect(plans[1]).toContain('messages_sender_idx');
    // The confirmed viewings' partial index (the slot index) or the lister's index: both are one lister's rows.
    expect(plans[2]).toMatch(/viewings_lister(_slot)?_idx/);
    expect(plans[3]).toMatch(/properties_user(_archived)?_idx/);
    expect(plans[4]).toMatch(/properties_user(_archived)?_idx/);
  });
});

describe('the minimum number of conversations', () => {
  it('hides rate and time below five conversations and shows them at five', async () => {
    const lister = await person({ userType: 'agent' });
    const { id } = await listing(lister);
    for (let i = 1; i <= 4; i += 1) await conversation(lister, await hunter(), id, ago(i * DAY), 3 * HOUR);
    expect((await pageOf(lister.id)).responses).toEqual({ conversations: 4, responseRate: null, typicalResponseMinutes: null });
    await conversation(lister, await hunter(), id, ago(5 * DAY), 5 * HOUR);
    expect((await pageOf(lister.id)).responses).toEqual({ conversations: 5, responseRate: 100, typicalResponseMinutes: 180 });
  });
});

describe('an agent\'s page', () => {
  it('shows the business phone and details to anyone, never the e-mail', async () => {
    const agent = await person({ userType: 'agent', phoneNumber: '+23277333444', companyName: 'Lumley Homes Ltd', licenseNumber: 'SL-REA-2020-0042' });
    const page = await pageOf(agent.id);
    expect(page).toMatchObject({ userType: 'agent', companyName: 'Lumley Homes Ltd', licenseNumber: 'SL-REA-2020-0042', contact: { phoneNumber: '+23277333444', hidden: false } });
    expect(page.responses).toEqual({ conversations: 0, responseRate: null, typicalResponseMinutes: null });
    expect(JSON.stringify(page)).not.toContain(agent.email!);
  });
});

describe('who has no page', () => {
  it.each([
    ['a pending owner', { userType: 'owner', accountStatus: 'pending' }],
    ['a suspended owner', { userType: 'owner', accountStatus: 'suspended' }],
    ['a rejected agent', { userType: 'agent', accountStatus: 'rejected' }],
    ['a home hunter', { userType: 'seeker', accountStatus: 'approved' }],
    ['an admin', { userType: 'admin', isAdmin: true, accountStatus: 'approved' }],
  ] as const)('%s: 404 for the page and the listings', async (_, overrides) => {
    const user = await person(overrides as Partial<User>);
    await listing(user);
    for (const path of [`/api/listers/${user.id}`, `/api/listers/${user.id}/listings`]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Lister not found', code: 'not_found' });
    }
  });

  it('an unknown or malformed id: 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await visitor.get(`/api/listers/${id}`)).status).toBe(404);
      expect((await visitor.get(`/api/listers/${id}/listings`)).status).toBe(404);
    }
  });

  it('a lister suspended after the page was read: 404 at once, listings too', async () => {
    const lister = await person({ userType: 'owner' });
    await listing(lister);
    expect((await visitor.get(`/api/listers/${lister.id}/listings`)).status).toBe(200);
    await server.database.db.execute(sql`update users set account_status = 'suspended' where id = ${lister.id}`);
    expect((await visitor.get(`/api/listers/${lister.id}`)).status).toBe(404);
    expect((await visitor.get(`/api/listers/${lister.id}/listings`)).status).toBe(404);
  });
});
