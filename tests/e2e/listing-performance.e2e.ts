// Issue 33, item 3: an owner sees how their listings are doing on the dashboard (phone), an agent on Client
// Listings (desktop): the views and inquiries chart drawn by the server, the same figures as a table, 30 or 90
// days; the demo seed gives their listings 90 days of history.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityProblems } from './axe.js';
import { DESKTOP, horizontalOverflow, PHONE } from './browser.js';
import { signInAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

/** The performance section, once its first listing's chart picture has loaded. */
async function performanceSection(page: Page) {
  const section = page.getByRole('region', { name: 'How your listings are doing' });
  await section.waitFor();
  const chart = section.locator('img[src*="/performance/chart.svg"]').first();
  await chart.waitFor();
  // The picture loads lazily (it may be far down the page): scroll to it as a person would.
  await chart.scrollIntoViewIfNeeded();
  await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return { section, chart };
}

describe('listing performance journey', () => {
  it('owner on a phone and agent on a desktop see their listings day by day, as a chart and as a table', async () => {
    const journey = await journeys.start();

    const owner = await journeys.open(journey, PHONE);
    await signInAs(owner, 'owner');
    await owner.goto('/dashboard');
    const { section, chart } = await performanceSection(owner);
    expect(await chart.getAttribute('alt')).toMatch(/\d+ views and \d+ inquiries from \d{1,2} [A-Z][a-z]{2} to \d{1,2} [A-Z][a-z]{2}\./);
    // The figures behind the picture, as a table: a row per day of the window.
    await section.getByText('Day by day').first().click();
    expect(await section.getByRole('table').first().locator('tbody tr').count()).toBe(30);
    // The seed's history: the owner's listings were viewed over the last 30 days.
    const views = await section.getByRole('table').first().locator('tbody tr td:nth-child(2)').allTextContents();
    expect(views.reduce((sum, v) => sum + Number(v), 0)).toBeGreaterThan(0);
    expect(await horizontalOverflow(owner), 'the dashboard fits a 412 px phone').toBe(0);
    expect(await accessibilityProblems(owner)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await section.screenshot({ path: `${process.env.SCREENSHOT_DIR}/performance-dashboard-412.png` });

    // 90 days: the chart and the table follow.
    await section.getByRole('button', { name: 'Last 90 days' }).click();
    expect(await section.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe('true');
    await section.locator('img[src*="days=90"]').first().waitFor();

    const agent = await journeys.open(journey, DESKTOP);
    await signInAs(agent, 'agent');
    await agent.goto('/my-properties');
    const mine = await performanceSection(agent);
    expect(await mine.section.getByRole('list', { name: 'Listing figures, last 30 days' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await accessibilityProblems(agent)).toEqual([]);
    if (process.env.SCREENSHOT_DIR) await mine.section.screenshot({ path: `${process.env.SCREENSHOT_DIR}/performance-my-properties-1280.png` });

    // Another lister's chart is not theirs to see.
    const res = await agent.request.get(new URL(await chart.getAttribute('src') as string, agent.url()).href);
    expect(res.status()).toBe(404);
    expect(journey.errors()).toEqual([]);
  });
});
