// The only script in the HTML of a page the server drew (/, /search, /property/:id for visitors). The server
// writes it into the page itself (server/web-ssr.ts), allowed by its hash in the Content-Security-Policy, in
// place of the app's <script> and <link rel="modulepreload"> tags. The page reads without the app, so the app's
// code is asked for only once the page is painted with its first photo: on 3G, even the entry's three small
// files shared the line with the stylesheet and that photo, and delayed the largest paint (docs/decisions/0005,
// "Code after the first paint"). Built on its own by build/vite-plugins/page-starter.ts into dist/web/.vite.
// It stands alone: no imports, and nothing from the app.

/** What the server lists for this page: index.html's entry, and the files it and the page will import. */
interface BootCode {
  entry: string;
  code: string[];
}

/** Past this, the code no longer waits for the first paint or photo (a stalled photo must not keep the page inert). */
const PAINT_WAIT_CAP_MS = 3_000;

function readBootCode(): BootCode | null {
  try {
    const value = JSON.parse(document.getElementById('boot-code')?.textContent ?? 'null') as Partial<BootCode> | null;
    if (!value || typeof value.entry !== 'string' || !Array.isArray(value.code)) return null;
    return { entry: value.entry, code: value.code.filter((file): file is string => typeof file === 'string') };
  } catch {
    return null;
  }
}

/**
 * Asks for the app: every file it will import (so they come in parallel), then the entry itself. One element per
 * task: each starts its fetch as it is added, and the seven added at once made one task of 6-14 ms on our 2-core
 * test host, the first of the app's start; apart, they are all asked for within a few milliseconds all the same.
 */
function loadApp(boot: BootCode) {
  const elements: HTMLElement[] = boot.code.map((file) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    return link;
  });
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = boot.entry;
  elements.push(script);
  const addNext = () => {
    document.head.appendChild(elements.shift()!);
    if (elements.length) setTimeout(addNext, 0);
  };
  addNext();
}

/** Settles once the browser has painted content (the 'paint' timing entry), or at once where that is not told. */
function firstContentfulPaint(): Promise<void> {
  if (!window.PerformanceObserver || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Settles when the page's first photo (the one the server marked high priority) is loaded and decoded, or failed. */
function firstPhotoReady(root: HTMLElement): Promise<void> {
  const photo = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo) return Promise.resolve();
  const loaded = photo.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        photo.addEventListener('load', () => resolve(), { once: true });
        photo.addEventListener('error', () => resolve(), { once: true });
      });
  return loaded.then(() => photo.decode().catch(() => undefined));
}

/**
 * A tap on one of the app's own buttons (type="button": a heart, "Message", a photo arrow) before the app has
 * taken the page over would do nothing, and on 3G that can be seconds. The last such tap is kept for the app
 * to make again once it has (web/boot/start.tsx reads window.__earlyTap and sets window.__appTookOver), and the
 * app is asked for at once. Links and the search forms work without the app and are left alone.
 */
export interface EarlyTapWindow {
  /** The last app button tapped before the app took the page over. */
  __earlyTap?: HTMLElement;
  /** Set by the app once it has: later taps are its own. */
  __appTookOver?: boolean;
}

function keepEarlyTaps(root: HTMLElement, start: () => void) {
  const page = window as unknown as EarlyTapWindow;
  const onClick = (event: MouseEvent) => {
    if (page.__appTookOver) {
      document.removeEventListener('click', onClick, true);
      return;
    }
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button[type="button"]') : null;
    if (!button || !root.contains(button)) return;
    page.__earlyTap = button;
    start();
  };
  document.addEventListener('click', onClick, true);
}

const boot = readBootCode();
const root = document.getElementById('root');
if (boot) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    loadApp(boot);
  };
  // A page without the server's markup (its render failed in the browser's copy) has nothing to wait for.
  if (!root || root.dataset.ssr === undefined) start();
  else {
    keepEarlyTaps(root, start);
    setTimeout(start, PAINT_WAIT_CAP_MS);
    // The frame after that paint: requestAnimationFrame runs just before a paint, the timeout right after it.
    void Promise.all([firstContentfulPaint(), firstPhotoReady(root)]).then(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
}
