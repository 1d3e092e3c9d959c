// The labelled trust corpus (issue 30, item 2): its shape, checked with zod, and a loader shared by
// `npm run bench:trust` and the corpus test. Each item is in the shape its detector takes, so the bench feeds it
// as the server does. README.md in this folder says how the items were written and how the halves were chosen.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const DIR = path.dirname(fileURLToPath(import.meta.url));

const base = {
  id: z.string().regex(/^[a-z]+-\d{3,4}$/),
  /** Tuning: detectors may be tuned on it. Held-out: measured only; its texts are never printed. */
  half: z.enum(['tuning', 'held-out']),
  /** Positive: the detector should flag it. */
  label: z.enum(['positive', 'negative']),
  note: z.string().min(3).max(160),
};

const text = z.string().trim().min(1).max(2000);
const price = { priceSLL: z.number().positive().optional(), priceUSD: z.number().positive().optional() };

export const advanceFeeItemSchema = z.discriminatedUnion('channel', [
  // A listing: the service checks `${title}. ${description}`.
  z.object({ ...base, channel: z.literal('listing'), title: text, description: text }).strict(),
  // An in-app message: the safety warning checks its content.
  z.object({ ...base, channel: z.literal('message'), text }).strict(),
]);

const listingText = z.object({ title: text, address: text, description: text, ...price }).strict();
export const duplicateItemSchema = z.object({
  ...base,
  /** The listing already live, from one account. */
  original: listingText,
  /** The listing submitted later from another account. */
  candidate: listingText,
}).strict();

export const oldLeoneItemSchema = z.object({
  ...base,
  listing: z.object({
    title: text,
    propertyCategory: z.enum(['house', 'apartment', 'townhouse', 'land', 'commercial', 'residential', 'investment']),
    propertyType: z.enum(['sale', 'rent']),
    location: text,
    ...price,
  }).strict(),
}).strict();

const category = z.enum(['house', 'apartment', 'townhouse', 'land', 'commercial', 'residential', 'investment']);
const propertyType = z.enum(['sale', 'rent']);
const bedrooms = z.number().int().min(0).max(20);

/**
 * price_too_low: a submitted listing and its market, the other listings of its region as the database holds them.
 * A comparable's category, type and bedrooms are the candidate's unless given; `lister` is 'self' for the
 * candidate's lister, else a name shared by one lister's listings (each unnamed one is its own lister); `state`
 * is how the listing stands (live unless given). The bench keeps what the service's query would keep.
 */
export const priceTooLowItemSchema = z.object({
  ...base,
  listing: z.object({
    title: text, propertyCategory: category, propertyType, location: text, bedrooms: bedrooms.optional(),
    ...price, priceOnRequest: z.boolean().optional(),
  }).strict(),
  market: z.array(z.object({
    location: text, propertyCategory: category.optional(), propertyType: propertyType.optional(), bedrooms: bedrooms.optional(),
    ...price, lister: z.string().min(1).optional(),
    state: z.enum(['live', 'pending', 'draft', 'archived', 'hidden', 'suspended']).optional(),
  }).strict()),
}).strict();

export type AdvanceFeeItem = z.infer<typeof advanceFeeItemSchema>;
export type DuplicateItem = z.infer<typeof duplicateItemSchema>;
export type OldLeoneItem = z.infer<typeof oldLeoneItemSchema>;
export type PriceTooLowItem = z.infer<typeof priceTooLowItemSchema>;

export interface TrustCorpus {
  advanceFee: AdvanceFeeItem[];
  duplicateListing: DuplicateItem[];
  oldLeonePrice: OldLeoneItem[];
  priceTooLow: PriceTooLowItem[];
}

export const CORPUS_FILES = { advanceFee: 'advance-fee.json', duplicateListing: 'duplicate-listing.json', oldLeonePrice: 'old-leone-price.json', priceTooLow: 'price-too-low.json' } as const;

function load<T>(file: string, schema: z.ZodType<T>): T[] {
  const raw: unknown = JSON.parse(readFileSync(path.join(DIR, file), 'utf8'));
  return z.array(schema).parse(raw);
}

/** Reads and checks the files; throws with the item's path when one is malformed. */
export function loadTrustCorpus(): TrustCorpus {
  return {
    advanceFee: load(CORPUS_FILES.advanceFee, advanceFeeItemSchema),
    duplicateListing: load(CORPUS_FILES.duplicateListing, duplicateItemSchema),
    oldLeonePrice: load(CORPUS_FILES.oldLeonePrice, oldLeoneItemSchema),
    priceTooLow: load(CORPUS_FILES.priceTooLow, priceTooLowItemSchema),
  };
}

type Item = { half: 'tuning' | 'held-out' };

/**
 * The fixed rule that chose each item's half: within a stratum, groups of items alternate tuning, held-out, in
 * the order they first appear in the file. Written down and checked so that nobody moves a held-out item into
 * the tuning half (or the other way) to make the figures look better; new items are appended and take the half
 * the rule gives them.
 */
export function halfByRule<T extends Item>(items: readonly T[], stratum: (item: T) => string, group: (item: T) => string): ('tuning' | 'held-out')[] {
  const seen = new Map<string, Map<string, number>>();
  return items.map((item) => {
    const groups = seen.get(stratum(item)) ?? new Map<string, number>();
    seen.set(stratum(item), groups);
    const key = group(item);
    if (!groups.has(key)) groups.set(key, groups.size);
    return groups.get(key)! % 2 === 0 ? 'tuning' : 'held-out';
  });
}

/** Each file's strata and groups (README.md says why). */
export const HALF_RULES = {
  // Each item alone, stratified by label and by listing or message.
  advanceFee: { stratum: (i: AdvanceFeeItem) => `${i.label}/${i.channel}`, group: (i: AdvanceFeeItem) => i.id },
  // Pairs sharing an original stay together, so a tuner never sees the listing a held-out repost copies.
  duplicateListing: { stratum: () => 'all', group: (i: DuplicateItem) => `${i.original.title}|${i.original.address}` },
  // Each item alone, stratified by label and by kind of property (the detector's ranges differ by kind).
  oldLeonePrice: { stratum: (i: OldLeoneItem) => `${i.label}/${kindOf(i.listing.propertyCategory)}`, group: (i: OldLeoneItem) => i.id },
  // Each item alone (it carries its own market), stratified like old-leone-price.
  priceTooLow: { stratum: (i: PriceTooLowItem) => `${i.label}/${kindOf(i.listing.propertyCategory)}`, group: (i: PriceTooLowItem) => i.id },
};

export function kindOf(category: OldLeoneItem['listing']['propertyCategory']): 'residential' | 'land' | 'commercial' {
  if (category === 'land' || category === 'investment') return 'land';
  return category === 'commercial' ? 'commercial' : 'residential';
}
