// npm start: build the web app if needed, then run the server (API + app) on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

buildIfStale();

const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
