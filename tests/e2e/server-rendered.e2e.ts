// Issue 18: the public pages arrive as HTML with their content (readable, and searchable, before any script
// runs), and the app then takes that HTML over without drawing it again. The comparison below is the guard
// against a hydration mismatch: Preact keeps the server's attributes where the browser's first render differs,
// so a mismatch would show as a page that differs from the same page drawn by the browser alone.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { media, properties } from '../../server/db/schema.js';
import { insertPhoto } from '../helpers/listing-helpers.js';
import { FAVOURITES_STORAGE_KEY } from '../../web/lib/favourites.js';
import { DATA_SAVER_STORAGE_KEY } from '../../web/lib/data-saver.js';
import { launchBrowser, PHONE, DESKTOP, watchPageErrors } from './browser.js';
import { waitForApp } from './listings-helpers.js';

let server: TestServer;
let browser: Browser;
let photoListingId: string;
let trickyListingId: string;
const galleryPhotoIds: string[] = [];
const TRICKY_TITLE = 'Flat <b>bold</b> & "quoted" </script><script>alert(1)</script>';
const OWNER_PHONE = '+23276555123';

beforeAll(async () => {
  server = await startTestServer({ demo: true, serveWeb: true });
  const owner = await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x', phoneNumber: OWNER_PHONE, isVerified: true });
  trickyListingId = (await insertListing(server.database.db, owner.id, { title: TRICKY_TITLE, location: 'Bo', address: '4 Dambara Road, Bo' })).id;
  // The newest live listing, with three photos: first on /search, and a gallery on its page.
  photoListingId = (await insertListing(server.database.db, owner.id, { title: 'Three-photo house in Bo', location: 'Bo', address: '9 Dambara Road, Bo', propertyType: 'rent' })).id;
  for (const position of [0, 1, 2]) {
    const photo = await insertPhoto(server, owner.id);
    await server.database.db.update(media).set({ propertyId: photoListingId, position }).where(eq(media.id, photo));
    galleryPhotoIds.push(photo);
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const viewCount = async (id: string) =>
  (await server.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, id)))[0]!.n;

/** The page as the browser holds it, attribute order and serialisation aside (the HTML parser and Preact write them differently). */
function canonicalDom(page: Page): Promise<string> {
  return page.evaluate(() => {
    const out: string[] = [];
    const walk = (node: Node, depth: number) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.trim();
        if (text) out.push(`${' '.repeat(depth)}#${text}`);
        return;
      }
      if (!(node instanceof Element)) return;
      const attrs = [...node.attributes]
        .filter((a) => !['style', 'value', 'checked', 'selected', 'data-ssr'].includes(a.name))
        .map((a) => `${a.name.toLowerCase()}=${a.value}`)
        .sort();
      const style = (node as HTMLElement).style?.cssText.replace(/(\d)px/g, '$1');
      if (style) attrs.push(`style=${style}`);
      if (node instanceof HTMLInputElement || node instanceof HTMLSelectElement) attrs.push(`.value=${node.value}`);
      if (node instanceof HTMLInputElement) attrs.push(`.checked=${node.checked}`);
      out.push(`${' '.repeat(depth)}${node.tagName} ${attrs.join(' ')}`);
      node.childNodes.forEach((child) => walk(child, depth + 1));
    };
    walk(document.getElementById('root')!, 0);
    return out.join('\n');
  });
}

/** Opens `path`, served as the server sends it or (`browserOnly`) with the server's markup taken out. */
async function open(context: BrowserContext, path: string, browserOnly: boolean) {
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  if (browserOnly) {
    await page.route(`${server.url}${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<div id="root" data-ssr>[\s\S]*?<\/div>\s*(?=<script type="application\/json" id="boot-data">)/, '<div id="root"></div>');
      expect(html).not.toContain('data-ssr');
      await route.fulfill({ response, body: html });
    });
  } else {
    // The elements the HTML parser made, before any script ran: hydrating must keep them, not replace them. The
    // last card and the footer are taken over later, at idle moments (web/boot/hydrate-when-idle.tsx).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const parsed = window as unknown as Record<string, Element | null | undefined>;
        parsed.parsed = document.querySelector('#main h1');
        parsed.parsedLastCard = [...document.querySelectorAll('#main article')].at(-1);
        parsed.parsedFooter = document.querySelector('footer');
        parsed.parsedHeader = document.querySelector('header');
        parsed.parsedPanel = document.querySelector('aside[aria-label="Contact and share"]');
        parsed.parsedFirstPhoto = document.querySelector('#main img');
      });
    });
  }
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  // Hearts and wider layouts switch to the browser's values right after hydrating; cards fill in when idle, one
  // at each idle moment, so on a busy machine the lists are compared once each is whole (its marker gone).
  await page.waitForTimeout(1500);
  await page.waitForFunction(() => !document.querySelector('#main ul + div[aria-hidden="true"]:empty'), undefined, { timeout: 30_000 });
  // The wide screens' side panel draws its fields once their file is in (drawn by the server, they stay while it
  // comes): on a busy machine the browser-only page can still be waiting for it.
  await page.waitForFunction(() => !document.querySelector('aside[aria-labelledby="filters-title"]:not(:has(select))'), undefined, { timeout: 30_000 });
  return { page, errors };
}

/** Opens `path` on a phone with the app's code held back until `release()`: the page is the server's HTML. */
async function openWithAppHeld(path: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors = watchPageErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
  return { context, page, errors, release };
}

describe('public pages drawn on the server', () => {
  it('reads and searches without JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Find your next home in Sierra Leone' }).waitFor();
    expect(await page.locator('article').count(), 'the featured listings are in the page').toBeGreaterThan(0);
    expect(await page.content()).not.toContain('needs JavaScript');

    // The hero search is a plain GET form to /search with the app's own parameters.
    await page.getByLabel('Location').fill('Bo');
    await page.getByRole('search', { name: 'Find a property' }).getByText('For Rent', { exact: true }).click();
    await Promise.all([page.waitForURL(/\/search\?/), page.getByRole('button', { name: 'Search' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('location')).toBe('Bo');
    expect(url.searchParams.get('propertyType')).toBe('rent');
    await page.getByRole('heading', { name: 'Browse properties' }).waitFor();
    const found = (await (await fetch(`${server.url}/api/properties/search?location=Bo&propertyType=rent&limit=1`)).json()) as { total: number };
    await page.getByText(`${found.total === 1 ? '1 property' : `${found.total} properties`} found`).waitFor();

    // The search box on /search keeps the other filters when it is sent.
    const box = page.getByRole('searchbox', { name: 'Search listings' });
    await box.fill('flat');
    await Promise.all([page.waitForURL(/q=flat/), box.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('location')).toBe('Bo');
    // "Save this search" leads a visitor to sign in, coming back to this search with the dialog to open.
    const save = page.getByRole('link', { name: 'Save this search' });
    const next = new URL((await save.getAttribute('href'))!, server.url).searchParams.get('next')!;
    expect(next).toMatch(/^\/search\?/);
    expect(new URLSearchParams(next.split('?')[1]).get('q')).toBe('flat');
    expect(new URLSearchParams(next.split('?')[1]).get('save')).toBe('1');
    await Promise.all([page.waitForURL(/\/local-login\?next=/), save.click()]);

    // A listing: its text and its first photo, sized for the screen and fetched first; the rest wait.
    await page.goto(`${server.url}/property/${photoListingId}`);
    const first = page.locator('#main img').first();
    expect(await first.getAttribute('srcset')).toMatch(/480w.*768w.*960w/);
    expect(await first.getAttribute('sizes')).toBeTruthy();
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    // The thumbnails' photos come with the app (a tap on one needs its code): in the HTML they are placeholders,
    // so on a slow link the first photo has the line to itself. Any other photo waits (lazy).
    const thumbnails = page.getByRole('list', { name: 'Photos' });
    expect(await thumbnails.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await thumbnails.locator('img').count()).toBe(0);
    const rest = await page.locator('#main img').evaluateAll((imgs) => imgs.slice(1).map((img) => img.getAttribute('loading')));
    expect(rest.every((loading) => loading === 'lazy')).toBe(true);
    await context.close();
  });

  it('writes user text escaped and no private contact details', async () => {
    const res = await fetch(`${server.url}/property/${trickyListingId}`);
    const html = await res.text();
    expect(html).toContain('data-ssr');
    expect(html).toMatch(/Flat &lt;b(&gt;|>)bold&lt;\/b(&gt;|>) &amp; (&quot;|")quoted(&quot;|") &lt;\/script(&gt;|>)&lt;script(&gt;|>)alert\(1\)/);
    expect(html).not.toContain('<b>bold</b>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('76555123');
    // The same security headers as every page. The one inline script is the page starter, allowed by the hash of
    // its exact text: an injected script, whatever it says, is not.
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')![1]!.split(' ');
    const inline = [...html.matchAll(/<script(?![^>]*(type="application\/json"|src=))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[2]!);
    expect(inline).toHaveLength(1);
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`]);
  });

  it('asks for the app\'s code only once the page is painted with its first photo, then runs it', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const events: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/') && request.resourceType() === 'script') events.push('code asked');
    });
    page.on('requestfinished', (request) => {
      if (request.url().includes('/api/media/')) events.push('photo in');
    });
    await page.goto(`${server.url}/property/${photoListingId}`);
    // The head has none of the app's files: they would share a slow link with the stylesheet and the photo.
    const served = await (await fetch(`${server.url}/property/${photoListingId}`)).text();
    expect(served.slice(0, served.indexOf('</head>'))).not.toMatch(/<script type="module"|modulepreload/);
    // The app runs: the gallery's thumbnails, placeholders in the HTML, get their photos from it.
    await page.getByRole('list', { name: 'Photos' }).locator('img').first().waitFor();
    expect(events[0]).toBe('photo in');
    expect(events).toContain('code asked');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates a page drawn without data saver into one with it, keeping the photo already fetched', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    // Data saver chosen in this browser (as it is by default on a 3G connection): the server cannot know it.
    await context.addInitScript((key) => localStorage.setItem(key, 'on'), DATA_SAVER_STORAGE_KEY);
    const asked: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/media/')) asked.push(new URL(request.url()).pathname);
    });
    const { page, errors } = await open(context, `/property/${photoListingId}`, false);
    const [, second, third] = galleryPhotoIds;
    // The switch says what is so, and the first photo is the one in the HTML, not a second, smaller copy.
    expect(await page.getByRole('switch', { name: /Data saver/ }).isChecked()).toBe(true);
    const firstPhoto = await page.evaluate(() => {
      const img = document.querySelector('#main img');
      return { kept: (window as unknown as { parsedFirstPhoto: Element | null }).parsedFirstPhoto === img, in: img?.parentElement?.tagName };
    });
    expect(firstPhoto).toEqual({ kept: true, in: 'PICTURE' });
    // The later photos wait for a tap.
    expect(asked.some((path) => path.includes(second!) || path.includes(third!))).toBe(false);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await page.getByRole('button', { name: 'Tap to load photo 2' }).click();
    await expect.poll(() => asked.some((path) => path.includes(second!))).toBe(true);
    expect(asked.some((path) => path.includes(third!))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('turns data saver on for a Save-Data request, with the small first photo in the server\'s HTML and after', async () => {
    const [first] = galleryPhotoIds;
    const headers = { 'Save-Data': 'on' };
    // The server's HTML, before any script runs: the first photo in its small size only.
    const res = await fetch(`${server.url}/property/${photoListingId}`, { headers });
    expect(res.headers.get('vary')).toMatch(/save-data/i);
    const served = await res.text();
    const firstImg = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(served)?.[0] ?? '';
    expect(firstImg).toMatch(new RegExp(`src="/api/media/${first}/sm(\\.webp)?"`));
    expect(firstImg).not.toMatch(/srcset|\/(md|lg)\b/);

    const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: headers });
    const asked: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes(`/api/media/${first}/`)) asked.push(new URL(request.url()).pathname);
    });
    const { page, errors } = await open(context, `/property/${photoListingId}`, false);
    expect(await page.getByRole('switch', { name: /Data saver/ }).isChecked()).toBe(true);
    const photo = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('#main img');
      return { kept: (window as unknown as { parsedFirstPhoto: Element | null }).parsedFirstPhoto === img, src: img?.currentSrc ?? '' };
    });
    expect(photo.kept).toBe(true);
    expect(new URL(photo.src).pathname).toMatch(/\/sm(\.webp)?$/);
    expect(asked.filter((path) => !/\/sm(\.webp)?$/.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a data saver choice made before the app took the page over', async () => {
    // The app's code is held back until the switch has been tapped, as on a slow link.
    const { context, page, errors, release } = await openWithAppHeld(`/property/${photoListingId}`);
    await page.getByRole('switch', { name: /Data saver/ }).check();
    release();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DATA_SAVER_STORAGE_KEY), { timeout: 20_000 }).toBe('on');
    expect(await page.getByRole('switch', { name: /Data saver/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes a tap on one of the app\'s buttons again once the app has taken the page over', async () => {
    // The app's code is held back until the tap, as on a slow link: the tap lands on the server's HTML.
    const { context, page, errors, release } = await openWithAppHeld('/search');
    const found = (await (await fetch(`${server.url}/api/properties/search?limit=1`)).json()) as { items: Array<{ id: string; title: string }> };
    const heart = page.getByRole('button', { name: `Save ${found.items[0]!.title} to favourites` });
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    release();
    // Once the app runs, the heart (in a card, in the page: both taken over later) is tapped again for the reader.
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), FAVOURITES_STORAGE_KEY)).toEqual([found.items[0]!.id]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('takes a card not yet hydrated over at the first tap, so the tap works', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    // A browser that is never idle: the cards wait for a turn that does not come.
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`${server.url}/search`, { waitUntil: 'networkidle' });
    await waitForApp(page);
    const found = (await (await fetch(`${server.url}/api/properties/search?limit=12`)).json()) as { items: Array<{ id: string; title: string }> };
    const lastHeart = page.getByRole('button', { name: `Save ${found.items.at(-1)!.title} to favourites` });
    await lastHeart.click();
    await expect.poll(() => lastHeart.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), FAVOURITES_STORAGE_KEY)).toEqual([found.items.at(-1)!.id]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts a view when a browser runs the page, not when the HTML is fetched', async () => {
    const before = await viewCount(trickyListingId);
    // A link-preview bot: fetches the HTML and runs nothing.
    expect((await fetch(`${server.url}/property/${trickyListingId}`)).status).toBe(200);
    expect(await viewCount(trickyListingId)).toBe(before);
    const context = await browser.newContext({ viewport: PHONE });
    const { errors } = await open(context, `/property/${trickyListingId}`, false);
    await expect.poll(() => viewCount(trickyListingId)).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`hydrates the server's HTML into the page the browser alone would draw (${name})`, async () => {
      const context = await browser.newContext({ viewport });
      // Hearts saved in this browser: the server cannot know them, so they are shown once hydrated. One on the
      // first card, one on a card far down /search, hydrated later than the page.
      const found = (await (await fetch(`${server.url}/api/properties/search?limit=12`)).json()) as { items: Array<{ id: string; title: string }> };
      const later = found.items.at(-1)!;
      expect(found.items[0]!.id).toBe(photoListingId);
      await context.addInitScript(([key, ids]) => localStorage.setItem(key!, ids!), [FAVOURITES_STORAGE_KEY, JSON.stringify([photoListingId, later.id])]);
      for (const path of ['/', '/search', '/search?propertyType=rent&sort=price_asc', `/property/${photoListingId}`]) {
        const served = await open(context, path, false);
        const drawn = await open(context, path, true);
        const kept = await served.page.evaluate(() => {
          const parsed = window as unknown as Record<string, Element | null | undefined>;
          return {
            heading: parsed.parsed === document.querySelector('#main h1'),
            lastCard: parsed.parsedLastCard === [...document.querySelectorAll('#main article')].at(-1),
            footer: !!parsed.parsedFooter && parsed.parsedFooter === document.querySelector('footer'),
            header: !!parsed.parsedHeader && parsed.parsedHeader === document.querySelector('header'),
            panel: parsed.parsedPanel === document.querySelector('aside[aria-label="Contact and share"]'),
          };
        });
        // The listing's side panel (on no other page) is also taken over at an idle moment of its own.
        if (path.startsWith('/property/')) expect(await served.page.locator('aside[aria-label="Contact and share"]').count()).toBe(1);
        expect(kept, `${path}: the parsed heading, last card, header, panel and footer are kept`).toEqual({ heading: true, lastCard: true, footer: true, header: true, panel: true });
        expect(await canonicalDom(served.page), `${path}: hydrated page = browser-drawn page`).toBe(await canonicalDom(drawn.page));
        expect([...served.errors, ...drawn.errors]).toEqual([]);
        const heart = served.page.locator(`[aria-pressed="true"][aria-label^="Save"]`);
        if (path === '/search') {
          expect(await heart.count(), `${path}: the saved hearts show`).toBe(2);
          // The card hydrated last works: its heart takes a tap.
          const laterHeart = served.page.getByRole('button', { name: `Save ${later.title} to favourites` });
          expect(await laterHeart.getAttribute('aria-pressed')).toBe('true');
          await laterHeart.click();
          await expect.poll(() => laterHeart.getAttribute('aria-pressed')).toBe('false');
        }
        await served.page.close();
        await drawn.page.close();
      }
      await context.close();
    });
  }
});
