import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';
import { pgliteGeneration, postgresGeneration, type GenerationSource } from './listing-generation.js';
import { holdWritesOf, type HeldWrites } from './held-writes.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** An open transaction; it runs every query a Db does, so helpers take a Db and are handed `asDb(tx)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export const asDb = (tx: Tx) => tx as unknown as Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection string (live events keep their own listening connection); none for PGlite. */
  url?: string;
  /** The listing generation the public read caches key on (decision 0010). */
  generation: GenerationSource;
  /**
   * PGlite only: hears this session's own NOTIFYs (sent at commit, as on PostgreSQL), for live events raised by
   * the database itself (migration 0015). PostgreSQL's processes LISTEN on a connection of their own instead.
   */
  listenOwn?(channel: string, handler: (payload: string) => void): Promise<void>;
  /** PGlite only: writes this process holds back to make in batches (server/db/held-writes.ts). */
  heldWrites?: HeldWrites;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Real PostgreSQL when set. */
  databaseUrl?: string;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * An in-memory PGlite starts from this dump of an already migrated database (`dumpDataDir()`), so tests do
   * not pay for running every migration again; migrate() then only confirms there is nothing left to do.
   */
  pgliteTemplate?: Blob;
}

// Any constant works: it only has to be the same for every process that migrates.
const MIGRATION_LOCK = 4_242_003;
const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, 'server/db/migrations');

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteTemplate);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A client that loses its server (a restart, a failover, pg_terminate_backend) emits 'error'. pg-pool
  // listens on idle clients only (the pool's 'error'); a client checked out for a transaction has no
  // listener, and an unheard 'error' ends the process. The query in flight fails with the same error and is
  // answered as such; pg-pool drops the broken client when it is released, and new ones connect on demand.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  // Several servers may start at once on one database: one migrates while the others wait for it, then find
  // nothing left to do. The lock is held on a connection of its own for the whole migration.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await runDataSteps(db as unknown as Db);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lock.release();
  }
  return { ...wrap(db as unknown as Db, 'postgres', postgresGeneration(pool), () => pool.end()), url };
}

async function openPglite(dataDir?: string, template?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(template ? { loadDataDir: template } : undefined);
  }
  const heldWrites = holdWritesOf(client, (unhooked) => drizzle(unhooked, { schema }) as unknown as Db);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  await runDataSteps(db as unknown as Db);
  const database = wrap(db as unknown as Db, 'pglite', await pgliteGeneration(client), async () => {
    await heldWrites.settle();
    await client.close();
  });
  return { ...database, heldWrites, listenOwn: async (channel, handler) => void (await client.listen(channel, handler)) };
}

/** The one-time data steps after the migrations (loaded late: they import this module's helpers). */
async function runDataSteps(db: Db): Promise<void> {
  const steps = await import('./data-steps.js');
  await steps.runDataSteps(db);
}

function wrap(db: Db, kind: Database['kind'], generation: GenerationSource, close: () => Promise<void>): Database {
  let closed = false;
  return {
    db,
    kind,
    generation,
    async ping() {
      if (closed) return false;
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await close();
    },
  };
}

/** Raw SQL rows; PGlite and node-postgres both answer with { rows }. */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
