/** Route config for @fastify/rate-limit: at most `max` requests per IP address in each minute (or given window). */
export function perIpLimit(max: number, timeWindow = 60_000) {
  return { rateLimit: { max, timeWindow } };
}
