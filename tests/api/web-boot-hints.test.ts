import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { closeWithin } from '../helpers/close-within.js';
import { ApiClient } from '../helpers/api-client.js';
import { buildApp } from '../../server/app.js';
import { withDeadline } from '../../server/web-boot-hints.js';
import { approvedLister, publishListing, registerUser } from '../helpers/listing-helpers.js';
import { parseFilters, SEARCH_PAGE_SIZE, searchApiUrl, toApiQuery } from '../../common/search-filters.js';
import { FEATURED_PROPERTIES_COUNT } from '../../common/constants.js';
import { approvedListingsUrl, EXCHANGE_RATE_PATH, PROPERTY_STATS_PATH } from '../../common/page-reads.js';
import { eq } from 'drizzle-orm';
import { properties, users } from '../../server/db/schema.js';
import { builtWithoutMark } from '../../server/web-built-without.js';

// index.html carries who is signed in and preloads the opened page's code. A second app on the test database
// serves a fixture build with a Vite-style manifest, so no `vite build` is needed.
let server: TestServer;
let web: FastifyInstance;
let webUrl: string;
let distDir: string;

const INDEX = '<!doctype html><html><head><title>Salone Homes</title></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_framework-1.js'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_grid-1.js': { file: 'assets/grid-1.js', imports: ['_framework-1.js'] },
  'pages/landing-page.tsx': { file: 'assets/landing-page-1.js', imports: ['_framework-1.js', '_grid-1.js'] },
  // As Rolldown emits the search page: its filter sheet (a lazy part) imports from it, so the page is a shared
  // chunk, keyed by its file and named, without a src.
  '_search-page-1.js': { file: 'assets/search-page-1.js', name: 'search-page', imports: ['_grid-1.js'] },
  '_filter-sheet-page-1.js': { file: 'assets/filter-sheet-1.js', name: 'filter-sheet', imports: ['_search-page-1.js'] },
  'pages/property-detail-page.tsx': { file: 'assets/property-detail-page-1.js', imports: ['_shared-1.js'] },
  'pages/dashboard-page.tsx': { file: 'assets/dashboard-page-1.js' },
};

beforeAll(async () => {
  server = await startTestServer();
  distDir = mkdtempSync(path.join(tmpdir(), 'salone-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'framework-1.js'), 'export const x = 1;\n');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  web = await buildApp({ config: server.config, database: server.database, serveWeb: true, webDistDir: distDir, logger: false });
  webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await closeWithin('web-boot-hints: the web app', () => web?.close() ?? Promise.resolve());
  // The test server closes within budgets of its own (tests/helpers/test-server.ts).
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

async function html(pathname: string, cookie?: string) {
  const res = await new ApiClient(webUrl, cookie ? { cookie } : {}).get(pathname);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res;
}
const bootUser = (page: string) => JSON.parse(/<script type="application\/json" id="boot-user">([^<]*)<\/script>/.exec(page)![1]!);
const bootData = (page: string): Record<string, unknown> => {
  const match = /<script type="application\/json" id="boot-data">([^<]*)<\/script>/.exec(page);
  return match ? JSON.parse(match[1]!) : {};
};
const dataPreloads = (page: string) => [...page.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('who is signed in, written into the page', () => {
  it('says null to a visitor', async () => {
    expect(bootUser((await html('/')).text)).toBeNull();
  });

  it('gives a signed-in user their own account as /api/auth/user does, without secrets', async () => {
    const owner = await registerUser(server, 'owner');
    const page = (await html('/search', owner.api.cookieHeader)).text;
    const apiView = (await owner.api.get('/api/auth/user')).body;
    expect(bootUser(page)).toEqual(apiView);
    expect(page).not.toMatch(/passwordHash|password_hash|scrypt/i);
  });

  it('says null for a session cookie that is unknown or was signed out', async () => {
    expect(bootUser((await html('/', 'sid=not-a-real-session-token')).text)).toBeNull();
    const seeker = await registerUser(server, 'seeker');
    const cookie = seeker.api.cookieHeader;
    await seeker.api.post('/api/logout');
    expect(bootUser((await html('/', cookie)).text)).toBeNull();
  });

  it('escapes text a user typed so it cannot close the script tag', async () => {
    const owner = await registerUser(server, 'owner', { firstName: '</script><script>alert(1)</script>' });
    const page = (await html('/', owner.api.cookieHeader)).text;
    expect(page).not.toContain('</script><script>alert(1)');
    expect(bootUser(page).firstName).toBe('</script><script>alert(1)</script>');
  });

  it('is never kept by a shared cache', async () => {
    const res = await html('/');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
  });
});

describe('the opened page’s code, preloaded', () => {
  it('preloads the landing page for a visitor on /, without what index.html already loads', async () => {
    expect(preloads((await html('/')).text)).toEqual(['/assets/landing-page-1.js', '/assets/grid-1.js']);
  });

  it('preloads the search page on / once signed in', async () => {
    const seeker = await registerUser(server, 'seeker');
    expect(preloads((await html('/', seeker.api.cookieHeader)).text)).toEqual(['/assets/search-page-1.js', '/assets/grid-1.js']);
  });

  it('preloads the detail page for /property/:id and /search with a query string', async () => {
    expect(preloads((await html('/property/4f1c2b9e-0000-4000-8000-000000000000')).text)).toEqual(['/assets/property-detail-page-1.js']);
    expect(preloads((await html('/search?location=Bo&bedrooms=2')).text)).toEqual(['/assets/search-page-1.js', '/assets/grid-1.js']);
  });

  it('preloads and answers nothing on / for an account without a type, which the app sends to /registration', async () => {
    const member = await registerUser(server, 'seeker');
    await server.database.db.update(users).set({ userType: null }).where(eq(users.id, member.user.id));
    const page = (await html('/', member.api.cookieHeader)).text;
    expect(bootUser(page).userType).toBeNull();
    expect(preloads(page)).toEqual([]);
    expect(page).not.toContain('id="boot-data"');
    expect(dataPreloads(page)).toEqual([]);
  });

  it('does not preload a signed-in page for a visitor, who will be sent to sign in', async () => {
    expect(preloads((await html('/dashboard')).text)).toEqual([]);
    const owner = await registerUser(server, 'owner');
    expect(preloads((await html('/dashboard', owner.api.cookieHeader)).text)).toEqual(['/assets/dashboard-page-1.js']);
  });

  it('preloads nothing for an unknown address', async () => {
    expect(preloads((await html('/no-such-page')).text)).toEqual([]);
  });

  it('answers an unknown /api address with the JSON 404, not the app', async () => {
    for (const address of ['/api', '/api/nope', '/api/nope/deeper?x=1', '/api/test-login/nobody']) {
      const res = await new ApiClient(webUrl).get(address);
      expect(res.status, address).toBe(404);
      expect(res.headers.get('content-type'), address).toMatch(/application\/json/);
      expect(res.body, address).toMatchObject({ code: 'not_found', message: expect.any(String) });
    }
  });

  it('sends a browser or crawler asking for /favicon.ico to the icon, not the app\'s page', async () => {
    const res = await fetch(`${webUrl}/favicon.ico`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/favicon.svg');
  });

  it('does not serve the build manifest itself', async () => {
    const res = await new ApiClient(webUrl).get('/.vite/manifest.json');
    expect(res.text).not.toContain('landing-page-1.js');
  });
});

describe('the opened page’s first data, written into the page', () => {
  const STATS = PROPERTY_STATS_PATH;
  const FEATURED = approvedListingsUrl(FEATURED_PROPERTIES_COUNT);

  it('answers the landing page’s reads as the API answers them, after the page’s own markup', async () => {
    await publishListing(server, await approvedLister(server));
    const page = (await html('/')).text;
    const data = bootData(page);
    const api = new ApiClient(server.url);
    expect(Object.keys(data).sort()).toEqual([FEATURED, STATS, EXCHANGE_RATE_PATH].sort());
    expect(data[EXCHANGE_RATE_PATH]).toEqual((await api.get(EXCHANGE_RATE_PATH)).body);
    expect(data[STATS]).toEqual((await api.get(STATS)).body);
    expect(data[FEATURED]).toEqual((await api.get(FEATURED)).body);
    expect((data[FEATURED] as unknown[]).length).toBeGreaterThan(0);
    // Answered in the page, so not fetched again; and placed after the splash so it does not delay it.
    expect(dataPreloads(page)).toEqual([]);
    expect(page.indexOf('id="boot-data"')).toBeGreaterThan(page.indexOf('<div id="root">'));
  });

  it('answers the search page for the filters in its address', async () => {
    const query = 'location=Bo&bedrooms=2&sort=price_asc';
    const url = searchApiUrl(toApiQuery(parseFilters(`?${query}`)), SEARCH_PAGE_SIZE, 0);
    const data = bootData((await html(`/search?${query}`)).text);
    expect(Object.keys(data).sort()).toEqual([url, EXCHANGE_RATE_PATH].sort());
    expect(data[url]).toEqual((await new ApiClient(server.url).get(url)).body);
  });

  it('leaves a listing’s own read to the browser, so a link preview fetching the page does not count a view', async () => {
    const owner = await approvedLister(server);
    const listing = await publishListing(server, owner);
    const url = `/api/properties/${listing.id}`;
    const views = async () => (await server.database.db.select({ n: properties.viewCount }).from(properties).where(eq(properties.id, listing.id)))[0]!.n;
    const before = await views();
    for (const agent of ['WhatsApp/2.23.20.0', 'facebookexternalhit/1.1']) {
      const res = await new ApiClient(webUrl, { 'user-agent': agent }).get(`/property/${listing.id}`);
      expect(res.status).toBe(200);
      expect(Object.keys(bootData(res.text))).toEqual([EXCHANGE_RATE_PATH]);
      expect(dataPreloads(res.text)).toEqual([url]);
    }
    expect(await views()).toBe(before);
  });

  it('escapes listing text in the data so it cannot close the script tag', async () => {
    const lister = await approvedLister(server);
    const word = `Scriptview${Date.now()}`;
    await publishListing(server, lister, { title: `${word} house`, description: 'Quiet street, a big garden and a borehole. </script><script>alert(1)</script>' });
    const query = `q=${word}`;
    const url = searchApiUrl(toApiQuery(parseFilters(query)), SEARCH_PAGE_SIZE, 0);
    const page = (await html(`/search?${query}`)).text;
    const found = bootData(page)[url] as { items: Array<{ description: string }> };
    expect(found.items.map((item) => item.description)).toEqual(['Quiet street, a big garden and a borehole. </script><script>alert(1)</script>']);
    expect(page).not.toContain('</script><script>alert(1)');
  });

  it('writes nothing for a page that reads nothing at start', async () => {
    const page = (await html('/login')).text;
    expect(page).not.toContain('id="boot-data"');
    expect(dataPreloads(page)).toEqual([]);
  });
});

describe('a signed-in page, which the browser draws', () => {
  const searchRead = searchApiUrl(toApiQuery(parseFilters('')), SEARCH_PAGE_SIZE, 0);

  it('preloads its code and its first reads, answering none of them in the page', async () => {
    const seeker = await registerUser(server, 'seeker');
    const page = (await html('/', seeker.api.cookieHeader)).text;
    expect(preloads(page)).toEqual(['/assets/search-page-1.js', '/assets/grid-1.js']);
    expect(dataPreloads(page).sort()).toEqual([searchRead, EXCHANGE_RATE_PATH].sort());
    expect(page).not.toContain('id="boot-data"');
  });

  it('has no preload link in a bench build made without the boot hints (bench/ab.mjs)', async () => {
    // The same fixture build with its index.html marked as build/vite-plugins/build-info.ts marks it.
    const dir = mkdtempSync(path.join(tmpdir(), 'salone-web-without-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX.replace('</head>', `${builtWithoutMark(['boot-hints'])}</head>`));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const app = await buildApp({ config: server.config, database: server.database, serveWeb: true, webDistDir: dir, logger: false });
    try {
      const seeker = await registerUser(server, 'seeker');
      const page = (await new ApiClient(await app.listen({ port: 0, host: '127.0.0.1' }), { cookie: seeker.api.cookieHeader }).get('/')).text;
      expect(bootUser(page)).toMatchObject({ id: seeker.user.id });
      expect(preloads(page)).toEqual([]);
      expect(dataPreloads(page)).toEqual([]);
    } finally {
      await closeWithin('web-boot-hints: a marked build', () => app.close());
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('withDeadline (a slow first read is left to the browser)', () => {
  const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

  it('gives the value of work that finishes in time', async () => {
    expect(await withDeadline(after(5, 'answer'), 500)).toBe('answer');
  });

  it('gives up on work that takes longer, without waiting for it', async () => {
    const started = Date.now();
    expect(await withDeadline(after(2000, 'late'), 20)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('passes a failure through', async () => {
    await expect(withDeadline(Promise.reject(new Error('broken')), 500)).rejects.toThrow('broken');
  });
});

describe('the headers of the build\'s files', () => {
  it('keeps a hashed script to what protects it, without the page-only headers every file used to carry', async () => {
    const res = await fetch(`${webUrl}/assets/framework-1.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'strict-transport-security', 'x-frame-options', 'referrer-policy', 'etag', 'last-modified']) {
      expect(res.headers.get(name), name).toBeNull();
    }
    expect([...res.headers.keys()].join(': ').length).toBeLessThan(250);
  });

  it('still sends every security header with pages, the service worker and a missing asset', async () => {
    for (const pathname of ['/', '/search', '/sw.js', '/assets/missing-1.js']) {
      const res = await fetch(`${webUrl}${pathname}`);
      expect(res.headers.get('content-security-policy'), pathname).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options'), pathname).toBe('SAMEORIGIN');
    }
  });
});
