// Issue 28 (decision 0017): device trust, the slowdown of unknown devices and the code shares are counted in the
// database, so two server processes behind a load balancer enforce one limit. PostgreSQL only: PGlite is one
// process by nature.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { createFreshPostgresDatabase } from '../helpers/test-server.js';
import { startServerProcess, stopServerProcess, waitUntilUp, type ServerProcess } from '../helpers/server-process.js';

const databaseUrl = process.env.DATABASE_URL;
/** One browser (its cookies, its address), sending this request to `url`: a load balancer's choice. */
const via = (url: string, browser: ApiClient, address: string) => new ApiClient(url, { cookie: browser.cookieHeader, 'x-forwarded-for': address });

describe.runIf(databaseUrl)('sign-in under attack across two server processes (needs DATABASE_URL)', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(databaseUrl!);
    // The production limits (DEFAULT_RATE_LIMITS); TRUST_PROXY lets the test speak for many addresses.
    const env = { DATABASE_URL: fresh.url, NODE_ENV: 'development', DEMO_DATA: 'false', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await fresh?.drop();
  });

  it('a device known through one process is trusted by the other; the slowdown of unknown devices is shared', { timeout: 60_000 }, async () => {
    const registration = newRegistration({ userType: 'seeker' });
    const owner = new ApiClient(a.url, { 'x-forwarded-for': '198.51.100.20' });
    expect((await owner.post('/api/register', registration)).status).toBe(201);
    expect((await owner.post('/api/logout')).status).toBe(204);

    // 99 of the 100 wrong passwords from 13 addresses are written at once (each costs a full scrypt in a real
    // process); the 100th, through B, starts the slowdown that A must honour.
    await db.query(
      `insert into sign_in_failures (account, address, failures, reset_at) values ($1, '*', 99, now() + interval '15 minutes')`,
      [registration.username.toLowerCase()],
    );
    const last = await new ApiClient(b.url, { 'x-forwarded-for': '203.0.113.12' }).post('/api/local/login', { username: registration.username, password: 'wrong-guess-123' });
    expect(last.status).toBe(401);
    for (const server of [a.url, b.url]) {
      const unknown = await new ApiClient(server, { 'x-forwarded-for': '198.51.100.21' }).post('/api/local/login', { username: registration.username, password: registration.password });
      expect(unknown.status).toBe(429);
      expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const known = await via(b.url, owner, '198.51.100.20').post('/api/local/login', { username: registration.username, password: registration.password });
    expect(known.status).toBe(200);
  });

  it('a number\'s share of codes for strangers holds across both processes; the owner\'s device still gets a code', { timeout: 60_000 }, async () => {
    const phone = `+23277${String(Math.floor(100000 + Math.random() * 899999))}`;
    const sms = async (server: ServerProcess) => ((await new ApiClient(server.url).get(`/api/dev/outbox?to=${encodeURIComponent(phone)}`)).body as { code: string }[])[0]!;
    // The owner signs up by phone through A: that browser is now known to the account.
    const owner = new ApiClient(a.url, { 'x-forwarded-for': '198.51.100.30' });
    const first = await owner.post('/api/auth/phone/send-code', { phoneNumber: phone });
    expect(first.status, first.text).toBe(200);
    const signedUp = await owner.post('/api/auth/phone/verify', { challengeId: first.body.challengeId, code: (await sms(a)).code });
    expect(signedUp.status, signedUp.text).toBe(201);

    // With the owner's own first code (asked before the number had an account) that is the number's 5 an hour
    // for devices it does not know, counted through both processes.
    for (let i = 0; i < 4; i += 1) {
      const server = i % 2 ? b.url : a.url;
      expect((await new ApiClient(server, { 'x-forwarded-for': '203.0.113.99' }).post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(200);
    }
    for (const server of [a.url, b.url]) {
      expect((await new ApiClient(server, { 'x-forwarded-for': '203.0.113.99' }).post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(429);
      expect((await new ApiClient(server, { 'x-forwarded-for': '203.0.113.100' }).post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(429);
    }

    const asked = await via(b.url, owner, '198.51.100.30').post('/api/auth/phone/send-code', { phoneNumber: phone });
    expect(asked.status, asked.text).toBe(200);
    const verified = await via(a.url, owner, '198.51.100.30').post('/api/auth/phone/verify', { challengeId: asked.body.challengeId, code: (await sms(b)).code });
    expect(verified.status).toBe(200);
  });
});
