import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ limits: { loginFailuresPerUsername: 3, loginPerIpPerMinute: 12, registerPerIpPerHour: 4, writesPerIpPerMinute: 3 } });
});
afterAll(async () => { await server?.close(); });

describe('rate limits', () => {
  it('locks a username after repeated failures, even with the right password, per username only', async () => {
    const victim = newRegistration();
    const other = newRegistration();
    const api = new ApiClient(server.url);
    expect((await api.post('/api/register', victim)).status).toBe(201);
    expect((await new ApiClient(server.url).post('/api/register', other)).status).toBe(201);
    // The guesser is another browser: the one that registered is a device known to the account (decision 0017).
    const guesser = new ApiClient(server.url);
    for (let i = 0; i < 3; i += 1) {
      expect((await guesser.post('/api/local/login', { username: victim.username, password: 'wrong-guess-123' })).status).toBe(401);
    }
    const locked = await guesser.post('/api/local/login', { username: victim.username, password: victim.password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    // another account is not affected
    expect((await guesser.post('/api/local/login', { username: other.username, password: other.password })).status).toBe(200);
  });

  it('limits sign-in attempts per IP address', async () => {
    const api = new ApiClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      statuses.push((await api.post('/api/local/login', { username: `nobody${i}`, password: 'wrong-guess-123' })).status);
    }
    expect(statuses).toContain(429);
    const last = await api.post('/api/local/login', { username: 'nobody', password: 'wrong-guess-123' });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('limits registrations per IP address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await new ApiClient(server.url).post('/api/register', newRegistration())).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });

  it('limits marking conversations read like other writes', async () => {
    // The limit counts every request from the address, signed in or not (the answer before it is 401 here).
    const api = new ApiClient(server.url);
    const other = '00000000-0000-4000-8000-000000000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await api.post(`/api/conversations/${other}/read`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });
});
