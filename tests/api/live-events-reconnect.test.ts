// Live events on PostgreSQL come by LISTEN on one dedicated connection per server. A database restart or
// failover ends that connection: the server must listen again on its own, or live messages would stop for
// good while everything else works. pg_terminate_backend does to this test's listener what a restart does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { LIVE_CHANNEL } from '../../server/lib/live-events.js';

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('live events after the database ends the listening connection (needs DATABASE_URL)', () => {
  let server: TestServer;
  let admin: pg.Client;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await server.app.ctx.live.ready();
  });
  afterAll(async () => {
    await admin?.end();
    await server?.close();
  });

  const listenerPids = async () => {
    const name = new URL(server.config.DATABASE_URL!).pathname.slice(1);
    const { rows } = await admin.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and query = $2', [name, `LISTEN ${LIVE_CHANNEL}`]);
    return rows.map((r) => r.pid);
  };

  it('listens again and delivers the next message', async () => {
    const [before] = await listenerPids();
    expect(before).toBeDefined();
    await admin.query('select pg_terminate_backend($1)', [before]);
    await expect.poll(async () => (await listenerPids()).filter((pid) => pid !== before), { timeout: 10_000, interval: 100 }).toHaveLength(1);

    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const ownerId = (await owner.get('/api/auth/user')).body.id;
    const agent = new ApiClient(server.url);
    await agent.get('/api/test-login/agent');
    const found = await server.database.db.execute(sql`select id from properties where user_id = ${ownerId} and status = 'approved' limit 1`);
    const rows = (found as unknown as { rows: { id: string }[] }).rows;
    const stream = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: owner.cookieHeader } });
    const reader = stream.body!.getReader();
    await reader.read();
    const content = `After the restart ${Date.now()}`;
    expect((await agent.post('/api/messages', { receiverId: ownerId, propertyId: rows[0]!.id, content })).status).toBe(201);
    let text = '';
    const until = Date.now() + 5000;
    while (!text.includes(content) && Date.now() < until) {
      const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(resolve, until - Date.now(), null))]);
      if (!next || next.done) break;
      text += new TextDecoder().decode(next.value);
    }
    await reader.cancel();
    expect(text).toContain(content);
  });
});
