// npm run test:e2e: browser journeys in Debian's Chromium. A missing browser is a failure with a clear fix,
// never a silent pass.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

// Debian's headless shell first: it draws the same pages as Chromium with about a quarter less CPU (decision 0025).
const chrome = process.env.CHROME_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file));
if (!chrome || !existsSync(chrome)) {
  console.error(`Chromium was not found at ${chrome ?? '/usr/bin/chromium-headless-shell or /usr/bin/chromium'}.`);
  console.error('Install it with "sudo apt-get install -y chromium chromium-headless-shell" (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.');
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
