// A lost connection: the page says so (an offline banner, an error with "Try again" instead of an endless
// "Loading…") and recovers on its own, without a reload, when the connection comes back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { launchBrowser, PHONE, watchPageErrors } from './browser.js';
import { waitForApp } from './listings-helpers.js';

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

describe('a lost connection', () => {
  it('shows the error with "Try again" while offline, then the page recovers by itself when back online', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/search`);
    const cards = page.locator('main a[href^="/property/"]');
    await cards.first().waitFor();
    // The cards are in the server's HTML: the page recovers on its own only once the app runs.
    await waitForApp(page);
    const hrefs = [...new Set(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))];
    expect(hrefs.length).toBeGreaterThan(1);

    // Open one listing online (its page's code loads), then come back to the results.
    await page.locator(`main a[href="${hrefs[0]}"]`).first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await page.locator(`main a[href="${hrefs[1]}"]`).first().waitFor();

    await context.setOffline(true);
    await page.getByText("You're offline — we'll retry when you're back").waitFor();
    await page.locator(`main a[href="${hrefs[1]}"]`).first().click();
    await page.getByRole('heading', { name: 'We could not load this property' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Try again' }).waitFor();

    // Back online: the listing loads without a reload or a click, and the banner goes.
    const { title } = await (await fetch(`${server.url}/api${hrefs[1]!.replace('/property/', '/properties/')}`)).json();
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 10_000 });
    expect(await page.getByText("You're offline — we'll retry when you're back").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the results when the filters cannot open offline, and opens them on "Try again" once back', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/search`);
    const cards = page.locator('main a[href^="/property/"]');
    await cards.first().waitFor();
    await waitForApp(page);
    const shown = await cards.count();

    // The filter sheet's code comes only when it is first opened: offline, it cannot.
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByText('The filters could not open: you are offline.').waitFor({ timeout: 10_000 });
    await page.getByText("You're offline — we'll retry when you're back").waitFor();
    expect(await cards.count()).toBe(shown);
    expect(await page.getByText('This page did not load').count()).toBe(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /^Show \d+ results?$/ }).waitFor({ timeout: 10_000 });
    expect(await cards.count()).toBe(shown);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the service worker once the connection is back, if it was offline when the worker’s turn came', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/search`);
    await page.locator('main a[href^="/property/"]').first().waitFor();
    // The cards are in the server's HTML: the worker's turn comes once the app runs (before, a phone offline
    // gets the server's page, whose links work, and no app until it loads again).
    await waitForApp(page);
    // The worker's code is fetched 5 s after load (web/shell/background-work.tsx): offline then, it could not
    // load, and the failure went unhandled.
    await context.setOffline(true);
    await page.waitForTimeout(6_500);
    expect(errors).toEqual([]);
    await context.setOffline(false);
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration())), { timeout: 15_000 }).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
