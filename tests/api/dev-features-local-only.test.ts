// Development features (test sign-ins, x-dev-mode-role, the dev outbox, the Development Access block) answer
// only the machine itself (issue 28: a plain `npm start` handed admin to the whole network). The server listens
// on every interface here (IPv4 and IPv6), and the "other machine" is this machine reached through its network address: the
// server then sees a non-loopback peer, as it would see a laptop on the same Wi-Fi.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { get as httpGet } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { buildApp } from '../../server/app.js';

const INDEX = '<!doctype html><html><head><title>Salone Homes</title></head><body><div id="root"></div></body></html>';

function networkAddress(): string {
  const address = Object.values(networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('This test needs a non-loopback IPv4 address on this machine (os.networkInterfaces() has none)');
  return address;
}

let server: TestServer;
let production: TestServer;
let app: FastifyInstance;
let remoteUrl: string;
let localUrl: string;
const distDir = mkdtempSync(path.join(tmpdir(), 'salone-web-'));

beforeAll(async () => {
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
  // TRUST_PROXY names loopback: a forwarded "127.0.0.1" then becomes request.ip, which must not count as local.
  server = await startTestServer({ demo: true, env: { TRUST_PROXY: '127.0.0.1' } });
  production = await startTestServer({ env: { NODE_ENV: 'production' } });
  app = await buildApp({ config: server.config, database: server.database, serveWeb: true, webDistDir: distDir, logger: false });
  // '::' takes IPv4 too, as IPv6-mapped addresses (::ffff:127.0.0.1): the spelling the check must see through.
  await app.listen({ port: 0, host: '::' });
  const { port } = app.server.address() as AddressInfo;
  remoteUrl = `http://${networkAddress()}:${port}`;
  localUrl = `http://127.0.0.1:${port}`;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await server?.close();
  await production?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const pageConfig = (html: string) => JSON.parse(/<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

/** What production answers the same request (the routes are not there at all). */
async function productionAnswer(method: 'GET' | 'POST', url: string) {
  const res = await new ApiClient(production.url).request(method, url, method === 'POST' ? {} : undefined);
  return { status: res.status, body: res.body as unknown };
}

async function expectNoDevFeatures(api: ApiClient) {
  const signIn = await api.get('/api/test-login/owner');
  expect({ status: signIn.status, body: signIn.body as unknown }).toEqual(await productionAnswer('GET', '/api/test-login/owner'));
  expect(signIn.headers.get('set-cookie')).toBeNull();
  const outbox = await api.get('/api/dev/outbox');
  expect({ status: outbox.status, body: outbox.body as unknown }).toEqual(await productionAnswer('GET', '/api/dev/outbox'));
  expect(outbox.status).toBe(404);
  const jobs = await api.post('/api/dev/run-notice-jobs', {});
  expect({ status: jobs.status, body: jobs.body as unknown }).toEqual(await productionAnswer('POST', '/api/dev/run-notice-jobs'));
  // Another spelling of the same route is the same route.
  expect((await api.get('/api/%64ev/outbox')).status).toBe(404);
  expect((await api.get('/api/admin/stats', { 'x-dev-mode-role': 'admin' })).status).toBe(401);
  expect((await api.get('/api/auth/user', { 'x-dev-mode-role': 'owner' })).status).toBe(401);
  const page = await api.get('/');
  expect(pageConfig(page.text)).toMatchObject({ devMode: false, testLogins: false, demoAccounts: null });
  expect(page.text).not.toContain('SaloneAdmin#2024');
}

describe('development features, from another machine', () => {
  it('are not there: production\'s 404s, the header ignored, no test accounts in the page', async () => {
    await expectNoDevFeatures(new ApiClient(remoteUrl));
  });
});

describe('development features, through a proxy on this machine', () => {
  const forwardings: Record<string, string>[] = [
    { 'x-forwarded-for': '127.0.0.1' },
    { 'x-forwarded-for': '203.0.113.7' },
    { forwarded: 'for=203.0.113.7' },
    { 'x-real-ip': '203.0.113.7' },
  ];
  for (const headers of forwardings) {
    it(`are not there with ${Object.keys(headers)[0]}: ${Object.values(headers)[0]}`, async () => {
      await expectNoDevFeatures(new ApiClient(localUrl, headers));
    });
  }
});

/** A GET from loopback with a Host header of our choosing (fetch always sends the URL's own host). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => { body += chunk.toString(); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('development features, from a page whose name was rebound to this machine', () => {
  it('are not there when the Host is not this machine (DNS rebinding)', async () => {
    for (const host of ['rebind.example', 'rebind.example:5000', '127.0.0.1.rebind.example']) {
      expect((await getWithHost(`${localUrl}/api/dev/outbox`, host)).status).toBe(404);
      expect((await getWithHost(`${localUrl}/api/test-login/owner`, host)).status).toBe(404);
      expect(pageConfig((await getWithHost(`${localUrl}/`, host)).body)).toMatchObject({ devMode: false, testLogins: false });
    }
    // The names this machine goes by still are.
    const { port } = app.server.address() as AddressInfo;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
      expect((await getWithHost(`${localUrl}/api/dev/outbox`, host)).status).toBe(200);
    }
  });
});

describe('development features, from this machine', () => {
  it('work: the test sign-in, the outbox, the header and the Development Access block', async () => {
    const api = new ApiClient(localUrl);
    const signIn = await api.get('/api/test-login/owner');
    expect(signIn.status).toBe(302);
    expect((await api.get('/api/auth/user')).body).toMatchObject({ username: 'owner' });
    expect((await api.get('/api/dev/outbox')).status).toBe(200);
    expect((await new ApiClient(localUrl).get('/api/admin/stats', { 'x-dev-mode-role': 'admin' })).status).toBe(200);
    expect(pageConfig((await new ApiClient(localUrl).get('/')).text)).toMatchObject({ devMode: true, testLogins: true });
    // IPv6 loopback is this machine too.
    const { port } = app.server.address() as AddressInfo;
    expect((await new ApiClient(`http://[::1]:${port}`).get('/api/dev/outbox')).status).toBe(200);
  });

  it('give each visitor their own page: one from this machine does not leave its test accounts for the next', async () => {
    expect(pageConfig((await new ApiClient(localUrl).get('/')).text).testLogins).toBe(true);
    expect(pageConfig((await new ApiClient(remoteUrl).get('/')).text).testLogins).toBe(false);
    expect(pageConfig((await new ApiClient(localUrl).get('/')).text).testLogins).toBe(true);
  });
});
