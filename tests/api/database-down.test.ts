// While the database cannot be reached, every API call says so honestly: 503 with Retry-After and a message for
// people, instead of a 500 "something went wrong". That includes the session lookup every request with a cookie
// makes before its route runs. Here the server's database is closed under it: PGlite closed, or the PostgreSQL
// pool ended (the connection errors themselves are matched in server/lib/db-errors.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient, type ApiResponse } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { listingBody } from '../helpers/listing-helpers.js';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from '../../server/lib/error-handler.js';

describe('the database is down', () => {
  let server: TestServer;
  const visitor = () => new ApiClient(server.url);
  let owner: ApiClient;
  beforeAll(async () => {
    server = await startTestServer();
    owner = new ApiClient(server.url);
    expect((await owner.post('/api/register', newRegistration({ userType: 'owner' }))).status).toBe(201);
    expect((await owner.get('/api/properties/my')).status).toBe(200);
    await server.database.close();
  });
  afterAll(async () => server?.close());

  const expectUnavailable = (res: ApiResponse) => {
    expect(res.status, res.text).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE, code: 'unavailable' });
  };

  it('answers a public read 503 with Retry-After and a message for people', async () => {
    expectUnavailable(await visitor().get('/api/properties/00000000-0000-4000-8000-000000000000'));
    expectUnavailable(await visitor().get('/api/exchange-rate'));
  });

  it('answers a signed-in read 503 (the session lookup fails before the route runs)', async () => {
    expectUnavailable(await owner.get('/api/properties/my'));
    expectUnavailable(await owner.get('/api/dashboard'));
  });

  it('answers a write 503', async () => {
    expectUnavailable(await visitor().post('/api/register', newRegistration({ userType: 'seeker' })));
    expectUnavailable(await owner.post('/api/properties', listingBody({ status: 'draft' })));
  });

  it('keeps /api/health at 503 with Retry-After', async () => {
    const res = await visitor().get('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });
});
