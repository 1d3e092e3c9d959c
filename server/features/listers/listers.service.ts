import type { Db } from '../../db/client.js';
import type { User } from '../../db/schema.js';
import { computeResponseFigures, RESPONSE_WINDOW_DAYS } from '../../../common/lister-figures.js';
import type { ListerListingsPage, ListerPage } from '../../../common/api/listers.js';
import type { ListerListingsQuery } from '../../../common/schemas/listers.js';
import { presentListings } from '../listings/listings.service.js';
import { canSeeListerPhone } from './listers.policy.js';
import { countLiveListings, countViewingsHeld, findConversationStarts, findLiveListingsPage } from './listers.queries.js';
import { presentListerPage } from './listers.presenter.js';

// What other features use of lister pages (the link preview): this feature's one public face.
export { isPublicLister } from './listers.policy.js';
export { countLiveListings, findLiveListingsPage, findUserById } from './listers.queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything on the page but the listings, read fresh: messages and viewings change without a listing write. */
export async function readListerPage(db: Db, lister: User, viewer: User | null | undefined, now = new Date()): Promise<ListerPage> {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS);
  const [counts, starts, viewingsHeld] = await Promise.all([
    countLiveListings(db, lister.id),
    findConversationStarts(db, lister, since),
    countViewingsHeld(db, lister, now),
  ]);
  return presentListerPage(lister, {
    ...counts,
    responses: computeResponseFigures(starts, now),
    viewingsHeld,
    showPhone: canSeeListerPhone(viewer, lister),
  });
}

/** A page of live listings presented as search presents them (the same cards), and the cursor of the next. */
export async function readListerListings(db: Db, lister: User, query: ListerListingsQuery): Promise<ListerListingsPage> {
  // One more than asked tells whether there is a next page without counting the rest.
  const rows = await findLiveListingsPage(db, lister.id, query.limit + 1, query.after);
  const page = rows.slice(0, query.limit);
  const items = await presentListings(db, page, { privateView: false, revealOwnerContact: false });
  return { items, nextCursor: rows.length > query.limit ? page.at(-1)!.property.id : null };
}
