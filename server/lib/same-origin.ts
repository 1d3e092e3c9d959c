import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser marks as coming from another site. Requests with neither
 * Sec-Fetch-Site nor Origin (curl, server-to-server, tests) pass; the SameSite=Lax cookie covers the rest.
 */
export function installSameOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (typeof fetchSite === 'string') {
      if (fetchSite === 'same-origin' || fetchSite === 'none') return;
      throw forbidden('Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    // 'null' is what a sandboxed frame, a data: page or a cross-site redirect sends: never this site.
    if (origin === 'null') throw forbidden('Cross-site requests are not allowed.');
    if (typeof origin === 'string') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw forbidden('Cross-site requests are not allowed.');
      }
      const publicHost = app.ctx.config.PUBLIC_URL ? new URL(app.ctx.config.PUBLIC_URL).host : null;
      if (originHost !== request.host && originHost !== publicHost) throw forbidden('Cross-site requests are not allowed.');
    }
  });
}
