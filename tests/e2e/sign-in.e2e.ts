import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from './browser.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ demo: true, serveWeb: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('sign in and out', () => {
  it('signs the demo owner in through /local-login, lands on /dashboard, and signs out (desktop)', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/local-login`);
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.owner.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.owner.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Property Owner Dashboard' }).waitFor();

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${server.url}/`);
    // Signed out: the session is gone for the API too, and the top bar offers Sign In again.
    expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the spec messages for empty fields and a wrong password (phone)', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/local-login`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.owner.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Invalid username or password').first().waitFor();
    expect(page.url()).toBe(`${server.url}/local-login`);
    expect(errors).toEqual([]);
    await page.close();
  });
  it('sends a visitor who opens a signed-in page to sign in, then back to that page; never off the site', async () => {
    const page = await browser.newPage({ viewport: PHONE, isMobile: true });
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/messages`);
    await page.waitForURL(`${server.url}/local-login?next=%2Fmessages`);
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.agent.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.agent.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/messages`);
    await page.waitForFunction(() => document.title.startsWith('Messages'));

    // A crafted link cannot use the sign-in page to send someone to another site.
    await page.context().clearCookies();
    await page.goto(`${server.url}/local-login?next=${encodeURIComponent('//evil.example/')}`);
    await page.getByLabel('Username').fill(DEMO_ACCOUNTS.agent.username);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.agent.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
