import type { User } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';

export const LISTER_NOT_FOUND = 'Lister not found';

/**
 * A lister's page is public only while the account could have live listings: an approved owner or agent. A
 * pending, rejected or suspended account, a home hunter and an admin have no page: 404, like an unknown id, so
 * the answer says nothing about which of these it is.
 */
export function isPublicLister(user: Pick<User, 'userType' | 'accountStatus' | 'isAdmin'>): boolean {
  return (user.userType === 'owner' || user.userType === 'agent') && user.accountStatus === 'approved' && !user.isAdmin;
}

export function requirePublicLister(user: User | undefined): User {
  if (!user || !isPublicLister(user)) throw notFound(LISTER_NOT_FOUND);
  return user;
}

/** As the listing page: an agent's phone is a business contact; an owner's goes to verified members only. */
export function canSeeListerPhone(viewer: User | null | undefined, lister: User): boolean {
  return lister.userType === 'agent' || Boolean(viewer?.isVerified) || viewer?.id === lister.id;
}
