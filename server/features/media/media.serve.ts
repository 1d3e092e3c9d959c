import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';

// A media id never changes its bytes (a new photo gets a new id), so public files may be cached for a year by
// anyone. Files only their uploader (or an admin) may see stay out of shared caches.
export const PUBLIC_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_CACHE = 'private, max-age=3600';

/**
 * Streams a stored file (from disk or the bucket alike) with ETag, 304 and, for videos, byte ranges (phones
 * seek and resume with them).
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
  contentType: string,
  cacheControl: string,
) {
  const info = await storage.stat(key);
  if (!info) throw notFound('File not found');
  const etag = `"${info.size.toString(36)}-${Math.floor(info.modifiedAt.getTime()).toString(36)}"`;
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('last-modified', info.modifiedAt.toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }

  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range && request.method !== 'HEAD') {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await storage.read(key, range));
  }
  reply.header('content-length', info.size);
  if (request.method === 'HEAD') return reply.send();
  return reply.send(await storage.read(key));
}

/** A single "bytes=a-b" range; anything else (several ranges, nonsense) is served whole. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return null;
  let start: number;
  let end: number;
  if (!match[1]) {
    // "bytes=-500": the last 500 bytes
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
