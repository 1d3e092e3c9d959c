// Accounts on a phone: forgot password end to end (code from the dev outbox), and a new home hunter who signs up
// with a phone number and finds Saved and Messages, not listing links, in the bottom bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { launchBrowser, PHONE, watchPageErrors, codeSentTo as codeOf } from './browser.js';
import { insertUser } from '../../server/db/factories.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const codeSentTo = (to: string) => codeOf(server.url, to);

describe('accounts on a phone', () => {
  it('forgot password: code by e-mail, new password, signed in on the dashboard', async () => {
    const user = await insertUser(server.database.db, { isVerified: true });
    const page = await browser.newPage({ viewport: PHONE, isMobile: true });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/local-login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await page.getByLabel('Username, e-mail or phone number').fill(user.username!);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('we sent a 6-digit code to its verified e-mail or phone').waitFor();
    await page.getByRole('button', { name: /Resend code in \d+:\d\d/ }).waitFor();

    await page.getByLabel('6-digit code').fill('000000' === (await codeSentTo(user.email!)) ? '111111' : '000000');
    await page.getByLabel('New password').fill('Fresh-pass-2026!');
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await page.getByText('That code is not right or has expired. Please check the code and try again.').waitFor();

    await page.getByLabel('6-digit code').fill(await codeSentTo(user.email!));
    await page.getByRole('button', { name: 'Set new password and sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    const me = await page.request.get(`${server.url}/api/auth/user`);
    expect((await me.json()).id).toBe(user.id);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a home hunter signs up with a phone code; the bottom bar shows Saved and Messages, not List', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true });
    const errors = watchPageErrors(page);
    const phone = `+23279${String(Math.floor(100000 + Math.random() * 899999))}`;
    await page.goto(`${server.url}/register?type=seeker`);
    await page.getByRole('button', { name: 'Use my phone instead' }).click();
    await page.getByLabel('Phone number').fill(`0${phone.slice(4)}`);
    await page.getByRole('button', { name: 'Send code by SMS' }).click();
    await page.getByLabel('6-digit code').fill(await codeSentTo(phone));
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${server.url}/profile?welcome=1`);
    await page.getByText('Your phone number is verified').waitFor();

    const bottomBar = page.locator('nav[aria-label="Main"]').last();
    await bottomBar.getByRole('link', { name: 'Saved' }).waitFor();
    await bottomBar.getByRole('link', { name: /Messages/ }).waitFor();
    expect(await bottomBar.getByRole('link', { name: 'List', exact: true }).count()).toBe(0);

    await bottomBar.getByRole('link', { name: 'Saved' }).click();
    await page.waitForURL(`${server.url}/saved`);
    await page.getByText('No saved homes yet').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
