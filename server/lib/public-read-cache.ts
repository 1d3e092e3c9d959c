// The caches of public listing reads (home list, stats, search; a live listing's detail), one per app (server
// process), keyed by the listing generation in the database (decision 0010). List answers are kept serialised:
// a hit costs one primary-key read of the generation and no JSON work.
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { listingGeneration } from '../db/schema.js';
import { createGenerationCache, type GenerationCache } from './generation-cache.js';

export async function readListingGeneration(db: Db): Promise<number> {
  const [row] = await db.select({ value: listingGeneration.value }).from(listingGeneration).where(eq(listingGeneration.id, 1));
  return row?.value ?? 0;
}

function perApp(maxEntries: number) {
  const caches = new WeakMap<AppContext, GenerationCache>();
  return (ctx: AppContext): GenerationCache => {
    let cache = caches.get(ctx);
    if (!cache) {
      const db = ctx.database.db;
      cache = createGenerationCache(() => readListingGeneration(db), maxEntries);
      caches.set(ctx, cache);
    }
    return cache;
  };
}

/** Lists, searches and stats: a few hundred distinct queries cover what most people ask. */
export const publicReadCache = perApp(500);

/**
 * The public view of single live listings (server/features/properties/listing-detail.ts): its own cache, so
 * people reading many listings do not push the lists and searches out. About 4 KB each.
 */
export const publicDetailCache = perApp(2_000);

/** A JSON answer as kept in the cache, with the x-total-count of a plain-array page when it has one. */
export interface CachedAnswer {
  body: string;
  totalCount?: number;
}

export function sendCachedAnswer(reply: FastifyReply, answer: CachedAnswer) {
  if (answer.totalCount !== undefined) reply.header('x-total-count', String(answer.totalCount));
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
