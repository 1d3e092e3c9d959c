import type { Property, User } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { fullName } from '../../../common/format.js';
import { isPublicListing } from '../listings/listings.service.js';

// Texts a person reads in the message dialog's error toast.
export const START_FROM_A_LISTING = 'Conversations start from a listing: open it and use Contact to write to its owner or agent.';
export const LISTING_NOT_AVAILABLE = 'This listing is no longer available, so a new conversation about it cannot be started.';
export const ONLY_TO_THE_LISTER = 'Messages about a listing go to its owner or agent.';
export const LISTER_REPLIES_ONLY = 'You can reply once someone writes to you about your listing.';
// The web client asks for a name when a send is refused with a `firstName` field (the message has none).
export const NAME_BEFORE_MESSAGES = 'Add your first name before sending messages: owners and agents see who writes to them.';

interface ListingWithOwner { property: Property; owner: User }

/**
 * Who may send the FIRST message of a conversation: anyone verified, to the lister of a live listing, about
 * that listing. Replies within an existing conversation never come here: once started, a conversation stays
 * open to both people whatever happens to the listing.
 */
export function requireMayStartConversation(sender: User, receiver: User, listing: ListingWithOwner | null, hasPropertyId: boolean): void {
  if (!hasPropertyId) throw forbidden(START_FROM_A_LISTING);
  if (!listing || !isPublicListing(listing.property, listing.owner)) throw notFound(LISTING_NOT_AVAILABLE);
  if (listing.property.userId === sender.id) throw forbidden(LISTER_REPLIES_ONLY);
  if (listing.property.userId !== receiver.id) throw forbidden(ONLY_TO_THE_LISTER);
}

/**
 * A message reaches its receiver by name (in the inbox, and in the e-mail or SMS about it): a phone sign-up has
 * none until the person adds it, and "Someone sent you a message" reads like spam.
 */
export function requireNamedSender(sender: User): void {
  if (!fullName(sender)) throw new AppError('validation', NAME_BEFORE_MESSAGES, { firstName: NAME_BEFORE_MESSAGES });
}
