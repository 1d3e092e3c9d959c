// npm run dev: the API with restart on change (tsx watch) on PORT (5000) and Vite with hot reload on 5173,
// which proxies /api to the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './build-if-stale.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/main.ts'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(bin('vite'), ['--port', '5173', '--strictPort'], { cwd: ROOT, stdio: 'inherit' }),
];
console.log('API on http://localhost:5000 — open the app with hot reload on http://localhost:5173');
const stop = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
children.forEach((child) => child.on('exit', (code) => { stop('SIGTERM'); process.exit(code ?? 0); }));
