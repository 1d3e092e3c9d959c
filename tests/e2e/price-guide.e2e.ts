// Issue 33, item 2: a home hunter opens the price guides, picks a place and reads its figures, chart and table;
// from a listing's page they follow its one line to the guide. Phone and desktop, axe clean on both pages.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accessibilityProblems } from './axe.js';
import { DESKTOP, horizontalOverflow, PHONE } from './browser.js';
import { see, useJourneys, waitForApp } from './listings-helpers.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { properties } from '../../server/db/schema.js';
import { refreshPriceGuides } from '../../server/features/prices/price-guide-refresh.js';

const journeys = useJourneys();

describe('price guide journey', () => {
  it('open /prices → pick Lumley → figures, chart and table; a listing page\'s line leads to the same guide', async () => {
    const journey = await journeys.start();
    const db = journey.server.database.db;
    // The small demo set has one 2-bedroom flat for rent in Lumley (the demo owner's, Le 27,000): four more, then the job's turn.
    for (const price of ['22000', '24000', '25000', '30000']) {
      const lister = await insertUser(db, { accountStatus: 'approved', passwordHash: 'x' });
      await insertListing(db, lister.id, { location: 'Lumley', propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2, priceUSD: null, priceSLL: price });
    }
    await refreshPriceGuides(db);

    const phone = await journeys.open(journey, PHONE);
    await phone.goto('/prices');
    await waitForApp(phone);
    await see(phone, 'Property price guides');
    expect(await accessibilityProblems(phone)).toEqual([]);
    await phone.getByRole('link', { name: 'Lumley' }).click();
    await phone.getByRole('heading', { name: 'Property prices in Lumley' }).waitFor();
    const card = phone.getByRole('article', { name: '2-bedroom apartments for rent in Lumley' });
    // 22,000 24,000 25,000 27,000 30,000: median Le 25,000, range Le 24,000 to Le 27,000.
    await card.getByText('Le 25,000').first().waitFor();
    await card.getByText('Le 24,000 to Le 27,000').first().waitFor();
    const chart = card.getByRole('img', { name: /Median asking price of 2-bedroom apartments for rent in Lumley/ });
    // The chart loads lazily: scroll to it as a reader would, then wait for the picture itself, not just its box.
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await card.getByText('Month by month', { exact: true }).click();
    const table = card.getByRole('table');
    expect(await table.getByRole('row').count()).toBe(13); // a header and 12 months
    expect(await horizontalOverflow(phone), 'the guide fits a 412 px phone').toBe(0);
    expect(await accessibilityProblems(phone)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await phone.screenshot({ path: `${process.env.SCREENSHOT_DIR}/guide-412.png`, fullPage: true });

    // From the demo owner's Lumley flat, the line under the price leads to the guide.
    const [flat] = await db.select({ id: properties.id }).from(properties).where(eq(properties.title, 'Two-Bedroom Flat near Lumley Beach'));
    const desktop = await journeys.open(journey, DESKTOP);
    await desktop.goto(`/property/${flat!.id}`);
    await waitForApp(desktop);
    const line = desktop.getByTestId('price-guide-line');
    await line.waitFor();
    expect(await line.textContent()).toBe('2-bedroom apartments for rent in Lumley: typically Le 24,000 to Le 27,000 a month, 5 listings');
    expect(await accessibilityProblems(desktop)).toEqual([]);
    await line.getByRole('link').click();
    await desktop.getByRole('heading', { name: 'Property prices in Lumley' }).waitFor();
    expect(await accessibilityProblems(desktop)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await desktop.screenshot({ path: `${process.env.SCREENSHOT_DIR}/guide-1280.png`, fullPage: true });
    expect(journey.errors()).toEqual([]);
  });
});
