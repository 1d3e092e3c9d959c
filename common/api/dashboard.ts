// GET /api/dashboard: the signed-in owner's or agent's figures (server dashboard.service).
import { z } from 'zod';

const count = z.number().int().min(0);

export const listerDashboardSchema = z.strictObject({
  counts: z.strictObject({
    total: count,
    active: count,
    live: count,
    draft: count,
    pending: count,
    rejected: count,
    archived: count,
  }),
  totalViews: count,
  inquiries: count,
  /** Percent of views that became an inquiry, one decimal. */
  conversionRate: z.number().min(0),
  /** Agents only: the commission on the USD price of approved listings, as a decimal string. */
  potentialCommissionUSD: z.string().nullable(),
});
export type ListerDashboard = z.infer<typeof listerDashboardSchema>;
