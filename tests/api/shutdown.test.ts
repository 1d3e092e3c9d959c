// Stopping the server (a deploy's SIGTERM): it ends by itself, and a stop that cannot finish (here a client that
// never sends the rest of its request) ends at SHUTDOWN_TIMEOUT_SECONDS with a word on what it waited for,
// instead of waiting until the process manager kills it. A real process, as `npm start` runs it, on PGlite.
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { exitWithin, startPgliteServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await stopServerProcess(server);
});

async function start(env: NodeJS.ProcessEnv = {}) {
  const server = await startPgliteServerProcess(env);
  servers.push(server);
  return server;
}

describe('stopping the server', () => {
  it('exits with 0 on SIGTERM when nothing is in flight', async () => {
    const server = await start();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 15_000)).toBe(0);
  }, 120_000);

  it('exits with 1 at the deadline, saying what it waited on, when a request never finishes', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const { port } = new URL(server.url);
    // A sign-in whose body stops halfway: the server waits for the rest (by default for 300 s).
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write('POST /api/local/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"username":"a');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 20_000)).toBe(1);
    expect(Date.now() - stoppedAt).toBeLessThan(15_000);
    expect(server.output.join('')).toMatch(/shutdown did not finish within 1000 ms; exiting/);
    socket.destroy();
  }, 120_000);
});
