import type { Plugin } from 'vite';
import { BUILD_INFO_FILE } from '../../server/web-build-mode.ts';

/**
 * Records the mode the build was made for in dist/web/.vite/build-info.json (server/web-build-mode.ts): Vite
 * makes a development bundle whenever NODE_ENV says development, and that bundle carries the demo passwords and
 * no service worker. A production server refuses one, and scripts/build-if-stale.mjs rebuilds when the mode
 * wanted differs.
 */
export function buildInfo(): Plugin {
  let mode = 'production';
  return {
    name: 'salone-build-info',
    apply: 'build',
    configResolved(config) {
      mode = config.isProduction ? 'production' : 'development';
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: `${JSON.stringify({ mode })}\n` });
    },
  };
}
