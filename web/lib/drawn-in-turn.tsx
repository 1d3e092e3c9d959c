// The first drawing of a page, split over frames. Opening the landing page drew the whole of it (shell, hero,
// listings, the sections below, footer) in one go: one long script task and one long layout, during which a
// phone ignores taps (Lighthouse counts it as blocking time). The parts a phone shows only after scrolling
// are wrapped in <DrawnInTurn>: at start-up each is drawn after the next frame has been painted, one per
// frame, in page order, so no single task holds the main thread long. Once start-up is over, moving between
// pages draws everything at once as before (the app is already running; there is nothing to gain).
import { useLayoutEffect, useState, type ReactNode } from 'react';

type Reveal = () => void;

const waiting: Reveal[] = [];
let startupOver = false;
let pumping = false;

/** Runs `run` once the browser has painted the next frame (or soon, where frames are not being drawn). */
function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The timeout goes after the frame's paint; the fallback covers tabs that draw no frames (in the background).
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 250);
}

function revealNext(): void {
  waiting.shift()?.();
  if (waiting.length > 0) afterNextPaint(revealNext);
  else {
    pumping = false;
    startupOver = true;
  }
}

/** Queues `reveal` to run in its turn; returns a function that takes it out of the queue. */
export function drawInTurn(reveal: Reveal): () => void {
  waiting.push(reveal);
  if (!pumping) {
    pumping = true;
    afterNextPaint(revealNext);
  }
  return () => {
    const at = waiting.indexOf(reveal);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** True once start-up's queue has been drawn: parts mounted from then on are drawn at once. */
export function startupDrawingOver(): boolean {
  return startupOver;
}

/** Whether the wrapped part may be drawn yet: false only during start-up, until its turn. */
export function useDrawnInTurn(): boolean {
  const [drawn, setDrawn] = useState(startupDrawingOver);
  // A layout effect queues the part before the first paint, so its turn comes right after that paint.
  useLayoutEffect(() => (drawn ? undefined : drawInTurn(() => setDrawn(true))), [drawn]);
  return drawn;
}

/**
 * Draws `children` after the first frame at start-up (see above). Only for parts below the first screen on a
 * phone: they appear a few frames later, where nobody is looking yet, so nothing visible moves.
 */
export function DrawnInTurn({ children }: { children: ReactNode }) {
  return useDrawnInTurn() ? <>{children}</> : null;
}

/** For tests: back to the state of a page just opened. */
export function resetDrawnInTurn(): void {
  waiting.length = 0;
  startupOver = false;
  pumping = false;
}
