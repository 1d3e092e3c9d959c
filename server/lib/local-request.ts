// Development features (test sign-ins, x-dev-mode-role, the dev outbox, the Development Access block) are for
// the developer at this machine only. A plain `npm start` once handed admin to anyone on the network (issue 28).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/**
 * Headers a proxy adds when it passes a request on. A reverse proxy on this machine connects from loopback, so
 * its requests would look local: any one of these means the request came from elsewhere. (A proxy that sends
 * none of them cannot be told apart from a local client: development servers are not to be proxied.)
 */
const FORWARDING_HEADERS = [
  'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'x-client-ip',
  'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'x-original-forwarded-for', 'via',
];

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv6-mapped address (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  if (isIP(plain) !== 6) return false;
  // Every spelling of ::1 (0:0:0:0:0:0:0:1, ::0:1 ...).
  return /^[0:]*:0*1$/.test(plain);
}

/** A HOST the server may listen on without being reachable from other machines. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/**
 * Whether the request comes from this machine: the socket's own peer address (never request.ip, which
 * follows TRUST_PROXY and so a header) is loopback, and no proxy passed it on. A client gone before this is
 * asked has no address, and is not local.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) return false;
  // DNS rebinding: a web page on evil.example whose name is made to resolve to 127.0.0.1 reaches this server from
  // the developer's own browser, from loopback, with no proxy header; only its Host header gives it away.
  if (!isLoopbackHost((request.headers.host ?? '').replace(/:\d+$/, ''))) return false;
  return !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** The development routes (test sign-ins in auth.routes.ts, the outbox and job runner in dev.routes.ts). */
const DEV_ONLY_ROUTES = /^\/api\/(test-login|dev)\//;

/**
 * In development, the development routes answer this machine alone; anyone else gets the 404 production gives
 * (the route not being there). Matched on the route that was found, so no spelling of the address (a percent
 * escape, a trailing slash) gets around it.
 */
export function hideDevRoutesFromOthers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (route && DEV_ONLY_ROUTES.test(route) && !isLocalRequest(request)) return reply.callNotFound();
  });
}
