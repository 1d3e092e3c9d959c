// Two apps on one database behave as one (decision 0011): limits, lockouts, live events and jobs are in the
// database (or, on PGlite, shared by everything on that database), not in one app's memory. The same test
// runs over PostgreSQL when DATABASE_URL is set, where live events go by LISTEN/NOTIFY; tests/multi/ does it
// with two real server processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { createJobScheduler } from '../../server/lib/jobs.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';

const limits = { loginPerIpPerMinute: 6, loginFailuresPerUsername: 3 };
let a: TestServer;
let b: FastifyInstance;
let bUrl: string;
beforeAll(async () => {
  // TRUST_PROXY: each test speaks from its own client address (X-Forwarded-For), so their limits do not mix.
  a = await startTestServer({ demo: true, limits, env: { TRUST_PROXY: '127.0.0.1' } });
  b = await buildApp({ config: a.config, database: a.database, limits: { ...limits, writesPerIpPerMinute: 10_000 }, logger: false });
  bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
  await Promise.all([a.app.ctx.live.ready(), b.ctx.live.ready()]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function openStream(url: string, api: ApiClient) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/messages/stream`, { headers: { cookie: api.cookieHeader }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  await reader.read();
  let text = '';
  /** Reads until `pattern` shows up (true) or `ms` pass (false), or the stream ends ('ended'). */
  const waitFor = async (pattern: string, ms = 5000): Promise<boolean | 'ended'> => {
    const deadline = Date.now() + ms;
    while (!text.includes(pattern)) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      const next = await Promise.race([reader.read(), new Promise<'late'>((resolve) => setTimeout(resolve, left, 'late'))]);
      if (next === 'late') return false;
      if (next.done) return 'ended';
      text += new TextDecoder().decode(next.value);
    }
    return true;
  };
  return { waitFor, abort: () => controller.abort() };
}

describe('two apps on one database', () => {
  it('delivers a message sent through one to a live stream on the other, and ends it at sign-out on the first', async () => {
    const owner = new ApiClient(a.url);
    await owner.get('/api/test-login/owner');
    const ownerId = ((await owner.get('/api/auth/user')).body as { id: string }).id;
    const listing = await a.database.db.execute(sql`select id from properties where user_id = ${ownerId} and status = 'approved' limit 1`);
    const propertyId = (listing as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const agent = new ApiClient(a.url);
    await agent.get('/api/test-login/agent');
    // The owner's session, its stream held by the other app.
    const stream = await openStream(bUrl, owner);
    const content = `Across servers ${Date.now()}`;
    expect((await agent.post('/api/messages', { receiverId: ownerId, propertyId, content })).status).toBe(201);
    expect(await stream.waitFor(content)).toBe(true);
    expect((await owner.post('/api/logout')).status).toBeLessThan(400);
    expect(await stream.waitFor('never sent', 5000)).toBe('ended');
  });

  it('counts requests toward one per-address limit', async () => {
    // Sign-in allows 6 a minute per address here: 3 through each app are all it takes.
    const signIns: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const url = i % 2 === 0 ? a.url : bUrl;
      signIns.push((await new ApiClient(url, { 'x-forwarded-for': '203.0.113.8' }).post('/api/local/login', { username: `nobody-${i}`, password: 'wrong-guess-123' })).status);
    }
    expect(signIns).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts failed sign-ins through both toward one lockout', async () => {
    const user = newRegistration();
    const from = (url: string) => new ApiClient(url, { 'x-forwarded-for': '203.0.113.9' });
    expect((await new ApiClient(a.url).post('/api/register', user)).status).toBe(201);
    const tries = [a.url, bUrl, a.url].map((url) => from(url).post('/api/local/login', { username: user.username, password: 'wrong-guess-123' }));
    expect((await Promise.all(tries)).map((r) => r.status)).toEqual([401, 401, 401]);
    expect((await from(bUrl).post('/api/local/login', { username: user.username, password: user.password })).status).toBe(429);
  });
});

describe('jobs on several processes', () => {
  it('runs each turn of a job once, whichever process claims it first', async () => {
    const log = { info: () => {}, error: () => {} };
    const first = createJobScheduler(a.database.db, log);
    const second = createJobScheduler(a.database.db, log);
    const ran: string[] = [];
    const name = `test-job-${Date.now()}`;
    first.registerJob(name, 60_000, async () => void ran.push('first'), { firstAfterMs: 0 });
    second.registerJob(name, 60_000, async () => void ran.push('second'), { firstAfterMs: 0 });
    const local: string[] = [];
    first.registerJob(`${name}-local`, 60_000, async () => void local.push('first'), { firstAfterMs: 0, perProcess: true });
    second.registerJob(`${name}-local`, 60_000, async () => void local.push('second'), { firstAfterMs: 0, perProcess: true });

    await Promise.all([first.runDueJobs(), second.runDueJobs(), first.runDueJobs(), second.runDueJobs()]);
    expect(ran).toHaveLength(1);
    expect(local.sort()).toEqual(['first', 'second']);
    // Not due again until its next turn...
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(ran).toHaveLength(1);
    // ...which comes when the clock (here: the row) says so.
    await a.database.db.execute(sql`update job_runs set next_run_at = now() - interval '1 second' where name = ${name}`);
    await Promise.all([first.runDueJobs(), second.runDueJobs()]);
    expect(ran).toHaveLength(2);
    const rows = await a.database.db.execute(sql`select runs, last_error from job_runs where name = ${name}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ runs: 2, last_error: null }]);
  });

  it('records a failing job and tries again next turn instead of stopping', async () => {
    const errors: string[] = [];
    const jobs = createJobScheduler(a.database.db, { info: () => {}, error: (_e, msg) => errors.push(msg) });
    const name = `failing-job-${Date.now()}`;
    jobs.registerJob(name, 60_000, async () => { throw new Error('disk full'); }, { firstAfterMs: 0 });
    expect(await jobs.runDueJobs()).toEqual([name]);
    expect(errors).toEqual([`Job ${name} failed`]);
    const rows = await a.database.db.execute(sql`select last_error from job_runs where name = ${name}`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ last_error: 'disk full' }]);
  });
});
