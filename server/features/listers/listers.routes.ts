import type { FastifyInstance } from 'fastify';
import { listerListingsQuerySchema } from '../../../common/schemas/listers.js';
import { CACHED_ANSWER_ROUTE, publicReadCache, sendCachedAnswer } from '../../lib/public-read-cache.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { memoisedParser, parseIdParam, rawQueryOf } from '../../lib/validate.js';
import { LISTER_NOT_FOUND, requirePublicLister } from './listers.policy.js';
import { findUserById } from './listers.queries.js';
import { readListerListings, readListerPage } from './listers.service.js';

// The page's figures are read fresh (a message or a viewing moves them without moving the listing generation):
// a few indexed reads of one lister's rows. A script walking every lister is held to this per address.
export const LISTER_PAGE_PER_IP_PER_MINUTE = 60;

export async function listerRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;
  const cache = publicReadCache(app.ctx);
  const parseListingsQuery = memoisedParser(listerListingsQuerySchema);

  app.get('/api/listers/:id', { config: perIpLimit(LISTER_PAGE_PER_IP_PER_MINUTE) }, async (request, reply) => {
    const lister = requirePublicLister(await findUserById(db, parseIdParam(request.params, LISTER_NOT_FOUND)));
    // Whether the phone shows depends on who asks: never kept by a shared cache.
    reply.header('cache-control', 'private, no-cache');
    return readListerPage(db, lister, request.user);
  });

  // The same for every caller (listings as search shows them): one cached answer per page and generation. An
  // account's change of status moves the generation, so a suspended lister's listings go at once. The lister is
  // read first (one primary-key read), so made-up ids never take room in the cache.
  app.get('/api/listers/:id/listings', { ...CACHED_ANSWER_ROUTE, config: perIpLimit(LISTER_PAGE_PER_IP_PER_MINUTE) }, async (request, reply) => {
    const lister = requirePublicLister(await findUserById(db, parseIdParam(request.params, LISTER_NOT_FOUND)));
    const query = parseListingsQuery(rawQueryOf(request.url), request.query);
    const answer = await cache.read(`lister:${lister.id}:${query.limit}:${query.after ?? ''}`, async () => ({
      body: JSON.stringify(await readListerListings(db, lister, query)),
    }));
    return sendCachedAnswer(request, reply, answer);
  });
}
