import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { newRegistration } from '../helpers/factories.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true }); });
afterAll(async () => { await server?.close(); });

const client = () => new ApiClient(server.url);

describe('registration', () => {
  it('registers an owner as pending, signs them in and never returns the password hash', async () => {
    const api = client();
    const input = newRegistration({ userType: 'owner' });
    const res = await api.post('/api/register', input);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ username: input.username, userType: 'owner', accountStatus: 'pending', isAdmin: false });
    expect(res.text).not.toMatch(/scrypt|passwordHash|password_hash/);
    const me = await api.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
    expect(me.text).not.toMatch(/scrypt|passwordHash/);
  });

  it('starts agents pending and home hunters approved', async () => {
    const agent = await client().post('/api/register', newRegistration({ userType: 'agent' }));
    expect(agent.body.accountStatus).toBe('pending');
    const seeker = await client().post('/api/register', newRegistration({ userType: 'seeker' }));
    expect(seeker.body.accountStatus).toBe('approved');
  });

  it('refuses a taken username, whatever its case, with 409 and a clear message', async () => {
    const input = newRegistration();
    expect((await client().post('/api/register', input)).status).toBe(201);
    const again = await client().post('/api/register', { ...newRegistration(), username: input.username.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('That username is already taken. Please choose another.');
  });

  it.each([
    ['short password', { password: 'abc12' }, 'Password must be at least 8 characters'],
    ['common password', { password: 'password123' }, 'This password is too common. Please choose another.'],
    ['bad e-mail', { email: 'not-an-email' }, 'Valid email is required'],
    ['missing first name', { firstName: '  ' }, 'First name is required'],
    ['admin type', { userType: 'admin' }, 'Choose owner, agent or home hunter'],
    ['bad phone', { phoneNumber: '12' }, 'Enter a valid phone number, for example +232 76 123456'],
    ['bad username', { username: 'no spaces allowed' }, 'Username may contain only letters, numbers, dots, dashes and underscores'],
  ])('refuses a %s with 400 and changes nothing', async (_name, override, message) => {
    const input = { ...newRegistration(), ...override };
    const res = await client().post('/api/register', input);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe('validation');
    // nothing was created: the same username can still register
    if (!('username' in override)) expect((await client().post('/api/register', { ...newRegistration(), username: input.username })).status).toBe(201);
  });

  it('stores phone numbers in E.164', async () => {
    const res = await client().post('/api/register', newRegistration({ phoneNumber: '076 123456' }));
    expect(res.status).toBe(201);
    expect(res.body.phoneNumber).toBe('+23276123456');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await client().request('POST', '/api/register', '{"username":', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and rotates the session token', async () => {
    const input = newRegistration();
    const api = client();
    await api.post('/api/register', input);
    const first = api.sessionCookie();
    const login = await api.post('/api/local/login', { username: input.username, password: input.password });
    expect(login.status).toBe(200);
    expect(login.body.username).toBe(input.username);
    const second = api.sessionCookie();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // the old token no longer works
    const stale = new ApiClient(server.url, { cookie: `sid=${first}` });
    expect((await stale.get('/api/auth/user')).status).toBe(401);
  });

  it('sets an httpOnly SameSite=Lax cookie holding a 256-bit token that is stored hashed', async () => {
    const input = newRegistration();
    const res = await client().post('/api/register', input);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const token = cookie.split(';')[0]!.slice(4);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const { sql } = await import('drizzle-orm');
    const { queryRows } = await import('../../server/db/client.js');
    expect(await queryRows(server.database.db, sql`select 1 from sessions where token_hash = ${token}`)).toHaveLength(0);
    const { createHash } = await import('node:crypto');
    const hashed = createHash('sha256').update(token).digest('hex');
    expect(await queryRows(server.database.db, sql`select 1 from sessions where token_hash = ${hashed}`)).toHaveLength(1);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    const input = newRegistration();
    await client().post('/api/register', input);
    const wrong = await client().post('/api/local/login', { username: input.username, password: 'wrong-password-1' });
    const unknown = await client().post('/api/local/login', { username: 'nobody-here', password: 'wrong-password-1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: '', password: '' }, 'Username is required'],
  ])('requires username and password (%j)', async (body, message) => {
    const res = await client().post('/api/local/login', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 401 on /api/auth/user when signed out', async () => {
    const res = await client().get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });

  it('signs out with POST (204) and with GET (redirect to /), deleting the session', async () => {
    const api = client();
    await api.post('/api/register', newRegistration());
    const token = api.sessionCookie();
    expect((await api.post('/api/logout')).status).toBe(204);
    expect((await api.get('/api/auth/user')).status).toBe(401);
    expect((await new ApiClient(server.url, { cookie: `sid=${token}` }).get('/api/auth/user')).status).toBe(401);

    const browser = client();
    await browser.post('/api/register', newRegistration());
    const res = await browser.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });

  it('ends a session after its inactivity window', async () => {
    const api = client();
    await api.post('/api/register', newRegistration());
    const { sql } = await import('drizzle-orm');
    await server.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute'`);
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });
});

describe('account type', () => {
  it('needs sign-in, and refuses to change a type already set', async () => {
    expect((await client().post('/api/registration', { userType: 'agent' })).status).toBe(401);
    const api = client();
    await api.post('/api/register', newRegistration({ userType: 'seeker' }));
    const res = await api.post('/api/registration', { userType: 'agent', licenseNumber: 'SL-REA-2019-0147' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Your account type is already set.');
    expect((await api.get('/api/auth/user')).body.userType).toBe('seeker');
  });

  it('sets the type of a provider user who has none, as pending', async () => {
    const { users } = await import('../../server/db/schema.js');
    const { createSession } = await import('../../server/features/auth/sessions.js');
    const [user] = await server.database.db.insert(users).values({ oidcSubject: `sub-${Date.now()}`, email: 'p@example.sl' }).returning();
    const token = await createSession(server.database.db, user!.id, 30);
    const api = new ApiClient(server.url, { cookie: `sid=${token}` });
    expect((await api.post('/api/registration', { userType: 'admin' })).status).toBe(400);
    // An agent names the licence number here too (issue 30): tests/api/licence-badges.test.ts.
    const res = await api.post('/api/registration', { userType: 'agent', licenseNumber: 'SL-REA-2019-0147' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userType: 'agent', accountStatus: 'pending', licenseNumber: 'SL-REA-2019-0147' });
  });
});

describe('development access', () => {
  it.each(['admin', 'owner', 'agent'] as const)('signs in as the demo %s and redirects to /dashboard', async (role) => {
    const api = client();
    const res = await api.get(`/api/test-login/${role}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/dashboard');
    const me = await api.get('/api/auth/user');
    expect(me.body.username).toBe(DEMO_ACCOUNTS[role].username);
    expect(me.body.userType).toBe(role);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await client().get('/api/test-login/superuser')).status).toBe(404);
    expect((await client().get('/api/test-login/constructor')).status).toBe(404);
  });

  it('honours x-dev-mode-role in development', async () => {
    const res = await client().get('/api/auth/user', { 'x-dev-mode-role': 'agent' });
    expect(res.status).toBe(200);
    expect(res.body.userType).toBe('agent');
  });

  it('treats an x-dev-mode-role that names no demo role (toString, __proto__) as nobody, not a 500', async () => {
    for (const role of ['toString', '__proto__', 'constructor', 'hasOwnProperty']) {
      const res = await client().get('/api/auth/user', { 'x-dev-mode-role': role });
      expect(res.status, role).toBe(401);
      expect(res.body.code, role).toBeDefined();
    }
  });

  it('keeps the dev outbox readable in development', async () => {
    const res = await client().get('/api/dev/outbox');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it('redirects /api/login to /local-login when no provider is configured', async () => {
    const res = await client().get('/api/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/local-login');
    // The page to return to goes along, when it is a path on this site.
    expect((await client().get('/api/login?next=%2Fmessages')).headers.get('location')).toBe('/local-login?next=%2Fmessages');
    expect((await client().get('/api/login?next=%2F%2Fevil.example')).headers.get('location')).toBe('/local-login');
  });
});

describe('cross-site protection', () => {
  it('refuses a state-changing request marked cross-site', async () => {
    const res = await client().post('/api/register', newRegistration(), { 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    const evil = await client().post('/api/local/login', { username: 'a', password: 'b' }, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
  });

  it('refuses Origin: null (sandboxed frames, data: pages, cross-site redirects)', async () => {
    const res = await client().post('/api/register', newRegistration(), { origin: 'null' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site requests are not allowed.', code: expect.any(String) });
  });

  it('lets same-origin browser requests through', async () => {
    const res = await client().post('/api/register', newRegistration(), { 'sec-fetch-site': 'same-origin', origin: server.url });
    expect(res.status).toBe(201);
  });
});

describe('health', () => {
  it('answers 200 with the database up', async () => {
    const res = await client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});
