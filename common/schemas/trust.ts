// What the trust and safety endpoints accept.
import { z } from 'zod';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from '../trust.js';

const OTHER_NEEDS_TEXT = 'Please tell us what is wrong with this listing.';

/** POST /api/properties/:id/reports. "Other" needs a few words; the rest may add details. */
export const reportListingSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, { error: 'Please choose a reason.' }),
    details: z.string().trim().max(REPORT_DETAILS_MAX_LENGTH, `At most ${REPORT_DETAILS_MAX_LENGTH} characters.`).optional(),
  })
  .refine((r) => r.reason !== 'other' || (r.details?.length ?? 0) >= 5, { message: OTHER_NEEDS_TEXT, path: ['details'] });
export type ReportListingInput = z.infer<typeof reportListingSchema>;

/** POST /api/admin/reports/:propertyId/resolve. Rejecting or suspending needs the reason the lister is shown. */
export const resolveReportsSchema = z
  .strictObject({
    action: z.enum(['dismiss', 'reject_listing', 'suspend_lister']),
    reason: z.string().trim().max(1000).optional(),
  })
  .refine((r) => r.action === 'dismiss' || (r.reason?.length ?? 0) >= 5, { message: 'Please give the reason the lister will read.', path: ['reason'] });
export type ResolveReportsInput = z.infer<typeof resolveReportsSchema>;

/**
 * POST /api/admin/users/:id/licence-check: the admin checked the licence number with the regulator. A check names
 * the number the admin looked up, so it cannot land on a number the agent swapped in meanwhile.
 */
export const licenceCheckSchema = z
  .strictObject({
    checked: z.boolean(),
    licenseNumber: z.string().trim().max(200).optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((c) => !c.checked || Boolean(c.licenseNumber), { message: 'Send the licence number you checked.', path: ['licenseNumber'] });
export type LicenceCheckInput = z.infer<typeof licenceCheckSchema>;
