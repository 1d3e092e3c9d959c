import type { User } from '../../db/schema.js';
import { isAdmin } from '../../lib/access.js';

/** Listing photos come from owners and agents, also while their account waits for approval. */
export function canUploadListingMedia(user: User): boolean {
  return (user.userType === 'owner' || user.userType === 'agent') && !user.isAdmin && user.accountStatus !== 'rejected';
}

interface MediaAccessFacts {
  userId: string;
  ownerId: string | null;
  propertyId: string | null;
  isPublic: boolean;
}

/** Public files (live listings, profile photos) to anyone; the rest to the uploader, the lister and admins. */
export function canViewMedia(viewer: User | null, media: MediaAccessFacts): boolean {
  if (media.isPublic) return true;
  if (!viewer) return false;
  return viewer.id === media.userId || viewer.id === media.ownerId || isAdmin(viewer);
}

/** Only the uploader may delete an upload; whether it is still unattached is checked separately. */
export function canDeleteMedia(user: User, media: MediaAccessFacts): boolean {
  return media.userId === user.id;
}
