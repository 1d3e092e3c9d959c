// Issue 28: nobody can turn sign-in against the owner (decision 0017). The attacks of the issue replayed with the
// production limits: 100 wrong passwords from 13 addresses, 5 reset and 5 phone-code requests from elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertUser, uniqueSuffix } from '../../server/db/factories.js';
import { hashPassword } from '../../server/lib/passwords.js';
import { DEFAULT_RATE_LIMITS } from '../../server/context.js';

const PASSWORD = 'right-password-123';
const WINDOW_SECONDS = 15 * 60;
let server: TestServer;
let passwordHash: string;
beforeAll(async () => {
  // TRUST_PROXY: the test speaks for many client addresses through X-Forwarded-For, as a proxy would.
  server = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1' }, limits: DEFAULT_RATE_LIMITS });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(async () => { await server?.close(); });

let nextAddress = 0;
/** A browser on an address of its own: the per-address limits of one test never touch another's. */
const newBrowser = () => { nextAddress += 1; return new ApiClient(server.url, { 'x-forwarded-for': `198.51.${Math.floor(nextAddress / 250)}.${nextAddress % 250}` }); };
const signIn = (browser: ApiClient, username: string, password: string) => browser.post('/api/local/login', { username, password });
const outbox = async (to: string) => (await new ApiClient(server.url).get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).body as { code: string }[];
const randomPhone = () => `+23277${String(Math.floor(100000 + Math.random() * 899999))}`;
// Deliberately lets time pass: the delay the server told the client to wait (Retry-After) is what is tested.
const seconds = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function newAccount() {
  const phone = randomPhone();
  const user = await insertUser(server.database.db, {
    passwordHash, isVerified: true, email: `attacked_${uniqueSuffix()}@example.sl`, phoneNumber: phone, phoneVerifiedAt: new Date(), emailVerifiedAt: new Date(),
  });
  return { username: user.username!, email: user.email!, phone };
}

/** The owner's own browser: it signed in once and signed out, so it carries only its device cookie. */
async function knownDevice(username: string) {
  const browser = newBrowser();
  expect((await signIn(browser, username, PASSWORD)).status).toBe(200);
  expect((await browser.post('/api/logout')).status).toBe(204);
  return browser;
}

/** The attack: 100 wrong passwords spread over 13 addresses (under 8 from each). */
async function guessFromThirteenAddresses(username: string) {
  const base = 10 + (nextAddress % 200);
  nextAddress += 13;
  for (let i = 0; i < 100; i += 1) {
    const attacker = new ApiClient(server.url, { 'x-forwarded-for': `203.0.${base}.${i % 13}` });
    expect((await signIn(attacker, username, 'wrong-guess-123')).status).toBe(401);
  }
}

/** Tries the right password as an unknown device, waiting each time as long as the server's Retry-After says. */
async function signInWhenAllowed(browser: ApiClient, username: string) {
  const deadline = Date.now() + WINDOW_SECONDS * 1000;
  for (;;) {
    const answer = await signIn(browser, username, PASSWORD);
    if (answer.status !== 429 || Date.now() > deadline) return answer;
    await seconds(Number(answer.headers.get('retry-after')) * 1000);
  }
}

describe('password sign-in under attack', () => {
  it('100 wrong passwords from 13 addresses do not stop the owner on a device that signed in before', async () => {
    const { username } = await newAccount();
    const owner = await knownDevice(username);
    expect(owner.cookieHeader).toContain('device=');
    await guessFromThirteenAddresses(username);

    const signedIn = await signIn(owner, username, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await owner.get('/api/auth/user')).body.username).toBe(username);
    // Its own mistakes are judged as its own: a wrong password is just wrong, not "too many attempts".
    expect((await signIn(owner, username, 'my-typo-123')).status).toBe(401);
  });

  it('slows an unknown device with a growing delay it is told, and lets it in once the delay has passed', async () => {
    const { username } = await newAccount();
    await guessFromThirteenAddresses(username);
    const newPhone = newBrowser();
    const slowed = await signIn(newPhone, username, PASSWORD);
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('rate_limited');
    const firstWait = Number(slowed.headers.get('retry-after'));
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(firstWait).toBeLessThanOrEqual(2);
    expect(slowed.body.message).toContain(`try again in ${firstWait} second`);
    expect(slowed.body.message).toContain('reset your password');

    // The attacker, waiting as told, gets one more guess; the next wait doubles.
    await seconds(firstWait * 1000);
    expect((await signIn(newBrowser(), username, 'wrong-guess-123')).status).toBe(401);
    const longer = await signIn(newPhone, username, PASSWORD);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(2);
    expect(Number(longer.headers.get('retry-after'))).toBeLessThanOrEqual(4);

    const allowed = await signInWhenAllowed(newPhone, username);
    expect(allowed.status).toBe(200);
  });

  it('never makes an unknown device wait longer than the 15-minute window, however long the attack', async () => {
    const { username } = await newAccount();
    await guessFromThirteenAddresses(username);
    // A week of guessing at the allowed pace, written at once; the next slot is free.
    await server.database.db.execute(sql`
      update sign_in_failures set failures = 5000, next_attempt_at = now() - interval '1 second'
      where account = ${username.toLowerCase()} and address = '*'`);
    expect((await signIn(newBrowser(), username, 'wrong-guess-123')).status).toBe(401);
    const slowed = await signIn(newBrowser(), username, PASSWORD);
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(WINDOW_SECONDS - 60);
    expect(wait).toBeLessThanOrEqual(WINDOW_SECONDS);
    expect(slowed.body.message).toContain('try again in 15 minutes');
  });

  it('takes its trust from a known device that keeps failing: it is then slowed like any unknown device', async () => {
    const { username } = await newAccount();
    const device = await knownDevice(username);
    await guessFromThirteenAddresses(username);
    await server.database.db.execute(sql`
      update sign_in_failures set next_attempt_at = now() + interval '10 minutes' where account = ${username.toLowerCase()} and address = '*'`);
    for (let i = 0; i < DEFAULT_RATE_LIMITS.loginFailuresPerUsername; i += 1) {
      expect((await signIn(device, username, 'stolen-cookie-guess')).status).toBe(401);
    }
    const afterwards = await signIn(device, username, PASSWORD);
    expect(afterwards.status).toBe(429);
    expect(afterwards.body.message).toContain('new devices must wait');
  });
});

describe('codes under attack', () => {
  it('5 reset requests from another address cancel none of the codes sent, and the owner still receives one', async () => {
    const { username, email } = await newAccount();
    const owner = await knownDevice(username);
    const earlier = await owner.post('/api/auth/password-reset', { identifier: email });
    expect(earlier.status).toBe(200);
    const [earlierMail] = await outbox(email);

    const attacker = newBrowser();
    for (let i = 0; i < 5; i += 1) expect((await attacker.post('/api/auth/password-reset', { identifier: username })).status).toBe(200);
    const refused = await attacker.post('/api/auth/password-reset', { identifier: username });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const again = await owner.post('/api/auth/password-reset', { identifier: username });
    expect(again.status).toBe(200);
    const [newest] = await outbox(email);
    expect(newest!.code).not.toBe(earlierMail!.code);
    // The code sent before the flood still works (so the newest would too: nothing cancels a sent code)...
    const reset = await owner.post('/api/auth/password-reset/confirm', { challengeId: earlier.body.challengeId, code: earlierMail!.code, password: 'Fresh-pass-2026!' });
    expect(reset.status).toBe(200);
    expect(reset.body.username).toBe(username);
    // ...and once the password is reset, the account's other open reset codes are closed.
    const stale = await owner.post('/api/auth/password-reset/confirm', { challengeId: again.body.challengeId, code: newest!.code, password: 'Other-pass-2026!' });
    expect(stale.status).toBe(400);
  });

  it('sends an inbox at most 5 codes an hour for strangers, from any number of addresses; the owner\'s device gets its own', async () => {
    const { username, email } = await newAccount();
    const owner = await knownDevice(username);
    for (let i = 0; i < 8; i += 1) {
      const bot = newBrowser();
      for (let j = 0; j < 2; j += 1) expect((await bot.post('/api/auth/password-reset', { identifier: j ? email : username })).status).toBe(200);
    }
    expect(await outbox(email)).toHaveLength(DEFAULT_RATE_LIMITS.oneTimeCodesPerAccountPerHour);

    const asked = await owner.post('/api/auth/password-reset', { identifier: email });
    expect(asked.status).toBe(200);
    const mails = await outbox(email);
    expect(mails).toHaveLength(DEFAULT_RATE_LIMITS.oneTimeCodesPerAccountPerHour + 1);
    const done = await owner.post('/api/auth/password-reset/confirm', { challengeId: asked.body.challengeId, code: mails[0]!.code, password: 'Fresh-pass-2026!' });
    expect(done.status).toBe(200);
  });

  it('5 phone-code requests from another address cancel none of the codes sent, and the owner still receives one', async () => {
    const { username, phone } = await newAccount();
    const owner = await knownDevice(username);
    const earlier = await owner.post('/api/auth/phone/send-code', { phoneNumber: phone });
    expect(earlier.status).toBe(200);
    const [earlierSms] = await outbox(phone);

    const attacker = newBrowser();
    for (let i = 0; i < 5; i += 1) expect((await attacker.post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(200);
    expect((await attacker.post('/api/auth/phone/send-code', { phoneNumber: phone })).status).toBe(429);
    // The number had its share of codes asked by strangers this hour: an unknown device is told so, and when.
    const stranger = await newBrowser().post('/api/auth/phone/send-code', { phoneNumber: phone });
    expect(stranger.status).toBe(429);
    expect(stranger.body.message).toContain('Codes already sent still work');
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(3500);

    const again = await owner.post('/api/auth/phone/send-code', { phoneNumber: phone });
    expect(again.status).toBe(200);
    const [newest] = await outbox(phone);
    expect(newest!.code).not.toBe(earlierSms!.code);
    expect((await owner.post('/api/auth/phone/verify', { challengeId: again.body.challengeId, code: newest!.code })).status).toBe(200);
    const elsewhere = newBrowser();
    expect((await elsewhere.post('/api/auth/phone/verify', { challengeId: earlier.body.challengeId, code: earlierSms!.code })).status).toBe(200);
    expect((await elsewhere.get('/api/auth/user')).body.username).toBe(username);
  });
});
