import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidSchema } from './ids';

describe('UUID_PATTERN', () => {
  const samples = [
    '0b6a4f0e-5c1d-4e7a-9f3b-2d8c1a7e6b54',
    '0B6A4F0E-5C1D-4E7A-9F3B-2D8C1A7E6B54',
    '00000000-0000-0000-0000-000000000000',
    '0b6a4f0e5c1d4e7a9f3b2d8c1a7e6b54',
    '0b6a4f0e-5c1d-4e7a-9f3b-2d8c1a7e6b5',
    '0b6a4f0e-5c1d-4e7a-9f3b-2d8c1a7e6b54a',
    'gb6a4f0e-5c1d-4e7a-9f3b-2d8c1a7e6b54',
    '------------------------------------',
    ' 0b6a4f0e-5c1d-4e7a-9f3b-2d8c1a7e6b54',
    '',
  ];

  it.each(samples)('agrees with the schemas on %j', (sample) => {
    expect(UUID_PATTERN.test(sample)).toBe(uuidSchema.safeParse(sample).success);
  });

  // The inbox's chunk imports the pattern and must not carry zod (some 70 KB) with it.
  it('leaves zod out of a bundle that imports only the pattern', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ids-bundle-'));
    try {
      const entry = path.join(dir, 'entry.ts');
      writeFileSync(entry, `export { UUID_PATTERN } from ${JSON.stringify(fileURLToPath(new URL('./ids.ts', import.meta.url)))};\n`);
      const { outputFiles } = await build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', minify: true, logLevel: 'silent' });
      expect(outputFiles[0]!.text.length).toBeLessThan(1_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
