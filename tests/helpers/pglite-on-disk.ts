// A migrated PGlite data folder for a server process (tests/helpers/server-process.ts). A process on a new, empty
// folder ran every migration first: more than a quarter of a minute of a shared 2-core machine for each start of the
// shutdown, crash and hang-up tests, in both passes of `npm test`. None of them tests migrating; the start-up and
// migration tests run their own unmigrated databases.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../server/db/client.js';

let migratedDump: Promise<Blob> | undefined;

/**
 * The run's migrated PGlite dump (tests/helpers/database-template.ts), or on the PostgreSQL pass, which has none,
 * one migrated here once per test process.
 */
function migratedPgliteDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const file = inject('pgliteTemplateFile');
    if (file) return new Blob([readFileSync(file)]);
    const database = await openDatabase({});
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    return dump;
  })();
  return migratedDump;
}

/** Puts a migrated database where a server with DATA_DIR=`dataDir` opens PGlite, unless one is there (a restart). */
export async function placeMigratedPglite(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  if (existsSync(folder)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(folder, { loadDataDir: await migratedPgliteDump() });
  await client.waitReady;
  await client.close();
}
