import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';

// Production mode: the development conveniences must be gone, even with demo data present.
let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true, env: { NODE_ENV: 'production', DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' } }); });
afterAll(async () => { await server?.close(); });

describe('production mode', () => {
  it('has no test-login', async () => {
    const res = await new ApiClient(server.url).get('/api/test-login/admin');
    expect(res.status).toBe(404);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('has no dev outbox', async () => {
    expect((await new ApiClient(server.url).get('/api/dev/outbox')).status).toBe(404);
  });

  it('ignores x-dev-mode-role', async () => {
    const res = await new ApiClient(server.url).get('/api/auth/user', { 'x-dev-mode-role': 'admin' });
    expect(res.status).toBe(401);
  });

  it('marks the session cookie Secure', async () => {
    const res = await new ApiClient(server.url).post('/api/local/login', { username: 'owner', password: 'SaloneOwner#2024' });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('sid='))).toMatch(/Secure/);
  });
});

describe('health when the database is gone', () => {
  it('answers 503', async () => {
    const other = await startTestServer();
    try {
      await other.database.close();
      const res = await new ApiClient(other.url).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body.database).toBe('down');
    } finally {
      await other.close();
    }
  });
});
