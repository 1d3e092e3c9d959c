// Issue 28, item 3, across processes: two real server processes on one fresh PostgreSQL database. A session
// ended through one process ends its streams held by the other at once; the cap of open streams per user counts
// the streams of both. PostgreSQL only: PGlite is one process by nature.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_STREAMS_PER_USER } from '../../common/constants.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { openStream, type HeldStream } from '../helpers/message-streams.js';
import { createFreshPostgresDatabase } from '../helpers/test-server.js';
import { startServerProcess, stopServerProcess, waitUntilUp, type ServerProcess } from '../helpers/server-process.js';

const databaseUrl = process.env.DATABASE_URL;
// An ended stream ends at once (a notice between the processes); the bound only leaves room for a loaded CI
// host (a run once took more than a second), while a stream that should stay open is watched for less.
const ENDS_WITHIN_MS = 5_000;
const sameBrowser = (url: string, api: ApiClient) => new ApiClient(url, { cookie: api.cookieHeader });

describe.runIf(databaseUrl)('message streams on two server processes (needs DATABASE_URL)', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  const held: HeldStream[] = [];

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(databaseUrl!);
    const env = { DATABASE_URL: fresh.url, NODE_ENV: 'development', DEMO_DATA: 'false', LOG_LEVEL: 'warn' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
  }, 90_000);

  afterAll(async () => {
    for (const stream of held) stream.abort();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await fresh?.drop();
  });

  async function person() {
    const registration = newRegistration({ userType: 'seeker' });
    const api = new ApiClient(a.url);
    expect((await api.post('/api/register', registration)).status).toBe(201);
    return { api, registration };
  }
  async function signInOn(url: string, registration: { username: string; password: string }) {
    const api = new ApiClient(url);
    expect((await api.post('/api/local/login', { username: registration.username, password: registration.password })).status).toBe(200);
    return api;
  }
  async function stream(url: string, api: ApiClient) {
    const opened = await openStream(url, api.cookieHeader);
    held.push(opened);
    return opened;
  }

  it('a password change through B ends the other session\'s stream on A at once', { timeout: 30_000 }, async () => {
    const { api, registration } = await person();
    const laptop = await signInOn(a.url, registration);
    const onA = await stream(a.url, laptop);
    const changed = await sameBrowser(b.url, api).put('/api/users/me/password', { currentPassword: registration.password, newPassword: 'Multi-new-pass-26!' });
    expect(changed.status, changed.text).toBe(204);
    expect(await onA.endsWithin(ENDS_WITHIN_MS)).toBe(true);
  });

  it('signing out everywhere else through A ends the streams on B, and keeps this session\'s', { timeout: 30_000 }, async () => {
    const { api, registration } = await person();
    const phone = await signInOn(b.url, registration);
    const phoneOnB = await stream(b.url, phone);
    const hereOnB = await stream(b.url, api);
    expect((await api.post('/api/users/me/sessions/end-others', {})).body).toEqual({ ended: 1 });
    expect(await phoneOnB.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    expect(await hereOnB.endsWithin(300)).toBe(false);
  });

  it(`counts the streams of both processes toward ${MAX_OPEN_STREAMS_PER_USER}: the next ends the oldest, wherever it is`, { timeout: 30_000 }, async () => {
    const { api, registration } = await person();
    // A stream is answered before it is counted, so each is awaited until counted: otherwise, on a loaded host,
    // the next one (on the other process) could be counted first and be the oldest.
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    const counted = async () => Number((await client.query(
      'select count(*) as n from message_streams s join users u on u.id = s.user_id where u.username = $1', [registration.username])).rows[0].n);
    const streams: HeldStream[] = [];
    try {
      for (let i = 0; i < MAX_OPEN_STREAMS_PER_USER; i += 1) {
        streams.push(await stream(i % 2 ? b.url : a.url, api));
        await expect.poll(counted).toBe(i + 1);
      }
    } finally {
      await client.end();
    }
    expect(await streams[0]!.endsWithin(300)).toBe(false);
    streams.push(await stream(b.url, api)); // the oldest is on A
    expect(await streams[0]!.endsWithin(ENDS_WITHIN_MS)).toBe(true);
    for (const open of streams.slice(1)) expect(await open.endsWithin(50)).toBe(false);
  });
});
