import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { DEFAULT_RATE_LIMITS, type AppContext, type RateLimits } from './context.js';
import { installControlCharacterCheck } from './lib/control-characters.js';
import { clientErrorHandler, frameworkErrors, installErrorHandler } from './lib/error-handler.js';
import { keepClientAddresses } from './lib/client-address.js';
import { createJobScheduler } from './lib/jobs.js';
import { createLiveEvents } from './lib/live-events.js';
import { createNotifier } from './lib/notifier.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import { registerHousekeeping, registerNoticeJobs } from './housekeeping.js';
import { noticeSender, siteUrlOf } from './lib/send-notice.js';
import type { MediaStorage } from './lib/storage/media-storage.js';
import { createMediaStorage } from './lib/storage/select-storage.js';
import { Outbox } from './lib/outbox.js';
import { DEFAULT_NOTICE_WORKER, startNoticeWorker, type NoticeWorker, type NoticeWorkerOptions } from './lib/notice-queue.js';
import { installSameOriginCheck } from './lib/same-origin.js';
import { hideDevRoutesFromOthers } from './lib/local-request.js';
import { currentUserPlugin } from './features/auth/current-user.plugin.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { oidcRoutes } from './features/auth/oidc.routes.js';
import { accountCodeRoutes } from './features/auth/account-codes.routes.js';
import { userRoutes } from './features/users/users.routes.js';
import { devRoutes } from './features/dev/dev.routes.js';
import { messageRoutes } from './features/messages/messages.routes.js';
import { messageStreamRoutes } from './features/messages/messages.stream.js';
import { verificationRoutes } from './features/verification/verification.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { mediaRoutes } from './features/media/media.routes.js';
import { documentRoutes } from './features/documents/documents.routes.js';
import { listingRoutes } from './features/listings/listings.routes.js';
import { dashboardRoutes } from './features/listings/dashboard.routes.js';
import { listingPerformanceRoutes } from './features/listings/listing-performance.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import { exchangeRateRoutes } from './features/exchange-rate/exchange-rate.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { agentRoutes } from './features/agents/agents.routes.js';
import { savedHomeRoutes } from './features/saved/saved.routes.js';
import { alertRoutes } from './features/alerts/alerts.routes.js';
import { trustRoutes } from './features/trust/trust.routes.js';
import { viewingRoutes } from './features/viewings/viewings.routes.js';
import { priceGuideRoutes } from './features/prices/price-guides.routes.js';
import { listerRoutes } from './features/listers/listers.routes.js';
import { propertyPreviewTransform } from './features/seo/property-preview.js';
import { listerPreviewTransform } from './features/seo/lister-preview.js';
import { priceGuidePreviewTransform } from './features/seo/price-guide-preview.js';
import { webAppRoutes } from './web-app.js';
import { applyHeaders, securityHeaderList } from './lib/security-headers.js';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  limits?: Partial<RateLimits>;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Folder of the web build to serve (default dist/web); tests pass a fixture. */
  webDistDir?: string;
  logger?: boolean;
  /** The notice queue's worker timings (tests shorten the retry wait). */
  noticeWorker?: Partial<NoticeWorkerOptions>;
  /** Where media files go; by default chosen from the config (S3_* settings or DATA_DIR). */
  mediaStorage?: MediaStorage;
}

function contentSecurityPolicy(config: Config) {
  let tileOrigin: string[] = [];
  try {
    tileOrigin = [new URL(config.MAP_TILE_URL.replace(/\{s\}/g, 'a')).origin.replace('//a.', '//*.')];
  } catch {
    /* a relative or odd tile URL is served from here */
  }
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Leaflet and Radix position things with style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigin],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.isProduction ? [] : null,
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });

  const outbox = new Outbox();
  const ctx: AppContext = {
    config,
    database,
    outbox,
    notifier: createNotifier(config, outbox, app.log),
    limits: { ...DEFAULT_RATE_LIMITS, ...options.limits },
    live: createLiveEvents(database, app.log),
    jobs: createJobScheduler(database.db, app.log),
    media: options.mediaStorage ?? createMediaStorage(config),
    routes: [],
    notices: null as unknown as NoticeWorker,
  };
  ctx.notices = startNoticeWorker(() => ctx.database.db, () => ctx.notifier, { ...DEFAULT_NOTICE_WORKER, ...options.noticeWorker }, app.log);
  app.addHook('onClose', () => ctx.notices.stop());
  // Jobs are registered with every app but only run where main.ts starts the scheduler (not in API tests).
  registerHousekeeping(ctx.jobs, { db: database.db, storage: ctx.media, dataDir: config.DATA_DIR });
  registerNoticeJobs(ctx.jobs, database.db, { send: (notice) => noticeSender(ctx.notifier)(notice), siteUrl: siteUrlOf(config) });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.live.close();
  });
  app.decorate('ctx', ctx);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') ctx.routes.push({ method, path: route.url });
  });

  installErrorHandler(app);
  keepClientAddresses(app.server);
  // helmet's security headers, worked out once (server/lib/security-headers.ts): @fastify/helmet 13 built its
  // middleware again on every request, parsing the CSP each time, and even built once the chain cost several
  // per cent of a cached read's CPU.
  const securityHeaders = securityHeaderList({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(reply.raw, securityHeaders);
    done();
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Counted in the database, so several server processes count toward one limit (decision 0011). A database
  // failure lets the request through to fail (or not) on its own, rather than answering 500 for the limiter.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db), skipOnError: true });
  installSameOriginCheck(app);
  installControlCharacterCheck(app);
  // After the checks production makes of every request, so what anyone else gets is production's answer.
  if (config.isDevelopment) hideDevRoutesFromOthers(app);
  await app.register(currentUserPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(accountCodeRoutes);
  await app.register(userRoutes);
  await app.register(mediaRoutes);
  await app.register(listingRoutes);
  await app.register(documentRoutes);
  await app.register(searchRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(dashboardRoutes);
  await app.register(listingPerformanceRoutes);
  await app.register(adminRoutes);
  await app.register(agentRoutes);
  await app.register(trustRoutes);
  await app.register(viewingRoutes);
  await app.register(priceGuideRoutes);
  await app.register(listerRoutes);
  await app.register(messageRoutes);
  await app.register(messageStreamRoutes);
  await app.register(verificationRoutes);
  await app.register(savedHomeRoutes);
  await app.register(alertRoutes);
  if (config.isDevelopment) await app.register(devRoutes);

  if (options.serveWeb) {
    await app.register(webAppRoutes, { transforms: [propertyPreviewTransform, listerPreviewTransform, priceGuidePreviewTransform], distDir: options.webDistDir });
  }
  return app;
}
