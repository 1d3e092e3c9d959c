// Who may read listing performance figures (issue 33, decision 0023).
import type { Property, User } from '../../db/schema.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { canSeePrivateListing, PROPERTY_NOT_FOUND } from './listings.policy.js';

export const ONLY_LISTERS_HAVE_FIGURES = 'Listing figures are for owners and agents: they show how your own listings do.';

/** The summary is the caller's own listings: owners and agents (whatever their account status: the figures are theirs). */
export function requirePerformanceLister(user: User | null | undefined): User {
  if (!user) throw unauthorized();
  if (user.userType !== 'owner' && user.userType !== 'agent') throw forbidden(ONLY_LISTERS_HAVE_FIGURES);
  return user;
}

/**
 * One listing's figures: its lister, and admins (who already see the listing's private view when they review
 * it). Anyone else, a rival lister included, gets 404, as if the listing did not exist.
 */
export function requirePerformanceReader(user: User | null | undefined, property: Property | undefined): Property {
  if (!user) throw unauthorized();
  if (!property || !canSeePrivateListing(user, property)) throw notFound(PROPERTY_NOT_FOUND);
  return property;
}
