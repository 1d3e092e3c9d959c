// Viewings (issue 32, decision 0021). Every write locks its viewing (and, when a slot is taken, the lister's and
// the hunter's rows, so two confirmations for one person queue up), checks the move, writes, and queues the other side's
// notice in the same transaction.
import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { users, viewings, type User, type Viewing } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../../common/schemas/ids.js';
import {
  DAY_REMINDER_MS, HOUR_REMINDER_MS, VIEWING_MAX_DAYS_AHEAD, VIEWING_MINUTES, VIEWING_OPEN_REQUESTS_PER_HUNTER,
  VIEWING_REQUESTS_PER_HUNTER_PER_DAY, isInsideHours, type ViewingOutcome, type ViewingSide,
} from '../../../common/viewings.js';
import type { Viewing as ViewingAnswer } from '../../../common/api/viewings.js';
import type { Page } from '../../lib/paging.js';
import { isPublicListing, lockListing } from '../listings/listings.service.js';
import { LISTING_NOT_BOOKABLE, VIEWING_NOT_FOUND, requireMayRequest, requireMove, requireSide } from './viewings.policy.js';
import { findListingHours } from './viewing-hours.js';
import { enqueueViewingNotice, type ViewingEvent } from './viewings.notices.js';
import { presentViewing, viewingRowsQuery } from './viewings.presenter.js';

export const TIME_IN_PAST = 'That time has already passed: please pick a time in the future.';
export const TIME_TOO_FAR = `Please pick a time within the next ${VIEWING_MAX_DAYS_AHEAD} days.`;
export const OUTSIDE_HOURS = "That time is outside the lister's viewing hours.";
export const SLOT_TAKEN = 'The lister already has a viewing booked at that time: please pick another.';
export const NOT_A_PROPOSED_TIME = 'Please accept one of the proposed times.';
export const RESCHEDULE_NEEDS_REASON = 'Please give a reason for moving the viewing.';
export const ALREADY_REQUESTED = 'You already have a viewing of this listing waiting or booked.';
export const TOO_MANY_OPEN = `You have ${VIEWING_OPEN_REQUESTS_PER_HUNTER} viewing requests waiting for an answer: wait for one, or cancel one, before asking for more.`;
export const TOO_MANY_TODAY = `You can request at most ${VIEWING_REQUESTS_PER_HUNTER_PER_DAY} viewings a day.`;
export const OUTCOME_GIVEN = 'You have already said how this viewing went.';

const OPEN = ['requested', 'proposed_other'] as const;
const MINUTE = 60_000;
export const HUNTER_BUSY = 'You already have a viewing booked at that time: please pick another.';
export const HUNTER_BUSY_FOR_LISTER = 'The home hunter already has a viewing booked at that time: please pick another.';

/** The latest of a viewing's proposed times: an open request whose times have all passed has expired. */
const latestProposed = sql`(select max(value::timestamptz) from jsonb_array_elements_text(${viewings.proposedTimes}))`;
/** Waiting for an answer with a proposed time still ahead (an expired request no longer counts or blocks). */
const openAt = (now: Date) => and(inArray(viewings.status, [...OPEN]), sql`${latestProposed} > ${now}`);

interface Ctx { db: Db; siteUrl: string; now?: Date }

/** Refuses a time in the past, too far ahead, outside the hours (when they apply), or clashing with the lister's booked viewings. */
async function requireFreeTimes(tx: Db, times: Date[], listerId: string, hours: Parameters<typeof isInsideHours>[1] | null, now: Date, exceptId?: string) {
  for (const [i, at] of times.entries()) {
    if (at.getTime() <= now.getTime()) throw new AppError('validation', TIME_IN_PAST, { [`times.${i}`]: TIME_IN_PAST });
    if (at.getTime() > now.getTime() + VIEWING_MAX_DAYS_AHEAD * 24 * 60 * MINUTE) throw new AppError('validation', TIME_TOO_FAR, { [`times.${i}`]: TIME_TOO_FAR });
    if (hours && !isInsideHours(at, hours)) throw new AppError('validation', OUTSIDE_HOURS, { [`times.${i}`]: OUTSIDE_HOURS });
  }
  const clashes = await tx
    .select({ id: viewings.id })
    .from(viewings)
    .where(and(
      eq(viewings.listerId, listerId),
      eq(viewings.status, 'confirmed'),
      exceptId ? ne(viewings.id, exceptId) : undefined,
      or(...times.map((at) => and(
        gte(viewings.scheduledAt, new Date(at.getTime() - VIEWING_MINUTES * MINUTE + 1)),
        lt(viewings.scheduledAt, new Date(at.getTime() + VIEWING_MINUTES * MINUTE)),
      ))),
    ))
    .limit(1);
  if (clashes.length > 0) throw new AppError('conflict', SLOT_TAKEN);
}

/** Refuses a time that clashes with another confirmed viewing of the hunter (with any lister). */
async function requireHunterFree(tx: Db, hunterId: string, at: Date, exceptId: string, message: string) {
  const clashes = await tx
    .select({ id: viewings.id })
    .from(viewings)
    .where(and(
      eq(viewings.hunterId, hunterId),
      eq(viewings.status, 'confirmed'),
      ne(viewings.id, exceptId),
      gte(viewings.scheduledAt, new Date(at.getTime() - VIEWING_MINUTES * MINUTE + 1)),
      lt(viewings.scheduledAt, new Date(at.getTime() + VIEWING_MINUTES * MINUTE)),
    ))
    .limit(1);
  if (clashes.length > 0) throw new AppError('conflict', message);
}

/**
 * Holds the bookings of the lister and the hunter still until this transaction ends (one slot check at a time
 * per person). Both rows in one statement, in id order, so two acceptances that share people in opposite roles
 * (a lister who is also someone's hunter) cannot lock them in opposite orders.
 */
async function lockPeople(tx: Db, ids: string[]): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}

async function announce(tx: Db, ctx: Ctx, viewing: Viewing, event: ViewingEvent, actor: ViewingSide) {
  const [row] = await viewingRowsQuery(tx, eq(viewings.id, viewing.id)).limit(1);
  const ids = [viewing.hunterId, viewing.listerId];
  const people = await tx.select().from(users).where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const from = byId.get(actor === 'hunter' ? viewing.hunterId : viewing.listerId)!;
  const to = byId.get(actor === 'hunter' ? viewing.listerId : viewing.hunterId)!;
  await enqueueViewingNotice(tx, event, { viewing, to, from, title: row!.listing.title, address: row!.listing.address, siteUrl: ctx.siteUrl });
}

async function answerFor(db: Db, id: string, side: ViewingSide): Promise<ViewingAnswer> {
  const [row] = await viewingRowsQuery(db, eq(viewings.id, id)).limit(1);
  return presentViewing(row!, side);
}

export async function requestViewing(ctx: Ctx, user: User, input: { propertyId: string; times: Date[]; note?: string }): Promise<ViewingAnswer> {
  const now = ctx.now ?? new Date();
  const id = await ctx.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const listing = await lockListing(tx, input.propertyId);
    if (!listing) throw notFound(LISTING_NOT_BOOKABLE);
    requireMayRequest(user, listing.property.userId);
    if (!isPublicListing(listing.property, listing.owner)) throw new AppError('conflict', LISTING_NOT_BOOKABLE);
    const [counts] = await tx
      .select({
        open: sql<number>`(count(*) filter (where ${openAt(now)}))::int`,
        today: sql<number>`(count(*) filter (where ${viewings.createdAt} > ${new Date(now.getTime() - 24 * 60 * MINUTE)}))::int`,
        sameListing: sql<number>`(count(*) filter (where ${viewings.propertyId} = ${input.propertyId} and (${openAt(now)} or (${viewings.status} = 'confirmed' and ${viewings.scheduledAt} > ${now}))))::int`,
      })
      .from(viewings)
      .where(eq(viewings.hunterId, user.id));
    if (counts!.sameListing > 0) throw new AppError('conflict', ALREADY_REQUESTED);
    if (counts!.open >= VIEWING_OPEN_REQUESTS_PER_HUNTER) throw new AppError('rate_limited', TOO_MANY_OPEN);
    if (counts!.today >= VIEWING_REQUESTS_PER_HUNTER_PER_DAY) throw new AppError('rate_limited', TOO_MANY_TODAY);
    const hours = await findListingHours(tx, listing.property.userId, listing.property.id);
    await requireFreeTimes(tx, input.times, listing.property.userId, hours.windows, now);
    const [created] = await tx
      .insert(viewings)
      .values({
        propertyId: listing.property.id, hunterId: user.id, listerId: listing.property.userId,
        proposedTimes: input.times.map((t) => t.toISOString()), proposedBy: 'hunter', note: input.note || null,
        lastActedBy: user.id, lastActedAt: now, createdAt: now,
      })
      .returning();
    await announce(tx, ctx, created!, 'requested', 'hunter');
    return created!.id;
  });
  return answerFor(ctx.db, id, 'hunter');
}

/** Locks the viewing, checks the caller's side and the move, runs `change`, answers the viewing as it now is. */
async function act(ctx: Ctx, user: User, id: string, change: (tx: Db, viewing: Viewing, side: ViewingSide, now: Date) => Promise<void>) {
  if (!isUuid(id)) throw notFound(VIEWING_NOT_FOUND);
  const now = ctx.now ?? new Date();
  const side = await ctx.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [viewing] = await tx.select().from(viewings).where(eq(viewings.id, id)).for('update');
    if (!viewing) throw notFound(VIEWING_NOT_FOUND);
    const mySide = requireSide(user, viewing);
    await change(tx, viewing, mySide, now);
    return mySide;
  });
  return answerFor(ctx.db, id, side);
}

async function update(tx: Db, ctx: Ctx, viewing: Viewing, user: User, side: ViewingSide, now: Date, set: Partial<Viewing>, event: ViewingEvent | null) {
  const [updated] = await tx.update(viewings).set({ ...set, lastActedBy: user.id, lastActedAt: now }).where(eq(viewings.id, viewing.id)).returning();
  if (event) await announce(tx, ctx, updated!, event, side);
}

/** Reminders that would fall before now are not needed: the confirmation itself tells them. */
const reminderMarks = (at: Date, now: Date) => ({
  dayReminderAt: at.getTime() - DAY_REMINDER_MS <= now.getTime() ? now : null,
  hourReminderAt: at.getTime() - HOUR_REMINDER_MS <= now.getTime() ? now : null,
});

export function acceptViewing(ctx: Ctx, user: User, id: string, time: Date) {
  return act(ctx, user, id, async (tx, viewing, side, now) => {
    requireMove(viewing, side, 'answer', now);
    if (!viewing.proposedTimes.some((t) => new Date(t).getTime() === time.getTime())) {
      throw new AppError('validation', NOT_A_PROPOSED_TIME, { time: NOT_A_PROPOSED_TIME });
    }
    const listing = await lockListing(tx, viewing.propertyId);
    if (!listing || !isPublicListing(listing.property, listing.owner)) throw new AppError('conflict', LISTING_NOT_BOOKABLE);
    // Two acceptances for one lister, or for one hunter with two listers, queue here and the second sees the first.
    await lockPeople(tx, [viewing.listerId, viewing.hunterId]);
    await requireFreeTimes(tx, [time], viewing.listerId, null, now, viewing.id);
    await requireHunterFree(tx, viewing.hunterId, time, viewing.id, side === 'hunter' ? HUNTER_BUSY : HUNTER_BUSY_FOR_LISTER);
    await update(tx, ctx, viewing, user, side, now, { status: 'confirmed', scheduledAt: time, reason: null, ...reminderMarks(time, now) }, 'confirmed');
  });
}

export function declineViewing(ctx: Ctx, user: User, id: string, reason: string) {
  return act(ctx, user, id, async (tx, viewing, side, now) => {
    requireMove(viewing, side, 'answer', now);
    await update(tx, ctx, viewing, user, side, now, { status: 'declined', reason }, 'declined');
  });
}

/** Other times instead of the waiting ones, or a confirmed viewing moved (a reschedule, with a reason). */
export function proposeViewing(ctx: Ctx, user: User, id: string, input: { times: Date[]; reason?: string }) {
  return act(ctx, user, id, async (tx, viewing, side, now) => {
    requireMove(viewing, side, 'propose', now);
    if (viewing.status === 'confirmed' && !input.reason) throw new AppError('validation', RESCHEDULE_NEEDS_REASON, { reason: RESCHEDULE_NEEDS_REASON });
    const listing = await lockListing(tx, viewing.propertyId);
    if (!listing || !isPublicListing(listing.property, listing.owner)) throw new AppError('conflict', LISTING_NOT_BOOKABLE);
    // A hunter keeps to the lister's hours; the lister may offer any time of their own.
    const hours = side === 'hunter' ? (await findListingHours(tx, viewing.listerId, viewing.propertyId)).windows : null;
    await requireFreeTimes(tx, input.times, viewing.listerId, hours, now, viewing.id);
    await update(tx, ctx, viewing, user, side, now, {
      status: side === 'hunter' ? 'requested' : 'proposed_other', proposedBy: side,
      proposedTimes: input.times.map((t) => t.toISOString()), scheduledAt: null, reason: input.reason ?? null,
      dayReminderAt: null, hourReminderAt: null,
    }, 'proposed');
  });
}

export function cancelViewing(ctx: Ctx, user: User, id: string, reason: string) {
  return act(ctx, user, id, async (tx, viewing, side, now) => {
    requireMove(viewing, side, 'cancel', now);
    await update(tx, ctx, viewing, user, side, now, { status: 'cancelled', reason }, 'cancelled');
  });
}

/** Each side's own account, once; the other side's is never touched (decision 0021). */
export function markOutcome(ctx: Ctx, user: User, id: string, outcome: ViewingOutcome) {
  return act(ctx, user, id, async (tx, viewing, side, now) => {
    requireMove(viewing, side, 'outcome', now);
    const mine = side === 'hunter' ? viewing.hunterOutcome : viewing.listerOutcome;
    if (mine) throw new AppError('conflict', OUTCOME_GIVEN);
    await update(tx, ctx, viewing, user, side, now, side === 'hunter' ? { hunterOutcome: outcome } : { listerOutcome: outcome }, null);
  });
}

export async function findViewing(db: Db, user: User, id: string): Promise<{ answer: ViewingAnswer; viewing: Viewing; title: string; address: string }> {
  if (!isUuid(id)) throw notFound(VIEWING_NOT_FOUND);
  const [row] = await viewingRowsQuery(db, eq(viewings.id, id)).limit(1);
  if (!row) throw notFound(VIEWING_NOT_FOUND);
  const side = requireSide(user, row.viewing);
  return { answer: presentViewing(row, side), viewing: row.viewing, title: row.listing.title, address: row.listing.address };
}

/** Upcoming: waiting for an answer with a time still ahead, or confirmed and still ahead. Past: the rest (expired requests too). */
export async function listViewings(db: Db, user: User, query: { when: 'upcoming' | 'past'; as?: ViewingSide; limit: number; offset: number }, now = new Date()): Promise<Page<ViewingAnswer>> {
  const mine = query.as === 'hunter' ? eq(viewings.hunterId, user.id)
    : query.as === 'lister' ? eq(viewings.listerId, user.id)
    : or(eq(viewings.hunterId, user.id), eq(viewings.listerId, user.id));
  const upcoming = or(openAt(now), and(eq(viewings.status, 'confirmed'), gte(viewings.scheduledAt, now)));
  const where: SQL = and(mine, query.when === 'upcoming' ? upcoming : sql`not (${upcoming})`)!;
  const when = sql`coalesce(${viewings.scheduledAt}, ${viewings.createdAt})`;
  const [rows, counted] = await Promise.all([
    viewingRowsQuery(db, where).orderBy(query.when === 'upcoming' ? asc(when) : desc(when), asc(viewings.id)).limit(query.limit).offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(viewings).where(where),
  ]);
  return { data: rows.map((row) => presentViewing(row, row.viewing.hunterId === user.id ? 'hunter' : 'lister')), total: counted[0]?.total ?? 0 };
}


export { countViewingsForAdmin, findRepeatedNoShows } from './viewings.admin.js';
export { runViewingReminders } from './viewing-reminders.js';
