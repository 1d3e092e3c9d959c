// The reads bench:scale measures (issue 14's table) and their p95 targets in ms.
// `path(i, ctx)` gives the i-th request's path: most repeat one URL (what a cache may serve), "new price bound"
// changes its bound on every request so that no cache has seen it.
// Every browser asks for compressed answers, and a server's cost depends on it (compressing, or bytes to write):
// the benches ask as browsers do.
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export const TARGETS = {
  postgres: { cached: 15, uncached: 30, deep: 50 },
  pglite: { cached: 50, uncached: 100, deep: 50 },
};

export const SCALE_READS = [
  { name: 'home list `/api/properties?status=approved`', target: 'cached', path: () => '/api/properties?status=approved' },
  { name: 'stats strip `/api/properties/stats`', target: 'cached', path: () => '/api/properties/stats' },
  { name: 'search, 3 filters', target: 'cached', path: () => '/api/properties/search?location=Freetown&bedrooms=3&propertyType=sale' },
  { name: 'search, price range + category', target: 'cached', path: () => '/api/properties/search?minPriceUsd=50000&maxPriceUsd=300000&category=residential' },
  { name: 'search, text + filters', target: 'cached', path: () => '/api/properties/search?q=borehole&propertyType=sale&location=Western%20Area%20Urban%20District' },
  { name: 'search, a rare word', target: 'cached', path: () => '/api/properties/search?q=helipad' },
  { name: 'search, new price bound each request', target: 'uncached', path: (i) => `/api/properties/search?minPriceUsd=${1000 + i * 7}&category=house` },
  { name: 'search, price sort, new bound each request', target: 'uncached', path: (i) => `/api/properties/search?minPriceUsd=${1000 + i * 7}&category=house&sort=price_asc` },
  { name: 'search, text, new bound each request', target: 'uncached', path: (i) => `/api/properties/search?q=generator&maxPriceUsd=${900000 - i * 7}` },
  // The deepest pages served (PUBLIC_MAX_OFFSET, decision 0010).
  { name: 'search, offset 1,000', target: 'deep', path: () => '/api/properties/search?offset=1000' },
  { name: 'home list, offset 500-999, new each request', target: 'deep', path: (i) => `/api/properties?status=approved&offset=${500 + (i % 500)}` },
  { name: 'detail', target: 'cached', path: (_i, { detailId }) => `/api/properties/${detailId}` },
  // Price guides (issue 33): stored figures, read per request (no cache of answers); each page p95 ≤ 15 ms on PostgreSQL.
  { name: 'price guides list `/api/prices`', target: 'cached', path: () => '/api/prices' },
  { name: 'price guide, a place `/api/prices/lumley`', target: 'cached', path: () => '/api/prices/lumley' },
  { name: 'price guide, a region `/api/prices/freetown`', target: 'cached', path: () => '/api/prices/freetown' },
  // Held to 600 a minute per address: latency only (a throughput run would meet the limit).
  { name: 'price guide chart (SVG)', target: 'cached', throughput: false, path: () => '/api/prices/lumley/chart.svg?type=rent&category=apartment&bedrooms=2' },
  { name: 'listing page price line', target: 'cached', path: () => '/api/prices/line?place=Lumley&type=rent&category=apartment&bedrooms=2' },
];
