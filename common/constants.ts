// Business constants and limits live here once: the zod schemas, the server and the web forms all read them.

export const AGENT_FEE_USD_PER_MONTH = 29;
export const OWNER_FEE_USD_PER_LISTING = 4;
export const APPROVAL_TIME_TEXT = '24-48 hours';
/** Where people write when no code can reach them (no verified e-mail or phone); the demo data names it too. */
export const SUPPORT_EMAIL = 'support@salonehomes.sl';

export const VERIFICATION_CODE_LENGTH = 6;
/** Forgot-password and phone sign-in codes: how long one lives and how many guesses it allows. */
export const ONE_TIME_CODE_TTL_MINUTES = 15;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;
export const ADDRESS_MAX_LENGTH = 300;
/**
 * A new code (identity verification, forgot password, phone sign-in) may be asked for this long after the last
 * one: every "Resend code" button counts down to it, so nobody taps it before the first code could arrive.
 */
export const VERIFICATION_RESEND_DELAY_SECONDS = 45;
export const FEATURED_PROPERTIES_COUNT = 6;
export const DASHBOARD_RECENT_PROPERTIES = 6;
export const AGENT_COMMISSION_RATE = 0.03;

export const QUICK_VIEW_DESCRIPTION_CHARS = 150;
export const QUICK_VIEW_FEATURES = 4;
export const PROPERTY_ID_SHORT_LENGTH = 8;

export const MAX_UPLOAD_FILES = 20;
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

export const BIO_MIN = 10;
export const BIO_MAX = 500;
export const YEARS_IN_BUSINESS_MAX = 50;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 40;

export const ADMIN_GATE_REDIRECT_MS = 1000;
export const UNAUTHORIZED_LOGIN_REDIRECT_MS = 500;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const PAGE_DEFAULT_LIMIT = 24;
export const PAGE_MAX_LIMIT = 100;
/** The deepest page of a list of one user's own rows (saved homes, viewings, a lister's listings) or an admin's queue. */
export const PAGE_MAX_OFFSET = 1_000_000;
/**
 * Public lists and search count their matches up to this many; beyond it the total answered is this plus one
 * and the page says "1,000+ found" (decision 0010), so no request counts every live listing.
 */
export const LISTING_TOTAL_CAP = 1_000;
/**
 * The deepest page of a public list or search: its first 1,000 matches, then the filters narrow it. A deeper OFFSET
 * walks the live index (and the capped count) that much further for anyone who asks, work no person paging needs.
 */
export const PUBLIC_MAX_OFFSET = LISTING_TOTAL_CAP;
/** The longest message one person may send another: the server's schema and the composers' limits read it. */
export const MESSAGE_MAX_LENGTH = 2000;
/** The messages of one conversation sent at once, oldest first. */
export const CONVERSATION_MESSAGES_LIMIT = 500;
/** Live inbox streams (tabs) one user may hold open across all sessions and servers; an 11th ends the oldest. */
export const MAX_OPEN_STREAMS_PER_USER = 10;
/** The event a message stream gets when it is ended for being one too many (the tab waits until it is shown). */
export const STREAM_REPLACED_EVENT = 'replaced';

// Listing figures: the form, the listing schema, the search schema and the browse URL all clamp to these.
export const PRICE_MAX_AMOUNT = 1_000_000_000_000;
export const ROOMS_MAX = 100;
export const SQUARE_FEET_MAX = 10_000_000;
/** A town lot, the unit land is sold in across Sierra Leone: 50 ft × 70 ft. */
export const TOWN_LOT_SQUARE_FEET = 50 * 70;
/** The largest plot people still call a town lot: 60 ft × 100 ft. */
export const LARGEST_TOWN_LOT_SQUARE_FEET = 60 * 100;
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const LOCATION_TEXT_MAX_LENGTH = 100;

export const PHONE_PLACEHOLDER = '+232 76 123456';

export const USER_TYPES = ['owner', 'agent', 'admin', 'seeker'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Types a person may pick when registering; admins are only made by /api/setup-admin. */
export const SELF_SERVICE_USER_TYPES = ['owner', 'agent', 'seeker'] as const;
/** The account-type screen (/registration) offers only the business types; default owner. */
export const BUSINESS_USER_TYPES = ['agent', 'owner'] as const;

/** 'suspended': an admin stopped the account after reports (issue 15): its listings hide, it cannot sign in. */
export const ACCOUNT_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const PROPERTY_TYPES = ['sale', 'rent'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_CATEGORIES = ['house', 'apartment', 'townhouse', 'land', 'commercial', 'residential', 'investment'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];
/** The categories the listing form offers. */
export const FORM_CATEGORIES = ['house', 'apartment', 'townhouse', 'land', 'commercial'] as const;

/**
 * Feature tags on the listing form; stored with underscores, shown with spaces. The spec's nine first, then
 * what people in Sierra Leone ask about: security, water and power when the grid is off, and the road in.
 */
export const FEATURES = [
  'Parking', 'Pool', 'Central_Air', 'Ocean_Access', 'Storage_Rooms', 'Staff_Quarters', 'Generator', 'City_Water', 'Borehole',
  'Watchman', 'Walled_Compound', 'Water_Tank', 'Prepaid_Meter', 'Solar', 'Furnished', 'Tarred_Road_Access',
] as const;
export type Feature = (typeof FEATURES)[number];


// Listing text rules (issue 13): the form and the server refuse the same things with the same messages.
export const TITLE_MIN_LENGTH = 10;
export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MIN_LENGTH = 50;
export const DESCRIPTION_MAX_LENGTH = 5000;
/** Spec, text moderation: more than 30 % capitals is excessive. */
export const CAPITALS_RATIO_MAX = 0.3;
/** A listing goes to review with at least this many photos (a draft may have none). */
export const LISTING_PHOTOS_MIN = 1;
/** A live listing's title or description fix that changes at most this many characters (and at most
 *  SMALL_EDIT_SHARE of the text) stays live without review: typos, a word or two (decision 0009). */
export const SMALL_EDIT_MAX_CHARS = 12;
export const SMALL_EDIT_SHARE = 0.1;

// Home hunters come back (issue 17): saved homes, saved searches and their alerts, message notices.
/** Hearts kept per account (and in a visitor's browser): a shortlist, not a second catalogue. */
export const SAVED_HOMES_MAX = 500;
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_CHANNELS = ['email', 'sms'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
/** Listings named in one alert; the rest are "and N more" with a link to the search. */
export const ALERT_ITEMS_MAX = 10;
/** A message unread this long earns its receiver a notice. */
export const MESSAGE_NOTICE_AFTER_MS = 10 * 60 * 1000;
/** At most one notice per conversation in this window. */
export const MESSAGE_NOTICE_GAP_MS = 60 * 60 * 1000;
