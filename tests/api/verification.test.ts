import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

async function signedIn() {
  const api = new ApiClient(server.url);
  const reg = newRegistration({ userType: 'seeker' });
  await api.post('/api/register', reg);
  return { api, reg };
}

const latestCode = async (api: ApiClient, to: string) => (await api.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body[0];

describe('identity verification', () => {
  it('needs sign-in', async () => {
    const anon = new ApiClient(server.url);
    expect((await anon.post('/api/verification/send-code', { verificationMethod: 'email', contact: 'a@b.sl' })).status).toBe(401);
    expect((await anon.post('/api/verification/verify-code', { verificationMethod: 'email', code: '123456' })).status).toBe(401);
  });

  it.each([
    [{ verificationMethod: 'email', contact: '' }, 'Please enter your email address.'],
    [{ verificationMethod: 'email', contact: 'no-at-sign' }, 'Please enter a valid email address.'],
    [{ verificationMethod: 'phone', contact: '' }, 'Please enter your phone number.'],
    [{ verificationMethod: 'phone', contact: '12' }, 'Please enter a valid phone number, for example +232 76 123456.'],
    [{ verificationMethod: 'fax', contact: 'x' }, 'Choose e-mail or phone'],
  ])('validates the contact (%j)', async (body, message) => {
    const { api } = await signedIn();
    const res = await api.post('/api/verification/send-code', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('verifies by e-mail with the 6-digit code that was sent', async () => {
    const { api, reg } = await signedIn();
    const sent = await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email });
    expect(sent.status).toBe(200);
    expect(sent.body.contact).not.toBe(reg.email); // masked
    const mail = await latestCode(api, reg.email);
    expect(mail.channel).toBe('email');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
    expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: '' })).body.message).toBe('Please enter the verification code.');
    const ok = await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code });
    expect(ok.status).toBe(200);
    expect(ok.body.isVerified).toBe(true);
    expect((await api.get('/api/auth/user')).body.isVerified).toBe(true);
    // a used code cannot be used again
    expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code })).status).toBe(400);
  });

  it('verifies by SMS and keeps the number in E.164', async () => {
    const { api } = await signedIn();
    expect((await api.post('/api/verification/send-code', { verificationMethod: 'phone', contact: '077 555 123' })).status).toBe(200);
    const sms = await latestCode(api, '+23277555123');
    expect(sms.channel).toBe('sms');
    const ok = await api.post('/api/verification/verify-code', { verificationMethod: 'phone', code: sms.code });
    expect(ok.body).toMatchObject({ isVerified: true, phoneNumber: '+23277555123' });
  });

  it('refuses a wrong code, and locks the code after 5 wrong tries', async () => {
    const { api, reg } = await signedIn();
    await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email });
    const { code } = await latestCode(api, reg.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await api.post('/api/verification/verify-code', { verificationMethod: 'email', code: wrong });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('That code is not right or has expired. Please check the code and try again.');
    }
    const locked = await api.post('/api/verification/verify-code', { verificationMethod: 'email', code });
    expect(locked.status).toBe(429);
    expect((await api.get('/api/auth/user')).body.isVerified).toBe(false);
  });

  it('limits how many codes one account can request', async () => {
    const { api, reg } = await signedIn();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('judges at most 5 of 50 parallel wrong guesses, and the right code is then refused too', async () => {
    const { api, reg } = await signedIn();
    await api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email });
    const { code } = await latestCode(api, reg.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.post('/api/verification/verify-code', { verificationMethod: 'email', code: wrong })));
    const judged = answers.filter((res) => res.status === 400);
    const refused = answers.filter((res) => res.status === 429);
    expect(judged.length).toBeLessThanOrEqual(5);
    expect(judged.length + refused.length).toBe(50);
    expect((await api.post('/api/verification/verify-code', { verificationMethod: 'email', code })).status).toBe(429);
    expect((await api.get('/api/auth/user')).body.isVerified).toBe(false);
  });

  it('sends at most 5 codes an hour even when 20 requests race', async () => {
    const { api, reg } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/verification/send-code', { verificationMethod: 'email', contact: reg.email })));
    expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(15);
    expect((await api.get(`/api/dev/outbox?to=${encodeURIComponent(reg.email)}`)).body).toHaveLength(5);
  });
});
