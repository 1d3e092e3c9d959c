// Builds the server (server/main.ts and what it imports from server/ and common/) into one ES module,
// dist/server/main.mjs, which `npm start`, the bench and the multi-process tests run (docs/decisions/0001).
// Packages stay in node_modules; only our own TypeScript is bundled, with types stripped and nothing renamed
// on purpose. Unlike tsx, it is built without esbuild's keepNames, whose `__name` wrapper costs an
// Object.defineProperty for every function the server creates while it runs. About half a second, so it is
// rebuilt on every start and can never be stale.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD = path.join(ROOT, 'dist/server/main.mjs');

export async function buildServer() {
  const { outputFiles } = await build({
    entryPoints: [path.join(ROOT, 'server/main.ts')],
    outfile: SERVER_BUILD,
    write: false,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Line numbers of errors in the logs map back to the TypeScript with `node --enable-source-maps`.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  mkdirSync(path.dirname(SERVER_BUILD), { recursive: true });
  // Each file written beside its target and renamed into place (the map first), so a server starting
  // meanwhile (two test files, or a second `npm start`) never loads a half-written file.
  const isMap = (file) => file.path.endsWith('.map');
  for (const file of [...outputFiles.filter(isMap), ...outputFiles.filter((f) => !isMap(f))]) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return SERVER_BUILD;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
