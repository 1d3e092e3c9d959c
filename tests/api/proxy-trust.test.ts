import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';

// Per-IP limits count request.ip. A made-up X-Forwarded-For must not give a client a fresh address, in
// production too; only proxies named in TRUST_PROXY may speak for the client.
let server: TestServer | undefined;
afterEach(async () => { await server?.close(); server = undefined; });

async function signInTries(url: string, spoofed: boolean) {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) {
    const headers = spoofed ? { 'x-forwarded-for': `203.0.113.${i + 1}` } : undefined;
    statuses.push((await new ApiClient(url).post('/api/local/login', { username: `nobody${i}`, password: 'wrong-guess-123' }, headers)).status);
  }
  return statuses;
}

describe('who the client is, behind a proxy or not', () => {
  it('ignores X-Forwarded-For in production unless TRUST_PROXY is set', async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production' }, limits: { loginPerIpPerMinute: 2 } });
    const statuses = await signInTries(server.url, true);
    expect(statuses).toEqual([401, 401, 429, 429]);
  });

  it('takes the client address from the proxy named by TRUST_PROXY', async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' }, limits: { loginPerIpPerMinute: 2 } });
    // Each forwarded address is its own client: none reaches the limit of 2.
    expect(await signInTries(server.url, true)).toEqual([401, 401, 401, 401]);
  });

  it('takes the client address from one proxy in front with TRUST_PROXY=1 (a hop count)', async () => {
    // Fastify reads a bare number as "trust nobody": passed through, this made every visitor one client.
    server = await startTestServer({ env: { NODE_ENV: 'production', TRUST_PROXY: '1' }, limits: { loginPerIpPerMinute: 2 } });
    expect(await signInTries(server.url, true)).toEqual([401, 401, 401, 401]);
  });

  it('with a hop count, the address one hop out is the client, whatever the client put before it', async () => {
    server = await startTestServer({ env: { NODE_ENV: 'production', TRUST_PROXY: '1' }, limits: { loginPerIpPerMinute: 2 } });
    // A client that sends its own X-Forwarded-For gets it appended to by the proxy: only the last entry (what
    // the proxy saw) counts, so changing the first one gives no fresh address.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const headers = { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.9` };
      statuses.push((await new ApiClient(server.url).post('/api/local/login', { username: `nobody${i}`, password: 'wrong-guess-123' }, headers)).status);
    }
    expect(statuses).toEqual([401, 401, 429, 429]);
  });
});
