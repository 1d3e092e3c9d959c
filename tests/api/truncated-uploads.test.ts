import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertUser } from '../../server/db/factories.js';

// Found by the fuzz test: a multipart body that ends inside a file part (no closing boundary) answered 500.
let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  const owner = await insertUser(server.database.db, { userType: 'owner' });
  api = new ApiClient(server.url);
  expect((await api.post('/api/local/login', { username: owner.username, password: owner.password })).status).toBe(200);
});
afterAll(async () => { await server?.close(); });

const BOUNDARY = 'cutOffBoundary';
const cutOff = (field: string, data: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="house.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${data}\r\n`;

describe('an upload cut off before its closing boundary', () => {
  it.each([
    ['/api/media', 'file', ''],
    ['/api/media', 'file', '\xff\xd8\xff\xe0 half a jpeg'],
    ['/api/users/me/photo', 'photo', ''],
  ])('POST %s (%s, %j) answers 400 in the error shape', async (path, field, data) => {
    const res = await api.post(path, cutOff(field, data), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), code: 'bad_request' });
  });
});
