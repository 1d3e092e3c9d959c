import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startWebShell, type WebShell } from '../helpers/web-shell.js';
import { ApiClient } from '../helpers/api-client.js';
import { approvedLister, createListing, insertPhoto, publishListing } from '../helpers/listing-helpers.js';

// The API server makes the data; a second app on the same database serves the web shell from a tiny fixture
// build, so this test needs no `vite build`.
let server: TestServer;
let web: WebShell;
let webUrl: string;
let publicWeb: WebShell;
let publicWebUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  web = await startWebShell(server);
  webUrl = web.url;
  publicWeb = await startWebShell(server, { PUBLIC_URL: 'https://salonehomes.sl' });
  publicWebUrl = publicWeb.url;
});
afterAll(async () => {
  await web?.close();
  await publicWeb?.close();
  await server?.close();
});

const page = async (base: string, pathname: string) => {
  const res = await new ApiClient(base).get(pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res.text;
};
const metaPattern = (key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"\\s*/?>`, 'g');
/** The first tag's content: the one preview clients (WhatsApp, Facebook) take. */
const meta = (html: string, key: string) => [...html.matchAll(metaPattern(key))][0]?.[1];
const metaCount = (html: string, key: string) => [...html.matchAll(metaPattern(key))].length;

describe('link previews on /property/:id', () => {
  it('carries Open Graph and Twitter tags for a live listing, with absolute URLs from the request host', async () => {
    const owner = await approvedLister(server);
    const photo = await insertPhoto(server, owner.user.id);
    const live = await publishListing(server, owner, {
      title: 'Sea view flat', propertyType: 'rent', priceUSD: 1500, bedrooms: 2, address: '3 Cape Road, Aberdeen', images: [photo],
      description: 'Bright flat with a balcony, a generator and a borehole, near the beach.',
    });
    const html = await page(webUrl, `/property/${live.id}`);
    expect(meta(html, 'og:title')).toBe('Sea view flat · $1,500/mo');
    expect(meta(html, 'og:description')).toBe('For rent · 2 bedrooms · 3 Cape Road, Aberdeen. Bright flat with a balcony, a generator and a borehole, near the beach.');
    expect(meta(html, 'og:image')).toBe(`${webUrl}/api/media/${photo}/preview.jpg`);
    expect(meta(html, 'og:image:type')).toBe('image/jpeg');
    expect(meta(html, 'og:url')).toBe(`${webUrl}/property/${live.id}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${webUrl}/api/media/${photo}/preview.jpg`);
    expect(html).toContain('<title>Sea view flat | Salone Homes</title>');
    expect(html).toContain('id="app-config"');
    // One of each: the site-wide title, description and type are gone, so no client can take them first.
    for (const key of ['og:title', 'og:description', 'og:type', 'og:site_name', 'description']) expect(metaCount(html, key), key).toBe(1);
    expect(html).not.toContain('Property in Sierra Leone');
    // The photo the preview points at is really served to anyone, as a JPEG within what WhatsApp shows.
    const image = await fetch(`${webUrl}/api/media/${photo}/preview.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    const { format, width } = await sharp(bytes).metadata();
    expect(format).toBe('jpeg');
    expect(width).toBeLessThanOrEqual(1200);
    expect(Number(meta(html, 'og:image:width'))).toBe(width);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const owner = await approvedLister(server);
    const photo = await insertPhoto(server, owner.user.id);
    const live = await publishListing(server, owner, { images: [photo] });
    const html = await page(publicWebUrl, `/property/${live.id}`);
    expect(meta(html, 'og:url')).toBe(`https://salonehomes.sl/property/${live.id}`);
    expect(meta(html, 'og:image')).toBe(`https://salonehomes.sl/api/media/${photo}/preview.jpg`);
  });

  it('escapes everything the lister typed', async () => {
    const owner = await approvedLister(server);
    // A photo still waiting for moderation is not public: the preview has no image ('summary' card).
    const unpublishedPhoto = await insertPhoto(server, owner.user.id, { status: 'pending' });
    const live = await publishListing(server, owner, {
      title: '"><script>alert(1)</script>', description: "It's <b>big</b> & cheap, with a garden, a generator and a borehole.", priceUSD: null, priceSLL: 25000,
      propertyType: 'sale', images: [unpublishedPhoto],
    });
    const html = await page(webUrl, `/property/${live.id}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>big</b>');
    expect(meta(html, 'og:title')).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Le 25,000');
    expect(meta(html, 'og:description')).toContain('It&#39;s &lt;b&gt;big&lt;/b&gt; &amp; cheap');
    expect(meta(html, 'twitter:card')).toBe('summary');
  });

  it('adds nothing for listings that are not public, unknown ids and other pages', async () => {
    const owner = await approvedLister(server);
    const pending = await createListing(owner.api, { title: 'Secret pending listing' });
    for (const pathname of [`/property/${pending.id}`, '/property/00000000-0000-4000-8000-000000000000', '/property/nope', '/search']) {
      const html = await page(webUrl, pathname);
      expect(meta(html, 'og:title')).toBe('Salone Homes — Property in Sierra Leone');
      expect(html).not.toContain('og:url');
      expect(html).not.toContain('Secret pending listing');
      expect(html).toContain('<title>Salone Homes</title>');
    }
  });

  it('does not count the page load as a listing view', async () => {
    const owner = await approvedLister(server);
    const live = await publishListing(server, owner);
    await page(webUrl, `/property/${live.id}`);
    expect((await owner.api.get(`/api/properties/${live.id}`)).body.viewCount).toBe(0);
  });
});
