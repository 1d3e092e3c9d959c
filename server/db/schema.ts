import { sql } from 'drizzle-orm';
import {
  bigint, boolean, customType, date, smallint, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { PendingListingChanges } from '../../common/schemas/property.js';
import type { FraudFlag } from '../../common/api/trust.js';
import type { ReportReason } from '../../common/trust.js';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username'),
    passwordHash: text('password_hash'),
    oidcSubject: text('oidc_subject'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    // null until a provider-signed-in user picks a type at /registration
    userType: text('user_type').$type<'owner' | 'agent' | 'admin' | 'seeker'>(),
    isAdmin: boolean('is_admin').notNull().default(false),
    accountStatus: text('account_status').$type<'pending' | 'approved' | 'rejected' | 'suspended'>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    phoneNumber: text('phone_number'),
    whatsappNumber: text('whatsapp_number'),
    address: text('address'),
    // Any contact verified. Each contact keeps its own proof: a code is only ever sent to a verified one, and a
    // changed e-mail or phone loses it until verified again.
    isVerified: boolean('is_verified').notNull().default(false),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    companyName: text('company_name'),
    licenseNumber: text('license_number'),
    yearsInBusiness: integer('years_in_business'),
    agentBio: text('agent_bio'),
    specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
    // An admin checked the agent's licence number with the regulator (issue 15); cleared when the number changes.
    licenceCheckedAt: timestamp('licence_checked_at', { withTimezone: true }),
    licenceCheckedBy: uuid('licence_checked_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    // One account per e-mail address, whatever its case; the index decides when two registrations race.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_subject_idx').on(t.oidcSubject),
    index('users_account_status_idx').on(t.accountStatus),
    index('users_phone_idx').on(t.phoneNumber),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const properties = pgTable(
  'properties',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    address: text('address').notNull().default(''),
    location: text('location'),
    propertyType: text('property_type').$type<'sale' | 'rent'>().notNull().default('sale'),
    propertyCategory: text('property_category'),
    priceUSD: numeric('price_usd', { precision: 16, scale: 2 }),
    priceSLL: numeric('price_sll', { precision: 18, scale: 2 }),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    squareFootage: integer('square_footage'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    status: text('status').$type<'draft' | 'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    isPriceReduced: boolean('is_price_reduced').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // Changes to a live listing that wait for review while the approved version stays live (decision 0009).
    pendingChanges: jsonb('pending_changes').$type<PendingListingChanges>(),
    changesSubmittedAt: timestamp('changes_submitted_at', { withTimezone: true }),
    changesRejectionReason: text('changes_rejection_reason'),
    // Fraud flags (issue 15), recomputed on every submit and edit; null until first checked (the start-up
    // backfill looks for those). An approval keeps them on record.
    fraudFlags: jsonb('fraud_flags').$type<FraudFlag[]>(),
    // Set when reports from enough different users hide the listing; cleared when an admin acts on them.
    hiddenByReportsAt: timestamp('hidden_by_reports_at', { withTimezone: true }),
  },
  (t) => [
    index('properties_user_idx').on(t.userId),
    index('properties_public_idx').on(t.status, t.isArchived, t.createdAt),
    index('properties_location_idx').on(t.location),
    index('properties_price_usd_idx').on(t.priceUSD),
    index('properties_price_sll_idx').on(t.priceSLL),
    index('properties_bedrooms_idx').on(t.bedrooms),
    // Browse and search read only live rows: partial indexes keep them small and ordered for each sort.
    index('properties_live_newest_idx').on(t.createdAt, t.id).where(sql`status = 'approved' and is_archived = false`),
    index('properties_live_price_usd_idx').on(t.priceUSD).where(sql`status = 'approved' and is_archived = false`),
    index('properties_live_price_sll_idx').on(t.priceSLL).where(sql`status = 'approved' and is_archived = false`),
    index('properties_user_archived_idx').on(t.userId, t.isArchived, t.createdAt),
    index('properties_review_queue_idx')
      .on(sql`coalesce(${t.submittedAt}, ${t.createdAt})`)
      .where(sql`status = 'pending' and is_archived = false`),
    index('properties_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.description} || ' ' || ${t.address})`,
    ),
  ],
);

// Who has seen a listing today, so a listing's view count counts people, not page loads: a signed-in viewer
// by account, a visitor by a salted one-way hash of address and browser (never stored in the clear). Rows
// older than yesterday are pruned; only the count on the listing is kept.
export const listingViews = pgTable(
  'listing_views',
  {
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.viewer, t.day] }), index('listing_views_day_idx').on(t.day)],
);

export const priceHistory = pgTable(
  'price_history',
  {
    id: id(),
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    currency: text('currency').$type<'USD' | 'SLL'>().notNull(),
    oldPrice: numeric('old_price', { precision: 18, scale: 2 }),
    newPrice: numeric('new_price', { precision: 18, scale: 2 }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_history_property_idx').on(t.propertyId)],
);

export const media = pgTable(
  'media',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'image' | 'video'>().notNull().default('image'),
    status: text('status').$type<'pending' | 'approved' | 'flagged' | 'rejected'>().notNull().default('pending'),
    mimeType: text('mime_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes').notNull().default(0),
    position: integer('position').notNull().default(0),
    // Dominant colour, shown while the photo loads on a slow connection.
    placeholderColor: text('placeholder_color'),
    moderation: jsonb('moderation').$type<{ warnings: string[]; flags: string[]; score: number }>(),
    createdAt: createdAt(),
  },
  (t) => [index('media_property_idx').on(t.propertyId, t.position), index('media_user_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    senderId: uuid('sender_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // The message asks for money before a viewing (issue 15): the receiver sees a warning under it.
    safetyWarning: boolean('safety_warning').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
    index('messages_sender_idx').on(t.senderId, t.createdAt),
    index('messages_property_idx').on(t.propertyId),
    index('messages_warned_sender_idx').on(t.senderId).where(sql`safety_warning`),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').$type<'email' | 'phone'>().notNull(),
    contact: text('contact').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.createdAt)],
);

// One-time codes of the signed-out journeys (forgot password, phone sign-in). Every request leaves a row, also
// when no account matches (user_id null, nothing sent), so the answer is the same either way and the rate limits
// count in the database: several servers agree, and a restart forgets nothing.
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').$type<'password_reset' | 'phone_sign_in'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>(),
    contact: text('contact'),
    // What the person typed, normalised (identifier or phone): limited per address typed.
    subjectKey: text('subject_key').notNull(),
    // One-way hash of the requesting IP address: limited per network address.
    requesterHash: text('requester_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_subject_idx').on(t.purpose, t.subjectKey, t.createdAt),
    index('one_time_codes_requester_idx').on(t.purpose, t.requesterHash, t.createdAt),
    index('one_time_codes_user_idx').on(t.userId, t.createdAt),
  ],
);

export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').$type<'property' | 'user'>().notNull(),
    targetId: uuid('target_id').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_target_idx').on(t.targetType, t.targetId)],
);

// The leone-per-dollar rate, one row per change (the newest is in force): conversions and cross-currency
// price filters and sorts use it. The migration stores a default, so it exists without demo data.
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: id(),
    sllPerUsd: numeric('sll_per_usd', { precision: 12, scale: 4 }).notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('exchange_rates_created_idx').on(t.createdAt)],
);

// What admins did, for any kind of action (settings first; other admin actions can write here too).
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

// A perceptual fingerprint per listing photo (issue 15, decision 0013): a colour thumbnail to confirm matches.
export const photoFingerprints = pgTable('photo_fingerprints', {
  mediaId: uuid('media_id').primaryKey().references(() => media.id, { onDelete: 'cascade' }),
  thumb: bytea('thumb').notNull(),
  createdAt: createdAt(),
});

// The photo's hashes (whole and cropped variants), each cut in four 16-bit bands that are indexed: a lookup
// reads only the rows that share a band with the new photo, whatever the number of listings.
export const photoHashes = pgTable(
  'photo_hashes',
  {
    mediaId: uuid('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
    variant: smallint('variant').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.variant] }),
    index('photo_hashes_band0_idx').on(t.band0),
    index('photo_hashes_band1_idx').on(t.band1),
    index('photo_hashes_band2_idx').on(t.band2),
    index('photo_hashes_band3_idx').on(t.band3),
  ],
);

// MinHash bands of a listing's normalised text: listings sharing a band are the only candidates for a
// duplicate check, so it never scans the table.
export const listingTextBands = pgTable(
  'listing_text_bands',
  {
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    band: smallint('band').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.band] }), index('listing_text_bands_value_idx').on(t.band, t.value)],
);

// A user's report of a listing (issue 15): one per user per listing; open until an admin acts.
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    details: text('details'),
    status: text('status').$type<'open' | 'dismissed' | 'upheld'>().notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_reports_one_per_user_idx').on(t.propertyId, t.reporterId),
    index('listing_reports_open_idx').on(t.createdAt).where(sql`status = 'open'`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type Media = typeof media.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type ListingReport = typeof listingReports.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
