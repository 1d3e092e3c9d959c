// The entry index.html loads. Kept tiny: on a page the server drew with its content (server/web-ssr.ts), the
// app's code is not needed to read it, so it is fetched only once the page has been painted. On a slow link
// the stylesheet and the first photo then have the line to themselves (docs/decisions/0005). Other pages
// start the app at once; the server has already asked the browser to fetch its code.
import './styles.css';

const start = () => void import('./start');

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

if (document.getElementById('root')?.dataset.ssr === undefined) start();
else {
  // The frame after the first paint: requestAnimationFrame runs just before a paint, the timeout right after it.
  requestAnimationFrame(() =>
    setTimeout(() => {
      fetchPageCode();
      start();
    }, 0),
  );
}
