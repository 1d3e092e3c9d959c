import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertUser } from '../../server/db/factories.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function signedIn(extra: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(server.database.db, extra);
  const api = new ApiClient(server.url);
  expect((await api.post('/api/local/login', { username: user.username, password: user.password })).status).toBe(200);
  return { user, api };
}

const profile = (over: Record<string, unknown> = {}) => ({
  username: `edited_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`,
  firstName: 'Isatu', lastName: 'Kamara', email: 'isatu@example.sl', phoneNumber: '076 123456',
  whatsappNumber: '+232 77 654321', address: '12 Wilkinson Road, Freetown', ...over,
});

describe('own profile', () => {
  it('anonymous callers are refused', async () => {
    const anon = new ApiClient(server.url);
    expect((await anon.put('/api/users/me', profile())).status).toBe(401);
    expect((await anon.put('/api/users/me/password', { currentPassword: 'x', newPassword: 'Fresh-pass-2026!' })).status).toBe(401);
  });

  it('edits only the signed-in user; a changed phone or e-mail is no longer verified', async () => {
    const phone = '+23276123456';
    const { user, api } = await signedIn({ isVerified: true, phoneNumber: phone });
    const other = await insertUser(server.database.db);
    const keepPhone = await api.put('/api/users/me', profile({ email: user.email, phoneNumber: phone }));
    expect(keepPhone.status).toBe(200);
    expect(keepPhone.body).toMatchObject({ id: user.id, firstName: 'Isatu', whatsappNumber: '+23277654321', emailVerified: true, phoneVerified: true, isVerified: true });

    const changed = await api.put('/api/users/me', profile({ email: user.email, phoneNumber: '077 999 888' }));
    expect(changed.body).toMatchObject({ phoneNumber: '+23277999888', phoneVerified: false, emailVerified: true, isVerified: true });
    const both = await api.put('/api/users/me', profile({ email: 'new@example.sl', phoneNumber: '077 999 888' }));
    expect(both.body).toMatchObject({ emailVerified: false, phoneVerified: false, isVerified: false });

    const taken = await api.put('/api/users/me', profile({ username: other.username!.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body.fields.username).toBe('That username is already taken. Please choose another.');
    const invalid = await api.put('/api/users/me', profile({ phoneNumber: '12' }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.phoneNumber).toBe('Enter a valid phone number, for example +232 76 123456');
    // the other user is untouched
    const otherApi = new ApiClient(server.url);
    await otherApi.post('/api/local/login', { username: other.username, password: other.password });
    expect((await otherApi.get('/api/auth/user')).body).toMatchObject({ firstName: other.firstName, email: other.email });
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { user, api } = await signedIn();
    const second = new ApiClient(server.url);
    await second.post('/api/local/login', { username: user.username, password: user.password });
    const wrong = await api.put('/api/users/me/password', { currentPassword: 'not-it', newPassword: 'Fresh-pass-2026!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe('Your current password is not right.');
    const common = await api.put('/api/users/me/password', { currentPassword: user.password, newPassword: 'password123' });
    expect(common.status).toBe(400);
    const ok = await api.put('/api/users/me/password', { currentPassword: user.password, newPassword: 'Fresh-pass-2026!' });
    expect(ok.status).toBe(204);
    expect((await api.get('/api/auth/user')).status).toBe(200);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/local/login', { username: user.username, password: 'Fresh-pass-2026!' })).status).toBe(200);
  });
});
