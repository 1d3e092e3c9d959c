// Answers of trust and safety: fraud flags on listings (admin views), reports, badges.
import { z } from 'zod';
import { FRAUD_FLAG_CODES, REPORT_REASONS } from '../trust.js';

/** Where to see the evidence of a flag: usually the other listing. */
export const flagEvidenceSchema = z.strictObject({
  label: z.string(),
  url: z.string(),
});

/** A fraud flag as the admin sees it: `message` explains it in plain words. */
export const fraudFlagSchema = z.strictObject({
  code: z.enum(FRAUD_FLAG_CODES),
  message: z.string(),
  evidence: z.array(flagEvidenceSchema).optional(),
});
export type FraudFlag = z.infer<typeof fraudFlagSchema>;

/** POST /api/properties/:id/reports. */
export const reportReceiptSchema = z.strictObject({
  id: z.string(),
  propertyId: z.string(),
  reason: z.enum(REPORT_REASONS),
  createdAt: z.iso.datetime(),
});
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

/**
 * A reporter's record as admins see it on the Reports page (decision 0018): never their contact details, and
 * never sent to anyone but admins.
 */
export const reporterRecordSchema = z.strictObject({
  id: z.string(),
  username: z.string().nullable(),
  verified: z.boolean(),
  accountCreatedAt: z.iso.datetime(),
  reportsMade: z.number().int().min(0),
  upheld: z.number().int().min(0),
  dismissed: z.number().int().min(0),
  /** What this reporter's reports count toward hiding now: 0 for a new account, less after dismissed reports. */
  weight: z.number().min(0),
  /** Other reporters of this listing on the same device, address or verified phone: they count as one. */
  relatedReporters: z.number().int().min(0),
});
export type ReporterRecord = z.infer<typeof reporterRecordSchema>;

/** GET /api/admin/reports: one entry per reported listing with open reports (plain array, total in x-total-count). */
export const reportedListingSchema = z.strictObject({
  propertyId: z.string(),
  title: z.string(),
  status: z.string(),
  hidden: z.boolean(),
  lister: z.strictObject({
    id: z.string(),
    name: z.string(),
    accountStatus: z.string(),
    /** Messages of this lister that asked for money before a viewing. */
    scamWarnings: z.number().int().min(0),
  }),
  reports: z.array(z.strictObject({
    id: z.string(),
    reason: z.enum(REPORT_REASONS),
    details: z.string().nullable(),
    createdAt: z.iso.datetime(),
    reporter: reporterRecordSchema,
  })),
  firstReportedAt: z.iso.datetime(),
  /** What the open reports weigh together (related reporters once); the listing hides at `weightToHide`. */
  weight: z.number().min(0),
  weightToHide: z.number().positive(),
});
export type ReportedListing = z.infer<typeof reportedListingSchema>;

/** POST /api/admin/reports/:propertyId/resolve. */
export const reportResolutionSchema = z.strictObject({
  propertyId: z.string(),
  action: z.enum(['dismiss', 'reject_listing', 'suspend_lister']),
  resolvedReports: z.number().int().min(0),
});
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** The trust facts shown beside a lister: what each badge promises is on /trust. */
export const listerBadgesSchema = z.strictObject({
  phoneVerified: z.boolean(),
  emailVerified: z.boolean(),
  licenceChecked: z.boolean(),
  memberSince: z.iso.datetime(),
});
export type ListerBadges = z.infer<typeof listerBadgesSchema>;
