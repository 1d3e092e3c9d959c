// The run's migrated PGlite database (tests/helpers/database-template.ts), for the in-memory databases of the test
// servers and the data folders of server processes. A process on a new, empty folder ran every migration first:
// several seconds of a shared 2-core machine for each start of the shutdown, crash and hang-up tests. None of them
// tests migrating; the start-up and migration tests run their own unmigrated databases.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

let templateBlob: Blob | undefined;

/** The migrated database as a PGlite dump, read once per test process; none on the PostgreSQL pass. */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (!file) return undefined;
  templateBlob ??= new Blob([readFileSync(file)]);
  return templateBlob;
}

/**
 * Puts the migrated database where a server with DATA_DIR=`dataDir` opens PGlite, unless one is there (a restart).
 * The PostgreSQL pass has no PGlite template: there the server migrates.
 */
export async function placeMigratedPglite(dataDir: string): Promise<void> {
  const folder = path.join(dataDir, 'pglite');
  const template = pgliteTemplate();
  if (!template || existsSync(folder)) return;
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(folder, { loadDataDir: template });
  await client.waitReady;
  await client.close();
}
