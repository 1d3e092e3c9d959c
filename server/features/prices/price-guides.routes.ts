import type { FastifyInstance } from 'fastify';
import {
  priceGuideChartQuerySchema, priceGuideLineQuerySchema, priceGuideParamsSchema,
} from '../../../common/schemas/price-guides.js';
import { guideAreaBySlug, monthOf } from '../../../common/price-guides.js';
import { CACHED_ANSWER_ROUTE, priceGuideCache, sendCachedAnswer } from '../../lib/public-read-cache.js';
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
  const cache = priceGuideCache(app.ctx);

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

  // Answers are the same for every caller: kept per listing generation (which the job moves when it rewrites
  // figures, and a new exchange rate moves too) and month (a new month shifts the 12 months shown).
  const cached = (key: string, read: () => Promise<unknown>) =>
    cache.read(`${monthOf(new Date())}:${key}`, async () => ({ body: JSON.stringify(await read()) }));

  app.get('/api/prices', CACHED_ANSWER_ROUTE, async (request, reply) => {
    reply.header('cache-control', PUBLIC_MINUTE);
    return sendCachedAnswer(request, reply, await cached('index', () => readPriceGuideIndex(db)));
  });

  app.get('/api/prices/line', CACHED_ANSWER_ROUTE, async (request, reply) => {
    const query = parseInput(priceGuideLineQuerySchema, request.query);
    reply.header('cache-control', PUBLIC_MINUTE);
    const key = `line:${query.place}:${query.type}:${query.category}:${query.bedrooms ?? ''}`;
    return sendCachedAnswer(request, reply, await cached(key, async () => readPriceGuideLine(db, query, await findCurrentRate(db))));
  });

  app.get('/api/prices/:area', CACHED_ANSWER_ROUTE, async (request, reply) => {
    const area = areaOf(request.params);
    reply.header('cache-control', PUBLIC_MINUTE);
    return sendCachedAnswer(request, reply, await cached(`area:${area.key}`, async () => readPriceGuide(db, area, await findCurrentRate(db))));
  });

  app.get('/api/prices/:area/chart.svg', { config: perIpLimit(GUIDE_CHARTS_PER_IP_PER_MINUTE) }, async (request, reply) => {
    const area = areaOf(request.params);
    const query = parseInput(priceGuideChartQuerySchema, request.query);
    const kind = { propertyType: query.type, propertyCategory: query.category, bedrooms: ['land', 'investment', 'commercial'].includes(query.category) ? -1 : query.bedrooms };
    const svg = await cache.read(`${monthOf(new Date())}:chart:${area.key}:${kind.propertyType}:${kind.propertyCategory}:${kind.bedrooms}`, async () => ({
      body: drawPriceGuideChart(area, kind, await readKindHistory(db, area, kind, await findCurrentRate(db))),
    }));
    return reply.header('cache-control', PUBLIC_MINUTE).type('image/svg+xml; charset=utf-8').send(svg.body);
  });
}
