import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../server/config.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import { buildApp } from '../../server/app.js';
import type { RateLimits } from '../../server/context.js';
import type { NoticeWorkerOptions } from '../../server/lib/notice-queue.js';

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
  const fresh = process.env.DATABASE_URL ? await createFreshPostgresDatabase(process.env.DATABASE_URL) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: options.demo ? 'true' : 'false',
    MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, /* tests keep PGlite in memory */ dataDir: undefined });
  if (options.demo) {
    const { seedDemoDataIfEmpty } = await import('../../server/db/seed.js');
    await seedDemoDataIfEmpty(database.db, { dataDir, small: true });
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
      await app.close();
      await database.close();
      if (fresh) await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new, empty PostgreSQL database beside the one in `baseUrl`; `drop()` removes it (even with clients on it). */
export async function createFreshPostgresDatabase(baseUrl: string) {
  const { default: pg } = await import('pg');
  const name = `salone_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL cannot be reached at ${baseUrl}: ${(error as Error).message}`, { cause: error });
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
