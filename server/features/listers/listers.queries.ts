// The reads of a lister's page. Each is bounded by the one lister's own rows and read through an index on them
// (decision 0022 shows the plans): nothing here grows with the whole messages, viewings or listings tables.
import { and, eq, gte, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages, properties, users, viewings, type User } from '../../db/schema.js';
import { isUuid } from '../../../common/schemas/ids.js';
import type { ConversationStart } from '../../../common/lister-figures.js';
import { listingRowsQuery, NEWEST_FIRST } from '../listings/listings.service.js';

export async function findUserById(db: Db, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * Someone else than the lister, as far as we can tell: a home hunter's account, not the lister's, and not sharing
 * the lister's phone number (a second account on the same SIM). A second account with its own number is not
 * caught: decision 0022 states the limit.
 */
function independentHunter(lister: User): SQL {
  return and(
    eq(users.userType, 'seeker'),
    ne(users.id, lister.id),
    lister.phoneNumber ? or(isNull(users.phoneNumber), ne(users.phoneNumber, lister.phoneNumber)) : undefined,
  )!;
}

/** The first message of each (hunter, listing) conversation the lister received since `since` (messages_receiver_idx). */
export function conversationStartsQuery(db: Db, lister: User, since: Date) {
  return db
    .select({ hunterId: messages.senderId, propertyId: messages.propertyId, startedAt: sql<Date>`min(${messages.createdAt})`.mapWith(messages.createdAt) })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.receiverId, lister.id), gte(messages.createdAt, since), isNotNull(messages.propertyId), independentHunter(lister)))
    .groupBy(messages.senderId, messages.propertyId);
}

/** What the lister sent about listings since `since`, oldest first (messages_sender_idx). */
export function listerRepliesQuery(db: Db, lister: User, since: Date) {
  return db
    .select({ hunterId: messages.receiverId, propertyId: messages.propertyId, sentAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.senderId, lister.id), gte(messages.createdAt, since), isNotNull(messages.propertyId)))
    .orderBy(messages.createdAt);
}

/**
 * The conversations hunters began with the lister about a listing since `since`, each with the lister's first
 * reply in it: two range reads of the lister's own messages, received and sent, matched here.
 */
export async function findConversationStarts(db: Db, lister: User, since: Date): Promise<ConversationStart[]> {
  const [received, sent] = await Promise.all([conversationStartsQuery(db, lister, since), listerRepliesQuery(db, lister, since)]);
  const replies = new Map<string, Date[]>();
  for (const r of sent) {
    const key = `${r.hunterId}:${r.propertyId}`;
    const list = replies.get(key) ?? [];
    list.push(r.sentAt);
    replies.set(key, list);
  }
  return received.map((c) => {
    // Replies are in time order: the first one at or after the hunter's first message answers it.
    const firstReplyAt = replies.get(`${c.hunterId}:${c.propertyId}`)?.find((at) => at.getTime() >= c.startedAt.getTime()) ?? null;
    return { startedAt: c.startedAt, firstReplyAt };
  });
}

/** Confirmed viewings whose time has passed and that neither side marked "did not come" (viewings_lister_idx). */
export function viewingsHeldQuery(db: Db, lister: User, now: Date) {
  return db
    .select({ held: sql<number>`count(*)::int` })
    .from(viewings)
    .innerJoin(users, eq(users.id, viewings.hunterId))
    .where(and(
      eq(viewings.listerId, lister.id),
      lt(viewings.scheduledAt, now),
      eq(viewings.status, 'confirmed'),
      sql`${viewings.hunterOutcome} is distinct from 'no_show'`,
      sql`${viewings.listerOutcome} is distinct from 'no_show'`,
      independentHunter(lister),
    ));
}

export async function countViewingsHeld(db: Db, lister: User, now: Date): Promise<number> {
  const [row] = await viewingsHeldQuery(db, lister, now);
  return row?.held ?? 0;
}

/** The lister's live listings (properties_user_archived_idx); the account itself is checked by the caller. */
function liveListingOf(listerId: string): SQL {
  return and(eq(properties.userId, listerId), eq(properties.isArchived, false), eq(properties.status, 'approved'), isNull(properties.hiddenByReportsAt))!;
}

export function liveCountsQuery(db: Db, listerId: string) {
  return db
    .select({
      live: sql<number>`count(*)::int`,
      documentsSeen: sql<number>`(count(*) filter (where cardinality(${properties.documentsSeenKinds}) > 0))::int`,
    })
    .from(properties)
    .where(liveListingOf(listerId));
}

export async function countLiveListings(db: Db, listerId: string): Promise<{ live: number; documentsSeen: number }> {
  const [row] = await liveCountsQuery(db, listerId);
  return { live: row?.live ?? 0, documentsSeen: row?.documentsSeen ?? 0 };
}

/**
 * One page of the lister's live listings, newest first, after the listing `after` (keyset: the row's own
 * created_at and id are read from the table, so no rounding of a timestamp through JavaScript can skip a row).
 */
export function findLiveListingsPage(db: Db, listerId: string, limit: number, after?: string) {
  const afterRow = after
    ? sql`(${properties.createdAt}, ${properties.id}) < (select p.created_at, p.id from properties p where p.id = ${after} and p.user_id = ${listerId})`
    : undefined;
  return listingRowsQuery(db, { where: and(liveListingOf(listerId), eq(users.accountStatus, 'approved'), afterRow), orderBy: NEWEST_FIRST, limit });
}
