import { existsSync } from 'node:fs';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemoDataIfEmpty } from './db/seed.js';
import { createDocumentStorage } from './features/documents/documents.storage.js';
import { refusePublishedPasswordsInProduction } from './db/demo-passwords.js';
import { createMediaStorage } from './lib/storage/select-storage.js';
import { trackRequestsInFlight } from './lib/requests-in-flight.js';

async function main() {
  // A .env file beside package.json is read if present; real environment variables win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const mediaStorage = createMediaStorage(config);
  if (config.demoData) {
    await seedDemoDataIfEmpty(database.db, { dataDir: config.DATA_DIR, storage: mediaStorage, documentStorage: createDocumentStorage(config) });
  }
  await refusePublishedPasswordsInProduction(database.db, config);
  // WEB_DIST_DIR: another web build to serve than dist/web (the bench's A/B builds, bench/ab.mjs).
  const app = await buildApp({ config, database, serveWeb: true, mediaStorage, webDistDir: process.env.WEB_DIST_DIR });
  // Every process checks; each turn of each job runs on one of them (server/lib/jobs.ts).
  app.ctx.jobs.start(config.JOBS_POLL_SECONDS * 1000);

  const inFlight = trackRequestsInFlight(app.server);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    // The listener stops, the message streams end (their browsers reconnect to another server), idle keep-alive
    // connections close, and requests in flight finish. Only a request still running at the deadline (a client
    // that never sends the rest of its upload) keeps a deploy waiting: past it the log names what still runs,
    // and the exit code says the stop was not clean.
    const ms = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    setTimeout(() => {
      app.log.error({ stillRunning: inFlight.describe(), waitingOn: process.getActiveResourcesInfo() }, `shutdown did not finish within ${ms} ms; exiting`);
      process.exit(1);
    }, ms);
    inFlight.closeEachConnectionWhenIdle();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.isProduction && config.demoData) {
    app.log.warn('Demo data in production (ALLOW_DEMO_DATA_IN_PRODUCTION): the demo accounts have published passwords.');
  }
  const media = config.s3 ? `photos in bucket ${config.s3.bucket}` : 'photos on disk';
  app.log.info(`Salone Homes on http://localhost:${config.PORT} (${database.kind}, ${media}${config.demoData ? ', demo data' : ''})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
