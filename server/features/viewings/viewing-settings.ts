// A person's viewing settings (notices on or off; a lister's weekly hours) and a listing's own hours.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, type User } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin } from '../../lib/access.js';
import type { ViewingWindow } from '../../../common/viewings.js';
import { findListingById, isPublicListing } from '../listings/listings.service.js';
import { findListingHours, findProfileHours, replaceHours } from './viewing-hours.js';

const LISTING_NOT_FOUND = 'This listing could not be found.';
const LISTERS_ONLY = 'Only owners and agents set viewing hours.';

const isLister = (user: User) => user.userType === 'owner' || user.userType === 'agent';

export async function findViewingSettings(db: Db, user: User) {
  const hours = await findProfileHours(db, user.id);
  return { notices: user.viewingNotices, windows: hours.windows, source: hours.source };
}

export async function updateViewingSettings(db: Db, user: User, input: { notices?: boolean; windows?: ViewingWindow[] }) {
  if (input.windows && !isLister(user)) throw forbidden(LISTERS_ONLY);
  if (input.notices !== undefined) await db.update(users).set({ viewingNotices: input.notices }).where(eq(users.id, user.id));
  if (input.windows) await replaceHours(db, user.id, null, input.windows);
  return findViewingSettings(db, { ...user, viewingNotices: input.notices ?? user.viewingNotices });
}

/** The hours a hunter may pick from: public for a live listing, else for its lister and admins only. */
export async function findListingHoursFor(db: Db, user: User | null, propertyId: string) {
  const listing = await findListingById(db, propertyId);
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  const mayKnow = isPublicListing(listing.property, listing.owner) || user?.id === listing.property.userId || isAdmin(user);
  if (!mayKnow) throw notFound(LISTING_NOT_FOUND);
  return findListingHours(db, listing.property.userId, listing.property.id);
}

export async function updateListingHours(db: Db, user: User, propertyId: string, windows: ViewingWindow[]) {
  const listing = await findListingById(db, propertyId);
  if (!listing || listing.property.userId !== user.id) throw notFound(LISTING_NOT_FOUND);
  await replaceHours(db, user.id, propertyId, windows);
  return findListingHours(db, user.id, propertyId);
}
