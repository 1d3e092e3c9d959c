import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';

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
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await terminateConnections()).toBeGreaterThan(0);

    expect(await longTransaction).toBe('failed');
    await Promise.all(reads);

    // The pool connects again on demand: within 5 s every read answers 200 again.
    const deadline = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await api.get('/api/properties/search?limit=5')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    const after = await Promise.all(Array.from({ length: 20 }, () => api.get('/api/properties/stats')));
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    expect((await api.get('/api/health')).status).toBe(200);
  });
});
