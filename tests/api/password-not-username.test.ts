import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { insertUser, uniqueSuffix } from '../../server/db/factories.js';
import { registerSchema, setupAdminSchema } from '../../common/schemas/auth.js';

const SAME = 'Password cannot be the same as your username';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

describe('a password equal to the username (in any case) is refused', () => {
  it('by the shared schemas the forms use', () => {
    const reg = newRegistration({ username: 'Fatmata.Sesay', password: 'fATMATA.sESAY' });
    const result = registerSchema.safeParse(reg);
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['password'], message: SAME })]);
    expect(setupAdminSchema.safeParse({ username: 'chief_admin', password: 'CHIEF_ADMIN' }).success).toBe(false);
    expect(registerSchema.safeParse(newRegistration()).success).toBe(true);
  });

  it('at registration, on the password field', async () => {
    const username = `same_${uniqueSuffix()}`;
    const res = await new ApiClient(server.url).post('/api/register', newRegistration({ username, password: username.toUpperCase() }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: SAME, code: 'validation', fields: { password: SAME } });
  });

  it('at first-admin setup', async () => {
    const res = await new ApiClient(server.url).post('/api/setup-admin', { username: 'first_admin_x', password: 'First_Admin_X' });
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe(SAME);
  });

  it('when the password is changed', async () => {
    const user = await insertUser(server.database.db, {});
    const api = new ApiClient(server.url);
    expect((await api.post('/api/local/login', { username: user.username, password: user.password })).status).toBe(200);
    const res = await api.put('/api/users/me/password', { currentPassword: user.password, newPassword: user.username!.toUpperCase() });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'validation', fields: { newPassword: SAME } });
    expect((await new ApiClient(server.url).post('/api/local/login', { username: user.username, password: user.password })).status).toBe(200);
  });

  it('when a forgotten password is reset, and the code still works for a better one', async () => {
    const user = await insertUser(server.database.db, { isVerified: true, email: `same_${uniqueSuffix()}@example.sl` });
    const api = new ApiClient(server.url);
    const asked = await api.post('/api/auth/password-reset', { identifier: user.username });
    const [mail] = (await api.get(`/api/dev/outbox?to=${encodeURIComponent(user.email!)}`)).body as { code: string }[];
    const same = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mail!.code, password: user.username });
    expect(same.status).toBe(400);
    expect(same.body.fields.password).toBe(SAME);
    const done = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mail!.code, password: 'Fresh-pass-2026!' });
    expect(done.status).toBe(200);
  });
});
