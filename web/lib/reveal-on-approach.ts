// Long lists drawn as the reader needs them. Building twelve listing cards at once blocks a low-end phone for
// a few hundred milliseconds (taps wait, and Lighthouse counts it as blocking time), yet a phone's first
// screen shows one or two of them. So a list starts with one batch, then:
// - adds a batch when an invisible marker after its last item comes within APPROACH_MARGIN of the screen
//   (scrolling, or keyboard focus moving down the page), long before the reader gets there;
// - meanwhile adds one item at a time whenever the browser is idle, so the list is soon complete (for
//   find-in-page, screen readers and printing) without any one long task.
import { useEffect, useState } from 'react';
import { isHydrating } from '../boot/hydration';
import { whenIdle } from '../boot/when-idle';
import { builtWithout } from '../boot/built-without';

const APPROACH_MARGIN = '600px 0px';

/** How many items to show after the next step: one more batch, never past the total. */
export function nextBatchCount(shown: number, total: number, batch: number): number {
  return Math.min(total, Math.max(shown, 0) + Math.max(batch, 1));
}

/**
 * The number of items to render now, and a ref callback for the marker element placed right after them.
 * Each time the marker is near the screen `batch` more are shown, and one more at each idle moment, until all
 * `total` are.
 */
export function useRevealOnApproach(total: number, batch: number): { shown: number; markerRef: (node: Element | null) => void } {
  // A server-rendered list is already complete in the page: hydrating it must draw every item the server wrote.
  const [shown, setShown] = useState(() => (isHydrating() || builtWithout('reveal-on-approach') ? total : Math.min(total, batch)));
  const [marker, markerRef] = useState<Element | null>(null);
  const visible = Math.min(shown, total);
  useEffect(() => {
    if (visible >= total) return;
    const cancelIdle = whenIdle(() => setShown((n) => nextBatchCount(n, total, 1)));
    if (!marker || typeof IntersectionObserver === 'undefined') return cancelIdle;
    // A new observer after every step: it reports at once whether the moved marker is still near the screen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown((n) => nextBatchCount(n, total, batch));
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(marker);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [marker, visible, total, batch]);
  return { shown: visible, markerRef };
}
