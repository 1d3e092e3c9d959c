import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties, users, type Property, type User } from '../../db/schema.js';

/** A listing with its lister: every listing query joins users, because publication depends on the account. */
export interface ListingRow {
  property: Property;
  owner: User;
}

export interface ListingPage {
  rows: ListingRow[];
  total: number;
}

/** Live listings: approved, not archived, and of an approved account (a pending account's listings are held). */
export function publicListingCondition(): SQL {
  return and(eq(properties.status, 'approved'), eq(properties.isArchived, false), eq(users.accountStatus, 'approved'))!;
}

export const NEWEST_FIRST = [desc(properties.createdAt), desc(properties.id)];
export const OLDEST_SUBMITTED_FIRST = [
  asc(sql`coalesce(${properties.submittedAt}, ${properties.createdAt})`),
  asc(properties.id),
];

export interface PageRequest {
  where: SQL | undefined;
  orderBy: SQL[] | readonly SQL[];
  limit?: number;
  offset?: number;
}

/** One page and the total of the same WHERE, so paged lists can show "n found". */
export async function findListingPage(db: Db, request: PageRequest): Promise<ListingPage> {
  const [rows, total] = await Promise.all([findListingRows(db, request), countListings(db, request.where)]);
  return { rows, total };
}

export async function findListingRows(db: Db, request: PageRequest): Promise<ListingRow[]> {
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

export async function countListings(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(where);
  return counted?.total ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a listing: answer "not found" without asking the database (which would fail). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

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

export async function findPropertyById(db: Db, id: string): Promise<Property | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(properties).where(eq(properties.id, id)).limit(1);
  return row;
}
