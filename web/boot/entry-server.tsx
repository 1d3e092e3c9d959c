// The server's renderer for the public pages (server/web-ssr.ts loads the built file, dist/ssr/entry-server.js;
// docs/decisions/0005). It renders the same App the browser hydrates, for a visitor, with the same answers the
// server writes into the page, so the browser's first render gives the same markup and takes it over without
// drawing it again. Only the Preact build has it (renderToString is Preact's); a React build is drawn by the
// browser as before.
import { renderToString } from 'preact-render-to-string';
import type { VNode } from 'preact';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App, preloadOpeningPage } from '../app';
import { CURRENT_USER_KEY } from '../lib/api/current-user';
import { setAppConfigForServerRender, type AppConfig } from '../lib/app-config';
import { setDataSaverHintForServerRender } from '../lib/data-saver';
import { provideAnswersForServerRender } from './boot-data';
import { createQueryClient } from '../lib/query-client';
import { setSiteOriginForServerRender } from '../lib/site-origin';

export interface ServerRenderInput {
  /** The page's address: path and query string (`/search?location=Bo`). */
  url: string;
  /** The API answers written into the page (server/web-boot-hints.ts), keyed by the address the app reads. */
  answers: Record<string, unknown>;
  /** The config written into the page (server/web-app.ts publicClientConfig). */
  config: AppConfig;
  /** The site's address as the browser sees it (`https://example.org`), for share links. */
  origin: string;
  /** The request asked to save data (Save-Data: on): small photos from the first one. */
  saveData?: boolean;
}

/** Loads the opening page's code once, so the render below does not suspend. */
export function prepare(url: string): Promise<void> {
  return preloadOpeningPage(url.split('?')[0]!, null);
}

/**
 * The page's HTML as a visitor sees it. Synchronous from the first line to the last, so the module-level
 * answers and config of one request cannot mix with another's. Throws when a part of the page would suspend
 * (its code not loaded): the server then sends the page without content, for the browser to draw.
 */
export function render({ url, answers, config, origin, saveData = false }: ServerRenderInput): string {
  const [path = '/', search = ''] = url.split('?');
  setAppConfigForServerRender(config);
  setSiteOriginForServerRender(origin);
  setDataSaverHintForServerRender(saveData);
  provideAnswersForServerRender(answers);
  // A client per render: answers of one request must never be served to another.
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, null);
  try {
    const app = (
      <QueryClientProvider client={client}>
        <Router ssrPath={path} ssrSearch={search}>
          <App />
        </Router>
      </QueryClientProvider>
    );
    return renderToString(app as unknown as VNode);
  } finally {
    provideAnswersForServerRender({});
    client.clear();
  }
}
