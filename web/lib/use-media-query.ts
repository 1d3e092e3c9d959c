import { useCallback } from 'react';
import { useBrowserStore } from '../boot/hydration';

const NO_MATCH = () => false;

/**
 * Whether a CSS media query matches now; re-renders when it starts or stops matching (a window resized, a phone
 * turned). Server-rendered pages are drawn for a phone first (no match), and a wider screen re-renders once
 * they are hydrated (web/boot/hydration.ts).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserStore(subscribe, matches, NO_MATCH);
}
