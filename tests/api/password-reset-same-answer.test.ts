// Issue 29, item 3: the reset page tells people without a verified contact what to do instead, so the answer
// itself must not: a verified account, an unverified one and a name that is no account get the same status,
// body and headers, in about the same time, even when the mail server is slow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient, type ApiResponse } from '../helpers/api-client.js';
import { startFakeSmtp, type FakeSmtp } from '../helpers/fake-smtp.js';
import { insertUser, uniqueSuffix } from '../../server/db/factories.js';

const SLOW_MAIL_MS = 1_500;
/** Far below the slow mail server's delay, far above the noise of two shared cores. */
const TIMING_TOLERANCE_MS = 400;
const ROUNDS = 5;

let smtp: FakeSmtp;
let server: TestServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
  smtp.delayMs = SLOW_MAIL_MS;
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => { await server?.close(); await smtp?.close(); });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Headers whose values differ between any two answers whatever the account: the clock, the address's count. */
const VARYING_VALUES = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

function comparable(res: ApiResponse) {
  expect(res.body.challengeId).toMatch(UUID);
  const headers = [...res.headers.keys()].map((name) => (VARYING_VALUES.has(name) ? name : `${name}: ${res.headers.get(name)}`));
  return { status: res.status, body: { ...res.body, challengeId: '<uuid>' }, headers: headers.sort() };
}

async function timedReset(identifier: string): Promise<{ res: ApiResponse; ms: number }> {
  const started = performance.now();
  const res = await new ApiClient(server.url).post('/api/auth/password-reset', { identifier });
  return { res, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function threeKinds() {
  const suffix = uniqueSuffix();
  const verified = await insertUser(server.database.db, { isVerified: true, username: `verified_${suffix}`, email: `verified_${suffix}@example.sl` });
  const unverified = await insertUser(server.database.db, { isVerified: false, username: `unverified_${suffix}`, email: `unverified_${suffix}@example.sl` });
  return { verified, unverified, unknown: `nobody_${suffix}` };
}

describe('the password reset answer says nothing about the account', () => {
  it('is the same for a verified account, an unverified account and an unknown name', async () => {
    const { verified, unverified, unknown } = await threeKinds();
    const answers = [];
    for (const identifier of [verified.username!, unverified.username!, unknown, verified.email!, unverified.email!, `${unknown}@example.sl`]) {
      answers.push(comparable((await timedReset(identifier)).res));
    }
    expect(answers[0]!.status).toBe(200);
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    // Only the verified account was sent a code (once the slow mail server took it).
    await expect.poll(() => smtp.received.filter((m) => m.to === verified.email).length, { timeout: 10_000 }).toBe(2);
    expect(smtp.received.filter((m) => m.to === unverified.email)).toEqual([]);
  });

  it('takes about as long for each, however slow the mail server', async () => {
    const { verified, unverified, unknown } = await threeKinds();
    const times: Record<'verified' | 'unverified' | 'unknown', number[]> = { verified: [], unverified: [], unknown: [] };
    // Interleaved, so a slow moment of the machine falls on every kind alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      times.verified.push((await timedReset(verified.username!)).ms);
      times.unverified.push((await timedReset(unverified.username!)).ms);
      times.unknown.push((await timedReset(unknown)).ms);
    }
    const medians = Object.values(times).map(median);
    expect(Math.max(...medians) - Math.min(...medians), JSON.stringify(times)).toBeLessThan(TIMING_TOLERANCE_MS);
    expect(Math.max(...medians), JSON.stringify(times)).toBeLessThan(SLOW_MAIL_MS);
  });
});
