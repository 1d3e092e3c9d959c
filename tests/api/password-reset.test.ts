import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertUser, uniqueSuffix } from '../../server/db/factories.js';
import { oneTimeCodes } from '../../server/db/schema.js';

let server: TestServer;
let limited: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  limited = await startTestServer({ limits: { oneTimeCodesPerAddressPerHour: 3, oneTimeCodesPerAccountPerHour: 4 } });
});
afterAll(async () => { await server?.close(); await limited?.close(); });

const outbox = async (s: TestServer, to: string) => (await new ApiClient(s.url).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body as { code: string; channel: string }[];

async function verifiedUser(s = server, extra: Parameters<typeof insertUser>[1] = {}) {
  const suffix = uniqueSuffix();
  return insertUser(s.database.db, { isVerified: true, email: `reset_${suffix}@example.sl`, ...extra });
}

describe('forgot password', () => {
  it('sends a code to the verified e-mail, sets the new password, ends other sessions and signs in', async () => {
    const user = await verifiedUser();
    const other = new ApiClient(server.url);
    expect((await other.post('/api/local/login', { username: user.username, password: user.password })).status).toBe(200);

    const api = new ApiClient(server.url);
    const asked = await api.post('/api/auth/password-reset', { identifier: user.username!.toUpperCase() });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ expiresInSeconds: 900, sentTo: null });
    const [mail] = await outbox(server, user.email!);
    expect(mail!.channel).toBe('email');
    expect(mail!.code).toMatch(/^\d{6}$/);

    const weak = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mail!.code, password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toMatch(/at least 8/);

    const done = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mail!.code, password: 'Fresh-pass-2026!' });
    expect(done.status).toBe(200);
    expect(done.body.id).toBe(user.id);
    expect((await api.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/local/login', { username: user.username, password: user.password })).status).toBe(401);
    expect((await new ApiClient(server.url).post('/api/local/login', { username: user.username, password: 'Fresh-pass-2026!' })).status).toBe(200);
    // a used code does not work twice
    const again = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mail!.code, password: 'Other-pass-2026!' });
    expect(again.status).toBe(400);
  });

  it('sends an SMS when the phone is the verified contact, found by the number typed locally', async () => {
    const phone = `+23276${String(Math.floor(100000 + Math.random() * 899999))}`;
    const user = await verifiedUser(server, { email: null, phoneNumber: phone });
    const api = new ApiClient(server.url);
    const asked = await api.post('/api/auth/password-reset', { identifier: `0${phone.slice(4)}` });
    expect(asked.status).toBe(200);
    const [sms] = await outbox(server, phone);
    expect(sms!.channel).toBe('sms');
    const done = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: sms!.code, password: 'Fresh-pass-2026!' });
    expect(done.body.id).toBe(user.id);
  });

  it('answers the same whether or not the account exists, and sends nothing to an unverified contact', async () => {
    const unverified = await insertUser(server.database.db, { isVerified: false });
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort().join(',') + `|${body.expiresInSeconds}|${body.sentTo}`;
    const api = new ApiClient(server.url);
    const known = await api.post('/api/auth/password-reset', { identifier: (await verifiedUser()).username });
    const unknown = await api.post('/api/auth/password-reset', { identifier: `nobody_${uniqueSuffix()}` });
    const notVerified = await api.post('/api/auth/password-reset', { identifier: unverified.username });
    for (const res of [unknown, notVerified]) {
      expect(res.status).toBe(known.status);
      expect(shape(res.body)).toBe(shape(known.body));
    }
    expect(await outbox(server, unverified.email!)).toEqual([]);
    // guessing on a challenge with no account fails like a wrong code
    const guess = await api.post('/api/auth/password-reset/confirm', { challengeId: unknown.body.challengeId, code: '123456', password: 'Fresh-pass-2026!' });
    expect(guess.status).toBe(400);
    expect(guess.body.message).toBe('That code is not right or has expired. Please check the code and try again.');
  });

  it('judges at most 5 of 50 parallel wrong guesses; then even the right code is refused', async () => {
    const user = await verifiedUser();
    const api = new ApiClient(server.url);
    const asked = await api.post('/api/auth/password-reset', { identifier: user.email });
    const { code } = (await outbox(server, user.email!))[0]!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 50 }, () =>
      new ApiClient(server.url).post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: wrong, password: 'Fresh-pass-2026!' })));
    const judged = answers.filter((a) => a.status === 400).length;
    expect(judged).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(50 - judged);
    const [row] = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, asked.body.challengeId));
    expect(row!.attempts).toBe(5);
    const right = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code, password: 'Fresh-pass-2026!' });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('refuses an expired code', async () => {
    const user = await verifiedUser();
    const api = new ApiClient(server.url);
    const asked = await api.post('/api/auth/password-reset', { identifier: user.email });
    const { code } = (await outbox(server, user.email!))[0]!;
    await server.database.db.update(oneTimeCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeCodes.id, asked.body.challengeId));
    const late = await api.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code, password: 'Fresh-pass-2026!' });
    expect(late.status).toBe(400);
  });

  it('limits codes per address typed (the same for unknown names) and per account, counted in the database', async () => {
    const api = new ApiClient(limited.url);
    for (const identifier of [`ghost_${uniqueSuffix()}`, (await verifiedUser(limited)).username!]) {
      for (let i = 0; i < 3; i += 1) expect((await api.post('/api/auth/password-reset', { identifier })).status).toBe(200);
      const refused = await api.post('/api/auth/password-reset', { identifier });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many codes requested. Codes we already sent still work for 15 minutes: please use the latest one, or ask again in 60 minutes.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    // Per account: username, e-mail and phone each reach it; after 4 codes the account gets no more, silently.
    const phone = `+23277${String(Math.floor(100000 + Math.random() * 899999))}`;
    const user = await verifiedUser(limited, { phoneNumber: phone });
    for (const identifier of [user.username!, user.username!, user.email!, user.email!, phone]) {
      expect((await api.post('/api/auth/password-reset', { identifier })).status).toBe(200);
    }
    expect((await outbox(limited, user.email!)).length).toBe(4);
    expect(await outbox(limited, phone)).toEqual([]);
  });

  it('validates the identifier', async () => {
    const res = await new ApiClient(server.url).post('/api/auth/password-reset', { identifier: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter your username, e-mail or phone number');
  });
});
