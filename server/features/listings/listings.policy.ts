import type { Property, User } from '../../db/schema.js';
import { AppError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { canMoveListing, statusAfterListerEdit, type ListingStatus } from '../../../common/states.js';
import { isAdmin } from '../../lib/access.js';

export const PROPERTY_NOT_FOUND = 'Property not found';
export const ADMINS_DO_NOT_LIST = 'Administrators do not create listings.';
export const ONLY_LISTERS = 'Only property owners and agents can list properties.';
export const REJECTED_ACCOUNTS_DO_NOT_LIST = 'Your account was not approved, so it cannot prepare or change listings. Contact support or reapply.';

/**
 * Owners and agents list; admins review instead, and home hunters browse. A pending account may prepare
 * listings (the spec: held unpublished until approval); a rejected one prepares and changes nothing.
 */
export function requireListingCreator(user: User | null | undefined): User {
  if (!user) throw unauthorized();
  if (isAdmin(user)) throw forbidden(ADMINS_DO_NOT_LIST);
  if (user.userType !== 'owner' && user.userType !== 'agent') throw forbidden(ONLY_LISTERS);
  return requireAccountMayList(user);
}

export function requireAccountMayList(user: User): User {
  if (user.accountStatus === 'rejected') throw forbidden(REJECTED_ACCOUNTS_DO_NOT_LIST);
  return user;
}

export function isLister(user: User | null | undefined, property: Pick<Property, 'userId'>): boolean {
  return Boolean(user && user.id === property.userId);
}

/** Live on the site: approved, not archived, not hidden by reports, and the lister's account approved too. */
export function isPublicListing(property: Pick<Property, 'status' | 'isArchived' | 'hiddenByReportsAt'>, owner: Pick<User, 'accountStatus'>): boolean {
  return property.status === 'approved' && !property.isArchived && !property.hiddenByReportsAt && owner.accountStatus === 'approved';
}

/** The lister and admins see everything about a listing, including what is not public yet. */
export function canSeePrivateListing(user: User | null | undefined, property: Pick<Property, 'userId'>): boolean {
  return isLister(user, property) || isAdmin(user);
}

export function canViewListing(user: User | null | undefined, property: Property, owner: User): boolean {
  return isPublicListing(property, owner) || canSeePrivateListing(user, property);
}

/** Only the lister edits, archives, restores or deletes; to anyone else the listing does not exist. */
export function requireListerOf<P extends Pick<Property, 'userId'>>(user: User | null | undefined, property: P | undefined): P {
  if (!user) throw unauthorized();
  if (!property || !isLister(user, property)) throw notFound(PROPERTY_NOT_FOUND);
  return property;
}

/** The status a lister's edit moves the listing to, or a conflict when the edit may not move it there. */
export function requireListerEditMove(from: ListingStatus, asDraft: boolean): ListingStatus {
  const next = statusAfterListerEdit(from, asDraft);
  if (!canMoveListing(from, next, 'lister')) throw new AppError('conflict', `A ${from} listing cannot be moved to ${next}.`);
  return next;
}
