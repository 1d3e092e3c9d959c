// A listing as every listing endpoint presents it (server properties.presenter presentListing): the browse
// and search cards, the detail page, the lister's lists, the admin's queue and the answers to listing writes
// all carry the same shape. What differs by caller is only which values are withheld (null, [] or hidden
// photos), never which fields are there.
import { z } from 'zod';
import { LISTING_STATUSES } from '../states.js';
import { PROPERTY_TYPES } from '../constants.js';
import { accountStatusSchema, userTypeSchema } from './users.js';
import { mediaStatusSchema } from './media.js';
import { fraudFlagSchema, listerBadgesSchema } from './trust.js';
import { documentsRequestSchema, documentsSeenSchema } from './documents.js';

const isoDate = z.iso.datetime();

export const listingPhotoSchema = z.strictObject({
  id: z.string(),
  /** 480 px wide WebP: cards and thumbnails. */
  sm: z.string(),
  /** 768 px: the detail gallery on phones. */
  ph: z.string(),
  /** 960 px: quick view, and the detail gallery on dense phones and wide screens. */
  md: z.string(),
  /** 1600 px: the detail gallery on wide screens. */
  lg: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholderColor: z.string().nullable(),
  status: mediaStatusSchema,
});
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

export const listingVideoFileSchema = z.strictObject({ id: z.string(), url: z.string(), status: mediaStatusSchema });
export type ListingVideoFile = z.infer<typeof listingVideoFileSchema>;

/** The lister beside a listing. Agents' business details are public; an owner's contacts may be withheld. */
export const listerSchema = z.strictObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  accountStatus: accountStatusSchema,
  companyName: z.string().nullable(),
  yearsInBusiness: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  agentBio: z.string().nullable(),
  specializations: z.array(z.string()),
  phoneNumber: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  email: z.string().nullable(),
  /** True when the lister has contact details the caller may not see yet (owners, to unverified users). */
  contactHidden: z.boolean(),
  /** What the site checked about the lister (what each promises is on /trust). */
  badges: listerBadgesSchema,
});
export type Lister = z.infer<typeof listerSchema>;

/**
 * Changes to a live listing waiting for review (decision 0009), as the lister and admins see them: which fields
 * changed and the proposed version of the reviewed fields and of the price (the live price unless a flagged price
 * waits). null for everyone else and when nothing waits.
 */
export const pendingListingChangesSchema = z.strictObject({
  fields: z.array(z.string()),
  submittedAt: isoDate,
  title: z.string(),
  description: z.string(),
  address: z.string(),
  location: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
  propertyCategory: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  squareFootage: z.number().int().nullable(),
  features: z.array(z.string()),
  /** Decimal strings, as the listing's own. */
  priceUSD: z.string().nullable(),
  priceSLL: z.string().nullable(),
  priceOnRequest: z.boolean(),
  photos: z.array(listingPhotoSchema),
  videoFiles: z.array(listingVideoFileSchema),
});
export type PendingListingChangesView = z.infer<typeof pendingListingChangesSchema>;

export const listingSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  user: listerSchema,
  title: z.string(),
  description: z.string(),
  address: z.string(),
  location: z.string().nullable(),
  /** The photos' md URLs (spec section 3 names this field). */
  images: z.array(z.string()),
  photos: z.array(listingPhotoSchema),
  videos: z.array(z.string()),
  /** The edit form sends ids back: photos[].id and videoFiles[].id. */
  videoFiles: z.array(listingVideoFileSchema),
  propertyCategory: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES),
  /** Decimal strings, as PostgreSQL numeric arrives. */
  priceUSD: z.string().nullable(),
  priceSLL: z.string().nullable(),
  priceOnRequest: z.boolean(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  squareFootage: z.number().int().nullable(),
  features: z.array(z.string()),
  status: z.enum(LISTING_STATUSES),
  /** Only the lister and admins read it; null for everyone else. */
  rejectionReason: z.string().nullable(),
  isPriceReduced: z.boolean(),
  isArchived: z.boolean(),
  viewCount: z.number().int().min(0),
  /** null when the caller may not see it (only the lister and admins do). */
  inquiryCount: z.number().int().min(0).nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  submittedAt: isoDate.nullable(),
  approvedAt: isoDate.nullable(),
  pendingChanges: pendingListingChangesSchema.nullable(),
  /** Why an admin turned down the last changes to this live listing (lister and admins only). */
  changesRejectionReason: z.string().nullable(),
  /** Fraud flags (issue 15): admins only, null for everyone else and before the listing was first checked. */
  flags: z.array(fraudFlagSchema).nullable(),
  /** Hidden from the public by reports until an admin acts (admins only; false for everyone else). */
  hiddenByReports: z.boolean(),
  /** The kinds of ownership document an admin saw, and when (issue 32): public, never the files themselves. */
  documentsSeen: documentsSeenSchema.nullable(),
  /** An admin's request for more papers, with its reason (lister and admins only; null for everyone else). */
  documentsRequest: documentsRequestSchema.nullable(),
});
/**
 * GET /api/properties/:id; the items of GET /api/properties, /my, /archived, /api/admin/properties/pending
 * and /api/properties/search; the answer of POST and PUT /api/properties(/:id), archive, restore and review.
 */
export type Listing = z.infer<typeof listingSchema>;

/** DELETE /api/properties/:id. */
export const deletedListingSchema = z.strictObject({ id: z.string(), deleted: z.literal(true) });
export type DeletedListing = z.infer<typeof deletedListingSchema>;

const count = z.number().int().min(0);

/** GET /api/properties/stats (spec section 3): counts of live listings by category. */
export const propertyStatsSchema = z.strictObject({
  total: count,
  residential: count,
  commercial: count,
  land: count,
  investment: count,
});
export type PropertyStats = z.infer<typeof propertyStatsSchema>;
