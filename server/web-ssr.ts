// The public pages (/, /search, /property/:id) sent as HTML with their content, rendered by the web app's own
// components (web/entry-server.tsx, built to dist/ssr by `vite build`), so a phone on a slow link reads the
// page before its JavaScript arrives, and the app then hydrates that HTML instead of drawing it again
// (docs/decisions/0005). Only visitors' pages: a signed-in page carries the member's own things and stays
// drawn by the browser. Any failure sends the page as before, for the browser to draw.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageFile } from '../common/routes.js';

/** web/entry-server.tsx as built (kept structural: the server never imports web code, only loads its build). */
export interface ServerRenderer {
  prepare(url: string): Promise<void>;
  render(input: { url: string; answers: Record<string, unknown>; config: unknown; origin: string }): string;
}

/** The pages drawn on the server, for visitors. */
export const SERVER_RENDERED_PAGES: ReadonlySet<PageFile> = new Set(['landing-page.tsx', 'search-page.tsx', 'property-detail-page.tsx']);

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

/**
 * The app's code fetched at low priority: the page is readable without it, so on a slow link the stylesheet
 * and the first photo go first, and the code follows. (At the default High priority, Chrome fetches module
 * scripts alongside the stylesheet, and on 3G the first paint waited for ~70 KB of code it does not need.)
 */
export function withScriptsAfterContent(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}
