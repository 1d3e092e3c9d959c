import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../lib/access.js';
import { performanceListQuerySchema, performanceQuerySchema } from '../../../common/schemas/listing-performance.js';
import { sendPage } from '../../lib/paging.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseIdParam, parseInput } from '../../lib/validate.js';
import { PROPERTY_NOT_FOUND } from './listings.policy.js';
import { findListingById } from './listings.queries.js';
import { drawPerformanceChart } from './listing-performance.chart.js';
import { requirePerformanceLister, requirePerformanceReader } from './listing-performance.policy.js';
import { findListingPerformance, findOwnListingPerformance } from './listing-performance.service.js';

// Private figures: never kept by a browser or proxy cache (a shared computer, a lister signing out).
const NO_STORE = 'private, no-store';
// Drawing a chart costs a few milliseconds of the server's thread: generous for a person, a wall for a loop.
const CHARTS_PER_IP_PER_MINUTE = 120;

export async function listingPerformanceRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;

  app.get('/api/listing-performance', async (request, reply) => {
    const user = requirePerformanceLister(request.user);
    const query = parseInput(performanceListQuerySchema, request.query);
    reply.header('cache-control', NO_STORE);
    return sendPage(reply, await findOwnListingPerformance(db, user, query));
  });

  /** The lister's (or an admin's) own listing, or 404 for anyone else. */
  const readableListing = async (request: FastifyRequest) => {
    const user = requireUser(request.user);
    const row = await findListingById(db, parseIdParam(request.params, PROPERTY_NOT_FOUND));
    return requirePerformanceReader(user, row?.property);
  };

  app.get('/api/properties/:id/performance', async (request, reply) => {
    const property = await readableListing(request);
    const { days } = parseInput(performanceQuerySchema, request.query);
    reply.header('cache-control', NO_STORE);
    return findListingPerformance(db, property, days);
  });

  app.get('/api/properties/:id/performance/chart.svg', { config: perIpLimit(CHARTS_PER_IP_PER_MINUTE) }, async (request, reply) => {
    const property = await readableListing(request);
    const { days } = parseInput(performanceQuerySchema, request.query);
    const svg = drawPerformanceChart(await findListingPerformance(db, property, days));
    return reply.header('cache-control', NO_STORE).type('image/svg+xml; charset=utf-8').send(svg);
  });
}
