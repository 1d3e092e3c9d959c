// A lister looking at their own listing gets no "Contact" that does nothing but "This is your listing" with a
// way to edit it; /admin-setup, once an admin exists, says so instead of showing a form that would fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { DESKTOP, launchBrowser, PHONE, watchPageErrors } from './browser.js';

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

describe('your own listing', () => {
  it.each([['phone', PHONE], ['desktop', DESKTOP]] as const)('says "This is your listing" with an edit link instead of Contact (%s)', async (_name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/api/test-login/owner`);
    const mine = (await (await page.request.get(`${server.url}/api/properties/my?limit=100`)).json()) as Array<{ id: string; status: string; isArchived: boolean }>;
    // One of the owner's live listings that the first page of results shows.
    const firstPage = (await (await page.request.get(`${server.url}/api/properties/search?limit=12`)).json()) as { items: Array<{ id: string }> };
    const live = mine.find((l) => l.status === 'approved' && !l.isArchived && firstPage.items.some((i) => i.id === l.id))!;
    expect(live, 'the owner has a live listing on the first page of results').toBeTruthy();
    await page.goto(`${server.url}/property/${live.id}`);
    await page.getByText('This is your listing.').waitFor();
    expect(await page.getByRole('link', { name: 'Edit listing' }).first().getAttribute('href')).toBe(`/edit-property/${live.id}`);
    await page.getByTestId('own-listing-inbox').waitFor();
    expect(await page.getByRole('button', { name: /^Contact (Owner|Agent)$/ }).count()).toBe(0);

    // The quick view from the results says the same instead of its Contact button.
    await page.goto(`${server.url}/search`);
    const shown = page.locator('main article').filter({ has: page.locator(`a[href="/property/${live.id}"]`) });
    await shown.getByRole('button', { name: /^Quick view: / }).click();
    const quickView = page.getByRole('dialog');
    await quickView.getByText('This is your listing').waitFor();
    expect(await quickView.getByRole('link', { name: 'Edit listing' }).getAttribute('href')).toBe(`/edit-property/${live.id}`);
    expect(await quickView.getByRole('button', { name: 'Contact' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/admin-setup once an admin exists', () => {
  it('shows "An administrator already exists" with a link to sign in, and no form', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`${server.url}/admin-setup`);
    await page.getByRole('heading', { name: 'An administrator already exists' }).waitFor();
    expect(await page.locator('#main').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/local-login');
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.close();
  });
});
