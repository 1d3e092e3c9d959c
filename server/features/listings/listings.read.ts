import { and, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Page } from '../../lib/paging.js';
import { properties, users, type User } from '../../db/schema.js';
import type { PageQuery } from '../../../common/schemas/paging.js';
import { RESIDENTIAL_CATEGORIES } from '../../../common/schemas/search.js';
import { containsPattern } from '../../lib/sql-patterns.js';
import { loadListingExtras, loadProposedMedia, presentListing, presentListings, type ListingView } from './listings.presenter.js';
import {
  countInquiries, findListingPage, NEWEST_FIRST, OLDEST_SUBMITTED_FIRST, publicCountCap, publicListingCondition,
  type WrittenListing,
} from './listings.queries.js';
import type { PropertyStats } from '../../../common/api/listings.js';

export type PresentedPage = Page<ListingView>;

const PUBLIC_VIEW = { privateView: false, revealOwnerContact: false };
const PRIVATE_VIEW = { privateView: true, revealOwnerContact: true };
const ADMIN_VIEW = { ...PRIVATE_VIEW, adminView: true };

export async function findLiveListings(db: Db, page: PageQuery): Promise<PresentedPage> {
  const { rows, total } = await findListingPage(db, {
    where: publicListingCondition(), orderBy: NEWEST_FIRST, countCap: publicCountCap(page), ...page,
  });
  return { data: await presentListings(db, rows, PUBLIC_VIEW), total };
}

/** Everything submitted for review, for admins. Drafts are the lister's private notes and stay out. */
export async function findListingsForAdmin(db: Db, status: 'pending' | 'rejected' | undefined, page: PageQuery): Promise<PresentedPage> {
  const where = status ? eq(properties.status, status) : ne(properties.status, 'draft');
  const { rows, total } = await findListingPage(db, { where, orderBy: NEWEST_FIRST, ...page });
  return { data: await presentListings(db, rows, ADMIN_VIEW), total };
}

/**
 * The review queue, oldest submission first so nobody waits longest: new listings and changes to live ones.
 * Archived ones wait until restored.
 */
export async function findPendingForReview(db: Db, page: PageQuery): Promise<PresentedPage> {
  const { rows, total } = await findListingPage(db, {
    where: and(or(eq(properties.status, 'pending'), isNotNull(properties.pendingChanges)), eq(properties.isArchived, false)),
    orderBy: OLDEST_SUBMITTED_FIRST,
    ...page,
  });
  return { data: await presentListings(db, rows, ADMIN_VIEW), total };
}

export interface MyListingsFilter extends PageQuery {
  archived: boolean;
  status?: 'draft' | 'pending' | 'approved' | 'rejected';
  q?: string;
}

export async function findOwnListings(db: Db, user: User, filter: MyListingsFilter): Promise<PresentedPage> {
  const conditions: (SQL | undefined)[] = [eq(properties.userId, user.id), eq(properties.isArchived, filter.archived)];
  if (filter.status) conditions.push(eq(properties.status, filter.status));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    conditions.push(or(ilike(properties.title, pattern), ilike(properties.address, pattern)));
  }
  const { rows, total } = await findListingPage(db, { where: and(...conditions), orderBy: NEWEST_FIRST, limit: filter.limit, offset: filter.offset });
  return { data: await presentListings(db, rows, PRIVATE_VIEW), total };
}

/**
 * A listing as its lister (or an admin) sees it in the answer to a write, from the row the write returned: only
 * what the write did not have is loaded (its media unless it set them, and the inquiry count).
 */
export async function presentWrittenListing(db: Db, written: WrittenListing, asAdmin = false): Promise<ListingView> {
  const id = written.property.id;
  const [media, inquiries, proposedMedia] = await Promise.all([
    written.media ?? loadListingExtras(db, [id], false).then((extras) => extras.media.get(id) ?? []),
    written.created ? new Map<string, number>() : countInquiries(db, [id]),
    loadProposedMedia(db, [written]),
  ]);
  return presentListing(written, { media: new Map([[id, media]]), inquiries, proposedMedia }, asAdmin ? ADMIN_VIEW : PRIVATE_VIEW);
}

export async function countLiveByCategory(db: Db): Promise<PropertyStats> {
  const [stats] = await liveStatsQuery(db);
  return stats ?? { total: 0, residential: 0, commercial: 0, land: 0, investment: 0 };
}

/** Counts every live listing: cached per listing generation by the stats route (decision 0010). */
export function liveStatsQuery(db: Db) {
  const inGroup = (list: readonly string[]) => sql<number>`(count(*) filter (where ${inArray(properties.propertyCategory, [...list])}))::int`;
  return db
    .select({
      total: sql<number>`count(*)::int`,
      residential: inGroup(RESIDENTIAL_CATEGORIES),
      commercial: inGroup(['commercial']),
      land: inGroup(['land']),
      investment: inGroup(['investment']),
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(publicListingCondition());
}
