import type { User } from '../../db/schema.js';
import { isAdmin } from '../../lib/access.js';
import { notFound, unauthorized } from '../../lib/errors.js';
import { PROPERTY_NOT_FOUND } from '../listings/listings.service.js';

interface Listed {
  userId: string;
}

/** Only the listing's lister and admins see its papers; to anyone else the listing has none (404, no hint). */
export function canReadDocuments(user: User | null | undefined, listing: Listed): boolean {
  return Boolean(user && (user.id === listing.userId || isAdmin(user)));
}

export function requireDocumentReader<L extends Listed>(user: User | null | undefined, listing: L | undefined): L {
  if (!user) throw unauthorized();
  if (!listing || !canReadDocuments(user, listing)) throw notFound(PROPERTY_NOT_FOUND);
  return listing;
}
