// Long lists drawn a few items per task. One task that builds twelve listing cards blocks a low-end phone for
// a few hundred milliseconds (taps wait, and Lighthouse counts it as blocking time); several short tasks let
// the browser paint the first cards and answer input in between.
import { useEffect, useState } from 'react';

/** How many items to show after the next step: one more batch, never past the total. */
export function nextBatchCount(shown: number, total: number, batch: number): number {
  return Math.min(total, Math.max(shown, 0) + Math.max(batch, 1));
}

/** The number of items to render now; it grows by `batch` each task until all `total` are shown. */
export function useRenderInBatches(total: number, batch: number): number {
  const [shown, setShown] = useState(() => Math.min(total, batch));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => nextBatchCount(n, total, batch)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, batch]);
  return Math.min(shown, total);
}
