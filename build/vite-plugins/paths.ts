import { fileURLToPath } from 'node:url';

/** A path inside the project, from its root (this folder is build/vite-plugins). */
export const fromRoot = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

