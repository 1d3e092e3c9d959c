import { fileURLToPath } from 'node:url';

/** A path inside the project, from its root (this folder is build/vite-plugins). */
export const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));


/** Whether this build leaves out `piece` (VITE_WITHOUT=compile-hints,...: the bench's A/B builds, bench/ab.mjs). */
export const builtWithout = (piece: string) => (process.env.VITE_WITHOUT ?? '').split(',').includes(piece);
