import type { Plugin } from 'vite';
import { BUILD_INFO_FILE } from '../../server/web-build-mode.ts';
import { builtWithoutMark } from '../../server/web-built-without.ts';

/**
 * Records the mode the build was made for in dist/web/.vite/build-info.json (server/web-build-mode.ts): Vite
 * makes a development bundle whenever NODE_ENV says development, and that bundle carries the demo passwords and
 * no service worker. A production server refuses one, and scripts/build-if-stale.mjs rebuilds when the mode
 * wanted differs.
 * A bench build made without some of the server's start-up pieces (VITE_WITHOUT, bench/ab.mjs) says so in its
 * index.html (server/web-built-without.ts); a normal build carries no mark.
 */
export function buildInfo(): Plugin {
  let mode = 'production';
  let mark = '';
  return {
    name: 'salone-build-info',
    apply: 'build',
    configResolved(config) {
      mode = config.isProduction ? 'production' : 'development';
      mark = builtWithoutMark(String(config.env.VITE_WITHOUT ?? '').split(','));
    },
    transformIndexHtml(html) {
      return mark ? html.replace('</head>', () => `${mark}</head>`) : html;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify({ mode })}\n` });
    },
  };
}
