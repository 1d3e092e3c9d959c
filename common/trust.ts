// Trust and safety (issue 15): fraud flag codes, report reasons and the texts users and admins read. The server
// writes these codes; the web shows these texts, so both say the same thing.

export const FRAUD_FLAG_CODES = ['photo_reused', 'duplicate_listing', 'old_leone_price', 'advance_fee', 'price_too_low', 'reported', 'check_failed'] as const;
export type FraudFlagCode = (typeof FRAUD_FLAG_CODES)[number];

/** Short names of the flags, for badges on the admin's cards. */
export const FRAUD_FLAG_LABELS: Record<FraudFlagCode, string> = {
  photo_reused: 'Photo used by another account',
  duplicate_listing: 'Copy of another listing',
  old_leone_price: 'Price in old leones?',
  advance_fee: 'Asks for money before a viewing',
  price_too_low: 'Price far below similar listings',
  reported: 'Reported by users',
  check_failed: 'A check could not run',
};

/** The reason an admin's rejection is prefilled with, per flag: what the lister reads. A check that could not run says nothing about the listing. */
export const FRAUD_FLAG_REJECTION_REASONS: Record<Exclude<FraudFlagCode, 'check_failed'>, string> = {
  photo_reused: 'The photos of this listing also appear on another account\'s listing. Please upload your own photos of the property.',
  duplicate_listing: 'This listing repeats another account\'s listing. Please list only property you own or are instructed to let or sell.',
  old_leone_price: 'The price looks like it is in old leones. Since 2022, Le 1 (new) = Le 1,000 (old): please enter the price in new leones.',
  advance_fee: 'Listings may not ask for money (viewing, registration, inspection or agent fees, or deposits) before a viewing.',
  price_too_low: 'The price is far below similar listings in this area. Please check the price (rent is per month, in new leones or dollars) or tell us why it is so low.',
  reported: 'Several users reported this listing and our review confirmed a problem with it.',
};

export const REPORT_REASONS = ['fee_before_viewing', 'not_available', 'fake_photos', 'wrong_details', 'ownership_dispute', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fee_before_viewing: 'Asked for a fee before viewing',
  not_available: 'Not available',
  fake_photos: 'Fake or stolen photos',
  wrong_details: 'Wrong price or details',
  ownership_dispute: 'Ownership dispute',
  other: 'Other',
};

export const REPORT_DETAILS_MAX_LENGTH = 1000;
// How much a report counts toward hiding a listing (decision 0018). A report's weight is its reporter's: full for
// a verified account at least ESTABLISHED_REPORTER_DAYS old with a clean record, less for each report an admin
// dismissed, none for a newer account. Related reporters (a shared device, address or verified phone) count once.
/** Days an account must exist before its reports count toward hiding. */
export const ESTABLISHED_REPORTER_DAYS = 7;
/** The weight of an established reporter with a clean record. */
export const FULL_REPORT_WEIGHT = 1;
/** The weight of a verified account younger than ESTABLISHED_REPORTER_DAYS: it raises the listing in the queue only. */
export const NEW_ACCOUNT_REPORT_WEIGHT = 0;
/** Open reports weighing this much together hide a listing until an admin acts: two unrelated established people. */
export const REPORT_WEIGHT_TO_HIDE = 2;
/** Reports one person may send in 24 hours, counted in the database so every server process agrees. */
export const REPORTS_PER_DAY = 10;

export { SAFETY_NOTE, SCAM_WARNING } from './safety-texts.js';

export const SUSPENDED_SIGN_IN = 'This account is suspended';
