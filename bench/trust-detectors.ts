// The text detectors as the server runs them, over plain objects, for `npm run bench:trust` (issue 30, item 2).
// advance_fee and old_leone_price are the pure functions the services call, given the same input. The duplicate
// check in the service (duplicate-text.ts) needs the database to find candidates: it keeps each listing's index
// keys and compares only with another account's live or pending listings that share a band, then applies
// isDuplicateText. duplicateOf mirrors that without the database: same keys, same function, same threshold.
// Keep it in step with findDuplicateListing if that changes.
import { findAdvanceFeeRequest } from '../common/advance-fee.js';
import { findOldLeonePrice, type PricedListing } from '../common/old-leones.js';
import { DEFAULT_EXCHANGE_RATE } from '../common/exchange-rate.js';
import { isDuplicateText } from '../server/features/trust/duplicate-text.js';
import { findPriceTooLowAmong } from '../server/features/trust/price-too-low.js';
import type { PriceTooLowItem } from '../tests/trust-corpus/corpus.js';
import type { ListingText } from '../server/features/trust/text-similarity.js';
import { shareIndexKey, textIndexKeys } from '../server/features/trust/index-keys.js';

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

/**
 * Whether the service would flag `candidate` as a copy of `original`, taking `original` to be another account's
 * live or pending listing: it must share an index key (else the service never reads it) and pass isDuplicateText.
 */
export function duplicateOf(candidate: ListingText, original: ListingText): boolean {
  if (!shareIndexKey(textIndexKeys(candidate), textIndexKeys(original))) return false;
  return isDuplicateText(candidate, original).duplicate;
}

/**
 * Whether the service would flag the item's listing as priced too low. The service's query (price-comparables.ts)
 * reads only live listings of other listers of the same kind in the listing's region, newest first;
 * findPriceTooLowAmong keeps the same ones of the item's market (its order taken as newest first).
 */
export function priceTooLow(item: PriceTooLowItem): boolean {
  const l = item.listing;
  const listing = {
    propertyType: l.propertyType, propertyCategory: l.propertyCategory, location: l.location, bedrooms: l.bedrooms ?? null,
    priceSLL: l.priceSLL ?? null, priceUSD: l.priceUSD ?? null, priceOnRequest: l.priceOnRequest ?? false, listerId: 'self',
  };
  const market = item.market.map((c, i) => ({
    propertyType: c.propertyType ?? l.propertyType, propertyCategory: c.propertyCategory ?? l.propertyCategory,
    bedrooms: c.bedrooms ?? l.bedrooms ?? null, location: c.location, priceSLL: c.priceSLL ?? null, priceUSD: c.priceUSD ?? null,
    listerId: c.lister ?? `lister-${i}`, live: (c.state ?? 'live') === 'live',
  }));
  return findPriceTooLowAmong(listing, market, DEFAULT_EXCHANGE_RATE) !== null;
}
