import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { startFakeOidcProvider, type FakeProvider } from '../helpers/fake-oidc-provider.js';

let provider: FakeProvider;
let server: TestServer;
beforeAll(async () => {
  provider = await startFakeOidcProvider();
  server = await startTestServer({
    env: { OIDC_ISSUER_URL: provider.issuer, OIDC_CLIENT_ID: provider.clientId, OIDC_CLIENT_SECRET: provider.clientSecret },
  });
});
afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** Walks the browser redirects: /api/login → provider → /api/callback. Returns the final redirect. */
async function signInWithProvider(api: ApiClient, loginPath = '/api/login'): Promise<string | null> {
  const start = await api.get(loginPath);
  expect(start.status).toBe(302);
  const authorize = start.headers.get('location')!;
  expect(authorize.startsWith(`${provider.issuer}/authorize`)).toBe(true);
  expect(new URL(authorize).searchParams.get('code_challenge_method')).toBe('S256');
  const consent = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  const done = await api.get(callback.pathname + callback.search);
  expect(done.status).toBe(302);
  return done.headers.get('location');
}

describe('provider sign-in (OpenID Connect)', () => {
  it('creates a new user without a type, sends them to /registration, and signs them in', async () => {
    provider.nextUser = { sub: 'provider-user-1', email: 'Isatu@Example.SL', given_name: 'Isatu', family_name: 'Bangura' };
    const api = new ApiClient(server.url);
    expect(await signInWithProvider(api)).toBe('/registration');
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'isatu@example.sl', firstName: 'Isatu', lastName: 'Bangura', userType: null });
  });

  it('finds the same user on the next sign-in and goes to /dashboard once a type is chosen', async () => {
    provider.nextUser = { sub: 'provider-user-2', email: 'abu@example.sl' };
    const first = new ApiClient(server.url);
    await signInWithProvider(first);
    const id = (await first.get('/api/auth/user')).body.id;
    expect((await first.post('/api/registration', { userType: 'owner' })).status).toBe(200);

    const again = new ApiClient(server.url);
    expect(await signInWithProvider(again)).toBe('/dashboard');
    expect((await again.get('/api/auth/user')).body).toMatchObject({ id, userType: 'owner', accountStatus: 'pending' });
  });

  it('refuses a callback without the flow cookie or with a forged state', async () => {
    const res = await new ApiClient(server.url).get('/api/callback?code=abc&state=xyz');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/local-login?error=provider');

    const api = new ApiClient(server.url);
    await api.get('/api/login');
    const forged = await api.get('/api/callback?code=abc&state=not-the-state');
    expect(forged.headers.get('location')).toBe('/local-login?error=provider');
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });

  it('returns to the page in ?next= after signing in, but only to a path on this site', async () => {
    provider.nextUser = { sub: 'provider-user-3', email: 'fatmata@example.sl' };
    const first = new ApiClient(server.url);
    await signInWithProvider(first);
    expect((await first.post('/api/registration', { userType: 'owner' })).status).toBe(200);

    provider.nextUser = { sub: 'provider-user-3', email: 'fatmata@example.sl' };
    expect(await signInWithProvider(new ApiClient(server.url), `/api/login?next=${encodeURIComponent('/search?location=Bo')}`)).toBe('/search?location=Bo');
    for (const bad of ['//evil.example/', 'https://evil.example/', '/api/logout']) {
      provider.nextUser = { sub: 'provider-user-3', email: 'fatmata@example.sl' };
      expect(await signInWithProvider(new ApiClient(server.url), `/api/login?next=${encodeURIComponent(bad)}`), bad).toBe('/dashboard');
    }
  });
});
