// One stream too many (issue 28, item 3): the oldest tab's live inbox is ended. A tab in the background then
// waits until it is shown before it connects again; connecting at once would end the next oldest tab, and so on,
// a minute apart, for as long as the tabs stay open.
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_STREAMS_PER_USER } from '../../common/constants.js';
import { openStream, type HeldStream } from '../helpers/message-streams.js';
import { DESKTOP } from './browser.js';
import { apiAs, signInAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

/** Makes the page say it is hidden or shown, as switching tabs does. */
function setShown(shown: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (shown ? 'visible' : 'hidden') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('live inbox past the cap of open streams', () => {
  it('a tab in the background that was one too many connects again only when it is shown', async () => {
    const journey = await journeys.start();
    // A conversation, so the inbox has something to be live for.
    const agent = await apiAs(journey, 'agent');
    const listings = (await agent.get('/api/properties?status=approved&limit=100')).body as { id: string; userId: string; user: { userType: string } }[];
    const ownersListing = listings.find((l) => l.user.userType === 'owner')!;
    expect((await agent.post('/api/messages', { receiverId: ownersListing.userId, propertyId: ownersListing.id, content: 'Is it still available?' })).status).toBe(201);
    const page = await journeys.open(journey, DESKTOP);
    await signInAs(page, 'owner');
    await page.goto('/messages');
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').first().click();
    await page.locator('[data-stream="live"]').waitFor();
    await page.evaluate(setShown, false);

    // The same account opens its cap's worth of streams elsewhere: the page's, the oldest, is ended.
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const others: HeldStream[] = [];
    try {
      for (let i = 0; i < MAX_OPEN_STREAMS_PER_USER; i += 1) others.push(await openStream(journey.server.url, cookie));
      await page.locator('[data-stream="offline"]').waitFor();
      // Hidden, it stays away, and every other stream stays open.
      await page.waitForTimeout(2_000);
      expect(await page.locator('[data-stream="offline"]').count()).toBe(1);
      for (const stream of others) expect(await stream.endsWithin(20)).toBe(false);

      // Shown again, it connects at once, and the oldest of the others makes way.
      await page.evaluate(setShown, true);
      await page.locator('[data-stream="live"]').waitFor({ timeout: 10_000 });
      expect(await others[0]!.endsWithin(5_000)).toBe(true);
      expect(journey.errors()).toEqual([]);
    } finally {
      for (const stream of others) stream.abort();
    }
  });
});
