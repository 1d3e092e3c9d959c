import type { Db } from '../../db/client.js';
import type { Property } from '../../db/schema.js';
import { isPublicListing, presentListings } from '../listings/listings.service.js';
import type { ListingRow } from '../listings/listings.service.js';
import type { SavedHome } from '../../../common/api/saved.js';

export interface SavedRow extends ListingRow {
  saved: { savedAt: Date; priceAtSaveUSD: string | null; priceAtSaveSLL: string | null };
}

const lower = (now: string | null, then: string | null) => now !== null && then !== null && Number(now) < Number(then);

/** A cut in either currency since saving: what the Saved page says ("Price cut since you saved it"). */
export function isPriceCutSince(property: Pick<Property, 'priceUSD' | 'priceSLL'>, saved: SavedRow['saved']): boolean {
  return lower(property.priceUSD, saved.priceAtSaveUSD) || lower(property.priceSLL, saved.priceAtSaveSLL);
}

/**
 * Saved homes with what changed. A home no longer live keeps only its title: its photos, price and lister are
 * nobody's business once taken down (the same rule as GET /api/properties/:id).
 */
export async function presentSavedHomes(db: Db, rows: SavedRow[]): Promise<SavedHome[]> {
  const live = rows.filter((r) => isPublicListing(r.property, r.owner));
  const listings = await presentListings(db, live, { privateView: false, revealOwnerContact: false });
  const byId = new Map(listings.map((l) => [l.id, l]));
  return rows.map(({ property, saved }) => {
    const listing = byId.get(property.id) ?? null;
    return {
      propertyId: property.id,
      savedAt: saved.savedAt.toISOString(),
      priceAtSaveUSD: saved.priceAtSaveUSD,
      priceAtSaveSLL: saved.priceAtSaveSLL,
      title: property.title,
      listing,
      change: { priceCut: listing !== null && isPriceCutSince(property, saved), unavailable: listing === null },
    };
  });
}
