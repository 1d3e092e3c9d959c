// Pages the server sends as HTML (server/web-ssr.ts) are hydrated, not drawn again: the app's first render in
// the browser must produce exactly the markup the server wrote, or Preact keeps the server's attributes and
// the page shows a mix of both. What only the browser knows (the screen's width, this browser's saved hearts)
// therefore starts at the server's value while hydrating and switches to the real one right after.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

// On the server every render is "hydrating": it must give what the browser's first render will give.
let hydrating = typeof document === 'undefined';

/** Whether the render running now must match server-rendered HTML. */
export function isHydrating(): boolean {
  return hydrating;
}

/** Start-up sets this around hydrating a server-rendered page (web/boot/main.tsx). */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * `useSyncExternalStore` for values the server cannot know: while hydrating it returns `serverSnapshot()`, and
 * from then on the browser's value. The store hook asks again once the page is hydrated (in its effect, which
 * runs after) and renders again only where the two differ: a card whose heart is not saved, or a phone layout
 * the server already drew, is not rendered a second time. (Each component rendering again after hydrating was
 * the largest task after it on /search: some 80 ms on this host before Lighthouse's slowdown.)
 */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, serverSnapshot: () => T): T {
  const snapshot = useCallback(() => (hydrating ? serverSnapshot() : getSnapshot()), [getSnapshot, serverSnapshot]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** Whether this component was first drawn into the server's HTML (on the server, or hydrating its markup). */
export function useInServerHtml(): boolean {
  const [inServerHtml] = useState(isHydrating);
  return inServerHtml;
}

/**
 * False while the server draws the page and while the browser hydrates it, true from the render after. For what
 * the server's HTML should leave out and the running app add (photos that are no use without the app's code).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return hydrated;
}
