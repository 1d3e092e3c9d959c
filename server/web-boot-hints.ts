// Start-up hints written into index.html, so a phone on a slow link does not wait for round trips it can
// skip: who is signed in (the app would otherwise ask /api/auth/user before drawing anything), and the code
// and first data of the page being opened (otherwise fetched only once the app has started and read the
// address). The browser fetches preloaded data while the app's code is still on its way.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FEATURED_PROPERTIES_COUNT } from '../common/constants.js';
import { parseFilters, parseView, SEARCH_PAGE_SIZE, searchApiUrl, toApiQuery } from '../common/search-filters.js';
import { escapeHtml } from './features/seo/property-preview.js';
import { findRequestSession } from './features/auth/current-user.plugin.js';
import { presentSelf } from './features/users/users.presenter.js';
import type { HtmlTransform } from './web-app.js';

/** Vite's build manifest (build.manifest): source file → built chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

type PageFor = (signedIn: boolean) => string | null;
const page = (file: string, needsUser = false): PageFor => (signedIn) => (needsUser && !signedIn ? null : `pages/${file}`);

// Mirrors the route table in web/app.tsx. A page that would only redirect (signed-in pages for a visitor) is
// not preloaded: its code would be wasted data.
const ROUTE_PAGES: [RegExp, PageFor][] = [
  [/^\/$/, (signedIn) => (signedIn ? 'pages/search-page.tsx' : 'pages/landing-page.tsx')],
  [/^\/search$/, page('search-page.tsx')],
  [/^\/property\/[^/]+$/, page('property-detail-page.tsx')],
  [/^\/login$/, page('login-page.tsx')],
  [/^\/local-login$/, page('local-login-page.tsx')],
  [/^\/join-platform$/, page('join-platform-page.tsx')],
  [/^\/register$/, page('register-page.tsx')],
  [/^\/list-property$/, page('list-property-page.tsx')],
  [/^\/dashboard$/, page('dashboard-page.tsx', true)],
  [/^\/my-properties$/, page('my-properties-page.tsx', true)],
  [/^\/messages$/, page('messages-page.tsx', true)],
  [/^\/profile$/, page('profile-page.tsx', true)],
];

/** '/search/' and '/search' are the same page. */
const normalizePath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

function readManifest(distDir: string): Manifest | null {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunk of `key` and every chunk it imports, transitively. */
function chunkClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

// What index.html loads by itself (the entry and its imports), worked out once per manifest, not per page load.
const entryChunksByManifest = new WeakMap<Manifest, Set<string>>();
function entryChunks(manifest: Manifest): Set<string> {
  let chunks = entryChunksByManifest.get(manifest);
  if (!chunks) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    chunks = entryKey ? chunkClosure(manifest, entryKey) : new Set<string>();
    entryChunksByManifest.set(manifest, chunks);
  }
  return chunks;
}

/** The built files a route needs beyond what index.html already loads, in load order. */
export function routeChunks(manifest: Manifest, pathname: string, signedIn: boolean): string[] {
  const normalized = normalizePath(pathname);
  const pageFor = ROUTE_PAGES.find(([pattern]) => pattern.test(normalized))?.[1];
  const pageKey = pageFor?.(signedIn);
  if (!pageKey || !manifest[pageKey]) return [];
  const alreadyLoaded = entryChunks(manifest);
  return [...chunkClosure(manifest, pageKey)].filter((file) => !alreadyLoaded.has(file));
}

/**
 * The API reads the opened page starts with, spelled exactly as the app spells them (a preload is used only
 * when the address matches). Public reads, plus the listing itself on its own page.
 */
export function routeData(pathname: string, search: string, signedIn: boolean): string[] {
  const normalized = normalizePath(pathname);
  if (normalized === '/' && !signedIn) {
    return ['/api/properties/stats', `/api/properties?status=approved&limit=${FEATURED_PROPERTIES_COUNT}`];
  }
  if (normalized === '/' || normalized === '/search') {
    // The map loads its own, larger page once its code has arrived.
    if (parseView(search) === 'map') return [];
    return [searchApiUrl(toApiQuery(parseFilters(search)), SEARCH_PAGE_SIZE, 0)];
  }
  const property = /^\/property\/([0-9a-f-]{36})$/i.exec(normalized);
  return property ? [`/api/properties/${property[1]}`] : [];
}

const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function bootHintsTransform(distDir: string, cacheManifest: boolean): HtmlTransform {
  const cached = cacheManifest ? readManifest(distDir) : null;
  return async (html, request) => {
    const manifest = cached ?? readManifest(distDir);
    // Page requests are not under /api, so the current-user hook has not looked the session up.
    const user = (await findRequestSession(request))?.user ?? null;
    const [pathname = '/', search = ''] = request.url.split('?');
    const code = manifest
      ? routeChunks(manifest, pathname, user !== null).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      : [];
    // use-credentials: the app fetches with credentials 'include', and a preload is only used by a request
    // made the same way. (A development-mode role header is not part of the match: development only.)
    const data = routeData(pathname, search, user !== null).map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}">`,
    );
    const preloads = [...data, ...code];
    const bootUser = `<script type="application/json" id="boot-user">${jsonForScript(user ? presentSelf(user) : null)}</script>`;
    return html.replace('</head>', () => `${preloads.join('')}${bootUser}</head>`);
  };
}
