import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties, users, type User } from '../../db/schema.js';
import type { PageQuery } from '../../../common/schemas/paging.js';
import type { AdminStats } from '../../../common/api/admin.js';
import { publicListingCondition } from '../listings/listings.service.js';
import { countViewingsForAdmin } from '../viewings/viewings.service.js';

const BUSINESS_TYPES: ('owner' | 'agent')[] = ['owner', 'agent'];

/** Owners and agents waiting for approval, oldest first. */
export async function findPendingAccounts(db: Db, page: PageQuery): Promise<{ users: User[]; total: number }> {
  const where = and(eq(users.accountStatus, 'pending'), inArray(users.userType, BUSINESS_TYPES), eq(users.isAdmin, false));
  const [rows, counted] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(page.limit).offset(page.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { users: rows, total: counted[0]?.total ?? 0 };
}

/** The admin dashboard counters. Drafts are the listers' private notes and are not counted. */
export async function countForAdmin(db: Db): Promise<AdminStats> {
  const when = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [listings] = await db
    .select({
      totalListings: sql<number>`count(*)::int`,
      // "Approved" means live: the same condition as public search and browse, so every screen agrees.
      approvedListings: when(publicListingCondition()),
      pendingListings: when(sql`${properties.status} = 'pending' and not ${properties.isArchived}`),
      rejectedListings: when(sql`${properties.status} = 'rejected'`),
      archivedListings: when(sql`${properties.isArchived}`),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(sql`${properties.status} <> 'draft'`);
  const [accounts] = await db
    .select({ pendingBusinesses: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.accountStatus, 'pending'), inArray(users.userType, BUSINESS_TYPES), eq(users.isAdmin, false)));
  return { ...listings!, pendingBusinesses: accounts?.pendingBusinesses ?? 0, ...(await countViewingsForAdmin(db)) };
}
