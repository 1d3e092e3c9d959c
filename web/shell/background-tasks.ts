// Work after the first paint, in its own chunk (background-work.tsx loads it): the service worker, a few seconds
// after load (the app opens offline, docs/decisions/0016), and, while someone is signed in, the hearts' account
// sync. Nothing here is in any page's first-load JavaScript.

/**
 * Registers the service worker and hands it what this visit already loaded (the page, its code, its reads and
 * photos came before the worker did), so the very next visit can open offline.
 */
export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  try {
    await navigator.serviceWorker.register('/sw.js');
    const ready = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    ready.active?.postMessage({ type: 'keep', urls: [window.location.href, ...loaded] });
  } catch {
    /* no service worker (private mode, old browser): the app works as before, online only */
  }
}

/** The hearts become the account's (the browser's merged in); answers the function that ends it. */
export async function startAccountHearts(): Promise<() => void> {
  const { startAccountFavourites } = await import('../lib/favourites-account');
  return startAccountFavourites();
}
