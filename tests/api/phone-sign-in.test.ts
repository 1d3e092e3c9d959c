import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertUser } from '../../server/db/factories.js';

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  limited = await startTestServer({ limits: { oneTimeCodesPerAddressPerHour: 2 } });
});
afterAll(async () => { await server?.close(); await limited?.close(); });

const randomPhone = () => `+23278${String(Math.floor(100000 + Math.random() * 899999))}`;
const smsCode = async (s: TestServer, to: string) => ((await new ApiClient(s.url).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body[0] as { code: string; channel: string });

async function signInByPhone(api: ApiClient, typed: string, phone: string) {
  const sent = await api.post('/api/auth/phone/send-code', { phoneNumber: typed });
  expect(sent.status).toBe(200);
  const sms = await smsCode(server, phone);
  expect(sms.channel).toBe('sms');
  return api.post('/api/auth/phone/verify', { challengeId: sent.body.challengeId, code: sms.code });
}

describe('sign-in and sign-up by phone', () => {
  it('a new number makes a verified home hunter with a generated username; the same number signs in again', async () => {
    const phone = randomPhone();
    const api = new ApiClient(server.url);
    const created = await signInByPhone(api, `0${phone.slice(4)}`, phone);
    expect(created.status).toBe(201);
    expect(created.body.created).toBe(true);
    expect(created.body.user).toMatchObject({ userType: 'seeker', accountStatus: 'approved', isVerified: true, phoneVerified: true, phoneNumber: phone, hasPassword: false });
    expect(created.body.user.username).toMatch(/^hunter-\d{6}$/);
    expect((await api.get('/api/auth/user')).body.id).toBe(created.body.user.id);

    const again = await signInByPhone(new ApiClient(server.url), phone, phone);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false, user: { id: created.body.user.id } });
  });

  it('signs in an existing account whose phone is verified', async () => {
    const phone = randomPhone();
    const owner = await insertUser(server.database.db, { isVerified: true, phoneNumber: phone });
    const res = await signInByPhone(new ApiClient(server.url), phone, phone);
    expect(res.body).toMatchObject({ created: false, user: { id: owner.id, userType: 'owner' } });
  });

  it('refuses numbers outside Sierra Leone and wrong codes; caps guesses', async () => {
    const api = new ApiClient(server.url);
    const foreign = await api.post('/api/auth/phone/send-code', { phoneNumber: '+44 7700 900123' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('Enter a Sierra Leone number, for example +232 76 123456');
    const phone = randomPhone();
    const sent = await api.post('/api/auth/phone/send-code', { phoneNumber: phone });
    expect(sent.body.sentTo).toBe(`${phone.slice(0, 4)} •••• ${phone.slice(-3)}`);
    const { code } = await smsCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/auth/phone/verify', { challengeId: sent.body.challengeId, code: wrong })));
    expect(answers.filter((a) => a.status === 400).length).toBeLessThanOrEqual(5);
    expect((await api.post('/api/auth/phone/verify', { challengeId: sent.body.challengeId, code })).status).toBe(429);
    expect((await api.get('/api/auth/user')).status).toBe(401);
  });

  it('limits codes per number', async () => {
    const api = new ApiClient(limited.url);
    const phone = randomPhone();
    for (let i = 0; i < 2; i += 1) expect((await api.post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(200);
    expect((await api.post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(429);
  });
});
