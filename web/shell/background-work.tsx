import { useEffect } from 'react';
import { useCurrentUser } from '../lib/api/current-user';

/** Runs `work` once the page has loaded and the browser is idle: nothing here competes with the first paint. */
function whenIdle(work: () => void): () => void {
  let handle = 0;
  const idle = () => {
    // Safari has no requestIdleCallback.
    handle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 5000 }) : window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
    window.clearTimeout(handle);
  };
}

/**
 * Registers the service worker and hands it what this visit already loaded (the page, its code, its reads and
 * photos came before the worker did), so the very next visit can open offline.
 */
async function registerServiceWorker() {
  try {
    await navigator.serviceWorker.register('/sw.js');
    const ready = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType('resource').map((e) => e.name);
    ready.active?.postMessage({ type: 'keep', urls: [window.location.href, ...loaded] });
  } catch {
    /* no service worker (private mode, old browser): the app works as before, online only */
  }
}

/**
 * Work after the first paint, none of it in the first load's JavaScript: the service worker (the app opens
 * offline, docs/decisions/0016) and, once someone is signed in, the hearts' account sync (a lazy chunk).
 */
export function BackgroundWork() {
  const { user } = useCurrentUser();
  const userId = user?.id;

  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    return whenIdle(() => void registerServiceWorker());
  }, []);

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import('../lib/favourites-account')
      .then((m) => m.startAccountFavourites())
      .then((end) => { if (ended) end(); else stop = end; })
      .catch(() => { /* offline or refused: the hearts stay as they were until the next page load */ });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId]);

  return null;
}
