import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '../../../common/schemas/search.js';
import { memoisedParser, rawQueryOf } from '../../lib/validate.js';
import { CACHED_ANSWER_ROUTE, publicReadCache, sendCachedAnswer } from '../../lib/public-read-cache.js';
import { searchListings } from './search.service.js';
import { findNearbyPlaces } from './search.nearby.js';
import { perIpLimit } from '../../lib/rate-limit.js';

// /search asks once when a neighbourhood search finds nothing; a miss of the cache counts listings in a dozen
// places (about a third of a second at 100,000 listings), so a script varying its filters is held to this.
export const NEARBY_PER_IP_PER_MINUTE = 30;

export async function searchRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;
  const cache = publicReadCache(app.ctx);
  const parseSearch = memoisedParser(searchQuerySchema);
  // The same for every caller (nothing private in it), so one cached answer per query and generation serves all.
  app.get('/api/properties/search', CACHED_ANSWER_ROUTE, async (request, reply) => {
    const query = parseSearch(rawQueryOf(request.url), request.query);
    const answer = await cache.read(`search:${JSON.stringify(query)}`, async () => ({ body: JSON.stringify(await searchListings(db, query)) }));
    return sendCachedAnswer(request, reply, answer);
  });

  // Asked by /search when a neighbourhood search finds nothing: the same filters, counted in the place's area
  // and in the nearest places.
  app.get('/api/properties/search/nearby', { ...CACHED_ANSWER_ROUTE, config: perIpLimit(NEARBY_PER_IP_PER_MINUTE) }, async (request, reply) => {
    const query = parseSearch(rawQueryOf(request.url), request.query);
    const answer = await cache.read(`nearby:${JSON.stringify(query)}`, async () => ({ body: JSON.stringify(await findNearbyPlaces(db, query)) }));
    return sendCachedAnswer(request, reply, answer);
  });
}
