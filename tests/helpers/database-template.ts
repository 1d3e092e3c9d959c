// Vitest global setup: migrates one database per test run, which every test server then starts from, instead
// of each of the ~70 test servers running every migration again (several seconds each on PGlite, the largest
// share of the suite's time). PGlite: a dump of the migrated data folder, loaded into each in-memory
// database. PostgreSQL: a migrated template database that CREATE DATABASE … TEMPLATE copies.
// The servers still call migrate() on start, which finds nothing to do; a test that needs an empty,
// unmigrated database (start-up, several servers migrating at once) creates its own without the template.
import { writeFileSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.js';
import { createFreshPostgresDatabase } from './fresh-postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, dumped to this file (tests without DATABASE_URL). */
    pgliteTemplateFile: string | null;
    /** A migrated PostgreSQL database to copy (tests with DATABASE_URL). */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const template = await createFreshPostgresDatabase(baseUrl);
    const database = await openDatabase({ databaseUrl: template.url });
    await database.close();
    project.provide('pgliteTemplateFile', null);
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const database = await openDatabase({});
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'salone-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
