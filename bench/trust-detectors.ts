// The text detectors as the server runs them, over plain objects, for `npm run bench:trust` (issue 30, item 2).
// advance_fee and old_leone_price are the pure functions the services call, given the same input. The duplicate
// check in the service (duplicate-text.ts) needs the database to find candidates: it keeps each listing's MinHash
// bands and compares only with another account's live or pending listings that share a band, then applies
// isDuplicateText. duplicateOf mirrors that without the database: same bands, same function, same threshold.
// Keep it in step with findDuplicateListing if that changes.
import { findAdvanceFeeRequest } from '../common/advance-fee.js';
import { findOldLeonePrice, type PricedListing } from '../common/old-leones.js';
import { DEFAULT_EXCHANGE_RATE } from '../common/exchange-rate.js';
import { isDuplicateText } from '../server/features/trust/duplicate-text.js';
import { listingDocument, shingles, textBands, type ListingText } from '../server/features/trust/text-similarity.js';

/** What fraud-flags.service.ts checks for a listing: the title and the description together. */
export function listingAsksAdvanceFee(listing: { title: string; description: string }): boolean {
  return findAdvanceFeeRequest(`${listing.title}. ${listing.description}`) !== null;
}

/** What messages.service.ts checks to set safetyWarning: the message's content. */
export function messageAsksAdvanceFee(content: string): boolean {
  return findAdvanceFeeRequest(content) !== null;
}

/**
 * The service reads the admin's current rate from the database; the bench uses the default rate, which the
 * migration stores until an admin sets another.
 */
export function looksLikeOldLeones(listing: PricedListing): boolean {
  return findOldLeonePrice(listing, DEFAULT_EXCHANGE_RATE) !== null;
}

function bandsOf(text: ListingText): number[] {
  return textBands(shingles(listingDocument(text)));
}

/**
 * Whether the service would flag `candidate` as a copy of `original`, taking `original` to be another account's
 * live or pending listing: it must share a MinHash band (else the service never reads it) and pass isDuplicateText.
 */
export function duplicateOf(candidate: ListingText, original: ListingText): boolean {
  const a = bandsOf(candidate);
  const b = bandsOf(original);
  if (!a.some((value, band) => b[band] === value)) return false;
  return isDuplicateText(candidate, original).duplicate;
}
