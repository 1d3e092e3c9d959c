// GET /api/properties/:id for everyone who is not the lister or an admin: the public view of a live listing,
// kept per listing generation like the public lists (decision 0010), so a visitor's read is one cache check and
// the one statement that counts the view and reads the exact count. The lister and admins see private fields
// and always read through (properties.routes.ts).
import type { Db } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import type { GenerationCache } from '../../lib/generation-cache.js';
import { isAdmin } from '../../lib/access.js';
import { isPublicListing } from './listings.policy.js';
import { findListingById } from './listings.queries.js';
import { presentListings, type ListingView } from './listings.presenter.js';
import { recordListingView } from './listing-view-count.js';

interface PublicDetail {
  listerId: string;
  /** Shared by every reader of this entry: never changed in place. */
  view: ListingView;
}

/**
 * The public view of listing `id` as `user` sees it, with its view counted under `viewer` (null: not counted),
 * or null when the public view is not theirs to get (the listing is not live, or they are its lister or an
 * admin): the caller then reads it as before.
 */
export async function readPublicListingDetail(
  cache: GenerationCache, db: Db, id: string, user: User | null | undefined, viewer: () => Promise<string | null>,
): Promise<ListingView | null> {
  if (isAdmin(user)) return null;
  // An owner's personal phone and e-mail are shown to verified members only: two entries per listing.
  const revealOwnerContact = Boolean(user?.isVerified);
  const detail = await cache.read(`detail:${id}:${revealOwnerContact ? 'contacts' : 'public'}`, async (): Promise<PublicDetail | null> => {
    const row = await findListingById(db, id);
    if (!row || !isPublicListing(row.property, row.owner)) return null;
    const [view] = await presentListings(db, [row], { privateView: false, revealOwnerContact, adminView: false });
    return { listerId: row.property.userId, view: view! };
  });
  if (!detail || detail.listerId === user?.id) return null;
  // The count moves without moving the generation (a view is not a change), so it is read fresh every time.
  const { viewCount } = await recordListingView(db, id, await viewer());
  return { ...detail.view, viewCount: viewCount ?? detail.view.viewCount };
}
