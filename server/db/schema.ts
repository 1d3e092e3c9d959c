import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, boolean, customType, date, smallint, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import type { PendingListingChanges } from '../../common/schemas/listing.js';
import type { FraudFlag } from '../../common/api/trust.js';
import type { ReportReason } from '../../common/trust.js';
import type { DocumentCheck, DocumentKind } from '../../common/documents.js';
import type { ViewingOutcome, ViewingSide, ViewingStatus } from '../../common/viewings.js';

/** PostgreSQL's full-text document type; read back as its text form (nothing in the app reads it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    // An e-mail or SMS when a message waits unread (issue 17); the profile turns it off.
    messageNotices: boolean('message_notices').notNull().default(true),
    // E-mails or SMS about viewings: confirmations, changes and reminders (issue 32); the person can turn them off.
    viewingNotices: boolean('viewing_notices').notNull().default(true),
    // An admin checked the agent's licence number with the regulator (issue 15); cleared when the number changes.
    licenceCheckedAt: timestamp('licence_checked_at', { withTimezone: true }),
    licenceCheckedBy: uuid('licence_checked_by'),
    // The number the admin checked (issue 30): the badge shows only while it is still the agent's number.
    licenceCheckedNumber: text('licence_checked_number'),
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

// Live message streams open on any server process, so the cap per user holds across processes (issue 28).
// Each process marks its rows seen every few seconds; rows of a process that died stop counting once stale and
// are swept. A deleted session takes its streams' rows with it (the streams themselves end by a live event).
export const messageStreams = pgTable(
  'message_streams',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    processId: uuid('process_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('message_streams_user_idx').on(t.userId, t.openedAt), index('message_streams_process_idx').on(t.processId)],
);

/**
 * The bedrooms part of a listing's kind for price_too_low: -1 for categories priced without bedrooms (like
 * isSameKind) and for a home without them. price-comparables.ts filters on the same expression, so the index serves.
 */
export function marketBedroomsKey(t: { propertyCategory: AnyPgColumn; bedrooms: AnyPgColumn }): SQL {
  return sql`coalesce(case when ${t.propertyCategory} in ('land', 'investment', 'commercial') then null else ${t.bedrooms} end, -1)`;
}

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
    // The words text search matches, kept by PostgreSQL: a row is tested without rebuilding its document, so
    // no plan can make a search cost a to_tsvector per listing (decision 0010).
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', ${properties.title} || ' ' || ${properties.description} || ' ' || ${properties.address})`,
    ),
    // Fraud flags (issue 15), recomputed on every submit and edit; null until first checked (the start-up
    // backfill looks for those). An approval keeps them on record.
    fraudFlags: jsonb('fraud_flags').$type<FraudFlag[]>(),
    // Set when reports from enough different users hide the listing; cleared when an admin acts on them.
    hiddenByReportsAt: timestamp('hidden_by_reports_at', { withTimezone: true }),
    // The builder session's idempotency key (a UUID the browser makes when the builder opens): a create sent
    // again with the same key by the same lister answers the listing it made, never a second one.
    draftKey: uuid('draft_key'),
    // Ownership documents (issue 32, decision 0020): the kinds an admin saw, by whom and when (public as a
    // badge, never the files), the admin's checklist and note, and a request for more with its reason.
    documentsSeenKinds: text('documents_seen_kinds').array().$type<DocumentKind[]>().notNull().default(sql`'{}'::text[]`),
    documentsSeenBy: uuid('documents_seen_by').references(() => users.id, { onDelete: 'set null' }),
    documentsSeenAt: timestamp('documents_seen_at', { withTimezone: true }),
    documentsReview: jsonb('documents_review').$type<{ checks: DocumentCheck[]; note: string }>(),
    documentsRequestReason: text('documents_request_reason'),
    documentsRequestedAt: timestamp('documents_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('properties_user_idx').on(t.userId),
    uniqueIndex('properties_user_draft_key_idx').on(t.userId, t.draftKey),
    index('properties_public_idx').on(t.status, t.isArchived, t.createdAt),
    index('properties_location_idx').on(t.location),
    index('properties_price_usd_idx').on(t.priceUSD),
    index('properties_price_sll_idx').on(t.priceSLL),
    index('properties_bedrooms_idx').on(t.bedrooms),
    // Browse and search read only live rows: partial indexes keep them small and ordered for each sort.
    index('properties_live_newest_idx').on(t.createdAt, t.id).where(sql`status = 'approved' and is_archived = false`),
    index('properties_live_price_usd_idx').on(t.priceUSD).where(sql`status = 'approved' and is_archived = false`),
    index('properties_live_price_sll_idx').on(t.priceSLL).where(sql`status = 'approved' and is_archived = false`),
    // Saved-search alerts read what went live since their last check.
    index('properties_live_approved_idx').on(t.approvedAt).where(sql`status = 'approved' and is_archived = false`),
    index('properties_user_archived_idx').on(t.userId, t.isArchived, t.createdAt),
    index('properties_review_queue_idx')
      .on(sql`coalesce(${t.submittedAt}, ${t.createdAt})`)
      .where(sql`status = 'pending' and is_archived = false`),
    index('properties_search_vector_idx').using('gin', t.searchVector),
    // The "Documents seen" search filter reads only live listings with papers seen, newest first.
    index('properties_live_documents_seen_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'approved' and is_archived = false and cardinality(documents_seen_kinds) > 0`),
    // price_too_low's market (issue 30): the newest live listings of one kind in one place, read in order.
    index('properties_live_market_idx')
      .on(t.location, t.propertyType, t.propertyCategory, marketBedroomsKey(t), t.createdAt)
      .where(sql`status = 'approved' and is_archived = false`),
  ],
);

// A lister's ownership papers for a listing: private (lister and admins only), stored under an unguessable key
// outside the public media store. sha256 finds the same file reused on other listers' listings.
export const listingDocuments = pgTable(
  'listing_documents',
  {
    id: id(),
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_documents_property_idx').on(t.propertyId, t.createdAt), index('listing_documents_sha256_idx').on(t.sha256)],
);

// Who has seen a listing today, so a listing's view count counts people, not page loads: a signed-in viewer
// by account, a visitor by a salted one-way hash of the address (never stored in the clear). Rows
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

// A listing's performance day by day (issue 33, decision 0023): counted views and inquiries, added in the same
// statement that counts a view (listing-view-count.ts) or records a listing's first message from a person
// (listing-inquiries.ts). listing_views forgets who viewed before yesterday; these rows keep the numbers.
// Read one listing by its primary key (at most 90 days); days older than that may be pruned.
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    inquiries: integer('inquiries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] }), index('listing_daily_stats_day_idx').on(t.day)],
);

// Who has inquired about a listing: one row per person per listing, written with their first message to its
// lister about it. The key makes "first" exact under concurrent sends: only the insert that makes the row
// counts an inquiry in listing_daily_stats.
export const listingInquiries = pgTable(
  'listing_inquiries',
  {
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    personId: uuid('person_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.personId] })],
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
  (t) => [
    index('price_history_property_idx').on(t.propertyId),
    // Saved-search alerts read the cuts since their last check.
    index('price_history_changed_idx').on(t.changedAt),
  ],
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
    // When the unread-message notice job dealt with this message (sent a notice, or decided none is due).
    noticeHandledAt: timestamp('notice_handled_at', { withTimezone: true }),
    // The message asks for money before a viewing (issue 15): the receiver sees a warning under it.
    safetyWarning: boolean('safety_warning').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_receiver_idx').on(t.receiverId, t.createdAt),
    // The notice job reads only unread messages it has not handled: a small partial index, whatever the table size.
    index('messages_notice_due_idx').on(t.createdAt).where(sql`read_at is null and notice_handled_at is null`),
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
    // One-way hash of who asked: the IP address, or the device cookie of a device known to the account
    // (decision 0017): limited per requester.
    requesterHash: text('requester_hash').notNull(),
    // Asked by a browser that has signed in to the account before: outside the inbox's budget for strangers.
    fromKnownDevice: boolean('from_known_device').notNull().default(false),
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
    index('one_time_codes_contact_idx').on(t.contact, t.createdAt),
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

// E-mail and SMS notices (not the codes a person is waiting for) go out from here: written in the same
// transaction as the decision they announce, so a restart loses none, and sent by a worker in every server
// process that claims due rows with FOR UPDATE SKIP LOCKED, retrying with backoff (server/lib/notice-queue.ts).
export const noticeQueue = pgTable(
  'notice_queue',
  {
    id: id(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    // While a worker sends, this is pushed past its lease, so no other worker picks the row up.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('notice_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)],
);

// Several servers, one product (decision 0011): what used to live in one process's memory lives here, so every
// server process on the database sees the same limits, lockouts and job schedule.

// Background jobs: one row per job. A server runs a job only after moving next_run_at forward in one UPDATE
// (`where next_run_at <= now()`), so of several servers exactly one wins each turn.
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
});

// Request counts for @fastify/rate-limit, one row per route and client key; a row whose window has passed
// starts again at 1 on its next hit and is deleted by housekeeping.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

// Failed password sign-ins, per (account, address) and per account ('*' as the address): see
// server/features/auth/attempts.ts. Rows leave only when their window has passed, so no number of other
// names tried can make the server forget an account under attack.
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
    // The account-wide row only: unknown devices may not try again before this (a growing delay, decision 0017).
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.account, t.address] }), index('sign_in_failures_reset_idx').on(t.resetAt)],
);

// Browsers that have signed in to an account (OWASP device cookies, decision 0017): the cookie holds a random
// token, a row per account it signed in to holds the token's SHA-256 and that device's own recent failures.
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    deviceHash: text('device_hash').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    failuresResetAt: timestamp('failures_reset_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceHash, t.userId] }),
    index('trusted_devices_user_idx').on(t.userId),
    index('trusted_devices_expires_idx').on(t.expiresAt),
  ],
);

// Small secrets every server must share, made on first use: e.g. the day's salt for listing-view hashes.
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
// Homes saved with the heart by signed-in users, with the price when saved so the Saved page can tell a cut.
export const savedListings = pgTable(
  'saved_listings',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    priceAtSaveUSD: numeric('price_at_save_usd', { precision: 16, scale: 2 }),
    priceAtSaveSLL: numeric('price_at_save_sll', { precision: 18, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('saved_listings_user_idx').on(t.userId, t.savedAt),
    // A lister's performance page counts one listing's saves (issue 33).
    index('saved_listings_property_idx').on(t.propertyId),
  ],
);

// A read-only link to someone's saved homes: one per user, only the token's hash is kept (decision 0016).
export const shortlistLinks = pgTable(
  'shortlist_links',
  {
    userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shortlist_links_token_idx').on(t.tokenHash)],
);

// Saved searches with alerts. checked_until is the watermark: everything approved or cut up to it was
// considered; next_check_at is when the job looks again (instant: every run; daily; weekly).
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, string | number>>().notNull(),
    frequency: text('frequency').$type<'instant' | 'daily' | 'weekly' | 'off'>().notNull(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    // A random token in the unsubscribe link: it stops this one search's alerts, nothing else (decision 0016).
    unsubscribeToken: text('unsubscribe_token').notNull(),
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('saved_searches_unsubscribe_idx').on(t.unsubscribeToken),
    index('saved_searches_due_idx').on(t.nextCheckAt).where(sql`frequency <> 'off'`),
  ],
);

// What each saved search already announced: a listing is "new" once, each price cut once. The primary key makes
// a second notice of the same thing impossible, whatever runs where.
export const savedSearchSentItems = pgTable(
  'saved_search_sent_items',
  {
    savedSearchId: uuid('saved_search_id').notNull().references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    // 'new', or 'cut:<price_history id>'
    itemKey: text('item_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.propertyId, t.itemKey] })],
);

// The last unread-message notice per conversation (receiver, other person, listing): at most one an hour.
export const conversationNotices = pgTable(
  'conversation_notices',
  {
    receiverId: uuid('receiver_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    conversationKey: text('conversation_key').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiverId, t.conversationKey] })],
);

// A listing photo that has been fingerprinted (its hashes are in photo_hashes) and so checked once (decision 0013);
// the row's insert is what lets only one server fingerprint a photo.
export const photoFingerprints = pgTable('photo_fingerprints', {
  mediaId: uuid('media_id').primaryKey().references(() => media.id, { onDelete: 'cascade' }),
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
    // Each band with the hash and the photo in the index, so the lookup reads only index pages (an index-only
    // scan): at 100,000 listings one photo shares a band with ~16,000 rows, one heap page each (decision 0013).
    index('photo_hashes_band0_hash_idx').on(t.band0, t.hash, t.mediaId),
    index('photo_hashes_band1_hash_idx').on(t.band1, t.hash, t.mediaId),
    index('photo_hashes_band2_hash_idx').on(t.band2, t.hash, t.mediaId),
    index('photo_hashes_band3_hash_idx').on(t.band3, t.hash, t.mediaId),
  ],
);

// MinHash bands of a listing's normalised text: listings sharing a band are the only candidates for a
// duplicate check, so it never scans the table. A key's rows are read newest first (checked_at, when the listing's
// keys were stored, at each check), at most a fixed number: a town's key is shared by thousands (decision 0013).
export const listingTextBands = pgTable(
  'listing_text_bands',
  {
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    band: smallint('band').notNull(),
    value: integer('value').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The listing in the index too, so reading a key's newest rows touches no table page (an index-only scan).
  (t) => [primaryKey({ columns: [t.propertyId, t.band] }), index('listing_text_bands_newest_idx').on(t.band, t.value, t.checkedAt, t.propertyId)],
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
    // Where an open report came from, keyed so it cannot be read back (decision 0018): the address's HMAC under a
    // server secret and the device cookie's SHA-256 (as in trusted_devices). They only tell whether two reporters
    // are related, and are cleared when an admin resolves the report.
    addressHash: text('address_hash'),
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_reports_one_per_user_idx').on(t.propertyId, t.reporterId),
    index('listing_reports_open_idx').on(t.createdAt).where(sql`status = 'open'`),
    // A reporter's daily limit and record (reports made, upheld, dismissed).
    index('listing_reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
);

// Viewings (issue 32, decision 0021): a verified hunter asks to see a live listing at up to three times inside
// the lister's hours; the other side accepts one, declines or proposes others (proposed_by says whose proposal
// waits). A confirmed viewing holds its slot (one confirmed viewing per lister and start time) and earns both
// people two reminders, each claimed once by the reminder job (its *_reminded_at column, set under a row lock).
export const viewings = pgTable(
  'viewings',
  {
    id: id(),
    propertyId: uuid('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    hunterId: uuid('hunter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    listerId: uuid('lister_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ViewingStatus>().notNull().default('requested'),
    /** The times waiting for an answer (ISO strings, 1 to 3), proposed by proposed_by. */
    proposedTimes: jsonb('proposed_times').$type<string[]>().notNull(),
    proposedBy: text('proposed_by').$type<ViewingSide>().notNull().default('hunter'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    note: text('note'),
    /** The reason given with the last decline, proposal, reschedule or cancellation. */
    reason: text('reason'),
    lastActedBy: uuid('last_acted_by').references(() => users.id, { onDelete: 'set null' }),
    lastActedAt: timestamp('last_acted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Each side's own account of a viewing that was due: both are kept, neither overwrites the other. */
    hunterOutcome: text('hunter_outcome').$type<ViewingOutcome>(),
    listerOutcome: text('lister_outcome').$type<ViewingOutcome>(),
    dayReminderAt: timestamp('day_reminder_at', { withTimezone: true }),
    hourReminderAt: timestamp('hour_reminder_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "My upcoming / past viewings", as hunter and as lister.
    index('viewings_hunter_idx').on(t.hunterId, t.scheduledAt),
    index('viewings_lister_idx').on(t.listerId, t.scheduledAt),
    // The open-request cap per hunter and the daily request limit.
    index('viewings_hunter_created_idx').on(t.hunterId, t.createdAt),
    // A lister's performance page counts the viewings requested of one listing (issue 33).
    index('viewings_property_idx').on(t.propertyId),
    // A lister's slot holds one confirmed viewing (the service also refuses overlaps under a lock).
    uniqueIndex('viewings_lister_slot_idx').on(t.listerId, t.scheduledAt).where(sql`status = 'confirmed'`),
    // The reminder job reads confirmed viewings whose reminder is still due, by time.
    index('viewings_day_reminder_due_idx').on(t.scheduledAt).where(sql`status = 'confirmed' and day_reminder_at is null`),
    index('viewings_hour_reminder_due_idx').on(t.scheduledAt).where(sql`status = 'confirmed' and hour_reminder_at is null`),
    // The admin's counts of recent requests (bounded by time).
    index('viewings_created_idx').on(t.createdAt),
    // The admin's list of repeated no-shows reads only the viewings marked "did not come", never the whole table.
    index('viewings_hunter_no_show_idx').on(t.hunterId).where(sql`lister_outcome = 'no_show'`),
    index('viewings_lister_no_show_idx').on(t.listerId).where(sql`hunter_outcome = 'no_show'`),
  ],
);

// A lister's weekly viewing hours (Sierra Leone time, which is UTC all year): on the profile (property_id null)
// or for one listing, which then uses only its own windows.
export const viewingHours = pgTable(
  'viewing_hours',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [index('viewing_hours_user_idx').on(t.userId, t.propertyId)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type Media = typeof media.$inferSelect;
export type ListingDocument = typeof listingDocuments.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type SavedSearch = typeof savedSearches.$inferSelect;
export type ListingReport = typeof listingReports.$inferSelect;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type Notice = typeof noticeQueue.$inferSelect;
export type Viewing = typeof viewings.$inferSelect;
export type ViewingHoursRow = typeof viewingHours.$inferSelect;

// One row whose value changes in the same transaction as any write that can change what the public listing
// reads answer (listings, their photos, listers, the exchange rate). Triggers bump it (decision 0010), so every
// server process can key its caches by it and see another process's write at once.
export const listingGeneration = pgTable('listing_generation', {
  id: integer('id').primaryKey().default(1),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

// Data steps run once at start-up (server/db/data-steps.ts): a row per step done, claimed in the step's own
// transaction, so a step runs once in a database's life however many servers start, and never half.
export const dataSteps = pgTable('data_steps', {
  name: text('name').primaryKey(),
  rowsChanged: integer('rows_changed').notNull().default(0),
  doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
});

// Price guides (issue 33, decision 0024): each area's asking prices by kind, one row per month. Stored so a guide
// page is one indexed read whatever the listings table holds; written only by the price-guides job
// (server/features/prices/price-guide-refresh.ts). `area` is 'place:Lumley', 'district:Kono' or 'region:Freetown';
// bedrooms is the market key (marketBedroomsKey: -1 for land, commercial and investment). Amounts are leones at
// the rate of `sllPerUsd` (a dollar price converted at it); a past month keeps what was live in that month.
export const priceGuideMonths = pgTable(
  'price_guide_months',
  {
    area: text('area').notNull(),
    propertyType: text('property_type').$type<'sale' | 'rent'>().notNull(),
    propertyCategory: text('property_category').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    listings: integer('listings').notNull(),
    medianSLL: numeric('median_sll', { precision: 18, scale: 2 }),
    lowSLL: numeric('low_sll', { precision: 18, scale: 2 }),
    highSLL: numeric('high_sll', { precision: 18, scale: 2 }),
    sllPerUsd: numeric('sll_per_usd', { precision: 12, scale: 4 }).notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.area, t.propertyType, t.propertyCategory, t.bedrooms, t.month] }),
    // The job's turn of the month: last month's keys that have no row for this month yet.
    index('price_guide_months_month_idx').on(t.month),
  ],
);

// The places and kinds whose figures a listing change has made stale: written by triggers in the writer's own
// transaction (migration 0027), read and emptied by the price-guides job. A key is one place's listings of one kind.
export const priceGuideStale = pgTable(
  'price_guide_stale',
  {
    location: text('location').notNull(),
    propertyType: text('property_type').$type<'sale' | 'rent'>().notNull(),
    propertyCategory: text('property_category').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.location, t.propertyType, t.propertyCategory, t.bedrooms] })],
);
