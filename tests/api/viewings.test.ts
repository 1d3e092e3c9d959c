// Viewings (issue 32, item 2; decision 0021): a verified hunter asks to view a live listing inside the lister's
// hours; the lister accepts, declines or proposes; either side cancels or moves it; both mark how it went.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeQueue, properties, viewings } from '../../server/db/schema.js';
import { deliverDueNotices, DEFAULT_NOTICE_WORKER } from '../../server/lib/notice-queue.js';
import { runViewingReminders } from '../../server/features/viewings/viewings.service.js';
import { repeatedNoShows } from '../../server/features/viewings/viewings.admin.js';
import { ApiClient } from '../helpers/api-client.js';
import { adminClient, MISSING_ID } from '../helpers/listing-helpers.js';
import { liveListingRow, outboxOf, signedInPerson } from '../helpers/hunters.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { VIEWING_OPEN_REQUESTS_PER_HUNTER, VIEWING_SAFETY_CHECKLIST } from '../../common/viewings.js';
import { TOTAL_COUNT_HEADER } from '../../common/api/page.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const DAY = 24 * 60 * 60 * 1000;
/** A weekday (Monday to Saturday) at least `days` ahead, at `hour`:00 Freetown time (UTC): inside default hours. */
function slot(days: number, hour = 10): Date {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  while (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}
const iso = (d: Date) => d.toISOString();

async function listerAndListing() {
  const lister = await signedInPerson(server, { userType: 'owner' });
  const { property } = await liveListingRow(server, {}, lister.user);
  return { lister, property };
}

async function requested(times = [slot(3), slot(3, 14)]) {
  const { lister, property } = await listerAndListing();
  const hunter = await signedInPerson(server);
  const res = await hunter.api.post('/api/viewings', { propertyId: property.id, times: times.map(iso), note: 'After work if possible' });
  expect(res.status, res.text).toBe(201);
  return { lister, hunter, property, viewing: res.body as { id: string; status: string; proposedTimes: string[] } };
}

const queuedTo = (to: string) => server.database.db.select().from(noticeQueue).where(eq(noticeQueue.to, to));
const rowOf = async (id: string) => (await server.database.db.select().from(viewings).where(eq(viewings.id, id)))[0]!;

describe('requesting a viewing', () => {
  it('a verified hunter asks for up to three times; the lister is told, and both see it as upcoming', async () => {
    const { lister, hunter, viewing } = await requested();
    expect(viewing.status).toBe('requested');
    expect(viewing.proposedTimes).toHaveLength(2);
    const notices = await queuedTo(lister.user.email!);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toContain('asked to view');
    expect(await queuedTo(hunter.user.email!)).toHaveLength(0);
    for (const [person, me, myTurn] of [[hunter, 'hunter', false], [lister, 'lister', true]] as const) {
      const list = await person.api.get('/api/viewings?when=upcoming');
      expect(list.status).toBe(200);
      expect(list.headers.get(TOTAL_COUNT_HEADER)).toBe('1');
      expect(list.body[0]).toMatchObject({ id: viewing.id, me, myTurn, meeting: null });
    }
  });

  it('refuses, changing nothing: a past time, outside the hours, too many times, unverified, own listing, not live', async () => {
    const { lister, property } = await listerAndListing();
    const hunter = await signedInPerson(server);
    const ask = (api: ApiClient, times: string[], propertyId = property.id) => api.post('/api/viewings', { propertyId, times });
    const past = await ask(hunter.api, [iso(new Date(Date.now() - DAY))]);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('That time has already passed: please pick a time in the future.');
    const night = await ask(hunter.api, [iso(slot(3, 22))]);
    expect(night.status).toBe(400);
    expect(night.body.message).toBe("That time is outside the lister's viewing hours.");
    expect((await ask(hunter.api, [slot(3, 9), slot(3, 10), slot(3, 11), slot(3, 12)].map(iso))).status).toBe(400);
    const unverified = await signedInPerson(server, { isVerified: false });
    expect((await ask(unverified.api, [iso(slot(3))])).status).toBe(403);
    expect((await ask(lister.api, [iso(slot(3))])).status).toBe(403);
    expect((await ask(new ApiClient(server.url), [iso(slot(3))])).status).toBe(401);
    expect((await ask(hunter.api, [iso(slot(3))], MISSING_ID)).status).toBe(404);
    await server.database.db.update(properties).set({ isArchived: true }).where(eq(properties.id, property.id));
    const archived = await ask(hunter.api, [iso(slot(3))]);
    expect(archived.status).toBe(409);
    expect(archived.body.message).toBe('This listing is not live, so viewings of it cannot be booked.');
    const pending = await liveListingRow(server, { status: 'pending' });
    expect((await ask(hunter.api, [iso(slot(3))], pending.property.id)).status).toBe(409);
    expect(await server.database.db.select().from(viewings).where(eq(viewings.hunterId, hunter.user.id))).toHaveLength(0);
  });

  it("keeps to the lister's own hours: the profile's, and a listing's own when set", async () => {
    const { lister, property } = await listerAndListing();
    const hunter = await signedInPerson(server);
    const evening = slot(4, 19);
    const weekday = evening.getUTCDay();
    expect((await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(evening)] })).status).toBe(400);
    const set = await lister.api.put('/api/viewing-settings', { windows: [{ weekday, startMinute: 18 * 60, endMinute: 21 * 60 }] });
    expect(set.status, set.text).toBe(200);
    expect(set.body.source).toBe('profile');
    // A change that names nothing is refused, and the hours stay as they were.
    const empty = await lister.api.put('/api/viewing-settings', {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('Give the viewing settings to change');
    expect((await hunter.api.get(`/api/properties/${property.id}/viewing-hours`)).body.windows).toEqual([{ weekday, startMinute: 1080, endMinute: 1260 }]);
    // This listing only on Sunday mornings: the profile's evenings no longer apply to it.
    const own = await lister.api.put(`/api/properties/${property.id}/viewing-hours`, { windows: [{ weekday: 0, startMinute: 8 * 60, endMinute: 12 * 60 }] });
    expect(own.body.source).toBe('listing');
    expect((await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(evening)] })).status).toBe(400);
    expect((await hunter.api.put(`/api/properties/${property.id}/viewing-hours`, { windows: [] })).status).toBe(404);
    expect((await hunter.api.put('/api/viewing-settings', { windows: [] })).status).toBe(403);
    await lister.api.put(`/api/properties/${property.id}/viewing-hours`, { windows: [] });
    expect((await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(evening)] })).status).toBe(201);
  });

  it('caps a flood: one open request per listing, and a few open requests per hunter', async () => {
    const hunter = await signedInPerson(server);
    const first = await listerAndListing();
    expect((await hunter.api.post('/api/viewings', { propertyId: first.property.id, times: [iso(slot(3))] })).status).toBe(201);
    const again = await hunter.api.post('/api/viewings', { propertyId: first.property.id, times: [iso(slot(4))] });
    expect(again.status).toBe(409);
    for (let i = 1; i < VIEWING_OPEN_REQUESTS_PER_HUNTER; i += 1) {
      const { property } = await listerAndListing();
      expect((await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(slot(3))] })).status).toBe(201);
    }
    const { property } = await listerAndListing();
    const over = await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(slot(3))] });
    expect(over.status).toBe(429);
    expect(await server.database.db.select().from(viewings).where(eq(viewings.hunterId, hunter.user.id))).toHaveLength(VIEWING_OPEN_REQUESTS_PER_HUNTER);
  });

  it('a request whose times have all passed unanswered expires: it is past, and no longer counts toward the caps', async () => {
    const hunter = await signedInPerson(server);
    const ids: string[] = [];
    const first = await listerAndListing();
    for (let i = 0; i < VIEWING_OPEN_REQUESTS_PER_HUNTER; i += 1) {
      const { property } = i === 0 ? first : await listerAndListing();
      ids.push((await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(slot(3))] })).body.id);
    }
    // The times pass with no answer (moved into the past: the test cannot wait three days).
    await server.database.db.update(viewings).set({ proposedTimes: [iso(new Date(Date.now() - DAY))] }).where(inArray(viewings.id, ids));
    const upcoming = await hunter.api.get('/api/viewings?when=upcoming');
    expect(upcoming.body).toEqual([]);
    const past = await hunter.api.get('/api/viewings?when=past');
    expect(past.body.map((v: { id: string }) => v.id).sort()).toEqual([...ids].sort());
    const again = await hunter.api.post('/api/viewings', { propertyId: first.property.id, times: [iso(slot(4))] });
    expect(again.status, again.text).toBe(201);
  });
});

describe('answering, moving and cancelling', () => {
  it('the lister accepts one time: confirmed with the address, the pin and the safety checklist; the hunter is told', async () => {
    const { lister, hunter, viewing, property } = await requested();
    const accepted = await lister.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[1] });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'confirmed', scheduledAt: viewing.proposedTimes[1] });
    const seen = (await hunter.api.get(`/api/viewings/${viewing.id}`)).body;
    expect(seen.meeting).toEqual({
      address: property.address, map: { lat: expect.any(Number), lng: expect.any(Number) },
      safetyChecklist: [...VIEWING_SAFETY_CHECKLIST], calendarUrl: `/api/viewings/${viewing.id}/calendar.ics`,
    });
    const toHunter = await queuedTo(hunter.user.email!);
    expect(toHunter.map((n) => n.subject)).toEqual([`Your viewing of "${property.title}" is confirmed`]);
    expect(toHunter[0]!.text).toContain(property.address);
    expect(toHunter[0]!.text).toContain('Never pay before you have seen the property.');
  });

  it('a .ics for the confirmed viewing, to its two people only', async () => {
    const { lister, hunter, viewing } = await requested();
    const url = `/api/viewings/${viewing.id}/calendar.ics`;
    expect((await hunter.api.get(url)).status).toBe(409);
    await lister.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[0] });
    const ics = await hunter.api.get(url);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.text).toContain(`DTSTART:${viewing.proposedTimes[0]!.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics.text).toContain('BEGIN:VEVENT');
    expect((await lister.api.get(url)).status).toBe(200);
    const stranger = await signedInPerson(server);
    expect((await stranger.api.get(url)).status).toBe(404);
    expect((await (await adminClient(server)).get(url)).status).toBe(404);
    expect((await new ApiClient(server.url).get(url)).status).toBe(401);
  });

  it("someone else's viewing is not found (404), whatever the move; nothing changes", async () => {
    const { viewing } = await requested();
    const stranger = await signedInPerson(server, { userType: 'owner' });
    expect((await stranger.api.get(`/api/viewings/${viewing.id}`)).status).toBe(404);
    expect((await stranger.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[0] })).status).toBe(404);
    expect((await stranger.api.post(`/api/viewings/${viewing.id}/cancel`, { reason: 'Not mine' })).status).toBe(404);
    expect((await stranger.api.get(`/api/viewings/${MISSING_ID}`)).status).toBe(404);
    expect((await rowOf(viewing.id)).status).toBe('requested');
  });

  it('a move the state does not allow is a conflict (409): the hunter accepting their own times, answering twice, moving the past', async () => {
    const { lister, hunter, viewing } = await requested();
    const own = await hunter.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[0] });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('This viewing is not waiting for your answer.');
    expect((await lister.api.post(`/api/viewings/${viewing.id}/accept`, { time: iso(slot(5)) })).status).toBe(400);
    expect((await lister.api.post(`/api/viewings/${viewing.id}/outcome`, { outcome: 'took_place' })).status).toBe(409);
    expect((await lister.api.post(`/api/viewings/${viewing.id}/decline`, { reason: 'Already let to someone' })).status).toBe(200);
    expect((await lister.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[0] })).status).toBe(409);
    expect((await hunter.api.post(`/api/viewings/${viewing.id}/cancel`, { reason: 'Changed my mind' })).status).toBe(409);
    const row = await rowOf(viewing.id);
    expect(row).toMatchObject({ status: 'declined', reason: 'Already let to someone', scheduledAt: null });
    expect((await queuedTo(hunter.user.email!)).map((n) => n.subject)).toEqual([expect.stringContaining('declined the viewing')]);
  });

  it('the lister proposes another time, the hunter accepts it; a reschedule needs a reason and frees the slot', async () => {
    const { lister, hunter, viewing } = await requested();
    const other = iso(slot(6, 16));
    const proposed = await lister.api.post(`/api/viewings/${viewing.id}/propose`, { times: [other], reason: 'I am away that day' });
    expect(proposed.status, proposed.text).toBe(200);
    expect(proposed.body).toMatchObject({ status: 'proposed_other', proposedBy: 'lister', myTurn: false });
    expect((await hunter.api.get(`/api/viewings/${viewing.id}`)).body.myTurn).toBe(true);
    expect((await hunter.api.post(`/api/viewings/${viewing.id}/accept`, { time: other })).body.status).toBe('confirmed');
    expect((await hunter.api.post(`/api/viewings/${viewing.id}/propose`, { times: [iso(slot(7))] })).status).toBe(400);
    const moved = await hunter.api.post(`/api/viewings/${viewing.id}/propose`, { times: [iso(slot(7))], reason: 'My car broke down' });
    expect(moved.body).toMatchObject({ status: 'requested', scheduledAt: null, reason: 'My car broke down' });
    const cancelled = await lister.api.post(`/api/viewings/${viewing.id}/cancel`, { reason: 'Sold' });
    expect(cancelled.body.status).toBe('cancelled');
    expect((await hunter.api.get('/api/viewings?when=past')).body.map((v: { id: string }) => v.id)).toEqual([viewing.id]);
  });

  it('refuses a double booking of the same slot for the lister, when asked and when accepted', async () => {
    const { lister, property } = await listerAndListing();
    const at = iso(slot(5, 11));
    const [a, b] = [await signedInPerson(server), await signedInPerson(server)];
    const first = (await a.api.post('/api/viewings', { propertyId: property.id, times: [at, iso(slot(5, 15))] })).body;
    const second = (await b.api.post('/api/viewings', { propertyId: property.id, times: [at] })).body;
    expect((await lister.api.post(`/api/viewings/${first.id}/accept`, { time: at })).status).toBe(200);
    const clash = await lister.api.post(`/api/viewings/${second.id}/accept`, { time: at });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The lister already has a viewing booked at that time: please pick another.');
    expect((await rowOf(second.id)).status).toBe('requested');
    const c = await signedInPerson(server);
    const halfPast = new Date(new Date(at).getTime() + 30 * 60_000);
    expect((await c.api.post('/api/viewings', { propertyId: property.id, times: [iso(halfPast)] })).status).toBe(409);
  });

  it('refuses a hunter booked at the same time with two listers: the second lister to accept is told', async () => {
    const hunter = await signedInPerson(server);
    const [a, b] = [await listerAndListing(), await listerAndListing()];
    const at = iso(slot(6, 10));
    const first = (await hunter.api.post('/api/viewings', { propertyId: a.property.id, times: [at] })).body;
    const second = (await hunter.api.post('/api/viewings', { propertyId: b.property.id, times: [at, iso(slot(6, 14))] })).body;
    expect((await a.lister.api.post(`/api/viewings/${first.id}/accept`, { time: at })).status).toBe(200);
    const clash = await b.lister.api.post(`/api/viewings/${second.id}/accept`, { time: at });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('The home hunter already has a viewing booked at that time: please pick another.');
    expect((await rowOf(second.id)).status).toBe('requested');
    expect((await b.lister.api.post(`/api/viewings/${second.id}/accept`, { time: iso(slot(6, 14)) })).status).toBe(200);
  });
});

describe('after the time: each side says how it went', () => {
  it('both marks are kept; repeated no-shows reach the admin with the other side\'s account; stats count them', async () => {
    const admin = await adminClient(server);
    const before = (await admin.get('/api/admin/stats')).body;
    const hunter = await signedInPerson(server);
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { lister, property } = await listerAndListing();
      const v = (await hunter.api.post('/api/viewings', { propertyId: property.id, times: [iso(slot(3 + i))] })).body;
      await lister.api.post(`/api/viewings/${v.id}/accept`, { time: v.proposedTimes[0] });
      expect((await lister.api.post(`/api/viewings/${v.id}/outcome`, { outcome: 'no_show' })).status).toBe(409);
      await server.database.db.update(viewings).set({ scheduledAt: new Date(Date.now() - (i + 1) * 60 * 60_000) }).where(eq(viewings.id, v.id));
      expect((await lister.api.post(`/api/viewings/${v.id}/outcome`, { outcome: 'no_show' })).status).toBe(200);
      expect((await lister.api.post(`/api/viewings/${v.id}/outcome`, { outcome: 'took_place' })).status).toBe(409);
      ids.push(v.id);
    }
    expect((await hunter.api.post(`/api/viewings/${ids[0]}/outcome`, { outcome: 'took_place' })).body).toMatchObject({ hunterOutcome: 'took_place', listerOutcome: 'no_show' });
    const list = await admin.get('/api/admin/viewings/no-shows');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ userId: hunter.user.id, markedNoShow: 2, disputed: 1 }));
    expect((await hunter.api.get('/api/admin/viewings/no-shows')).status).toBe(403);
    const after = (await admin.get('/api/admin/stats')).body;
    expect(after.viewingRequests - before.viewingRequests).toBe(2);
    expect(after.viewingConfirmations - before.viewingConfirmations).toBe(2);
    expect(after.viewingNoShows - before.viewingNoShows).toBe(2);
    const past = await hunter.api.get('/api/viewings?when=past&limit=1');
    expect(past.headers.get(TOTAL_COUNT_HEADER)).toBe('2');
    expect(past.body).toHaveLength(1);
  });
});

describe('reminders', () => {
  it('the day before and two hours before, to both, once each however often the job runs; in the outbox', async () => {
    const { lister, hunter, viewing } = await requested([slot(3)]);
    await lister.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[0] });
    const at = new Date(viewing.proposedTimes[0]!);
    const db = server.database.db;
    const reminders = async () => (await db.select().from(noticeQueue).where(and(inArray(noticeQueue.to, [hunter.user.email!, lister.user.email!])))).filter((n) => n.subject?.startsWith('Reminder'));
    await runViewingReminders(db, new Date(at.getTime() - 30 * 60 * 60_000), 'https://salonehomes.test');
    expect(await reminders()).toHaveLength(0);
    const dayBefore = new Date(at.getTime() - 23 * 60 * 60_000);
    await Promise.all([runViewingReminders(db, dayBefore, 'x'), runViewingReminders(db, dayBefore, 'x')]);
    expect((await reminders()).map((n) => n.to).sort()).toEqual([hunter.user.email!, lister.user.email!].sort());
    const twoHours = new Date(at.getTime() - 90 * 60_000);
    await runViewingReminders(db, twoHours, 'x');
    await runViewingReminders(db, twoHours, 'x');
    expect((await reminders()).filter((n) => n.subject!.includes('in two hours'))).toHaveLength(2);
    await deliverDueNotices(db, server.app.ctx.notifier, DEFAULT_NOTICE_WORKER);
    const inbox = outboxOf(server, hunter.user.email!).map((m) => m.subject);
    expect(inbox.filter((s) => s?.startsWith('Reminder'))).toHaveLength(2);
  });

  it('respects a person who turned viewing notices off', async () => {
    const { lister, hunter, viewing } = await requested([slot(3)]);
    expect((await hunter.api.put('/api/viewing-settings', { notices: false })).body.notices).toBe(false);
    await lister.api.post(`/api/viewings/${viewing.id}/accept`, { time: viewing.proposedTimes[0] });
    await runViewingReminders(server.database.db, new Date(new Date(viewing.proposedTimes[0]!).getTime() - 60 * 60_000), 'x');
    expect(await queuedTo(hunter.user.email!)).toHaveLength(0);
    expect((await queuedTo(lister.user.email!)).length).toBe(2);
  });
});

describe('repeated no-shows at scale', () => {
  it('are read through the no-show indexes, not by reading every viewing', async () => {
    // With sequential scans priced out, the planner shows which index can answer; a tiny test table says nothing else.
    const plan = await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${repeatedNoShows()}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('viewings_hunter_no_show_idx');
    expect(plan).toContain('viewings_lister_no_show_idx');
  });
});
