import type { Plugin } from 'vite';
import { SERVER_RENDERED_PAGES } from '../../common/routes.ts';

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
 * the first time it runs, inside the tasks that take the page over (docs/decisions/0005).
 * Added last, to the finished code (the hint must open the file), so the one added line shifts a source map.
 */
export function compileHints(): Plugin {
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
