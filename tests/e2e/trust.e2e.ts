// Trust and safety (issue 15): two verified home hunters report a live listing (one through the listing page's
// 'Report this listing', one through the API), the listing leaves search, and an admin rejects it from Reports.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertUser, type InsertedUser } from '../../server/db/factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { DESKTOP } from './browser.js';
import { apiAs, see, signInAs, submitListing, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

async function signInWithFormAs(page: Page, user: InsertedUser): Promise<void> {
  await page.goto('/local-login');
  await page.getByLabel('Username').fill(user.username!);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/local-login'));
}

describe('trust and safety journeys', () => {
  it('two verified people report a listing, it leaves search, and the admin rejects it from the Reports page', async () => {
    const journey = await journeys.start();
    const owner = await apiAs(journey, 'owner');
    const { id, title } = await submitListing(owner, { title: `Flat at Wilkinson Road ${Date.now()}` });
    const adminApi = await apiAs(journey, 'admin');
    expect((await adminApi.patch(`/api/admin/properties/${id}/status`, { status: 'approved' })).status).toBe(200);
    const inSearch = async () => {
      const res = await new ApiClient(journey.server.url).get(`/api/properties/search?q=${encodeURIComponent('Wilkinson')}&limit=100`);
      return (res.body.items as { id: string }[]).some((item) => item.id === id);
    };
    expect(await inSearch()).toBe(true);

    const db = journey.server.database.db;
    const [first, second] = [await insertUser(db, { userType: 'seeker', isVerified: true }), await insertUser(db, { userType: 'seeker', isVerified: true })];

    // The first reports on the listing page, as a person would.
    const hunter = await journeys.open(journey);
    await signInWithFormAs(hunter, first!);
    await hunter.goto(`/property/${id}`);
    await see(hunter, title);
    await hunter.getByRole('button', { name: 'Report this listing' }).click();
    const dialog = hunter.getByRole('dialog', { name: 'Report this listing' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await see(hunter, 'Please choose a reason.');
    await dialog.getByLabel('Asked for a fee before viewing').check();
    await dialog.getByLabel(/Details/).fill('He asked for a viewing fee of Le 200 by Orange Money before showing the flat.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await see(hunter, 'Thank you for your report');
    expect(await inSearch()).toBe(true);

    // The second report, from another verified person, hides it at once.
    const secondApi = new ApiClient(journey.server.url);
    expect((await secondApi.post('/api/local/login', { username: second!.username, password: second!.password })).status).toBe(200);
    const reported = await secondApi.post(`/api/properties/${id}/reports`, { reason: 'fake_photos' });
    expect(reported.status, reported.text).toBe(201);
    expect(await inSearch()).toBe(false);

    // The admin rejects it from the Reports page, with the reason prefilled.
    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto('/admin/reports');
    const card = admin.locator('article').filter({ hasText: title });
    await card.getByText('Hidden from the public').waitFor();
    await card.getByRole('button', { name: 'Reject listing' }).click();
    await expect.poll(() => card.getByLabel('Reason the lister will read').inputValue()).not.toBe('');
    await card.getByRole('button', { name: 'Submit Rejection' }).click();
    await expect.poll(async () => (await owner.get(`/api/properties/${id}`)).body.status, { timeout: 15_000 }).toBe('rejected');
    expect(await inSearch()).toBe(false);
    expect(journey.errors()).toEqual([]);
  });
});
