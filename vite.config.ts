import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { apiProxy } from './build/vite-plugins/api-proxy.ts';
import { buildInfo } from './build/vite-plugins/build-info.ts';
import { leanLucideIcons } from './build/vite-plugins/lean-lucide-icons.ts';
import { pageStarter } from './build/vite-plugins/page-starter.ts';
import { precompress } from './build/vite-plugins/precompress.ts';
import { serverRenderer } from './build/vite-plugins/server-renderer.ts';

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

const PREACT_BUILD = process.env.WEB_RUNTIME !== 'react';

export default defineConfig(({ command, isSsrBuild }) => isSsrBuild ? {
  // The server renderer (build/vite-plugins/server-renderer.ts): every library bundled, so the Preact aliases reach
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
  plugins: [leanLucideIcons(), react(), tailwindcss(), pageStarter(), buildInfo(), precompress(), serverRenderer(PREACT_BUILD)],
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
          //  - everything start (web/boot/start.tsx) imports is one file with it (the shell, the router, the API
          //    client, cn, constants): cn, the API client and the constants were three files more on every page;
          //  - index.html's entry keeps Vite's preload helper, which start also uses, in its own small file, so
          //    that it never has to load start before the first paint (decision 0005, "Code after the first paint").
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            { name: 'web', test: /[\\/]web[\\/](index\.html|boot[\\/]main\.tsx|styles\.css)|vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 8 },
            { name: 'start', test: /[\\/]web[\\/]boot[\\/]start\.tsx$/, priority: 5 },
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
