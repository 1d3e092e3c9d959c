// The fuzz test at bench scale: tests/api/fuzz.test.ts with FUZZ_REQUESTS (default 20,000) hostile requests,
// over PGlite, or PostgreSQL when DATABASE_URL is set. Prints the test's own figure line.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function runFuzz(requests = Number(process.env.FUZZ_REQUESTS ?? 20_000)) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'tests/api/fuzz.test.ts'], {
      cwd: ROOT,
      env: { ...process.env, FUZZ_REQUESTS: String(requests) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => { output += chunk; });
    child.stderr.on('data', (chunk) => { output += chunk; });
    child.on('exit', (code) => {
      const figure = /fuzz: \d+ requests[^\n]*/.exec(output)?.[0];
      resolve({ ok: code === 0, figure: figure ?? null, output });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runFuzz();
  console.log(result.figure ?? result.output);
  process.exit(result.ok ? 0 : 1);
}
