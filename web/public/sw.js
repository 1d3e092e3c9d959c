// Salone Homes service worker (issue 17, docs/decisions/0016-home-hunters-come-back.md). Plain JavaScript served
// as it is (not bundled): nothing of it is in the first load of any page. It is registered after the page has
// loaded, when the browser is idle (web/shell/background-work.tsx).
//
// What it keeps, so the app opens offline with the last listings and saved homes readable:
//   - the last pages opened (network first: the server's page carries fresh listings and who is signed in),
//   - the app's hashed code and styles (cache first: their names change when they do),
//   - listing, search and saved-homes reads (network first, the last answer when offline),
//   - listing photos already seen (cache first: a photo's address never shows another photo).
// Signing out empties the pages and reads, which may hold the account's own details.
// Pages and reads are kept with the time they were saved (X-Saved-At): answered from here, a page carries it
// in <meta name="saved-copy"> and a read in that header, and the page says it is a saved copy, and from when.
const VERSION = 'v1';
const PAGES = `pages-${VERSION}`;
const CODE = `code-${VERSION}`;
const READS = `reads-${VERSION}`;
const PHOTOS = `photos-${VERSION}`;
const KEEP = [PAGES, CODE, READS, PHOTOS];
const LAST_PAGE = '/__last-page';
const LIMITS = { [PAGES]: 30, [READS]: 80, [PHOTOS]: 150 };

const OFFLINE_READS = [
  /^\/api\/properties(\/|$)/, /^\/api\/saved-homes(\/ids)?$/, /^\/api\/shortlists\//, /^\/api\/exchange-rate$/,
  /^\/api\/auth\/user$/,
];
const PHOTO = /^\/api\/media\/[^/]+\/(sm|md|lg)(\.webp)?$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (!KEEP.includes(name)) await caches.delete(name);
    await self.clients.claim();
  })());
});

// The page that registered us sends what it already loaded (this visit happened before we were there).
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(Promise.all(data.urls.map((raw) => keepOne(String(raw)))));
});

async function keepOne(raw) {
  const url = new URL(raw, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const kind = kindOf(url, url.pathname === '/' || !url.pathname.includes('.') ? 'navigate' : 'no-cors');
  if (!kind) return;
  try {
    const response = await fetch(url.href, { credentials: 'include' });
    if (response.ok) await put(kind, url.href, response, kind === PAGES);
  } catch {
    /* offline already: nothing to keep */
  }
}

function kindOf(url, mode) {
  if (url.pathname.startsWith('/assets/')) return CODE;
  if (PHOTO.test(url.pathname)) return PHOTOS;
  if (OFFLINE_READS.some((re) => re.test(url.pathname))) return READS;
  if (mode === 'navigate' && !url.pathname.startsWith('/api/')) return PAGES;
  return null;
}

const SAVED_AT = 'x-saved-at';

/** A copy of `response` marked with the time it was saved (its body already decoded: no encoding or length). */
function stamped(response, body, savedAt) {
  const headers = new Headers(response.headers);
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT, savedAt);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A kept page as it is sent from here: the time it was saved written into its head. */
async function asSavedPage(hit) {
  const savedAt = hit.headers.get(SAVED_AT);
  if (!savedAt) return hit;
  const html = (await hit.text()).replace('</head>', () => `<meta name="saved-copy" content="${savedAt.replace(/[^0-9A-Za-z:.+-]/g, '')}"></head>`);
  return stamped(hit, html, savedAt);
}

async function put(cacheName, key, response, isPage) {
  const cache = await caches.open(cacheName);
  const kept = cacheName === PAGES || cacheName === READS ? stamped(response, await response.clone().blob(), new Date().toISOString()) : response.clone();
  await cache.put(key, kept.clone());
  if (isPage) await cache.put(LAST_PAGE, kept.clone());
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const keys = await cache.keys();
  // Oldest first: Cache Storage keeps insertion order.
  for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
}

async function clearPrivate() {
  await Promise.all([caches.delete(PAGES), caches.delete(READS)]);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api/logout') {
    event.waitUntil(clearPrivate());
    return;
  }
  if (request.method !== 'GET') return;
  const kind = kindOf(url, request.mode);
  if (!kind) return;
  if (kind === CODE || kind === PHOTOS) event.respondWith(cacheFirst(kind, request));
  else event.respondWith(networkFirst(kind, request));
});

async function cacheFirst(cacheName, request) {
  const hit = await caches.match(request, { cacheName });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await put(cacheName, request.url, response, false);
  return response;
}

async function networkFirst(cacheName, request) {
  try {
    const response = await fetch(request);
    // Only whole, successful answers are kept; a signed-out 401 is not an answer to replay.
    if (response.ok) await put(cacheName, request.url, response, cacheName === PAGES);
    return response;
  } catch (error) {
    const hit = await caches.match(request.url, { cacheName });
    if (hit) return cacheName === PAGES ? asSavedPage(hit) : hit;
    // Any page of the app can start it: the router draws the address asked for from the last page kept.
    if (cacheName === PAGES) {
      const last = await caches.match(LAST_PAGE, { cacheName });
      if (last) return asSavedPage(last);
    }
    throw error;
  }
}
