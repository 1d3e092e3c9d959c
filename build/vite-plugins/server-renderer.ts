import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { fromRoot } from './paths.ts';

/**
 * After the browser build, builds the server's renderer of the public pages (web/boot/entry-server.tsx →
 * dist/ssr/entry-server.js, loaded by server/web-ssr.ts), from the same sources and aliases, so the HTML the
 * server writes is what the browser's first render gives (docs/decisions/0005). A React build has none
 * (`preactBuild` false): its pages are drawn by the browser, and an older renderer is removed so it cannot be
 * paired with them.
 */
export function serverRenderer(preactBuild: boolean): Plugin {
  // The renderer sits beside the browser build it belongs to (dist/web → dist/ssr; server/web-ssr.ts looks
  // there). A build into another folder (CI's throwaway React build, the bench's A/B builds) leaves dist/ssr alone.
  let rendererDir = fromRoot('dist/ssr');
  return {
    name: 'salone-server-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      rendererDir = path.join(path.dirname(path.resolve(config.root, config.build.outDir)), 'ssr');
    },
    buildStart() {
      rmSync(rendererDir, { recursive: true, force: true });
    },
    async closeBundle() {
      if (!preactBuild) return;
      await build({
        configFile: fromRoot('vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: fromRoot('web/boot/entry-server.tsx'), outDir: rendererDir, emptyOutDir: true },
      });
    },
  };
}
