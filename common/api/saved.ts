// Answers of saved homes, shared shortlists and saved searches (issue 17).
import { z } from 'zod';
import { ALERT_CHANNELS, ALERT_FREQUENCIES } from '../constants.js';
import { listingSchema } from './listings.js';

const isoDate = z.iso.datetime();

/** What changed since the home was saved: the Saved page's notes. */
export const savedHomeChangeSchema = z.strictObject({
  /** The price is lower now than when saved (in either currency). */
  priceCut: z.boolean(),
  /** No longer live: sold or let (archived), taken down, or under review. */
  unavailable: z.boolean(),
});

/** GET /api/saved-homes (and a shared shortlist): one saved home. `listing` is null once it is not live. */
export const savedHomeSchema = z.strictObject({
  propertyId: z.string(),
  savedAt: isoDate,
  priceAtSaveUSD: z.string().nullable(),
  priceAtSaveSLL: z.string().nullable(),
  title: z.string(),
  listing: listingSchema.nullable(),
  change: savedHomeChangeSchema,
});
export type SavedHome = z.infer<typeof savedHomeSchema>;

/** GET /api/saved-homes/ids: every saved id, newest first (the hearts). */
export const savedHomeIdsSchema = z.strictObject({ propertyIds: z.array(z.string()) });
export type SavedHomeIds = z.infer<typeof savedHomeIdsSchema>;

/** GET /api/saved-homes/share: whether a shortlist link is live (its token is only shown when made). */
export const shortlistLinkStatusSchema = z.strictObject({ active: z.boolean(), createdAt: isoDate.nullable() });
export type ShortlistLinkStatus = z.infer<typeof shortlistLinkStatusSchema>;

/** POST /api/saved-homes/share: a new link (any older one stops working). */
export const shortlistLinkSchema = z.strictObject({ token: z.string(), path: z.string(), createdAt: isoDate });
export type ShortlistLink = z.infer<typeof shortlistLinkSchema>;

/** GET /api/shortlists/:token: the read-only list; only the saver's first name is shown. */
export const sharedShortlistSchema = z.strictObject({
  ownerFirstName: z.string().nullable(),
  items: z.array(savedHomeSchema),
});
export type SharedShortlist = z.infer<typeof sharedShortlistSchema>;

export const savedSearchSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  frequency: z.enum([...ALERT_FREQUENCIES, 'off'] as const),
  channel: z.enum(ALERT_CHANNELS),
  lastSentAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** POST /api/saved-searches/unsubscribe: which search's alerts stopped. */
export const unsubscribedSchema = z.strictObject({ name: z.string(), frequency: z.literal('off') });
