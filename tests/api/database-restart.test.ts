import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';

// A PostgreSQL restart or failover ends every connection with 57P01 ("terminating connection due to
// administrator command"). pg_terminate_backend does exactly that to this test's database only, so the test
// needs no control over the server the other tests share. PostgreSQL only: PGlite runs inside the process.
const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('PostgreSQL ends every connection while requests run', () => {
  let server: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.close();
  });

  const sleepingTransactions = async () => {
    const name = new URL(server.config.DATABASE_URL!).pathname.slice(1);
    const { rows } = await admin.query("select 1 from pg_stat_activity where datname = $1 and query like 'select pg_sleep(3)%' and state = 'active'", [name]);
    return rows.length;
  };

  const terminateConnections = async () => {
    const name = new URL(server.config.DATABASE_URL!).pathname.slice(1);
    const { rows } = await admin.query('select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1', [name]);
    return rows.length;
  };

  it('keeps the server up and answering within 5 s, with no 5xx after that', async () => {
    const api = new ApiClient(server.url);
    // A transaction holds its connection checked out of the pool: the case that used to end the process.
    const longTransaction = server.database.db
      .transaction(async (tx) => { await tx.execute(sql`select pg_sleep(3)`); })
      .then(() => 'committed', () => 'failed');
    const reads = Array.from({ length: 20 }, () => api.get('/api/properties/search?limit=5').then((r) => r.status, () => 0));
    // Writes while the connections end: each one answered 201 must be in the database afterwards.
    const registrations = Array.from({ length: 20 }, () => newRegistration({ userType: 'seeker' }));
    const writes = registrations.map((reg) => new ApiClient(server.url).post('/api/register', reg).then((r) => ({ reg, status: r.status }), () => ({ reg, status: 0 })));
    // The long transaction is running: ending the connections now cuts it and what is in flight beside it.
    await expect.poll(sleepingTransactions, { timeout: 5_000 }).toBeGreaterThan(0);
    expect(await terminateConnections()).toBeGreaterThan(0);

    expect(await longTransaction).toBe('failed');
    await Promise.all(reads);
    const written = await Promise.all(writes);

    // The pool connects again on demand: within 5 s every read answers 200 again.
    await expect.poll(async () => (await api.get('/api/properties/search?limit=5')).status, { timeout: 5_000, interval: 200 }).toBe(200);
    const after = await Promise.all(Array.from({ length: 20 }, () => api.get('/api/properties/stats')));
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    expect((await api.get('/api/health')).status).toBe(200);

    // No acknowledged write was lost, and a refused one answered in the error shape, not half done.
    const acknowledged = written.filter((w) => w.status === 201).map((w) => w.reg.username.toLowerCase());
    const stored = async (names: string[]) => (await server.database.db.execute(
      sql`select lower(username) as name from users where lower(username) in (${sql.join(names.map((n) => sql`${n}`), sql`, `)})`,
    ) as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort();
    if (acknowledged.length > 0) expect(await stored(acknowledged)).toEqual([...acknowledged].sort());
    // One that failed with its connection can be sent again: made now, or already made (409), never twice.
    const failed = written.filter((w) => w.status !== 201);
    for (const w of failed) expect([201, 409]).toContain((await new ApiClient(server.url).post('/api/register', w.reg)).status);
    const all = registrations.map((reg) => reg.username.toLowerCase());
    expect(await stored(all)).toEqual([...all].sort());
  });
});
