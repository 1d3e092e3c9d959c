// npm start: build the web app if needed and the server, then run the server (API + app) on one port.
import { spawn } from 'node:child_process';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { buildServer } from './build-server.mjs';

buildIfStale();
const serverBuild = await buildServer();

const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
