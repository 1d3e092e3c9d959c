// npm run test:e2e: browser journeys in Chromium (scripts/journey-browser.mjs says which). A missing browser is
// a failure with a clear fix, never a silent pass.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { findJourneyBrowser } from './journey-browser.mjs';

let chrome;
try {
  chrome = findJourneyBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
console.log(`Browser journeys in ${chrome}`);
buildIfStale();
const result = spawnSync(path.join(ROOT, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
