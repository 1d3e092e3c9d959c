import type { FastifyInstance } from 'fastify';
import {
  priceGuideChartQuerySchema, priceGuideLineQuerySchema, priceGuideParamsSchema,
} from '../../../common/schemas/price-guides.js';
import { guideAreaBySlug } from '../../../common/price-guides.js';
import { notFound } from '../../lib/errors.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { drawPriceGuideChart } from './price-guide-chart.js';
import { PRICE_GUIDES_EVERY_MS, refreshPriceGuides } from './price-guide-refresh.js';
import { readKindHistory, readPriceGuide, readPriceGuideIndex, readPriceGuideLine } from './price-guides.service.js';

export const GUIDE_NOT_FOUND = 'We have no price guide for that area.';
// The JSON reads are public and as cheap as a search (a few indexed reads of stored figures, bounded whatever the
// listings table holds), so like search they have no per-address limit. Drawing a chart costs the server's thread
// a millisecond or two: a loop fetching pictures is held to this per address; a person never meets it.
export const GUIDE_CHARTS_PER_IP_PER_MINUTE = 600;
// Figures move at most once a minute (the job's turn): a browser or proxy may keep an answer that long.
const PUBLIC_MINUTE = 'public, max-age=60';

export async function priceGuideRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;

  // The job that keeps the figures: one server a turn (decision 0011). Runs only where main.ts starts the scheduler.
  app.ctx.jobs.registerJob('price-guides', PRICE_GUIDES_EVERY_MS, async () => {
    const refreshed = await refreshPriceGuides(db);
    if (refreshed > 0) return `Price guides: refreshed ${refreshed} place and kind figure(s)`;
  }, { firstAfterMs: 5_000 });

  const areaOf = (params: unknown) => {
    const { area } = parseInput(priceGuideParamsSchema, params);
    const found = guideAreaBySlug(area);
    if (!found) throw notFound(GUIDE_NOT_FOUND);
    return found;
  };

  app.get('/api/prices', async (_request, reply) => {
    reply.header('cache-control', PUBLIC_MINUTE);
    return readPriceGuideIndex(db);
  });

  app.get('/api/prices/line', async (request, reply) => {
    const query = parseInput(priceGuideLineQuerySchema, request.query);
    reply.header('cache-control', PUBLIC_MINUTE);
    return readPriceGuideLine(db, query, await findCurrentRate(db));
  });

  app.get('/api/prices/:area', async (request, reply) => {
    const area = areaOf(request.params);
    reply.header('cache-control', PUBLIC_MINUTE);
    return readPriceGuide(db, area, await findCurrentRate(db));
  });

  app.get('/api/prices/:area/chart.svg', { config: perIpLimit(GUIDE_CHARTS_PER_IP_PER_MINUTE) }, async (request, reply) => {
    const area = areaOf(request.params);
    const query = parseInput(priceGuideChartQuerySchema, request.query);
    const kind = { propertyType: query.type, propertyCategory: query.category, bedrooms: ['land', 'investment', 'commercial'].includes(query.category) ? -1 : query.bedrooms };
    const history = await readKindHistory(db, area, kind, await findCurrentRate(db));
    return reply.header('cache-control', PUBLIC_MINUTE).type('image/svg+xml; charset=utf-8').send(drawPriceGuideChart(area, kind, history));
  });
}
