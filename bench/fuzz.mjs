// The fuzz test at bench scale: tests/api/fuzz.test.ts with FUZZ_REQUESTS (default 20,000) hostile requests,
// over PGlite, or PostgreSQL when DATABASE_URL is set. Prints the test's own figure line.
import { runTestFile } from './vitest-run.mjs';

export async function runFuzz(requests = Number(process.env.FUZZ_REQUESTS ?? 20_000)) {
  const result = await runTestFile('tests/api/fuzz.test.ts', { FUZZ_REQUESTS: String(requests) });
  return { ...result, figure: /fuzz: \d+ requests[^\n]*/.exec(result.output)?.[0] ?? null };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runFuzz();
  console.log(result.figure ?? result.output);
  process.exit(result.ok ? 0 : 1);
}
