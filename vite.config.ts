import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { transform } from 'esbuild';
import { build, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { joinShapes, type IconData } from './web/lib/icons/icon-shapes.ts';
import { SERVER_RENDERED_PAGES } from './common/routes.ts';
import { BUILD_INFO_FILE } from './server/web-build-mode.ts';
import { isLoopbackAddress } from './server/lib/local-request.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Libraries every page needs and that change rarely: one long-cached chunk, so an app deploy does not make
// phones download React again. Everything else is split per page by the lazy routes in web/app.tsx.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|preact|@tanstack[\\/](query-core|react-query)|wouter|regexparam|use-sync-external-store)[\\/]|[\\/]web[\\/]lib[\\/]compat[\\/]/;

// Production runs on Preact through preact/compat (docs/decisions/0004-preact-in-production.md); development
// keeps React for its fast refresh and warnings. The browser journeys test the production build.
const PREACT_ALIASES = [
  { find: /^react$/, replacement: here('./web/lib/compat/react-on-preact.js') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * Every lucide-react icon module calls createLucideIcon from '../createLucideIcon.mjs' with its shapes. This
 * rewrites each icon module to call leanIcon (web/lib/icons/lean-icon.ts) with the shapes already joined into
 * one path (web/lib/icons/icon-shapes.ts), so the app draws each icon with one plain component and one path
 * (docs/decisions/0007-lean-icons.md) and a phone neither downloads nor runs the joining. A module it cannot
 * read keeps its call, pointed at lean-icon's createLucideIcon, which joins at run time. The app keeps
 * importing icons from 'lucide-react'.
 */
export function leanLucideIcons(): Plugin {
  const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
  const leanIcon = here('./web/lib/icons/lean-icon.ts');
  const ICON_DATA = /^const __iconData = (\{[\s\S]*?\n\});$/m;
  const ICON = /^const (\w+) = createLucideIcon\(__iconData\);$/m;
  return {
    name: 'salone-lean-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && LUCIDE_ICON_MODULE.test(importer)) return leanIcon;
      return null;
    },
    transform(code, id) {
      if (!LUCIDE_ICON_MODULE.test(id)) return null;
      const literal = ICON_DATA.exec(code)?.[1];
      const icon = ICON.exec(code)?.[1];
      if (!literal || !icon) return null;
      // The module's own object literal (names, numbers, strings and arrays only), read as lucide wrote it.
      const data = new Function(`return ${literal};`)() as IconData;
      const { d, others } = joinShapes(data.node);
      const kept = others.map(([tag, { key: _key, ...attrs }]) => [tag, attrs]);
      const args = [JSON.stringify(data.name), JSON.stringify(data.size ?? 24), JSON.stringify(d), ...(kept.length ? [JSON.stringify(kept)] : [])];
      return { code: `import { leanIcon } from ${JSON.stringify(leanIcon)};\nconst ${icon} = leanIcon(${args.join(', ')});\nexport { ${icon} as default };\n`, map: null };
    },
  };
}

/**
 * Writes .br (quality 11) and .gz (level 9) beside each built asset, once at build time. Served with
 * @fastify/static's `preCompressed`, a phone gets the smallest file without the server compressing on every
 * request (on-the-fly brotli runs at quality 4, which is about gzip's size).
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  let outDir = here('./dist/web');
  return {
    name: 'salone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const input = readFileSync(file);
        if (input.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(input, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(input, { level: 9 }));
      }
    },
  };
}

/**
 * Builds web/page-starter.ts on its own, minified, into dist/web/.vite/page-starter.js (a dot folder: not served
 * as a file). The server writes it into the HTML of the pages it draws, allowed by its hash in the CSP
 * (server/web-ssr.ts); as a file of its own it would be one more request before the first photo.
 */
const PAGE_STARTER_FILE = '.vite/page-starter.js';
function pageStarter(): Plugin {
  const source = here('./web/page-starter.ts');
  return {
    name: 'salone-page-starter',
    apply: 'build',
    async generateBundle() {
      const { code } = await transform(readFileSync(source, 'utf8'), { loader: 'ts', format: 'iife', minify: true, target: 'es2020', legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName: PAGE_STARTER_FILE, source: code.trim() });
    },
  };
}

/**
 * The chunks a public page runs as it starts: the entry and its runtime, the framework, the app's start, the
 * pages the server draws and their listing cards (names as Rolldown gives them: a chunk's group or its main
 * module; the browser journey in tests/e2e/server-rendered.e2e.ts fails if one of them is missed).
 */
const STARTUP_CHUNKS = new Set([
  'index', 'web', 'rolldown-runtime', 'framework', 'start', 'property-grid',
  ...[...SERVER_RENDERED_PAGES].map((page) => page.replace(/\.tsx$/, '')),
]);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the startup chunks with V8's explicit compile hint (Chrome 136+, ignored elsewhere): the browser compiles
 * all their functions with the script, on the thread that streams it in, instead of each one on the main thread
 * the first time it runs, inside the tasks that take the page over (docs/decisions/0005, "Compile hints").
 * Added last, to the finished code (the hint must open the file), so the one added line shifts a source map.
 */
function compileHints(): Plugin {
  return {
    name: 'salone-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !STARTUP_CHUNKS.has(chunk.name)) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * Records the mode the build was made for in dist/web/.vite/build-info.json (server/web-build-mode.ts): Vite
 * makes a development bundle whenever NODE_ENV says development, and that bundle carries the demo passwords and
 * no service worker. A production server refuses one, and scripts/build-if-stale.mjs rebuilds when the mode
 * wanted differs.
 */
function buildInfo(): Plugin {
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

/**
 * `npm run dev` and `vite preview` pass /api to the server on this machine (127.0.0.1, where a development server
 * listens). The proxy connects from loopback: a browser on another machine (vite --host) is named in
 * X-Forwarded-For, so the server's development features still answer only this machine (server/lib/local-request.ts).
 */
const apiProxy: ProxyOptions = {
  target: 'http://127.0.0.1:5000',
  changeOrigin: false,
  configure(proxy) {
    proxy.on('proxyReq', (proxyRequest, request) => {
      const client = request.socket.remoteAddress;
      if (!isLoopbackAddress(client)) proxyRequest.setHeader('x-forwarded-for', client ?? 'unknown');
    });
  },
};

const PREACT_BUILD = process.env.WEB_RUNTIME !== 'react';
export const SSR_DIST = here('./dist/ssr');

/**
 * After the browser build, builds the server's renderer of the public pages (web/entry-server.tsx →
 * dist/ssr/entry-server.js, loaded by server/web-ssr.ts), from the same sources and aliases, so the HTML the
 * server writes is what the browser's first render gives (docs/decisions/0005). A React build has none: its
 * pages are drawn by the browser, and an older renderer is removed so it cannot be paired with them.
 */
function serverRenderer(): Plugin {
  // The renderer sits beside the browser build it belongs to (dist/web → dist/ssr; server/web-ssr.ts looks
  // there). A build into another folder (CI's throwaway React build) must not touch dist/ssr.
  let rendererDir = SSR_DIST;
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
      if (!PREACT_BUILD) return;
      await build({
        configFile: here('./vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: here('./web/entry-server.tsx'), outDir: rendererDir, emptyOutDir: true },
      });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => isSsrBuild ? {
  // The server renderer (see serverRenderer above): every library bundled, so the Preact aliases reach
  // Radix, TanStack Query and wouter as they do in the browser build.
  root: here('./web'),
  resolve: { alias: [{ find: /^react$/, replacement: here('./web/lib/compat/react-on-preact-server.js') }, ...PREACT_ALIASES.slice(1)] },
  plugins: [leanLucideIcons(), react()],
  ssr: { noExternal: true },
  build: { target: 'node20', minify: false, copyPublicDir: false, rolldownOptions: { output: { format: 'es' } } },
} : {
  root: here('./web'),
  resolve: { alias: command === 'build' && PREACT_BUILD ? PREACT_ALIASES : [] },
  publicDir: here('./web/public'),
  plugins: [leanLucideIcons(), react(), tailwindcss(), pageStarter(), compileHints(), buildInfo(), precompress(), serverRenderer()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the server reads it to preload the code of the page being opened.
    manifest: true,
    // Phones in use in Sierra Leone run a wide spread of Android Chrome versions: keep the baseline modest.
    target: ['es2020', 'chrome87', 'safari14', 'firefox78'],
    cssCodeSplit: true,
    reportCompressedSize: true,
    rolldownOptions: {
      // An app, not a library: nobody imports the entry's exports, so Rolldown may reshape chunks freely.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared code left to automatic splitting becomes many small files, each a request with its own headers
          // and its own compression: on a first visit every file costs about 350 bytes more than its code. So:
          //  - chunks of shared code under 8 KB (of source, before minifying) are copied into the files that use
          //    them (experimental in Rolldown: it needs preserveEntrySignatures false and turns on
          //    strictExecutionOrder; a registry keeps one copy of each module's state). Raised from 3 KB on
          //    2026-11-26: the listing cards' helpers then travel in one file with the grid instead of three,
          //    for about 1.3 KB more when a reader goes on from / to /search and a listing (decision 0005);
          //  - everything start (web/start.tsx) imports is one file with it (the shell, the router, the API
          //    client, cn, constants): cn, the API client and the constants were three files more on every page;
          //  - index.html's entry keeps Vite's preload helper, which start also uses, in its own small file, so
          //    that it never has to load start before the first paint (decision 0005, "Code after the first paint").
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            { name: 'web', test: /[\\/]web[\\/](index\.html|main\.tsx|styles\.css)|vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 8 },
            { name: 'start', test: /[\\/]web[\\/]start\.tsx$/, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiProxy },
  },
  preview: {
    proxy: { '/api': apiProxy },
  },
});
