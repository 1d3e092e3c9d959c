// Every answer carries helmet's security headers, whatever route or error produced it (server/app.ts builds
// helmet's middleware once and runs it on each request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('security headers', () => {
  it.each([
    ['a cached public read', 'GET', '/api/properties/search?limit=1', 200],
    ['a read that needs a session', 'GET', '/api/auth/user', 401],
    ['an unknown API path', 'GET', '/api/nope', 404],
    ['refused input', 'GET', '/api/properties/search?bedrooms=abc', 400],
    ['bad JSON', 'POST', '/api/local/login', 400],
  ])('are on %s', async (_what, method, path, status) => {
    const res = await fetch(server.url + path, {
      method,
      ...(method === 'POST' ? { body: '{"username":', headers: { 'content-type': 'application/json', origin: server.url } } : {}),
    });
    expect(res.status).toBe(status);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    // Off on purpose: photos and map tiles from elsewhere would be blocked.
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
  });
});
