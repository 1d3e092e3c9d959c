// Issue 33, item 1: from a listing a visitor opens the lister's page → name, badges, figures and their live homes;
// from a search card's 'By <name>' the same page. Axe-clean and without sideways scrolling at 412 and 1280 px.
import { describe, expect, it } from 'vitest';
import type { ListerPage } from '../../common/api/listers.js';
import { accessibilityProblems } from './axe.js';
import { DESKTOP, horizontalOverflow, PHONE } from './browser.js';
import { apiAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

describe('lister page journey', () => {
  it('listing → lister page (phone) and search card → lister page (desktop): name, badges, figures, listings', async () => {
    const journey = await journeys.start();
    const api = await apiAs(journey, 'owner');
    const live = (await api.get('/api/properties?status=approved&limit=100')).body as { id: string; userId: string; user: { userType: string } }[];
    // The demo lister with the most live listings: an agent with badges and more than one page of homes.
    const counts = new Map<string, number>();
    for (const l of live) counts.set(l.userId, (counts.get(l.userId) ?? 0) + 1);
    const listerId = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const listing = live.find((l) => l.userId === listerId)!;
    const lister = (await api.get(`/api/listers/${listerId}`)).body as ListerPage;
    const name = `${lister.firstName} ${lister.lastName}`;

    const phone = await journeys.open(journey, PHONE);
    await phone.goto(`/property/${listing.id}`);
    await phone.getByTestId('lister-page-link').click();
    await phone.waitForURL(`**/listers/${listerId}`);
    await phone.getByRole('heading', { level: 1, name }).waitFor();
    const badges = phone.getByRole('list', { name: 'Checked by Salone Homes' });
    if (lister.badges.phoneVerified) await badges.getByText('Phone verified').waitFor();
    if (lister.documentsSeenListings) await badges.getByText(/Papers seen on \d+ listings?/).waitFor();
    await phone.getByText('Viewings held').waitFor();
    await phone.getByText('Response rate').waitFor();
    const homes = phone.getByRole('region', { name: `Homes listed by ${lister.firstName}` });
    await homes.getByRole('article').first().waitFor();
    // The grid draws a screenful first and the rest as the reader nears them or the browser idles.
    await expect.poll(() => homes.getByRole('article').count(), { timeout: 15_000 }).toBe(Math.min(lister.liveListings, 12));
    if (lister.liveListings > 12) {
      await homes.getByRole('button', { name: 'Show more listings' }).click();
      await expect.poll(() => homes.getByRole('article').count(), { timeout: 15_000 }).toBe(Math.min(lister.liveListings, 24));
    }
    expect(await horizontalOverflow(phone), 'the page fits a 412 px phone').toBe(0);
    expect(await accessibilityProblems(phone)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await phone.screenshot({ path: `${process.env.SCREENSHOT_DIR}/lister-412.png`, fullPage: true });

    const desktop = await journeys.open(journey, DESKTOP);
    await desktop.goto('/search');
    // Any card's 'By <name>' opens that lister's page (the first card's lister need not be the one above).
    const byLine = desktop.getByTestId('card-lister').first();
    const cardName = (await byLine.textContent())!.trim();
    await byLine.click();
    await desktop.waitForURL(/\/listers\/[0-9a-f-]{36}$/);
    await desktop.getByRole('heading', { level: 1, name: cardName }).waitFor();
    await desktop.getByRole('region', { name: /^Homes listed by / }).getByRole('article').first().waitFor();
    expect(await horizontalOverflow(desktop)).toBe(0);
    expect(await accessibilityProblems(desktop)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await desktop.screenshot({ path: `${process.env.SCREENSHOT_DIR}/lister-1280.png`, fullPage: true });

    // An unknown lister: the not-found screen, not a blank page.
    await desktop.goto('/listers/00000000-0000-4000-8000-000000000000');
    await desktop.getByRole('heading', { name: 'Lister not found' }).waitFor();
    expect(journey.errors()).toEqual([]);
  });
});
