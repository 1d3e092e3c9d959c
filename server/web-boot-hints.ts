// Start-up hints written into index.html, so a phone on a slow link does not wait for round trips it can
// skip: who is signed in (the app would otherwise ask /api/auth/user before drawing anything), the code of the
// page being opened, and that page's first data (otherwise fetched only once the app has started and read
// the address): preloaded, or, on a page the server draws, answered inside it, so the render and the hydration
// that follows have the same content.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
// Which page an address opens, for whom, and the reads it starts with: the route table shared with the app.
import { openerOf, openingPage, SERVER_RENDERED_PAGES, type Opener } from '../common/routes.js';
import { parseView } from '../common/search-filters.js';
import { openingReads, type PageRead } from '../common/opening-reads.js';
import { escapeHtml, jsonForScript } from './lib/html.js';
import { findRequestSession } from './features/auth/current-user.plugin.js';
import { presentSelf } from './features/users/users.presenter.js';
import type { HtmlTransform } from './web-app.js';
import { pageRenderReadHeaders } from './lib/page-render-read.js';
import { piecesBuiltWithout, type ServerPiece } from './web-built-without.js';
import {
  asksToSaveData, serverRendererLoader, withPageStarter, withRenderedPage, withScriptsAfterContent, type PageStarter, type ServerRenderer,
} from './web-ssr.js';

/** Vite's build manifest (build.manifest): source file → built chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>;

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

/**
 * The app's start (web/boot/start.tsx) and what it imports: index.html's entry is kept tiny and imports it
 * dynamically (so a page the server drew is painted before the app's code is fetched), so the browser would
 * only learn of it once the entry has run. Worked out once per manifest.
 */
const startChunksByManifest = new WeakMap<Manifest, Set<string>>();
function startChunks(manifest: Manifest): Set<string> {
  let chunks = startChunksByManifest.get(manifest);
  if (!chunks) {
    chunks = new Set<string>();
    const entryKeys = Object.keys(manifest).filter((key) => entryChunks(manifest).has(manifest[key]!.file));
    for (const key of entryKeys.flatMap((entry) => manifest[entry]!.dynamicImports ?? [])) {
      if (manifest[key]?.name === 'start' || manifest[key]?.src === 'boot/start.tsx') chunkClosure(manifest, key, chunks);
    }
    startChunksByManifest.set(manifest, chunks);
  }
  return chunks;
}

/**
 * The manifest key of a page's chunk. Usually its source path; but when a lazy part of the page imports from
 * the page itself (the search page's filter sheet does), Rolldown emits the page as a shared chunk, listed
 * under `_<name>-<hash>.js` with no `src`, so it is found by its name instead.
 */
function pageChunkKey(manifest: Manifest, page: string): string | null {
  const sourceKey = `pages/${page}`;
  if (manifest[sourceKey]) return sourceKey;
  const name = page.replace(/\.tsx$/, '');
  return Object.keys(manifest).find((key) => key.startsWith('_') && !manifest[key]!.src && manifest[key]!.name === name) ?? null;
}

/**
 * The built files a route needs beyond what index.html already loads, in load order. A page that would only
 * redirect (signed-in pages for a visitor) is not preloaded: its code would be wasted data.
 */
export function routeChunks(manifest: Manifest, pathname: string, opener: Opener): string[] {
  const page = openingPage(pathname, opener);
  const pageKey = page && pageChunkKey(manifest, page);
  const alreadyLoaded = entryChunks(manifest);
  const wanted = new Set(startChunks(manifest));
  if (pageKey) chunkClosure(manifest, pageKey, wanted);
  return [...wanted].filter((file) => !alreadyLoaded.has(file));
}

/**
 * The API reads the opened page starts with, spelled exactly as the app spells them (page data and preloads
 * are used only when the address matches). Public reads, plus the listing itself on its own page.
 */
export function routeData(pathname: string, search: string, opener: Opener): PageRead[] {
  return openingReads(pathname, search, opener);
}

/** Past this, a response is left for the browser to fetch (preloaded) rather than making the page heavier. */
export const BOOT_DATA_MAX_BYTES = 64 * 1024;

/** How long the page waits for a first read; a slower one (a busy database) is left to the browser, preloaded. */
export const BOOT_DATA_WAIT_MS = 250;

/** The promise's value, or undefined once `ms` have passed (the work is not cancelled, only not waited for). */
export async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page's first API reads, answered by the API itself as it would answer this browser (same cookies,
 * address and user agent, so the same rules and rate limits apply). Only successful JSON answers are kept.
 */
async function answerFirstReads(request: FastifyRequest, urls: string[], headers: Record<string, string> = {}): Promise<Map<string, unknown>> {
  const answers = new Map<string, unknown>();
  await Promise.all(
    urls.map(async (url) => {
      try {
        const answer = request.server.inject({
          method: 'GET',
          url,
          remoteAddress: request.ip,
          headers: { ...headers, cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
        });
        const res = await withDeadline(answer, BOOT_DATA_WAIT_MS);
        if (!res) return;
        const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
        if (res.statusCode === 200 && json && res.rawPayload.length <= BOOT_DATA_MAX_BYTES) answers.set(url, res.json());
      } catch (err) {
        request.log.warn({ err, url }, 'could not answer a page read in advance; the browser will fetch it');
      }
    }),
  );
  return answers;
}

/** The page drawn on the server for this address, if any: visitors only, and not the search page's map. */
function serverRenderedPage(pathname: string, search: string, opener: Opener) {
  if (opener !== 'visitor') return null;
  const page = openingPage(pathname, opener);
  if (!page || !SERVER_RENDERED_PAGES.has(page)) return null;
  return page === 'search-page.tsx' && parseView(search) === 'map' ? null : page;
}

const APP_CONFIG = /<script type="application\/json" id="app-config">([^<]*)<\/script>/;

/**
 * The page's markup from the server renderer, or null to leave it to the browser (no renderer, no config in
 * the page, or the render failed).
 */
async function renderPage(renderer: ServerRenderer | null, html: string, url: string, answers: Map<string, unknown>, request: FastifyRequest) {
  const configJson = APP_CONFIG.exec(html)?.[1];
  if (!renderer || !configJson) return null;
  try {
    await renderer.prepare(url);
    // The config as the page carries it: the app's first render in the browser reads that same copy.
    const configured = request.server.ctx.config.PUBLIC_URL;
    const origin = configured ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
    const saveData = asksToSaveData(request.headers);
    return renderer.render({ url, answers: Object.fromEntries(answers), config: JSON.parse(configJson) as unknown, origin, saveData });
  } catch (err) {
    request.log.error({ err, url }, 'could not render the page on the server; the browser will draw it');
    return null;
  }
}

export function bootHintsTransform(distDir: string, cacheManifest: boolean, log: FastifyBaseLogger, starter: PageStarter | null): HtmlTransform {
  const cached = cacheManifest ? readManifest(distDir) : null;
  const loadRenderer = serverRendererLoader(distDir, log);
  return async (html, request) => {
    const manifest = cached ?? readManifest(distDir);
    // Page requests are not under /api, so the current-user hook has not looked the session up.
    const user = (await findRequestSession(request))?.user ?? null;
    const [pathname = '/', search = ''] = request.url.split('?');
    const opener = openerOf(user);
    const chunks = manifest ? routeChunks(manifest, pathname, opener).map((file) => `/${file}`) : [];
    const reads = routeData(pathname, search, opener);
    const drawnHere = serverRenderedPage(pathname, search, opener) !== null;
    const renderer = drawnHere ? await loadRenderer() : null;
    const rendered = renderer !== null;
    // Reads are answered in the page only where the server draws it: its render and the hydration that follows
    // need them. On the pages the browser draws (signed-in ones) they are preloaded instead: written in, they
    // moved no budget (bench/RESULTS.md, 2026-11-29), and the page waited up to BOOT_DATA_WAIT_MS for them.
    const answeredInPage = drawnHere ? reads.filter((read) => read.answerInPage) : [];
    // A bench build may leave the preload links out of the pages the browser draws (server/web-built-without.ts).
    const without: ReadonlySet<ServerPiece> = rendered ? new Set() : piecesBuiltWithout(html);
    // A page drawn on the server is read before its code runs: its code is listed for the page starter to fetch
    // once the page is painted (preload links would be fetched beside the stylesheet and the first photo).
    const code = rendered ? [] : chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`);
    // A page drawn on the server needs its listing too: read without counting a view (the browser counts it
    // when it runs the page, see server/lib/page-render-read.ts), and written in for the app to hydrate with.
    const uncounted = rendered ? reads.filter((read) => !read.answerInPage).map((read) => read.url) : [];
    const [answers, listingAnswers] = await Promise.all([
      answerFirstReads(request, answeredInPage.map((read) => read.url)),
      answerFirstReads(request, uncounted, pageRenderReadHeaders()),
    ]);
    for (const [url, answer] of listingAnswers) answers.set(url, answer);
    // What is not answered in the page is at least fetched early. use-credentials: the app fetches with
    // credentials 'include', and a preload is only used by a request made the same way.
    const data = reads
      .filter((read) => !answers.has(read.url))
      .map((read) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(read.url)}">`);
    const preloads = without.has('boot-hints') ? [] : [...data, ...code];
    const bootUser = `<script type="application/json" id="boot-user">${jsonForScript(user ? presentSelf(user) : null)}</script>`;
    // At the end of the body, so the data does not hold up the first paint of what comes before it; the app's
    // module script runs only once the whole page is parsed.
    const bootData = answers.size > 0 ? `<script type="application/json" id="boot-data">${jsonForScript(Object.fromEntries(answers))}</script>` : '';
    const markup = renderer ? await renderPage(renderer, html, request.url, answers, request) : null;
    const page = (markup === null ? html : withRenderedPage(html, markup)).replace('</body>', () => `${bootData}</body>`);
    const started = markup !== null && starter ? withPageStarter(page, starter, chunks) : null;
    // Without the starter (a render that failed, a build without one), the page loads its code itself.
    if (rendered && started === null) preloads.push(...chunks.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`));
    const withHead = (started ?? page).replace('</head>', () => `${preloads.join('')}${bootUser}</head>`);
    return markup !== null && started === null ? withScriptsAfterContent(withHead) : withHead;
  };
}
