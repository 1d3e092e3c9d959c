// Money in two currencies: an admin sets the leone-per-dollar rate on /admin/settings, and a home hunter's
// search card shows a leone-only rent "≈" in dollars at that rate, with the rate's date a tap away.
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './browser.js';
import { apiAs, cardOf, see, signInAs, submitListing, useJourneys, waitForApp } from './listings-helpers.js';

const journeys = useJourneys();

describe('money journeys', () => {
  it('an admin sets the exchange rate, and a leone rent shows "≈" dollars at it on the search card', async () => {
    const journey = await journeys.start();
    const title = `Leone flat at Wilberforce ${Date.now()}`;
    const { id } = await submitListing(await apiAs(journey, 'owner'), { title, propertyType: 'rent', priceUSD: null, priceSLL: 50000 });
    const adminApi = await apiAs(journey, 'admin');
    expect((await adminApi.patch(`/api/admin/properties/${id}/status`, { status: 'approved' })).status).toBe(200);

    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.getByRole('button', { name: /account menu/i }).first().click();
    await admin.getByRole('menuitem', { name: 'Settings' }).click();
    await admin.waitForURL('**/admin/settings');
    await see(admin, 'Exchange rate');
    await admin.getByLabel('Leones (SLE) per US dollar').fill('0.5');
    await admin.getByRole('button', { name: 'Save rate' }).click();
    await see(admin, 'The rate must be between 1 and 1000 leones per dollar (new leones, SLE)');
    await admin.getByLabel('Leones (SLE) per US dollar').fill('25');
    await admin.getByLabel('Date of the rate').fill('2026-01-15');
    await admin.getByRole('button', { name: 'Save rate' }).click();
    await see(admin, 'Exchange rate saved');
    await see(admin, 'Le 25 per $1');

    const hunter = await journeys.open(journey);
    await hunter.goto(`/search?q=${encodeURIComponent('Leone flat Wilberforce')}&maxPriceUsd=3000&propertyType=rent`);
    const card = cardOf(hunter, title);
    // Le 50,000 at 25 per dollar is $2,000: found by a dollar filter, marked as converted, own price beside it.
    await card.getByText('≈ $2,000/mo').waitFor();
    await card.getByText('converted', { exact: true }).waitFor();
    // The price's button works once the app has taken the server-drawn page over.
    await waitForApp(hunter);
    const own = card.getByRole('button', { name: 'Le 50,000/mo' });
    await own.click();
    await card.getByText('Converted at Le 25 per $1 (rate of 15 Jan 2026)').waitFor();
    expect(journey.errors()).toEqual([]);
  });
});
