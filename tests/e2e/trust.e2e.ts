// Trust and safety (issues 15 and 30): reports hide a listing only with weight (decision 0018). Two established,
// unrelated home hunters report a live listing (one through the listing page's 'Report this listing', one through
// the API): it leaves search, and an admin rejects it from Reports. A new account's report does not hide it: the
// listing stays in search and waits on the admin's Reports page with the reporter's record.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertUser, type InsertedUser } from '../../server/db/factories.js';
import { ApiClient } from '../helpers/api-client.js';
import { DESKTOP } from './browser.js';
import { apiAs, see, signInAs, submitListing, useJourneys, type Journey } from './listings-helpers.js';

const journeys = useJourneys();
// This machine is the proxy, so each reporter's X-Forwarded-For is its own address: unrelated reporters.
const BEHIND_PROXY = { TRUST_PROXY: '127.0.0.1' };
const DAY_MS = 86_400_000;

async function signInWithFormAs(page: Page, user: InsertedUser): Promise<void> {
  await page.goto('/local-login');
  await page.getByLabel('Username').fill(user.username!);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/local-login'));
}

/** A live listing by the demo owner, and a check of whether a visitor finds it in search. */
async function liveListing(journey: Journey, title: string) {
  const owner = await apiAs(journey, 'owner');
  const { id } = await submitListing(owner, { title });
  const adminApi = await apiAs(journey, 'admin');
  expect((await adminApi.patch(`/api/admin/properties/${id}/status`, { status: 'approved' })).status).toBe(200);
  const inSearch = async () => {
    const res = await new ApiClient(journey.server.url).get(`/api/properties/search?q=${encodeURIComponent(title.split(' ')[2]!)}&limit=100`);
    return (res.body.items as { id: string }[]).some((item) => item.id === id);
  };
  const pageIsPublic = async () => (await new ApiClient(journey.server.url).get(`/api/properties/${id}`)).status === 200;
  return { owner, id, inSearch, pageIsPublic };
}

/** A verified home hunter whose account is `ageDays` old (created_at set in the database). */
const hunterAged = (journey: Journey, ageDays: number) =>
  insertUser(journey.server.database.db, { userType: 'seeker', isVerified: true, createdAt: new Date(Date.now() - ageDays * DAY_MS) });

/** Reports through the listing page's dialog, as a person would, from `address`. */
async function reportOnPage(hunter: Page, id: string, title: string, address: string): Promise<void> {
  await hunter.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
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
}

describe('trust and safety journeys', () => {
  it('two established, unrelated people report a listing, it leaves search, and the admin rejects it from the Reports page', async () => {
    const journey = await journeys.start(BEHIND_PROXY);
    const title = `Flat at Wilkinson Road ${Date.now()}`;
    const { owner, id, inSearch, pageIsPublic } = await liveListing(journey, title);
    expect(await inSearch()).toBe(true);
    const [first, second] = [await hunterAged(journey, 30), await hunterAged(journey, 30)];

    // The first reports on the listing page, as a person would.
    const hunter = await journeys.open(journey);
    await signInWithFormAs(hunter, first!);
    await reportOnPage(hunter, id, title, '10.1.0.1');
    expect(await inSearch()).toBe(true);

    // The second report, from another established person on another connection, hides it at once.
    const secondApi = new ApiClient(journey.server.url, { 'x-forwarded-for': '10.2.0.2' });
    expect((await secondApi.post('/api/local/login', { username: second!.username, password: second!.password })).status).toBe(200);
    const reported = await secondApi.post(`/api/properties/${id}/reports`, { reason: 'fake_photos' });
    expect(reported.status, reported.text).toBe(201);
    expect(await inSearch()).toBe(false);
    expect(await pageIsPublic()).toBe(false);

    // The admin rejects it from the Reports page, with the reason prefilled.
    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto('/admin/reports');
    const card = admin.locator('article').filter({ hasText: title });
    await card.getByText('Hidden from the public').waitFor();
    await card.getByText('Weight 2 of 2').waitFor();
    await expect.poll(() => card.getByTestId('reporter-record').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^By ${first!.username} · account 30 days old · verified · 1 report made, 0 upheld, 0 dismissed · weight 1$`)),
      expect.stringMatching(new RegExp(`^By ${second!.username} · account 30 days old · verified`)),
    ]);
    await card.getByRole('button', { name: 'Reject listing' }).click();
    await expect.poll(() => card.getByLabel('Reason the lister will read').inputValue()).not.toBe('');
    await card.getByRole('button', { name: 'Submit Rejection' }).click();
    await expect.poll(async () => (await owner.get(`/api/properties/${id}`)).body.status, { timeout: 15_000 }).toBe('rejected');
    expect(await inSearch()).toBe(false);
    expect(journey.errors()).toEqual([]);
  });

  it("a new account's report does not hide the listing: it stays in search and waits on the admin's Reports page", async () => {
    const journey = await journeys.start(BEHIND_PROXY);
    const title = `House at Hill Station ${Date.now()}`;
    const { id, inSearch, pageIsPublic } = await liveListing(journey, title);
    const [newcomer, another] = [await hunterAged(journey, 0), await hunterAged(journey, 1)];

    const hunter = await journeys.open(journey);
    await signInWithFormAs(hunter, newcomer!);
    await reportOnPage(hunter, id, title, '10.3.0.3');
    // A second new account, elsewhere: together they still weigh nothing toward hiding.
    const anotherApi = new ApiClient(journey.server.url, { 'x-forwarded-for': '10.4.0.4' });
    expect((await anotherApi.post('/api/local/login', { username: another!.username, password: another!.password })).status).toBe(200);
    expect((await anotherApi.post(`/api/properties/${id}/reports`, { reason: 'fake_photos' })).status).toBe(201);
    expect(await inSearch()).toBe(true);
    expect(await pageIsPublic()).toBe(true);
    // The reporter still sees the listing, and can open it again.
    await hunter.reload();
    await see(hunter, title);

    const admin = await journeys.open(journey, DESKTOP);
    await signInAs(admin, 'admin');
    await admin.goto('/admin/reports');
    const card = admin.locator('article').filter({ hasText: title });
    await card.getByText('2 reports').waitFor();
    await card.getByText('Weight 0 of 2').waitFor();
    expect(await card.getByText('Hidden from the public').count()).toBe(0);
    await expect.poll(() => card.getByTestId('reporter-record').allTextContents()).toEqual([
      `By ${newcomer!.username} · account 0 days old · verified · 1 report made, 0 upheld, 0 dismissed · weight 0`,
      `By ${another!.username} · account 1 day old · verified · 1 report made, 0 upheld, 0 dismissed · weight 0`,
    ]);
    await card.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(await inSearch()).toBe(true);
    expect(journey.errors()).toEqual([]);
  });
});
