// Forms that never lose work (issue 13): the builder keeps what was typed through "Back to Options" and a
// reload (and saves a server draft), uploads show their progress and can be retried, photos reorder by buttons
// and by dragging.
import { describe, expect, it } from 'vitest';
import { apiAs, makePhoto, see, signInAs, useJourneys } from './listings-helpers.js';

const journeys = useJourneys();

describe('the listing builder keeps work', () => {
  it('keeps typed text through "Back to Options" and a reload, and saves it as a draft', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/list-property');
    await see(owner, 'Create Your Property Listing');
    const title = `Cottage in Goderich ${Date.now()}`;
    await owner.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await owner.getByRole('textbox', { name: 'Description' }).fill('Half-written description');

    await owner.getByRole('button', { name: 'Back to Options' }).click();
    await owner.getByRole('button', { name: 'List as Owner' }).click();
    expect(await owner.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);

    await owner.getByTestId('autosave-status').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    await owner.reload();
    await see(owner, /We brought back what you typed here last time/);
    expect(await owner.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(title);
    expect(await owner.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('Half-written description');

    // The server kept it too: a draft in My Properties, not a second one after more typing.
    // The status still says "Saved" (of the text before) until the pause after typing has passed, so the
    // server is asked until the new text is there.
    await owner.getByRole('textbox', { name: 'Description' }).fill('Half-written description, now longer');
    const api = await apiAs(journey, 'owner');
    const drafts = async () => {
      const mine = (await api.get('/api/properties/my?limit=100')).body as Array<{ title: string; status: string; description: string }>;
      return mine.filter((p) => p.title === title).map(({ status, description }) => ({ status, description }));
    };
    await expect.poll(drafts, { timeout: 15_000 }).toEqual([{ status: 'draft', description: 'Half-written description, now longer' }]);
    await owner.getByTestId('autosave-status').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    expect(journey.errors()).toEqual([]);
  });

  it('makes one draft per builder session on a slow connection, through "Back to Options" and back', async () => {
    const journey = await journeys.start();
    const agent = await journeys.open(journey);
    await signInAs(agent, 'agent');
    await agent.goto('/list-property');
    await see(agent, 'Create Your Property Listing');
    // 800 ms each way: the draft's creation is still on its way when the builder opens again.
    const cdp = await agent.context().newCDPSession(agent);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 800, downloadThroughput: -1, uploadThroughput: -1 });
    const title = `Flat on Wilkinson Road ${Date.now()}`;
    await agent.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await agent.getByRole('button', { name: 'Back to Options' }).click();
    await agent.getByRole('button', { name: 'List as Agent' }).click();
    await agent.getByTestId('autosave-status').getByText('Saved', { exact: true }).waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const api = await apiAs(journey, 'agent');
    const mine = (await api.get('/api/properties/my?limit=100')).body as Array<{ title: string; status: string }>;
    expect(mine.filter((p) => p.title === title).map((p) => p.status)).toEqual(['draft']);
    expect(journey.errors()).toEqual([]);
  });

  it('makes one draft when the answer to its creation is lost and the builder is reloaded (draft key)', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/list-property');
    await see(owner, 'Create Your Property Listing');
    // The first creation reaches the server, which makes the draft, and its answer never comes back.
    let reached!: () => void;
    const created = new Promise<void>((resolve) => (reached = resolve));
    await owner.route('**/api/properties', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      reached();
      await route.abort('connectionreset');
    });
    const title = `House in Kissy ${Date.now()}`;
    await owner.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await created;
    await owner.unroute('**/api/properties');

    // Reloaded before the autosave tried again: the builder sends the same key, then writes what was typed since.
    await owner.reload();
    await see(owner, /We brought back what you typed here last time/);
    await owner.getByRole('textbox', { name: 'Description' }).fill('Typed after the reload');
    const api = await apiAs(journey, 'owner');
    const drafts = async () => {
      const mine = (await api.get('/api/properties/my?limit=100')).body as Array<{ title: string; status: string; description: string }>;
      return mine.filter((p) => p.title === title).map(({ status, description }) => ({ status, description }));
    };
    await expect.poll(drafts, { timeout: 15_000 }).toEqual([{ status: 'draft', description: 'Typed after the reload' }]);
    await owner.getByTestId('autosave-status').getByText('Saved', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await drafts()).toHaveLength(1);
    expect(journey.errors()).toEqual([]);
  });

  it('shows upload progress, retries a failed upload, and reorders photos by buttons and by dragging', async () => {
    const journey = await journeys.start();
    const owner = await journeys.open(journey);
    await signInAs(owner, 'owner');
    await owner.goto('/list-property');
    await see(owner, 'Create Your Property Listing');
    const tiles = owner.getByRole('list', { name: 'Photos and videos' });

    // The first attempt loses its connection.
    let failNext = true;
    await owner.route('**/api/media', async (route) => {
      if (failNext && route.request().method() === 'POST') {
        failNext = false;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await owner.locator('#listing-media').setInputFiles(await makePhoto('front.png'));
    await tiles.getByText('Upload failed: the connection dropped.').waitFor();
    expect(await tiles.getByRole('alert').count()).toBe(1);

    // A slow connection: the progress bar shows the bytes sent.
    const cdp = await owner.context().newCDPSession(owner);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 50, downloadThroughput: -1, uploadThroughput: 20 * 1024 });
    await tiles.getByRole('button', { name: 'Retry front.png' }).click();
    await tiles.getByRole('progressbar', { name: 'Uploading front.png' }).waitFor();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await tiles.getByText('Approved').first().waitFor({ timeout: 30_000 });

    await owner.locator('#listing-media').setInputFiles(await makePhoto('kitchen.png'));
    await expect.poll(() => tiles.getByText('Approved', { exact: true }).count(), { timeout: 30_000 }).toBe(2);
    const first = tiles.locator(':scope > li').first();
    await first.getByText('Cover').waitFor();
    expect(await first.getByText('front.png').count()).toBe(1);

    await tiles.getByRole('button', { name: /Move kitchen\.png earlier/ }).click();
    await expect.poll(() => tiles.locator(':scope > li').first().getByText('kitchen.png').count()).toBe(1);
    await tiles.locator(':scope > li').first().getByText('Cover').waitFor();
    // A screen reader hears which photo moved where, never the tiles' internal ids.
    await expect.poll(() => owner.getByTestId('media-move-note').textContent()).toBe('Photo 2 of 2, moved to position 1.');

    // And by dragging: front.png's photo, held and moved onto the first place, becomes the cover again.
    const handle = (index: number) => tiles.locator(':scope > li').nth(index).locator('.cursor-grab');
    const from = (await handle(1).boundingBox())!;
    const to = (await handle(0).boundingBox())!;
    await owner.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await owner.mouse.down();
    await owner.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 4 });
    await owner.mouse.move(to.x + to.width / 3, to.y + to.height / 2, { steps: 12 });
    await owner.mouse.up();
    await expect.poll(() => tiles.locator(':scope > li').first().getByText('front.png').count()).toBe(1);
    await tiles.locator(':scope > li').first().getByText('Cover').waitFor();
    const spoken = (await owner.locator('[id^="DndLiveRegion"]').allTextContents()).join(' | ');
    expect(spoken).toContain('Photo 2 of 2, moved to position 1.');
    expect(spoken).not.toMatch(/Draggable item|droppable area/);
    expect(journey.errors()).toEqual([]);
  });
});
