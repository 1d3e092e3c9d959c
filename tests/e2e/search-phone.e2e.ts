// A home hunter on a small phone (360x640) searching: the price of the first result on the first screen,
// applied filters as removable chips, "Show N results" on the filter sheet, a reversed price range said on the
// form, "12 of N" by Load more, an empty state that suggests what would help, and the contact bar on a listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { launchBrowser, watchPageErrors } from './browser.js';
import { SEARCH_PAGE_SIZE } from '../../common/search-filters.js';

const SMALL_PHONE = { width: 360, height: 640 };
let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  server = await startTestServer({ demo: true, serveWeb: true });
  // The test-sized demo set fits on one page; a dozen more in Bo make 'Load more' appear.
  const db = server.database.db;
  const owner = await insertUser(db, { accountStatus: 'approved', passwordHash: 'x' });
  for (let i = 0; i < SEARCH_PAGE_SIZE; i++) {
    await insertListing(db, owner.id, { title: `Bo flat ${i + 1}`, address: `${i + 1} Dambara Road, Bo`, location: 'Bo', status: 'approved', priceUSD: '300.00', propertyType: 'rent' });
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function total(query: string): Promise<number> {
  const res = await fetch(`${server.url}/api/properties/search?${query}&limit=1`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

describe('searching on a small phone', () => {
  it('shows prices first, filters as chips, counts before applying and helps out of an empty result', async () => {
    const page = await browser.newPage({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const errors = watchPageErrors(page);
    const all = await total('');
    expect(all).toBeGreaterThan(SEARCH_PAGE_SIZE);

    await page.goto(`${server.url}/search`);
    await page.getByText(`${all} properties found`, { exact: true }).waitFor();
    // On the first screen means above the fixed bottom bar, not under it.
    const firstScreenEnd = await page.evaluate(() => {
      const bars = [...document.querySelectorAll('nav')].filter((n) => getComputedStyle(n).position === 'fixed' && n.getBoundingClientRect().top > innerHeight / 2);
      return Math.min(innerHeight, ...bars.map((n) => n.getBoundingClientRect().top));
    });
    expect(firstScreenEnd, 'the bottom bar is shown on a phone').toBeLessThan(SMALL_PHONE.height);
    const first = page.locator('article').first();
    for (const [what, part] of [['price', first.locator('p').first()], ['place', first.getByTestId('card-place')]] as const) {
      const box = await part.boundingBox();
      expect(box && box.y + box.height, `the first card's ${what} is on the first screen, above the bottom bar`).toBeLessThanOrEqual(firstScreenEnd);
    }
    await page.getByText(`${SEARCH_PAGE_SIZE} of ${all}`, { exact: true }).waitFor();

    // The sheet counts the draft before it is applied.
    const rentals = await total('location=Freetown&propertyType=rent&currency=USD');
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('Location').selectOption('Freetown');
    await sheet.getByText('For Rent', { exact: true }).click();
    await sheet.getByRole('button', { name: `Show ${rentals} results` }).waitFor();

    // A reversed price range is said on the form, not silently swapped.
    await sheet.getByLabel('Minimum price in US dollars').fill('900');
    await sheet.getByLabel('Maximum price in US dollars').fill('100');
    await sheet.getByText('Minimum price cannot be above the maximum price').waitFor();
    expect(await sheet.getByRole('button', { name: /results?$/ }).isDisabled()).toBe(true);
    await sheet.getByLabel('Minimum price in US dollars').fill('');
    await sheet.getByLabel('Maximum price in US dollars').fill('');
    await sheet.getByRole('button', { name: `Show ${rentals} results` }).click();
    await sheet.waitFor({ state: 'detached' });
    await page.getByText(`${rentals} properties found`, { exact: true }).waitFor();

    // Chips: removing one widens the search.
    const chips = page.getByRole('list', { name: 'Filters on' });
    await chips.getByRole('button', { name: 'Remove filter: Freetown (all areas)' }).waitFor();
    await chips.getByRole('button', { name: 'Remove filter: For Rent' }).click();
    await page.getByText(`${await total('location=Freetown&currency=USD')} properties found`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('propertyType')).toBeNull();

    // Nothing matches: the empty state names the filter whose removal helps most, with its count.
    await page.goto(`${server.url}/search?location=Freetown&bedrooms=5&maxPriceUsd=300`);
    await page.getByText('No properties found matching your criteria.').waitFor();
    const withoutPrice = await total('location=Freetown&bedrooms=5&currency=USD');
    expect(withoutPrice).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Remove \u201cUp to $300\u201d: ${withoutPrice} ${withoutPrice === 1 ? 'property' : 'properties'}` }).click();
    await page.getByText(`${withoutPrice} ${withoutPrice === 1 ? 'property' : 'properties'} found`, { exact: true }).waitFor();

    // A town the app does not know is never shown as a Location option; the empty state offers the nearest.
    await page.goto(`${server.url}/search?location=Freetwnn`);
    await page.getByText('No place called \u201cFreetwnn\u201d. Did you mean').waitFor();
    await page.getByRole('button', { name: 'Remove filter: Freetwnn' }).waitFor();
    await page.getByRole('button', { name: 'Freetown (all areas)' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toBe('Freetown');
    // A misspelling within one letter resolves on its own.
    await page.goto(`${server.url}/search?location=Freetwon`);
    await page.getByRole('button', { name: 'Remove filter: Freetown (all areas)' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps Call, WhatsApp and Message in reach on a listing', async () => {
    const page = await browser.newPage({ viewport: SMALL_PHONE, isMobile: true, hasTouch: true });
    const res = await fetch(`${server.url}/api/properties/search?limit=1`);
    type Item = { id: string; user: { phoneNumber: string | null; whatsappNumber: string | null } | null };
    const first = ((await res.json()) as { items: Item[] }).items[0]!;
    const phone = first.user?.phoneNumber;
    const whatsApp = first.user?.whatsappNumber || phone;
    await page.goto(`${server.url}/property/${first.id}`);
    const bar = page.getByRole('group', { name: /^Contact / });
    await bar.getByRole('button', { name: 'Message' }).waitFor();
    const box = await bar.boundingBox();
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    // Above the bottom bar, inside the screen.
    expect(box!.y + box!.height).toBeLessThanOrEqual(nav!.y + 1);
    // Call and WhatsApp only with the numbers the listing shows; Message starts the usual contact flow.
    expect(await bar.getByRole('link', { name: /^Call / }).count()).toBe(phone ? 1 : 0);
    expect(await bar.getByRole('link', { name: /^WhatsApp / }).count()).toBe(whatsApp ? 1 : 0);
    await bar.getByRole('button', { name: 'Message' }).click();
    await page.waitForURL(`${server.url}/local-login?next=${encodeURIComponent(`/property/${first.id}`)}`);
    await page.close();
  });
});
