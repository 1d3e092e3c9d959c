// GET /api/properties/search/nearby: what an empty neighbourhood search offers instead (issue 29) — the area the
// place is in and the nearest places, each with how many listings the same filters find there.
import { z } from 'zod';

const placeCountSchema = z.strictObject({
  /** The location filter value to search with. */
  value: z.string(),
  label: z.string(),
  /** Capped like a search total: LISTING_TOTAL_CAP + 1 means "more than the cap" (common/format.ts groupTotal). */
  count: z.number().int().min(0),
});

export const nearbyPlacesSchema = z.strictObject({
  /** The place searched, as the filter resolved it; null when the filter is no single place. */
  place: z.string().nullable(),
  /** The place's area ("All of Freetown"), with its count; null for no place or no listing there. */
  area: placeCountSchema.extend({ count: z.number().int().min(1) }).nullable(),
  /** Up to NEARBY_PLACES_SHOWN places with listings, nearest first. */
  nearby: z.array(placeCountSchema.extend({ distanceKm: z.number().min(0) })),
});
export type NearbyPlaces = z.infer<typeof nearbyPlacesSchema>;

export const NEARBY_PLACES_SHOWN = 3;
