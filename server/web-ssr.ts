// The public pages (/, /search, /property/:id) sent as HTML with their content, rendered by the web app's own
// components (web/boot/entry-server.tsx, built to dist/ssr by `vite build`), so a phone on a slow link reads the
// page before its JavaScript arrives, and the app then hydrates that HTML instead of drawing it again
// (docs/decisions/0005). Only visitors' pages: a signed-in page carries the member's own things and stays
// drawn by the browser. Any failure sends the page as before, for the browser to draw.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { jsonForScript } from './lib/html.js';

/** web/boot/entry-server.tsx as built (kept structural: the server never imports web code, only loads its build). */
export interface ServerRenderer {
  prepare(url: string): Promise<void>;
  render(input: { url: string; answers: Record<string, unknown>; config: unknown; origin: string; saveData: boolean }): string;
}

/** The browser asks to save data (its setting, or a proxy's), as the Save-Data request header says. */
export function asksToSaveData(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers['save-data'];
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

/** The page with the request's Save-Data hint on its <html>, so the app starts data saver as the server drew it. */
export function withSaveDataHint(html: string, saveData: boolean): string {
  return saveData ? html.replace(/<html(?=[\s>])/, '<html data-save-data="on"') : html;
}

/** Where `vite build` writes the renderer, beside the browser build (dist/web → dist/ssr). */
export function rendererPath(webDist: string): string {
  return path.join(path.dirname(webDist), 'ssr', 'entry-server.js');
}

/**
 * Loads the renderer built with the web app once, or gives null (a React build has none; tests serve a fixture
 * build). Node keeps a loaded module for good, and the renderer's chunks import its entry by its plain name, so
 * it cannot be loaded again under another name: after a rebuild, restart the server (development re-reads
 * index.html on every request, and `isCurrent` then refuses a renderer older than the build being served).
 */
export function serverRendererLoader(webDist: string, log: FastifyBaseLogger): () => Promise<ServerRenderer | null> {
  const file = rendererPath(webDist);
  const indexFile = path.join(webDist, 'index.html');
  let loaded: Promise<ServerRenderer | null> | null = null;
  let loadedAt = 0;
  const isCurrent = () => existsSync(file) && statSync(file).mtimeMs === loadedAt && statSync(indexFile).mtimeMs <= loadedAt + 60_000;
  return async () => {
    if (!loaded) {
      if (!existsSync(file)) return null;
      loadedAt = statSync(file).mtimeMs;
      loaded = import(pathToFileURL(file).href).then(
        (module: ServerRenderer) => module,
        (err: unknown) => {
          log.error({ err }, 'could not load the server renderer: pages are drawn by the browser');
          return null;
        },
      );
    }
    return isCurrent() ? loaded : null;
  };
}

/** `html` with the page's markup in place of the start-up splash, marked for the app to hydrate. */
export function withRenderedPage(html: string, markup: string): string {
  const start = html.indexOf('<div id="root"><!--page-->');
  const end = html.indexOf('<!--/page--></div>', start);
  if (start < 0 || end < 0) return html;
  return (
    html.slice(0, start) +
    `<div id="root" data-ssr>${markup}</div>` +
    html.slice(end + '<!--/page--></div>'.length)
      // The page reads without JavaScript now: no "needs JavaScript" notice under it.
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  );
}

/** web/boot/page-starter.ts as built, and its CSP hash (the page runs it inline: a file would be a request more). */
export interface PageStarter {
  script: string;
  /** The CSP source that allows it and nothing else: 'sha256-…'. */
  hash: string;
}

/**
 * The page starter the web build wrote (build/vite-plugins/page-starter.ts), or null (a fixture build has none; pages
 * then load the app's code themselves, at low priority). Read once: its hash goes into every page's CSP.
 */
export function readPageStarter(webDist: string): PageStarter | null {
  const file = path.join(webDist, '.vite', 'page-starter.js');
  if (!existsSync(file)) return null;
  const script = readFileSync(file, 'utf8');
  // It is written inside <script>…</script>: a closing tag in it would end the element early.
  if (/<\/script/i.test(script)) throw new Error(`${file} contains "</script": it cannot be written into a page`);
  return { script, hash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

const ENTRY_SCRIPT = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>\s*/g;

/**
 * The page with index.html's entry script and module preloads taken out of its head, and the page starter at
 * the end of its body, after the list of what to load (the entry, its imports, then `pageCode`). Null when the
 * page has no entry script to move (then it is left as it is).
 */
export function withPageStarter(html: string, starter: PageStarter, pageCode: readonly string[]): string | null {
  const headEnd = html.indexOf('</head>');
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return null;
  const preloaded = [...head.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const code = [...new Set([...preloaded, ...pageCode])];
  const bootCode = `<script type="application/json" id="boot-code">${jsonForScript({ entry, code })}</script>`;
  return (head.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') + html.slice(headEnd))
    .replace('</body>', () => `${bootCode}<script>${starter.script}</script></body>`);
}

/** `csp` with `source` added to its script-src (helmet writes `script-src 'self'`; a CSP without one is refused). */
export function cspAllowingScript(csp: string, source: string): string {
  const directive = /(^|;)(\s*script-src)(?=\s|;|$)([^;]*)/;
  if (!directive.test(csp)) throw new Error('The Content-Security-Policy has no script-src to allow the page starter in');
  return csp.replace(directive, (_all, start: string, name: string, sources: string) => `${start}${name}${sources.trimEnd()} ${source}`);
}

/**
 * The app's code fetched at low priority: the page is readable without it, so on a slow link the stylesheet
 * and the first photo go first, and the code follows. (At the default High priority, Chrome fetches module
 * scripts alongside the stylesheet, and on 3G the first paint waited for ~70 KB of code it does not need.)
 */
export function withScriptsAfterContent(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}
