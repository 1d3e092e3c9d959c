// The server reads a listing through its own API (inject) to render /property/:id as HTML. Reading a listing
// counts a view, but a page load is not always a reader (link-preview bots fetch shared pages too), so the
// render's read says so with a header only this process can spell, and the browser counts the view itself
// once it runs the page (POST /api/properties/:id/views). A random value per process: nobody outside can
// send it, and every server process checks only its own reads.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const PAGE_RENDER_READ_HEADER = 'x-salone-page-render';
const TOKEN = randomBytes(24).toString('base64url');

/** The header a page render's own API read carries. */
export function pageRenderReadHeaders(): Record<string, string> {
  return { [PAGE_RENDER_READ_HEADER]: TOKEN };
}

/** Whether this request is the server's own read for a page render (not counted as a view). */
export function isPageRenderRead(request: FastifyRequest): boolean {
  const given = request.headers[PAGE_RENDER_READ_HEADER];
  if (typeof given !== 'string' || given.length !== TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(TOKEN));
}
