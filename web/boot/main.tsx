// The entry index.html loads. Kept tiny. On a page the server drew with its content (server/web-ssr.ts), it is
// not in the HTML: web/boot/page-starter.ts adds it once the page is painted with its first photo, so on a slow link
// the stylesheet and that photo have the line to themselves (docs/decisions/0005). Other pages load it at once;
// the server has already asked the browser to fetch the page's code.
import '../styles.css';

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

linkManifest();
void import('./start');
