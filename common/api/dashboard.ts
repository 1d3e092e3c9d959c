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
  /**
   * Agents only, as decimal strings: 3 % of sale prices plus 3 % of a year's rent of approved listings, each
   * listing once in its own currency (dollars when it has a dollar price, else leones).
   */
  potentialCommissionUSD: z.string().nullable(),
  potentialCommissionSLL: z.string().nullable(),
  /** Agents only: the same totals split into sales and rentals, so an agent sees where the commission comes from. */
  potentialCommissionByType: z
    .object({
      sale: z.object({ usd: z.string(), sll: z.string() }),
      rent: z.object({ usd: z.string(), sll: z.string() }),
    })
    .nullable(),
});
export type ListerDashboard = z.infer<typeof listerDashboardSchema>;
