// A second server process's app on the same database as a test server, as behind a load balancer: its own
// Fastify app and in-process caches; on PostgreSQL its own connection pool, on PGlite the same handle (one
// embedded database cannot be opened twice).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { openDatabase, type Database } from '../../server/db/client.js';
import type { TestServer } from './test-server.js';

export interface SecondServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function startSecondServer(first: TestServer): Promise<SecondServer> {
  const ownPool = first.config.DATABASE_URL ? await openDatabase({ databaseUrl: first.config.DATABASE_URL }) : null;
  const database = ownPool ?? first.database;
  const app = await buildApp({ config: first.config, database, limits: first.app.ctx.limits, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    app,
    database,
    async close() {
      await app.close();
      await ownPool?.close();
    },
  };
}
