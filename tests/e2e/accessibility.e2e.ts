// Every main page on a phone, checked with axe-core: 0 serious or critical violations (a readable list when
// not); plus the touch-target and labelling details axe does not measure.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accessibilityProblems } from './axe.js';
import { launchBrowser } from './browser.js';
import { insertPhoto, reviewListing } from '../helpers/listing-helpers.js';
import { apiAs, openPage, signInAs, startJourney, submitListing, type Journey } from './listings-helpers.js';

let browser: Browser;
let journey: Journey | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await journey?.close();
  journey = null;
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the path and waits until the page has its content (no loading placeholders left). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .animate-pulse'), undefined, { timeout: 15_000 }).catch(() => {});
}

async function problemsOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    found.push(...(await accessibilityProblems(page)));
  }
  return found;
}

describe('accessibility on a phone', () => {
  it('has no serious or critical axe violations on the main pages, for a visitor, an owner and an admin', async () => {
    journey = await startJourney();
    const live = (await (await apiAs(journey, 'owner')).get('/api/properties?status=approved&limit=1')).body as Array<{ id: string }>;
    expect(live.length).toBeGreaterThan(0);

    const visitor = await openPage(browser, journey);
    const found = await problemsOn(visitor, ['/', '/search', `/property/${live[0]!.id}`, '/login']);
    const owner = await openPage(browser, journey);
    await signInAs(owner, 'owner');
    found.push(...(await problemsOn(owner, ['/dashboard', '/my-properties', '/messages', '/profile'])));
    const admin = await openPage(browser, journey);
    await signInAs(admin, 'admin');
    found.push(...(await problemsOn(admin, ['/admin', '/user-management'])));

    expect(found.join('\n\n')).toBe('');
  }, 240_000);

  it('gives hearts, gallery arrows and map controls a 44 px touch target, and names the account button by what it shows', async () => {
    journey = await startJourney();
    const page = await openPage(browser, journey);
    const tooSmall = async (selector: string) =>
      page.locator(selector).evaluateAll((nodes) =>
        nodes
          .map((n) => n.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < 44 || r.height < 44))
          .map((r) => `${Math.round(r.width)}×${Math.round(r.height)}`),
      );

    await visit(page, '/search');
    expect(await page.getByRole('button', { name: /^Save .* to favourites$/ }).count()).toBeGreaterThan(0);
    expect(await tooSmall('button[aria-label^="Save "][aria-label$=" to favourites"]'), 'hearts').toEqual([]);
    await page.getByRole('button', { name: 'Map' }).click();
    await page.locator('.leaflet-control-zoom-in').waitFor();
    expect(await tooSmall('.leaflet-control-zoom a, .leaflet-marker-icon'), 'map zoom buttons and pins').toEqual([]);

    // A live listing with two photos, so the gallery has arrows.
    const owner = await apiAs(journey, 'owner');
    const ownerId = (await owner.get('/api/auth/user')).body.id as string;
    const images = [await insertPhoto(journey.server, ownerId), await insertPhoto(journey.server, ownerId)];
    const created = await submitListing(owner, { images });
    await reviewListing(await apiAs(journey, 'admin'), created.id, 'approved');
    await visit(page, `/property/${created.id}`);
    await page.getByRole('button', { name: 'Next photo' }).first().waitFor();
    expect(await tooSmall('button[aria-label="Next photo"], button[aria-label="Previous photo"]'), 'gallery arrows').toEqual([]);

    await signInAs(page, 'owner');
    const account = page.getByRole('button', { name: /account menu for/i });
    const shown = (await account.innerText()).trim();
    expect(shown).not.toBe('');
    expect(await account.getAttribute('aria-label')).toContain(shown.split('\n')[0]);
    expect(journey.errors()).toEqual([]);
  }, 180_000);
});
