// The caches of public listing reads (home list, stats, search; a live listing's detail), one per app (server
// process), keyed by the listing generation in the database (decision 0010). List answers are kept serialised:
// a hit costs one primary-key read of the generation (none on PGlite, which keeps it in memory) and no JSON
// work, and is compressed once per entry.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOTAL_COUNT_HEADER } from '../../common/api/page.js';
import type { AppContext } from '../context.js';
import { createGenerationCache, type GenerationCache } from './generation-cache.js';

function perApp(maxEntries: number) {
  const caches = new WeakMap<AppContext, GenerationCache>();
  return (ctx: AppContext): GenerationCache => {
    let cache = caches.get(ctx);
    if (!cache) {
      cache = createGenerationCache(ctx.database.generation, maxEntries);
      caches.set(ctx, cache);
    }
    return cache;
  };
}

/** Lists, searches and stats: a few hundred distinct queries cover what most people ask. */
export const publicReadCache = perApp(500);

/**
 * The public view of single live listings (server/features/listings/listing-detail.ts): its own cache, so
 * people reading many listings do not push the lists and searches out. About 4 KB each.
 */
export const publicDetailCache = perApp(2_000);

/**
 * The price guides (server/features/prices): stored figures that the price-guides job rewrites, moving the listing
 * generation in the same transaction, so a cached answer never outlives the figures it was made from. A guide is
 * up to ~100 KB of JSON: its own cache, so guides do not push searches out.
 */
export const priceGuideCache = perApp(300);

/** A JSON answer as kept in the cache, with the x-total-count of a plain-array page when it has one. */
export interface CachedAnswer {
  body: string;
  totalCount?: number;
  /** The body compressed for each encoding asked for so far: made once per entry, not once per request. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

type Encoding = 'br' | 'gzip';
// Negotiated per request, not memoised by header: a memo would grow with every distinct header a client makes up.
const ENCODINGS: Encoding[] = ['br', 'gzip'];
// As @fastify/compress would (it leaves alone a reply that already has a Content-Encoding): smaller is not worth it.
const COMPRESS_FROM_BYTES = 1024;

function compress(encoding: Encoding, body: string): Buffer {
  // Brotli 6: about a millisecond for a 50 KB page of results and nearly as small as 8-11, which cost 3-70 times
  // as much; paid once per entry (a cache miss), where on-the-fly compression paid it on every request.
  if (encoding === 'br') return brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
  return gzipSync(body, { level: 6 });
}

/**
 * Options for a route that only ever answers with `sendCachedAnswer`: it compresses on its own, and a GET has
 * no body to decompress, so @fastify/compress's three hooks are left off the route (a few per cent of a hit).
 */
export const CACHED_ANSWER_ROUTE = { compress: false, decompress: false } as const;

export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  if (answer.totalCount !== undefined) reply.header(TOTAL_COUNT_HEADER, String(answer.totalCount));
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = answer.body.length >= COMPRESS_FROM_BYTES ? (negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) as Encoding | null) : null;
  if (!accepted) return reply.send(answer.body);
  answer.encoded ??= {};
  const bytes = (answer.encoded[accepted] ??= compress(accepted, answer.body));
  return reply.header('content-encoding', accepted).send(bytes);
}
