// Answers of the admin's review screens (server admin.routes, admin.queries, users.presenter).
import { z } from 'zod';
import { accountStatusSchema, userTypeSchema } from './users.js';

/** GET /api/admin/users/pending: a plain array of these, the total in x-total-count. */
export const pendingUserSchema = z.strictObject({
  id: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  userType: userTypeSchema.nullable(),
  profileImageUrl: z.string().nullable(),
  companyName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  /** An admin already checked this number with the register (POST /api/admin/users/:id/licence-check). */
  licenceChecked: z.boolean(),
  accountStatus: accountStatusSchema,
  createdAt: z.iso.datetime(),
});
export type PendingUser = z.infer<typeof pendingUserSchema>;

const count = z.number().int().min(0);

/** GET /api/admin/stats: the admin dashboard's counters. Drafts are not counted. */
export const adminStatsSchema = z.strictObject({
  totalListings: count,
  /** Live listings (approved, not archived, lister approved): what the public can see. */
  approvedListings: count,
  pendingListings: count,
  rejectedListings: count,
  archivedListings: count,
  pendingBusinesses: count,
  /** Viewings of the last 30 days: requests made, of them confirmed now, and marked "did not come" by a side. */
  viewingRequests: count,
  viewingConfirmations: count,
  viewingNoShows: count,
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
