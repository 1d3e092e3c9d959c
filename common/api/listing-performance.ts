// A lister's figures for their own listings (issue 33, decision 0023): GET /api/listing-performance (a page of
// listings with their totals) and GET /api/properties/:id/performance (one listing day by day). Views and
// inquiries are of the window (`days`, ending today, UTC); saves are the hearts the listing has now; viewings
// requested are the requests made in the window.
import { z } from 'zod';
import { PERFORMANCE_WINDOWS } from '../listing-performance.js';

const count = z.number().int().min(0);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const window = z.union(PERFORMANCE_WINDOWS.map((w) => z.literal(w)) as [z.ZodLiteral<30>, z.ZodLiteral<90>]);

export const performanceTotalsSchema = z.strictObject({
  views: count,
  inquiries: count,
  saves: count,
  viewingsRequested: count,
});

export const listingPerformanceSummarySchema = z.strictObject({
  id: z.string().uuid(),
  title: z.string(),
  status: z.enum(['draft', 'pending', 'approved', 'rejected']),
  /** Every view since the listing was made (the figure on the listing), not only the window's. */
  allTimeViews: count,
  totals: performanceTotalsSchema,
});
export type ListingPerformanceSummary = z.infer<typeof listingPerformanceSummarySchema>;

export const performanceDaySchema = z.strictObject({ day, views: count, inquiries: count });
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

export const listingPerformanceSchema = z.strictObject({
  ...listingPerformanceSummarySchema.shape,
  days: window,
  from: day,
  to: day,
  /** One entry per day of the window, oldest first; a day without views or inquiries is there with zeros. */
  series: z.array(performanceDaySchema),
  /** The same figures drawn as an SVG picture (image/svg+xml, the lister and admins only). */
  chartUrl: z.string(),
});
export type ListingPerformance = z.infer<typeof listingPerformanceSchema>;
