import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';

// A server without demo data: no admin exists until /api/setup-admin makes one.
let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('POST /api/setup-admin', () => {
  it('validates before anything is created', async () => {
    const api = new ApiClient(server.url);
    expect((await api.post('/api/setup-admin', { password: 'Long-enough-pass' })).body.message).toBe('Username is required');
    expect((await api.post('/api/setup-admin', { username: 'chief' })).body.message).toBe('Password is required');
    const weak = await api.post('/api/setup-admin', { username: 'chief', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters');
  });

  it('creates exactly one admin even when called concurrently, then refuses with 409', async () => {
    const clients = Array.from({ length: 5 }, () => new ApiClient(server.url));
    const attempts = await Promise.all(
      clients.map((api, i) => api.post('/api/setup-admin', { username: `chief${i}`, password: `Admin-pass-${i}-xyz` })),
    );
    const created = attempts.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({ userType: 'admin', isAdmin: true, accountStatus: 'approved' });
    for (const refused of attempts.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('An administrator already exists. Please sign in instead.');
    }
    // the winner is signed in as that admin; the others are not signed in at all
    const winner = clients[attempts.findIndex((r) => r.status === 201)]!;
    expect((await winner.get('/api/auth/user')).body).toMatchObject({ id: created[0]!.body.id, isAdmin: true });
    for (const api of clients.filter((c) => c !== winner)) expect((await api.get('/api/auth/user')).status).toBe(401);
    const later = await new ApiClient(server.url).post('/api/setup-admin', { username: 'another', password: 'Admin-pass-later' });
    expect(later.status).toBe(409);
  });

  it('lets the new admin sign in again with the password, and only that one', async () => {
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => new ApiClient(server.url).post('/api/local/login', { username: `chief${i}`, password: `Admin-pass-${i}-xyz` })));
    const signedIn = results.filter((r) => r.status === 200);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]!.body.isAdmin).toBe(true);
  });
});

describe('GET /api/setup-admin', () => {
  it('says setup is needed until an admin exists, then that it is not', async () => {
    const fresh = await startTestServer();
    try {
      const api = new ApiClient(fresh.url);
      expect((await api.get('/api/setup-admin')).body).toEqual({ needed: true });
      expect((await api.post('/api/setup-admin', { username: 'chief', password: 'Admin-pass-xyz-1' })).status).toBe(201);
      expect((await new ApiClient(fresh.url).get('/api/setup-admin')).body).toEqual({ needed: false });
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
