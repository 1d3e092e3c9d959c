// Listing performance for listers (issue 33, decision 0023): the windows a lister can look back over, and the
// page size of the summary of their listings. Shared by the API's query schemas, the server and the web.

/** Days a lister can look back over: today and the days before it. */
export const PERFORMANCE_WINDOWS = [30, 90] as const;
export type PerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number];
export const DEFAULT_PERFORMANCE_WINDOW: PerformanceWindow = 30;

/** Listings per page of the summary: each brings at most 90 daily rows, so a page stays a bounded read. */
export const PERFORMANCE_PAGE_DEFAULT = 10;
export const PERFORMANCE_PAGE_MAX = 24;

/** The first day (YYYY-MM-DD, UTC) of a window that ends with `today`. */
export function windowStart(today: string, days: number): string {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return start.toISOString().slice(0, 10);
}

/** Every day of the window, oldest first. */
export function windowDays(today: string, days: PerformanceWindow): string[] {
  const first = new Date(`${windowStart(today, days)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(first.getTime() + i * 86_400_000).toISOString().slice(0, 10));
}
