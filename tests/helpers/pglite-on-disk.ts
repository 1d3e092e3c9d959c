// A migrated PGlite data folder for a server process (tests/helpers/server-process.ts). A process on a new, empty
// folder ran every migration first: several seconds of a shared 2-core machine for each start of the shutdown,
// crash and hang-up tests. None of them tests migrating; the start-up and migration tests run their own
// unmigrated databases.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

let migratedDump: Blob | undefined;

/**
 * Puts the run's migrated database (tests/helpers/database-template.ts) where a server with DATA_DIR=`dataDir` opens
 * PGlite, unless one is there (a restart). The PostgreSQL pass has no PGlite template: there the server migrates.
 */
export async function placeMigratedPglite(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  const file = inject('pgliteTemplateFile');
  if (!file || existsSync(folder)) return;
  migratedDump ??= new Blob([readFileSync(file)]);
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(folder, { loadDataDir: migratedDump });
  await client.waitReady;
  await client.close();
}
