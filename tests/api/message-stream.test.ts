import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';

// The live message stream lives no longer than the session that opened it (more cases, and the cap of streams
// per user, in stream-revocation.test.ts).
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true }); });
afterAll(async () => { await server?.close(); });

async function openStream(api: ApiClient) {
  const controller = new AbortController();
  const res = await fetch(`${server.url}/api/messages/stream`, { headers: { cookie: api.cookieHeader }, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  await reader.read(); // the opening line: the server is listening now
  return { reader, abort: () => controller.abort() };
}

/** Resolves true when the server ends the stream within `ms`, false if it is still open then. */
async function endsWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number): Promise<boolean> {
  const timeout = new Promise<'open'>((resolve) => setTimeout(resolve, ms, 'open'));
  while (true) {
    const next = await Promise.race([reader.read(), timeout]);
    if (next === 'open') return false;
    if (next.done) return true;
  }
}

describe('the live message stream', () => {
  it('ends when its session signs out', async () => {
    const owner = new ApiClient(server.url);
    await owner.get('/api/test-login/owner');
    const other = new ApiClient(server.url);
    await other.get('/api/test-login/owner');
    const mine = await openStream(owner);
    const theirs = await openStream(other);
    expect((await owner.post('/api/logout')).status).toBeLessThan(400);
    expect(await endsWithin(mine.reader, 2000)).toBe(true);
    // Another session of the same account goes on.
    expect(await endsWithin(theirs.reader, 300)).toBe(false);
    theirs.abort();
  });
});
