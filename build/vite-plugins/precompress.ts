import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br (quality 11) and .gz (level 9) beside each built asset, once at build time. Served with
 * @fastify/static's `preCompressed`, a phone gets the smallest file without the server compressing on every
 * request (on-the-fly brotli runs at quality 4, which is about gzip's size).
 */
export function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  let outDir = '';
  return {
    name: 'salone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const input = readFileSync(file);
        if (input.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(input, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(input, { level: 9 }));
      }
    },
  };
}
