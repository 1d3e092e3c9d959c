// One idle moment of the browser, for work that must not lengthen the task it was asked for in:
// server-drawn parts taken over in turns (hydrate-when-idle.tsx), a view count.

/** An idle step still runs after this long on a page that is never idle (animations, a busy phone). */
const IDLE_TIMEOUT_MS = 2000;

/** Runs `step` when the browser is idle (or soon, where it cannot say); returns a cancel function. */
export function whenIdle(step: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(step, 200);
  return () => clearTimeout(timer);
}
