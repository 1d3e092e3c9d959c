// Backup and restore: one gzip file of JSON lines holding every table's rows (a logical dump through SQL, so
// the same file works for PGlite and PostgreSQL, either way round) and every photo and video under
// DATA_DIR/media. pg_dump is not used: it must match the server's major version, and PGlite has none.
//
//   {"backup":"salone-homes","version":1,...}   header
//   {"table":"users","columns":[...]}           then {"rows":[...]} lines of up to 500 rows
//   {"file":"media/<id>/sm.webp","size":n}      then {"data":"<base64>"} lines of up to 1 MB
//
// The rows are read in one REPEATABLE READ transaction, so they are one consistent moment. Files are copied
// after it: a photo uploaded meanwhile is an extra file (the sweep removes it later), and one deleted meanwhile
// is missing from the copy (its row was already gone or going).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat, writeFile, appendFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { asDb, queryRows, type Db } from './client.js';

const FORMAT = 'salone-homes';
const VERSION = 1;
const ROWS_PER_LINE = 500;
const FILE_CHUNK = 1024 * 1024;
/** Uploads still arriving; never part of a backup. */
const SKIPPED_DIRS = new Set(['.incoming']);
const ROWS_PREFIX = '{"rows":[';

export interface BackupSummary { tables: Record<string, number>; files: number; bytes: number }

/** Tables of the app's schema, each after the tables it references, so rows restore in order. */
async function tablesInOrder(db: Db): Promise<string[]> {
  const tables = (await queryRows<{ name: string }>(db, sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`)).map((t) => t.name);
  const refs = await queryRows<{ child: string; parent: string }>(db, sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`);
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const ref of refs) if (ref.child.replace(/"/g, '') === table && ref.parent.replace(/"/g, '') !== table) visit(ref.parent.replace(/"/g, ''), seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Columns a row can be written to (generated columns are computed again on restore). */
async function writableColumns(db: Db, table: string): Promise<string[]> {
  return (await queryRows<{ name: string }>(db, sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`)).map((c) => c.name);
}

async function* filesUnder(root: string, dir = root): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* filesUnder(root, full);
    } else if (entry.isFile()) {
      yield full;
    }
  }
}

/** Writes the database and the media files to one gzip file. */
export async function writeBackup(db: Db, dataDir: string, file: string): Promise<BackupSummary> {
  const gzip = createGzip();
  const out = createWriteStream(file);
  gzip.pipe(out);
  const writeLine = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  const write = (value: unknown) => writeLine(JSON.stringify(value));
  const summary: BackupSummary = { tables: {}, files: 0, bytes: 0 };
  await write({ backup: FORMAT, version: VERSION, createdAt: new Date().toISOString() });

  await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    for (const table of await tablesInOrder(tx)) {
      const columns = await writableColumns(tx, table);
      await write({ table, columns });
      summary.tables[table] = 0;
      // A cursor reads a big table a page at a time instead of all at once.
      const cursor = `backup_${table}`;
      await tx.execute(sql.raw(`declare ${cursor} no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdent(table)} t`));
      for (;;) {
        const rows = await queryRows<{ row: string }>(tx, sql.raw(`fetch ${ROWS_PER_LINE} from ${cursor}`));
        if (rows.length === 0) break;
        // Rows stay PostgreSQL's own JSON text: parsing them here would round numerics and big integers.
        await writeLine(`${ROWS_PREFIX}${rows.map((r) => r.row).join(',')}]}`);
        summary.tables[table] += rows.length;
      }
      await tx.execute(sql.raw(`close ${cursor}`));
    }
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });

  const mediaRoot = path.join(dataDir, 'media');
  for await (const full of filesUnder(mediaRoot)) {
    const { size } = await stat(full);
    await write({ file: path.relative(dataDir, full).split(path.sep).join('/'), size });
    for await (const chunk of createReadStream(full, { highWaterMark: FILE_CHUNK })) {
      await write({ data: (chunk as Buffer).toString('base64') });
    }
    summary.files += 1;
    summary.bytes += size;
  }
  gzip.end();
  await once(out, 'finish');
  return summary;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Restores a backup into an empty database (migrated to this version) and DATA_DIR. Refuses a database that
 * has users or a media folder with files: a restore never mixes with live data.
 */
export async function restoreBackup(db: Db, dataDir: string, file: string): Promise<BackupSummary> {
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if (n > 0) throw new Error('The database is not empty (it has users). Restore into a fresh data folder or an empty database.');
  for await (const existing of filesUnder(path.join(dataDir, 'media'))) {
    throw new Error(`The media folder is not empty (${existing}). Restore into a fresh data folder.`);
  }

  const summary: BackupSummary = { tables: {}, files: 0, bytes: 0 };
  let header = false;
  let table: { name: string; columns: string[] } | null = null;
  let currentFile: string | null = null;

  await db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    // Migrations may have written rows (the starting exchange rate): the backup's rows replace them.
    const tables = await tablesInOrder(tx);
    if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')}`));
    // The rows go back as they were: the app's triggers (the price guides' stale marks, written when a listing
    // changes) stay off meanwhile, as the backup holds the rows they wrote. Part of the transaction, so a failed
    // restore leaves them on. Foreign keys are system triggers and keep checking.
    const setTriggers = async (state: 'enable' | 'disable') => {
      for (const t of tables) await tx.execute(sql.raw(`alter table ${quoteIdent(t)} ${state} trigger user`));
    };
    await setTriggers('disable');
    // Opened only now: readline starts reading at once, and lines read before the loop begins would be lost.
    const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line) continue;
      if (line.startsWith(ROWS_PREFIX)) {
        if (!table) throw new Error('Rows before their table in the backup file.');
        await insertRows(tx, table, line.slice(ROWS_PREFIX.length - 1, -1));
        summary.tables[table.name] = (summary.tables[table.name] ?? 0) + (JSON.parse(line) as { rows: unknown[] }).rows.length;
        continue;
      }
      const entry = JSON.parse(line) as Record<string, unknown>;
      if (!header) {
        if (entry.backup !== FORMAT || entry.version !== VERSION) throw new Error('Not a Salone Homes backup file (or a newer version of one).');
        header = true;
      } else if (typeof entry.table === 'string') {
        const present = new Set(await writableColumns(tx, entry.table));
        if (present.size === 0) throw new Error(`The backup has a table this version does not: ${entry.table}`);
        // Columns the backup has and this schema still has; newer columns take their defaults.
        table = { name: entry.table, columns: (entry.columns as string[]).filter((c) => present.has(c)) };
        summary.tables[table.name] = 0;
      } else if (typeof entry.file === 'string') {
        currentFile = safeTarget(dataDir, entry.file);
        await mkdir(path.dirname(currentFile), { recursive: true });
        await writeFile(currentFile, new Uint8Array(0));
        summary.files += 1;
        summary.bytes += Number(entry.size) || 0;
      } else if (typeof entry.data === 'string') {
        if (!currentFile) throw new Error('File data before its name in the backup file.');
        await appendFile(currentFile, new Uint8Array(Buffer.from(entry.data, 'base64')));
      }
    }
    await setTriggers('enable');
  });
  if (!header) throw new Error('The backup file is empty.');
  return summary;
}

/** PostgreSQL turns the JSON rows back into typed rows itself (jsonb_populate_recordset), exactly. */
async function insertRows(tx: Db, table: { name: string; columns: string[] }, rowsJson: string) {
  const cols = table.columns.map(quoteIdent).join(', ');
  const target = quoteIdent(table.name);
  await tx.execute(sql`${sql.raw(`insert into ${target} (${cols}) select ${cols} from jsonb_populate_recordset(null::${target}, `)}${rowsJson}::jsonb)`);
}

/** A file path from the backup, kept inside DATA_DIR/media whatever the file says. */
function safeTarget(dataDir: string, relative: string): string {
  const mediaRoot = path.resolve(dataDir, 'media');
  const target = path.resolve(dataDir, relative);
  if (!target.startsWith(mediaRoot + path.sep)) throw new Error(`A file outside the media folder in the backup: ${relative}`);
  return target;
}
