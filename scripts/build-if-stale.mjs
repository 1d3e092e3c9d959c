// Builds the web app when dist/web is missing, older than any of its sources, or made for another mode.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['web', 'build', 'common', 'vite.config.ts', 'package-lock.json'];
// Written by build/vite-plugins/build-info.ts; the server reads it too (server/web-build-mode.ts, BUILD_INFO_FILE).
const BUILD_INFO_FILE = '.vite/build-info.json';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * The mode `vite build` makes in this environment, as Vite decides it: a production bundle unless NODE_ENV names
 * another mode (development and test both give a development bundle).
 */
export function wantedBuildMode(env = process.env) {
  return !env.NODE_ENV || env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** The mode the build in `webDist` recorded, or null (none recorded: an older build). */
export function recordedBuildMode(webDist) {
  try {
    const { mode } = JSON.parse(readFileSync(path.join(webDist, BUILD_INFO_FILE), 'utf8'));
    return mode === 'production' || mode === 'development' ? mode : null;
  } catch {
    return null;
  }
}

/**
 * Why the web build must be made again, or null when it is up to date. A build made for another mode counts as
 * stale: `NODE_ENV=development npm start` then `NODE_ENV=production npm start` once served the development
 * bundle (demo passwords inside, no service worker), since only file times were compared.
 */
export function whyRebuild({ root = ROOT, mode = wantedBuildMode() } = {}) {
  const webDist = path.join(root, 'dist/web');
  const built = path.join(webDist, 'index.html');
  if (!existsSync(built)) return 'dist/web is missing';
  const recorded = recordedBuildMode(webDist);
  if (recorded !== mode) return `dist/web was built for ${recorded ?? 'an unrecorded mode'}, and ${mode} is wanted`;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > builtAt) ? 'dist/web is older than its sources' : null;
}

export function buildIfStale() {
  const reason = whyRebuild();
  if (!reason) return;
  console.log(`Building the web app for ${wantedBuildMode()} (${reason})...`);
  const vite = path.join(ROOT, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed: see the errors above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
