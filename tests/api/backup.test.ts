// Backup and restore round-trip the demo data: every table's rows and every photo file come back identical,
// into a fresh database and data folder (PGlite, or PostgreSQL when DATABASE_URL is set).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient, type ApiResponse } from '../helpers/api-client.js';
import { databaseSnapshot, filesSnapshot } from '../helpers/db-snapshot.js';
import { restoreBackup, writeBackup } from '../../server/db/backup.js';

let source: TestServer;
let target: TestServer;
let work: string;
beforeAll(async () => {
  source = await startTestServer({ demo: true });
  target = await startTestServer();
  work = mkdtempSync(path.join(tmpdir(), 'salone-backup-'));
}, 120_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('round-trips the demo data: rows and photo files identical', async () => {
    // Some activity beyond the seed: a session and a message thread exist in the demo already.
    const file = path.join(work, 'backup.json.gz');
    const written = await writeBackup(source.database.db, source.dataDir, file);
    expect(written.tables.users).toBeGreaterThan(0);
    expect(written.tables.properties).toBeGreaterThan(0);
    expect(written.files).toBeGreaterThan(0);

    const restored = await restoreBackup(target.database.db, target.dataDir, file);
    expect(restored.tables).toEqual(written.tables);
    expect(restored.files).toBe(written.files);
    // listing_generation is a cache key, not data: the restore's own writes move it on, which is what makes every
    // server drop what it cached before the restore (decision 0010).
    const data = (db: typeof source.database.db) => databaseSnapshot(db, [], ['listing_generation']);
    expect(await data(target.database.db)).toEqual(await data(source.database.db));
    expect(await filesSnapshot(path.join(target.dataDir, 'media'), ['.incoming'])).toEqual(await filesSnapshot(path.join(source.dataDir, 'media'), ['.incoming']));

    // The restored server serves what the original served: the same search, the same photo bytes.
    const [before, after] = (await Promise.all([source, target].map((s) => new ApiClient(s.url).get('/api/properties/search?limit=3')))) as [ApiResponse, ApiResponse];
    expect(after.body).toEqual(before.body);
    const photo = before.body.items[0].images[0] as string;
    const bytes = await Promise.all([source, target].map(async (s) => Buffer.from(await (await fetch(`${s.url}${photo.startsWith('/') ? '' : '/'}${photo}`)).arrayBuffer())));
    expect(bytes[1]!.length).toBeGreaterThan(0);
    expect(bytes[1]!.equals(bytes[0]!)).toBe(true);
  });

  it('refuses to restore over a database that has data', async () => {
    const file = path.join(work, 'again.json.gz');
    await writeBackup(source.database.db, source.dataDir, file);
    await expect(restoreBackup(source.database.db, source.dataDir, file)).rejects.toThrow(/not empty/);
  });
});
