// The addresses of the landing page's first reads, spelled once: the app reads them, and the server answers
// them inside the page (server/web-boot-hints.ts), which the app uses only when the spelling matches exactly.
// (The search page's address is built by searchApiUrl in search-filters.ts, for the same reason.)
export const PROPERTY_STATS_PATH = '/api/properties/stats';

/** GET /api/exchange-rate: every page that shows prices shows "≈" the other currency at it. */
export const EXCHANGE_RATE_PATH = '/api/exchange-rate';

/** GET /api/properties?status=approved: the newest live listings. */
export const approvedListingsUrl = (limit: number) => `/api/properties?status=approved&limit=${limit}`;
