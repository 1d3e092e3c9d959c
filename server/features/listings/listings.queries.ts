import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages, properties, users, type Media, type Property, type User } from '../../db/schema.js';
import { isUuid } from '../../../common/schemas/ids.js';
import { LISTING_TOTAL_CAP } from '../../../common/constants.js';

/** A listing with its lister: every listing query joins users, because publication depends on the account. */
export interface ListingRow {
  property: Property;
  owner: User;
}

/** A listing as a write left it, with its media when the write set them (else the presenter loads them). */
export interface WrittenListing extends ListingRow {
  media?: Media[];
  /** Just created: nobody can have written about it yet, so there are no inquiries to count. */
  created?: boolean;
}

export interface ListingPage {
  rows: ListingRow[];
  total: number;
}

/**
 * Live listings: approved, not archived, not hidden by reports (issue 15), and of an approved account (a pending
 * account's listings are held; a suspended or rejected account's are hidden).
 */
export function publicListingCondition(): SQL {
  return and(
    eq(properties.status, 'approved'),
    eq(properties.isArchived, false),
    isNull(properties.hiddenByReportsAt),
    eq(users.accountStatus, 'approved'),
  )!;
}

export const NEWEST_FIRST = [desc(properties.createdAt), desc(properties.id)];
export const OLDEST_SUBMITTED_FIRST = [
  asc(sql`coalesce(${properties.changesSubmittedAt}, ${properties.submittedAt}, ${properties.createdAt})`),
  asc(properties.id),
];

export interface PageRequest {
  where: SQL | undefined;
  orderBy: SQL[] | readonly SQL[];
  limit?: number;
  offset?: number;
  /**
   * Count at most this many matches and one more: public lists and search answer "10,000+" beyond it, so no
   * request counts every live listing (decision 0010). Without it the total is exact (the lister's and the
   * admin's own lists).
   */
  countCap?: number;
}

/**
 * How far a public list counts: LISTING_TOTAL_CAP, or past the page asked for when it is deeper, so a total
 * above offset + limit always means "there is more" and "Load more" keeps working beyond the cap.
 */
export function publicCountCap(page: { limit: number; offset: number }): number {
  return Math.max(LISTING_TOTAL_CAP, page.offset + page.limit);
}

/** One page and the total of the same WHERE, so paged lists can show "n found". */
export async function findListingPage(db: Db, request: PageRequest): Promise<ListingPage> {
  const [rows, total] = await Promise.all([findListingRows(db, request), countListings(db, request.where, request.countCap)]);
  return { rows, total };
}

export async function findListingRows(db: Db, request: PageRequest): Promise<ListingRow[]> {
  return listingRowsQuery(db, request);
}

/** The page query itself, unrun (bench/explain-scale.ts shows its plan). */
export function listingRowsQuery(db: Db, request: PageRequest) {
  const query = db
    .select({ property: properties, owner: users })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(request.where)
    .orderBy(...request.orderBy)
    .$dynamic();
  if (request.limit !== undefined) query.limit(request.limit);
  if (request.offset) query.offset(request.offset);
  return query;
}

export async function countListings(db: Db, where: SQL | undefined, cap?: number): Promise<number> {
  if (cap !== undefined) return countListingsUpTo(db, where, cap);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(where);
  return counted?.total ?? 0;
}

/** The number of matches, but no more than cap + 1: the database stops reading at the first one past the cap. */
async function countListingsUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const [counted] = await cappedCountQuery(db, where, cap);
  return counted?.total ?? 0;
}

export function cappedCountQuery(db: Db, where: SQL | undefined, cap: number) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(where)
    .limit(cap + 1)
    .as('matches');
  return db.select({ total: sql<number>`count(*)::int` }).from(matches);
}

/** A malformed id cannot name a listing: "not found" without asking the database (which would fail). */
export async function findListingById(db: Db, id: string): Promise<ListingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ property: properties, owner: users })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, id))
    .limit(1);
  return row;
}

/**
 * The listing and its lister, locked until the transaction ends: a write reads its row once, here, applies the
 * policy to it and writes, so two writers cannot both act on what they read.
 */
export async function lockListing(tx: Db, id: string): Promise<ListingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select({ property: properties, owner: users })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, id))
    .for('update', { of: properties });
  return row;
}

/** Inquiries per listing: an inquiry is one person writing about one listing, however many messages they send. */
export async function countInquiries(db: Db, propertyIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (propertyIds.length === 0) return counts;
  const rows = await db
    .select({ propertyId: messages.propertyId, count: sql<number>`count(distinct ${messages.senderId})::int` })
    .from(messages)
    .innerJoin(properties, eq(properties.id, messages.propertyId))
    .where(and(inArray(messages.propertyId, propertyIds), ne(messages.senderId, properties.userId)))
    .groupBy(messages.propertyId);
  for (const c of rows) counts.set(c.propertyId!, c.count);
  return counts;
}
