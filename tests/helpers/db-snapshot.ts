// A fingerprint of a whole database: every table's row count and a hash of its rows, in a stable order.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../server/db/client.js';

/**
 * `ignoreColumns` leaves out columns that move on their own (sessions' last-seen time); `ignoreTables` the
 * server's own bookkeeping that every request may touch (request counts of the rate limits, for example).
 */
export async function databaseSnapshot(db: Db, ignoreColumns: string[] = [], ignoreTables: string[] = []): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (ignoreTables.includes(name)) continue;
    let row = sql`to_jsonb(t)`;
    for (const column of ignoreColumns) row = sql`(${row} - ${column}::text)`;
    const text = sql`(${row})::text`;
    const [summary] = await queryRows<{ n: number; hash: string }>(db, sql`select count(*)::int as n, md5(coalesce(string_agg(${text}, '|' order by ${text}), '')) as hash from ${sql.identifier(name)} t`);
    result[name] = `${summary!.n} rows, ${summary!.hash}`;
  }
  return result;
}

/** Every file under a folder (relative path → sha256), skipping the named folders. */
export async function filesSnapshot(root: string, skip: string[] = []): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!skip.includes(entry.name)) await walk(full);
      } else {
        result[path.relative(root, full)] = createHash('sha256').update(await readFile(full)).digest('hex');
      }
    }
  };
  await walk(root);
  return result;
}
