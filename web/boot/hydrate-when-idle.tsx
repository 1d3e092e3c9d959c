// Hydrating a server-drawn page is one task: Preact takes over every element of it before the browser can do
// anything else. On /search that was twelve listing cards, three quarters of the page's elements, while a
// phone's first screen shows two; on a slow phone the whole page stayed deaf to taps for that long (Lighthouse
// counts it as blocking time). Parts wrapped in <HydrateWhenIdle> (the page apart from the shell, the header,
// the bottom bar, each section of a page, each card) are left as the server drew them, readable and with
// working links, and taken over one at a time at later idle moments, each its own short task. A part whose
// parent renders again before its turn is taken over in that render: Preact resumes a suspended part whenever
// it diffs it again.
//
// How: while hydrating, the wrapped part suspends (throws a promise). Preact keeps the server's DOM of a part
// that suspends while hydrating and hydrates it when the promise settles (preact/compat's Suspense). The part
// must draw exactly one root element, as a list item does: Preact keeps only that one.
import { Suspense, useRef, type ReactElement } from 'react';
import { isHydrating, setHydrating } from './hydration';
import { whenIdle } from './when-idle';
import { builtWithout } from './built-without';

// One part per idle moment, in page order: parts resumed in the same task would make one long task again.
const waiting: Array<() => void> = [];
function takeTurns(): void {
  whenIdle(() => {
    waiting.shift()?.();
    if (waiting.length) takeTurns();
    else stopListening();
  });
}
function idleTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) {
      takeTurns();
      listen();
    }
  });
}

// A part still waiting has no handlers: a tap on its heart would do nothing. The first touch, click or key
// anywhere takes every waiting part over at once; the parts are hydrated before the tap's click arrives
// (the settled promises are handled in the same task as the pointerdown).
// Parts nest (a card in the page): a part drawn by an outer one's takeover after that touch does not wait either.
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;
let touched = false;
function hurry(): void {
  touched = true;
  stopListening();
  while (waiting.length) waiting.shift()!();
}

/** Takes every part still waiting over now, as the first touch does (for a tap made before the app ran). */
export const takeOverNow = hurry;

function listen(): void {
  for (const type of FIRST_TOUCH) document.addEventListener(type, hurry, { capture: true, passive: true });
}
function stopListening(): void {
  for (const type of FIRST_TOUCH) document.removeEventListener(type, hurry, { capture: true });
}

const RESUMED = 'resumed';

function Later({ children }: HydrateWhenIdleProps): ReactElement {
  const turn = useRef<Promise<void> | typeof RESUMED | null>(null);
  let resuming = false;
  if (turn.current === null) {
    // On the server every render counts as hydrating, and there is nothing to wait for.
    if (typeof document !== 'undefined' && isHydrating() && !touched) {
      turn.current = idleTurn();
      throw turn.current;
    }
    turn.current = RESUMED;
  } else if (turn.current !== RESUMED) {
    turn.current = RESUMED;
    // This render hydrates the server's HTML of the part: it must give the server's values (hearts, widths),
    // as the page's first hydration did (web/boot/hydration.ts); their browser values follow in their effects.
    // Only the part: Preact renders it depth first, so the flag is cleared right after it, before any other
    // component of the same update renders (one that did would keep a server value it never corrects).
    resuming = true;
    setHydrating(true);
  }
  // The same shape on every render, or Preact would draw the part anew when it changed.
  return (
    <>
      {children}
      <EndOfHydration resuming={resuming} />
    </>
  );
}

/** Renders right after the part (see above) and ends the hydrating its resuming began. */
function EndOfHydration({ resuming }: { resuming: boolean }): null {
  if (resuming) setHydrating(false);
  return null;
}

interface HydrateWhenIdleProps {
  /** One element, on the server as in the browser (a part that may draw nothing cannot wait: see above). */
  children: ReactElement;
}

/** Hydrates `children` at a later idle moment when the page is being hydrated; else draws it at once. */
export function HydrateWhenIdle({ children }: HydrateWhenIdleProps): ReactElement {
  if (builtWithout('idle-hydration')) return children;
  return (
    <Suspense fallback={null}>
      <Later>{children}</Later>
    </Suspense>
  );
}
