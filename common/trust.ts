// Trust and safety (issue 15): fraud flag codes, report reasons and the texts users and admins read. The server
// writes these codes; the web shows these texts, so both say the same thing.

export const FRAUD_FLAG_CODES = ['photo_reused', 'duplicate_listing', 'old_leone_price', 'advance_fee', 'reported'] as const;
export type FraudFlagCode = (typeof FRAUD_FLAG_CODES)[number];

/** Short names of the flags, for badges on the admin's cards. */
export const FRAUD_FLAG_LABELS: Record<FraudFlagCode, string> = {
  photo_reused: 'Photo used by another account',
  duplicate_listing: 'Copy of another listing',
  old_leone_price: 'Price in old leones?',
  advance_fee: 'Asks for money before a viewing',
  reported: 'Reported by users',
};

/** The reason an admin's rejection is prefilled with, per flag: what the lister reads. */
export const FRAUD_FLAG_REJECTION_REASONS: Record<FraudFlagCode, string> = {
  photo_reused: 'The photos of this listing also appear on another account\'s listing. Please upload your own photos of the property.',
  duplicate_listing: 'This listing repeats another account\'s listing. Please list only property you own or are instructed to let or sell.',
  old_leone_price: 'The price looks like it is in old leones. Since 2022, Le 1 (new) = Le 1,000 (old): please enter the price in new leones.',
  advance_fee: 'Listings may not ask for money (viewing, registration, inspection or agent fees, or deposits) before a viewing.',
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
/** Reports from this many different verified users hide a listing until an admin acts. */
export const REPORTS_TO_HIDE = 2;

export { SAFETY_NOTE, SCAM_WARNING } from './safety-texts.js';

export const SUSPENDED_SIGN_IN = 'This account is suspended';
