// The entry index.html loads. Kept tiny: on a page the server drew with its content (server/web-ssr.ts), the
// app's code is not needed to read it, so it is fetched only once the page has been painted. On a slow link
// the stylesheet and the first photo then have the line to themselves (docs/decisions/0005). Other pages
// start the app at once; the server has already asked the browser to fetch its code.
import './styles.css';

/**
 * The web app manifest (installing to the home screen) is linked once the app starts, not in index.html: the
 * browser fetches a linked manifest at once, on the same link as the stylesheet and the first photo, and
 * nothing on the first screen needs it. Installing needs the app's service worker anyway.
 */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/manifest.webmanifest';
  document.head.appendChild(link);
}

const start = () => {
  linkManifest();
  void import('./start');
};

/** Fetches the opened page's code (listed by the server in the page) alongside the app's. */
function fetchPageCode() {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById('boot-code')?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.appendChild(link);
  }
}

/** Past this, the code no longer waits for the first paint or photo (a stalled photo must not keep the page inert). */
const PAINT_WAIT_CAP_MS = 3_000;

/** Settles once the browser has painted content (the 'paint' timing entry), or at once where that is not told. */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
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
  return loaded.then(() => photo.decode().catch(() => {}));
}

/**
 * On a page the server drew, the app's code waits until the page is painted with its first photo (the largest
 * paint), then one frame more. On 3G, code fetched beside the photo made the photo arrive later, and code run
 * before its paint put the app's work ahead of it.
 */
function pagePainted(root: HTMLElement): Promise<void> {
  const ready = Promise.all([firstContentfulPaint(), firstPhotoReady(root)]).then(() => undefined);
  const cap = new Promise<void>((resolve) => setTimeout(resolve, PAINT_WAIT_CAP_MS));
  return Promise.race([ready, cap]);
}

const root = document.getElementById('root');
if (!root || root.dataset.ssr === undefined) start();
else {
  // The frame after the first paint: requestAnimationFrame runs just before a paint, the timeout right after it.
  void pagePainted(root).then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        fetchPageCode();
        start();
      }, 0),
    ),
  );
}
