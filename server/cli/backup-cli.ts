// npm run backup [FILE]: the database and the photos in one file (default backups/salone-homes-<time>.json.gz).
// npm run restore FILE: into a fresh DATA_DIR (PGlite) or an empty DATABASE_URL database, then the photos.
// DATA_DIR and DATABASE_URL as for the server. With PGlite, stop the server first (one process opens the
// folder at a time); PostgreSQL can be backed up while the server runs.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { restoreBackup, writeBackup, type BackupSummary } from '../db/backup.js';

function describe(summary: BackupSummary): string {
  const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
  return `${rows} rows in ${Object.keys(summary.tables).length} tables, ${summary.files} files (${(summary.bytes / 1024 / 1024).toFixed(1)} MB)`;
}

async function main() {
  const [command, fileArg] = process.argv.slice(2);
  if (command !== 'backup' && command !== 'restore') throw new Error('Usage: backup-cli.ts backup [FILE] | restore FILE');
  if (command === 'restore' && !fileArg) throw new Error('Usage: npm run restore FILE');
  const config = loadConfig();
  const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.DATA_DIR}`;
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    if (command === 'backup') {
      const file = fileArg ?? path.join('backups', `salone-homes-${new Date().toISOString().replace(/[:.]/g, '-')}.json.gz`);
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const summary = await writeBackup(database.db, config.DATA_DIR, file);
      console.log(`Backed up ${where} and ${config.DATA_DIR}/media to ${file}: ${describe(summary)}.`);
    } else {
      const summary = await restoreBackup(database.db, config.DATA_DIR, fileArg!);
      console.log(`Restored ${fileArg} into ${where} and ${config.DATA_DIR}/media: ${describe(summary)}.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
