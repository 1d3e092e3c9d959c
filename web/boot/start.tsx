// The app's start (web/boot/main.tsx loads it): who is signed in, the opening page's code, then the first render,
// or, on a page the server drew, the hydration of its HTML.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, preloadOpeningPage } from '../app';
import { CURRENT_USER_KEY, currentUserQuery } from '../lib/api/current-user';
import { readBootUser } from '../features/auth/boot-user';
import { queryClient } from '../lib/query-client';
import { setHydrating } from './hydration';
import { takeOverNow } from './hydrate-when-idle';
import type { EarlyTapWindow } from './page-starter';

// The server writes who is signed in into the page; without that (vite dev, or a development-mode role to
// act as), ask before React renders, so the request overlaps start-up work.
const bootUser = readBootUser();
if (bootUser !== undefined) queryClient.setQueryData(CURRENT_USER_KEY, bootUser);
else void queryClient.prefetchQuery(currentUserQuery);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The opening page's chunk is already on its way (the server preloads it with the app): waiting for it draws
// the shell and the page in one render, instead of a loading state first (docs/decisions/0005).
void preloadOpeningPage(window.location.pathname, bootUser).then(() => {
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>
  );
  // A page the server sent with its content (server/web-ssr.ts) is taken over as it is, not drawn again.
  if (root.dataset.ssr === undefined) {
    createRoot(root).render(app);
    return;
  }
  setHydrating(true);
  try {
    hydrateRoot(root, app);
  } finally {
    // Preact hydrates in one go; parts drawn later must use the browser's own values from the start.
    setHydrating(false);
  }
  replayEarlyTap();
});

/**
 * A button tapped before the app ran (kept by web/boot/page-starter.ts) is tapped again now: its part is taken over
 * at once, and the click follows once that render is done (the parts' promises settle in this task).
 */
function replayEarlyTap() {
  const page = window as unknown as EarlyTapWindow;
  page.__appTookOver = true;
  const button = page.__earlyTap;
  if (!button) return;
  delete page.__earlyTap;
  takeOverNow();
  setTimeout(() => {
    if (button.isConnected) button.click();
  }, 0);
}
