// The site's own address (for share links), in the browser and in the server renderer alike: a link drawn
// on the server must read as the browser would draw it, or the hydrated page would keep the server's.
let originForServerRender = '';

/** Set by the server renderer (web/boot/entry-server.tsx) for each page it draws. */
export function setSiteOriginForServerRender(origin: string): void {
  originForServerRender = origin;
}

/** `https://example.org`: the browser's address, or the one the server was asked by. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? originForServerRender : window.location.origin;
}
