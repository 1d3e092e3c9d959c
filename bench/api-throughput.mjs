import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './scale-reads.mjs';

const PATHS = [
  '/api/properties/search?limit=24',
  '/api/properties/search?location=Freetown&bedrooms=3&propertyType=sale',
  '/api/properties/search?q=borehole&sort=price_asc',
  '/api/properties/stats',
];

export async function apiThroughput(baseUrl) {
  const results = [];
  for (const path of PATHS) {
    const r = await autocannon({ url: baseUrl + path, connections: 10, duration: 5, headers: BROWSER_HEADERS });
    results.push({ path, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx });
  }
  return results;
}
