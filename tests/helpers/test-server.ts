import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { buildApp } from '../../server/app.js';
import type { RateLimits } from '../../server/context.js';
import type { NoticeWorkerOptions } from '../../server/lib/notice-queue.js';
import { createFreshPostgresDatabase } from './fresh-postgres.js';
import { closeWithin } from './close-within.js';
import { storeDemoPhotoOnce } from './demo-photos.js';
import { pgliteTemplate } from './pglite-on-disk.js';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  limits?: Partial<RateLimits>;
  /** Seed the demo data (the three demo accounts and listings). */
  demo?: boolean;
  serveWeb?: boolean;
  /** The notice queue's timings (the queue test shortens the retry wait). */
  noticeWorker?: Partial<NoticeWorkerOptions>;
}

// Tests must not trip the production limits by accident; the rate-limit tests set their own.
const GENEROUS_LIMITS: RateLimits = {
  loginPerIpPerMinute: 10_000,
  loginFailuresPerUsername: 10_000,
  loginFailuresPerAccount: 10_000,
  registerPerIpPerHour: 10_000,
  writesPerIpPerMinute: 100_000,
  verificationCodesPerIpPerMinute: 100_000,
  oneTimeCodesPerIpPerHour: 100_000,
  oneTimeCodesPerAddressPerHour: 100_000,
  oneTimeCodesPerAccountPerHour: 100_000,
};

/**
 * A real server on a random port over a fresh database: in-memory PGlite by default, or a new PostgreSQL
 * database (dropped on close) when DATABASE_URL is set.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-test-'));
  // Each server gets its own database, copied from the run's migrated template (tests/helpers/database-template.ts).
  const fresh = process.env.DATABASE_URL ? await createFreshPostgresDatabase(process.env.DATABASE_URL, inject('postgresTemplate') ?? undefined) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: options.demo ? 'true' : 'false',
    MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, /* tests keep PGlite in memory */ dataDir: undefined, pgliteTemplate: pgliteTemplate() });
  if (options.demo) {
    const { seedDemoDataIfEmpty } = await import('../../server/db/seed.js');
    await seedDemoDataIfEmpty(database.db, { dataDir, small: true, storePhoto: storeDemoPhotoOnce });
  }
  const app = await buildApp({ config, database, limits: { ...GENEROUS_LIMITS, ...options.limits }, serveWeb: options.serveWeb, logger: false, noticeWorker: options.noticeWorker });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    database,
    config,
    dataDir,
    async close() {
      await closeWithin('test server: app.close()', () => app.close());
      await closeWithin('test server: database.close()', () => database.close());
      if (fresh) await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { createFreshPostgresDatabase } from './fresh-postgres.js';
