import { readFileSync } from 'node:fs';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import { fromRoot } from './paths.ts';

/**
 * Builds web/boot/page-starter.ts on its own, minified, into dist/web/.vite/page-starter.js (a dot folder: not
 * served as a file). The server writes it into the HTML of the pages it draws, allowed by its hash in the CSP
 * (server/web-ssr.ts); as a file of its own it would be one more request before the first photo.
 */
export function pageStarter(): Plugin {
  const source = fromRoot('web/boot/page-starter.ts');
  return {
    name: 'salone-page-starter',
    apply: 'build',
    async generateBundle() {
      const { code } = await transform(readFileSync(source, 'utf8'), { loader: 'ts', format: 'iife', minify: true, target: 'es2020', legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName: '.vite/page-starter.js', source: code.trim() });
    },
  };
}
