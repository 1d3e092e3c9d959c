import { z } from 'zod';
import {
  DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH, FEATURES, LISTING_PHOTOS_MIN, MAX_UPLOAD_FILES, TITLE_MAX_LENGTH, TITLE_MIN_LENGTH, PRICE_MAX_AMOUNT, PROPERTY_CATEGORIES, PROPERTY_TYPES, ROOMS_MAX, SQUARE_FEET_MAX,
} from '../constants.js';
import { PLACE_NAMES } from '../places.js';
import { isShouting } from '../text-rules.js';

/** Prices arrive as numbers or strings and are kept as decimal strings with 2 places, or null. */
export const priceSchema = z
  .union([z.string(), z.number(), z.null(), z.undefined()])
  // zod 4 refuses a missing key unless the schema is optional, and drafts may leave any field out.
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = String(value).trim().replace(/,/g, '');
    if (text === '') return null;
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a positive amount with at most 2 decimals' });
      return z.NEVER;
    }
    const amount = Number(text);
    if (amount > PRICE_MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: 'Price is too large' });
      return z.NEVER;
    }
    return amount.toFixed(2);
  });

const count = (label: string, max: number) =>
  z
    .union([z.number(), z.string(), z.null(), z.undefined()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a whole number, 0 or more` });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: 'custom', message: `${label} cannot exceed ${max.toLocaleString('en-US')}` });
        return z.NEVER;
      }
      return n;
    });

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** Fields of a listing as the form and the API send them. Drafts may leave any of them empty. */
export const listingFieldsSchema = z.object({
  title: optionalText(TITLE_MAX_LENGTH, 'Title'),
  description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description'),
  address: optionalText(200, 'Address'),
  location: z.enum(PLACE_NAMES as [string, ...string[]], { error: 'Choose a location from the list' }).nullish().transform((v) => v ?? null),
  propertyType: z.enum(PROPERTY_TYPES, { error: 'Listing type must be sale or rent' }).default('sale'),
  propertyCategory: z.enum(PROPERTY_CATEGORIES, { error: 'Choose a category from the list' }).nullish().transform((v) => v ?? null),
  bedrooms: count('Bedrooms', ROOMS_MAX),
  bathrooms: count('Bathrooms', ROOMS_MAX),
  squareFootage: count('Square footage', SQUARE_FEET_MAX),
  priceUSD: priceSchema,
  priceSLL: priceSchema,
  priceOnRequest: z.boolean().default(false),
  features: z
    .array(z.enum(FEATURES, { error: 'Unknown feature' }))
    .max(FEATURES.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  images: z.array(z.uuid('Unknown photo')).max(MAX_UPLOAD_FILES, `At most ${MAX_UPLOAD_FILES} files`).default([]),
  videos: z.array(z.uuid('Unknown video')).max(MAX_UPLOAD_FILES, `At most ${MAX_UPLOAD_FILES} files`).default([]),
});

export const LISTING_TEXT_MESSAGES = {
  titleRequired: 'Title is required',
  titleShort: `Title must be at least ${TITLE_MIN_LENGTH} characters, e.g. "3-bedroom house in Lumley"`,
  titleShouting: 'Please write the title in normal letters, not mostly capitals (capitals read as shouting)',
  descriptionShort: `Description must be at least ${DESCRIPTION_MIN_LENGTH} characters: say what a buyer or tenant needs to know`,
  descriptionShouting: 'Please write the description in normal letters, not mostly capitals (capitals read as shouting)',
  photoRequired: 'Add at least one photo before you submit for review (a draft may have none)',
} as const;

/** What "Submit for Review" needs on top of the field rules. Drafts skip these, so no work is ever refused. */
export function addSubmitIssues(value: z.output<typeof listingFieldsSchema>, ctx: z.RefinementCtx) {
  const m = LISTING_TEXT_MESSAGES;
  if (!value.title) ctx.addIssue({ code: 'custom', path: ['title'], message: m.titleRequired });
  else if (value.title.length < TITLE_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: ['title'], message: m.titleShort });
  else if (isShouting(value.title)) ctx.addIssue({ code: 'custom', path: ['title'], message: m.titleShouting });
  if (value.description.length < DESCRIPTION_MIN_LENGTH) ctx.addIssue({ code: 'custom', path: ['description'], message: m.descriptionShort });
  else if (isShouting(value.description)) ctx.addIssue({ code: 'custom', path: ['description'], message: m.descriptionShouting });
  if (value.images.length < LISTING_PHOTOS_MIN) ctx.addIssue({ code: 'custom', path: ['images'], message: m.photoRequired });
  // The place puts the listing on the map and in location searches, so a live listing needs one.
  if (!value.location) ctx.addIssue({ code: 'custom', path: ['location'], message: 'Location is required' });
  if (!value.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'Address is required' });
  const priced = Number(value.priceUSD ?? 0) > 0 || Number(value.priceSLL ?? 0) > 0;
  if (!priced && !value.priceOnRequest) {
    ctx.addIssue({ code: 'custom', path: ['priceUSD'], message: "Enter a price in USD or leones, or choose 'Price on request'" });
  }
}

export const listingSubmitSchema = listingFieldsSchema.superRefine(addSubmitIssues);

const listingWriteFieldsSchema = listingFieldsSchema.extend({
  status: z.enum(['draft', 'pending'], { error: 'Status must be draft or pending' }).default('pending'),
});

/** POST/PUT body: the fields plus whether the lister saves a draft or submits for review. */
export const listingWriteSchema = listingWriteFieldsSchema.superRefine((value, ctx) => {
  if (value.status === 'pending') addSubmitIssues(value, ctx);
});
export type ListingWriteInput = z.input<typeof listingWriteSchema>;
export type ListingWrite = z.output<typeof listingWriteSchema>;

export const DRAFT_KEY_MESSAGE = 'Draft key must be a UUID, e.g. 0b6f7c9e-2f1a-4c3d-9e8b-5a4d3c2b1a09';

/**
 * POST body: a write plus the builder session's draft key, a random UUID the builder makes when it opens. The
 * same key sent again by the same lister answers the listing the first call made (200, its values unchanged)
 * instead of a second one (201); without a key every call makes a new listing.
 */
export const listingCreateSchema = listingWriteFieldsSchema
  .extend({ draftKey: z.uuid(DRAFT_KEY_MESSAGE).nullish().transform((v) => v?.toLowerCase() ?? null) })
  .superRefine((value, ctx) => {
    if (value.status === 'pending') addSubmitIssues(value, ctx);
  });
export type ListingCreateInput = z.input<typeof listingCreateSchema>;
export type ListingCreate = z.output<typeof listingCreateSchema>;

export const reviewSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
    rejectionReason: z.string().trim().max(1000, 'Reason cannot exceed 1000 characters').nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'rejected' && !value.rejectionReason) {
      ctx.addIssue({ code: 'custom', path: ['rejectionReason'], message: 'Please provide a reason for rejection.' });
    }
  });
export type ReviewInput = z.infer<typeof reviewSchema>;

/**
 * A live listing's fields that an admin checks again when they change (decision 0009). Price, price on request
 * and archive change at once; so do small title and description fixes and a new order of the same photos.
 */
export const REVIEWED_LISTING_FIELDS = [
  'title', 'description', 'address', 'location', 'propertyType', 'propertyCategory', 'bedrooms', 'bathrooms',
  'squareFootage', 'features', 'images', 'videos',
] as const;
export type ReviewedListingField = (typeof REVIEWED_LISTING_FIELDS)[number];
export type ReviewedListingValues = Pick<ListingWrite, ReviewedListingField>;

/**
 * A live listing's price fields: they change at once, unless the new price is one the fraud checks flag and the
 * live price was not (bait: far below the market, or old leones); then they wait for review too (decision 0009).
 */
export const LIVE_PRICE_FIELDS = ['priceUSD', 'priceSLL', 'priceOnRequest'] as const;
export type LivePriceField = (typeof LIVE_PRICE_FIELDS)[number];
export type LivePriceValues = Pick<ListingWrite, LivePriceField>;
export type PendingListingField = ReviewedListingField | LivePriceField;
/** The proposed reviewed fields, and the proposed price (absent in proposals stored before prices could wait). */
export type PendingListingValues = ReviewedListingValues & Partial<LivePriceValues>;

/** Stored with the live listing until an admin approves (applies) or rejects (drops) them. */
export interface PendingListingChanges {
  fields: PendingListingField[];
  values: PendingListingValues;
}
