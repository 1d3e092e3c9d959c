// A client that hangs up before its answer (a phone losing signal, a closed tab) is no error of the server's:
// nothing is logged at error level. It used to log a 500 per hang-up: request.ip read the reset socket's address
// (undefined) and the rate limiter failed on it.
// A real process, as `npm start` runs it, logging at warn as in production (an info log reads the address
// early and hides the fault), on PGlite or on PostgreSQL when DATABASE_URL is set.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { createFreshPostgresDatabase } from '../helpers/fresh-postgres.js';
import { startServerProcess, stopServerProcess, waitUntilUp, type ServerProcess } from '../helpers/server-process.js';

const HANG_UPS = 20;
let server: ServerProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = process.env.DATABASE_URL ? await createFreshPostgresDatabase(process.env.DATABASE_URL, inject('postgresTemplate') ?? undefined) : null;
  dropDatabase = fresh?.drop;
  server = await startServerProcess({ NODE_ENV: 'development', LOG_LEVEL: 'warn', DEMO_DATA: 'false', DATABASE_URL: fresh?.url });
  await waitUntilUp(server, 120_000);
}, 180_000);
afterAll(async () => {
  await stopServerProcess(server);
  await dropDatabase?.();
});

/** Sends a whole request from `localAddress` and resets the connection at once, before any answer. */
async function hangUpAfterSending(localAddress: string, request: string) {
  const socket = connect({ port: Number(new URL(server!.url).port), host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(request);
  socket.resetAndDestroy();
}

const errorLines = () => server!.output.join('').split('\n').filter((line) => /"level":(5|6)\d/.test(line));

describe('a client gone before the answer', () => {
  it('logs nothing as an error', async () => {
    // Most of these are reset before the server has even accepted the connection (the request is in its buffer,
    // the peer already gone), the rest while it looks up the cookie's session (no such session, one database
    // round trip). Each from its own loopback address, as different people.
    const reg = JSON.stringify(newRegistration({ userType: 'seeker' }));
    const request = `POST /api/register HTTP/1.1\r\nHost: localhost\r\nCookie: sid=no-such-session\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(reg)}\r\n\r\n${reg}`;
    await Promise.all(Array.from({ length: HANG_UPS }, (_, i) => hangUpAfterSending(`127.0.0.${i + 2}`, request)));

    // A connection made after them is accepted after them, and its request takes the same path (session lookup,
    // rate limit) and then hashes a password: by its answer the hung-up ones are past the rate limit.
    const after = await new ApiClient(server!.url).post('/api/register', newRegistration({ userType: 'seeker' }), { cookie: 'sid=no-such-session' });
    expect(after.status).toBe(201);
    expect(errorLines()).toEqual([]);
  }, 90_000);
});
