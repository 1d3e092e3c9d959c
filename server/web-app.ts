import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './project-root.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { inArray, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../common/demo-accounts.js';
import { users } from './db/schema.js';
import { jsonForScript } from './lib/html.js';
import { isLocalRequest } from './lib/local-request.js';
import { requireProductionBuild } from './web-build-mode.js';
import { bootHintsTransform } from './web-boot-hints.js';
import { asksToSaveData, cspAllowingScript, readPageStarter, withSaveDataHint } from './web-ssr.js';

export const WEB_DIST = path.join(PROJECT_ROOT, 'dist/web');
const DEFAULT_WEB_DIST = WEB_DIST;

/**
 * Whether this visitor may use the development features: development mode, and a request from this machine
 * (server/lib/local-request.ts). Anyone else gets the page production would give them.
 */
export function devModeFor(app: FastifyInstance, request: FastifyRequest): boolean {
  return app.ctx.config.isDevelopment && isLocalRequest(request);
}

/**
 * Whether the development test logins (/api/test-login/:role) can sign this visitor in: development features
 * for them (devModeFor) and the demo accounts in the database (a server started without demo data has none,
 * and the links would 404).
 */
export async function testLoginsAvailable(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!devModeFor(app, request)) return false;
  const names = Object.values(DEMO_ACCOUNTS).map((a) => a.username.toLowerCase());
  const found = await app.ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, names));
  return found.length === names.length;
}

/** Runtime settings the browser app needs, embedded in index.html so a phone does not wait for another call. */
export function publicClientConfig(app: FastifyInstance, { devMode, testLogins }: { devMode: boolean; testLogins: boolean }) {
  const { config } = app.ctx;
  return {
    devMode,
    oidcEnabled: config.oidcEnabled,
    mapTileUrl: config.MAP_TILE_URL,
    testLogins,
    demoAccounts: testLogins ? DEMO_ACCOUNTS : null,
  };
}

/**
 * Headers that mean something only on a page (a document) or are pointless on a file cached as immutable.
 * Helmet sets them on every answer; on the dozen script and style files of a first visit they were about
 * 750 bytes each, sent uncompressed over HTTP/1.1: some 10 KB of a phone's first load for nothing
 * (docs/decisions/0005). X-Content-Type-Options and Cross-Origin-Resource-Policy stay: they do protect a
 * script or style. The service worker is not under /assets/ and keeps every header (CSP applies to it).
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'strict-transport-security', 'x-dns-prefetch-control', 'x-download-options', 'x-frame-options',
  'x-permitted-cross-domain-policies', 'x-xss-protection', 'etag', 'last-modified', 'accept-ranges',
];

export type HtmlTransform = (html: string, request: FastifyRequest) => Promise<string>;

/**
 * Serves the built React app: hashed assets cached for a year, everything else falls back to index.html
 * with the client config (and, per route, extra head tags) injected.
 */
export async function webAppRoutes(app: FastifyInstance, options: { transforms?: HtmlTransform[]; distDir?: string } = {}) {
  // distDir: another build folder (tests pass a tiny fixture so they do not need a web build).
  const WEB_DIST = options.distDir ? path.resolve(options.distDir) : DEFAULT_WEB_DIST;
  const indexPath = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`No web build at ${WEB_DIST}: run "npm run build" (npm start does it for you).`);
    return;
  }
  if (app.ctx.config.isProduction) requireProductionBuild(WEB_DIST);
  type DevFeatures = Parameters<typeof publicClientConfig>[1];
  const configTag = (dev: DevFeatures) =>
    `<script type="application/json" id="app-config">${jsonForScript(publicClientConfig(app, dev))}</script>`;
  const readBaseHtml = (dev: DevFeatures) => readFileSync(indexPath, 'utf8').replace('</head>', `${configTag(dev)}</head>`);
  // Production reads index.html once (never any development feature). Development re-reads it for each request:
  // a rebuild under a running server just works, and what the page offers depends on who asks (this machine
  // or another) and on whether the demo accounts are there, so no copy is kept for the next visitor.
  const cachedHtml = app.ctx.config.isDevelopment ? null : readBaseHtml({ devMode: false, testLogins: false });
  // The one inline script of a server-drawn page. Read once, as the CSP that allows it is worked out once: a
  // rebuild that changes it needs a restart (as the server renderer does).
  const starter = readPageStarter(WEB_DIST);
  const transforms = [bootHintsTransform(WEB_DIST, app.ctx.config.isProduction, app.log, starter), ...(options.transforms ?? [])];
  let policy: { base: string; withStarter: string } | null = null;
  const pagePolicy = (base: string) => {
    if (policy?.base !== base) policy = { base, withStarter: cspAllowingScript(base, starter!.hash) };
    return policy.withStarter;
  };

  await app.register(fastifyStatic, {
    root: WEB_DIST,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (best compression, done once); serve those when accepted.
    preCompressed: true,
    // Dot folders (the build manifest in .vite/) are the server's business, not the browser's.
    allowedPath: (pathName) => !pathName.includes('/.'),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
      for (const header of PAGE_ONLY_HEADERS) reply.removeHeader(header);
    }
    return payload;
  });

  const sendApp = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    let html = cachedHtml ?? readBaseHtml({ devMode: devModeFor(app, request), testLogins: await testLoginsAvailable(app, request) });
    for (const transform of transforms) html = await transform(html, request);
    html = withSaveDataHint(html, asksToSaveData(request.headers));
    const csp = reply.getHeader('content-security-policy');
    if (starter && typeof csp === 'string') reply.header('content-security-policy', pagePolicy(csp));
    // The page carries the signed-in user's own details (see web-boot-hints.ts): never kept by a shared cache.
    // Save-Data draws the page with small photos and says so on its <html>.
    return reply.header('cache-control', 'private, no-cache').header('vary', 'cookie, save-data').type('text/html; charset=utf-8').send(html);
  };

  app.get('/', sendApp);
  app.get('/*', async (request, reply) => {
    let file: string;
    try {
      file = decodeURIComponent(request.url.split('?')[0]!);
    } catch {
      return reply.code(400).send({ message: 'Malformed address', code: 'bad_request' });
    }
    // An address under /api that no route answers is an API miss, not a page: API clients and monitors get
    // the JSON 404 every other API error has, in every mode.
    if (file === '/api' || file.startsWith('/api/')) return reply.callNotFound();
    // A real file from the build (favicon, manifest, assets added by a rebuild) is served as it is.
    if (file !== '/' && !file.includes('..') && !file.includes('/.') && !file.includes('\0')) {
      const onDisk = path.join(WEB_DIST, file);
      if (onDisk.startsWith(WEB_DIST + path.sep) && existsSync(onDisk) && statSync(onDisk).isFile() && !onDisk.endsWith('index.html')) {
        return reply.sendFile(file.slice(1));
      }
    }
    if (file.startsWith('/assets/')) return reply.code(404).send({ message: 'Not found', code: 'not_found' });
    // Pages name their icon (index.html); browsers that guess and crawlers ask here, and must not get a page.
    if (file === '/favicon.ico') return reply.redirect('/favicon.svg', 301);
    return sendApp(request, reply);
  });
}
