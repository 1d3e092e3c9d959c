// Stopping the server (a deploy's SIGTERM): it ends by itself within 2 s, ending its message streams and idle
// keep-alive connections, and a stop that cannot finish (here a client that never sends the rest of its request)
// ends at SHUTDOWN_TIMEOUT_SECONDS with a word on which request held it, instead of waiting until the process
// manager kills it. A real process, as `npm start` runs it, on PGlite.
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { openStream } from '../helpers/message-streams.js';
import { exitWithin, startPgliteServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await stopServerProcess(server);
});

async function start(env: NodeJS.ProcessEnv = {}, options: { migrate?: boolean } = {}) {
  const server = await startPgliteServerProcess(env, options);
  servers.push(server);
  return server;
}

describe('stopping the server', () => {
  it('exits with 0 on SIGTERM when nothing is in flight', async () => {
    const server = await start();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toBe(0);
  }, 120_000);

  it('ends an open message stream and an idle keep-alive connection, and exits with 0 within 2 s (issue 28)', async () => {
    // Migrated by the server itself, as on a first start: a server on a copied, migrated database reads it cold in
    // its first seconds, and a stop during its first job check (a second after start) waits for that check,
    // which on a loaded 2-core machine took more than the 2 s this test allows a server in its ordinary life.
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '10' }, { migrate: true });
    const api = new ApiClient(server.url);
    expect((await api.post('/api/register', newRegistration({ userType: 'seeker' }))).status).toBe(201);
    const stream = await openStream(server.url, api.cookieHeader);
    // A browser's idle keep-alive connection: one answered request, the socket kept for the next.
    const agent = new Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => get(`${server.url}/api/health`, { agent }, (res) => res.resume().on('end', resolve)).on('error', reject));
    expect(Object.values(agent.freeSockets).flat()).toHaveLength(1);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 10_000)).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    expect(await stream.endsWithin(100)).toBe(true);
    expect(stream.text()).toMatch(/retry: 1000/); // the browser comes back soon, to another server
    agent.destroy();
  }, 120_000);

  it('exits with 1 at the deadline, saying what it waited on, when a request never finishes', async () => {
    // LOG_LEVEL info: the server's 'incoming request' line says when it holds the request.
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1', LOG_LEVEL: 'info' });
    const { port } = new URL(server.url);
    // A sign-in whose body stops halfway: the server waits for the rest (by default for 300 s).
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write('POST /api/local/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"username":"a');
    await expect.poll(() => server.output.join(''), { timeout: 10_000 }).toMatch(/"url":"\/api\/local\/login"[^\n]*"msg":"incoming request"/);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 20_000)).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(server.output.join('')).toMatch(/shutdown did not finish within 1000 ms; exiting/);
    expect(server.output.join('')).toMatch(/POST \/api\/local\/login/); // which request held it
    socket.destroy();
  }, 120_000);
});
