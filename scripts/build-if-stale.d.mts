/** The repository's root folder. */
export const ROOT: string;
export type WebBuildMode = 'production' | 'development';
/** The mode `vite build` makes with this environment's NODE_ENV. */
export function wantedBuildMode(env?: Record<string, string | undefined>): WebBuildMode;
/** The mode the build in `webDist` recorded, or null. */
export function recordedBuildMode(webDist: string): WebBuildMode | null;
/** Why `root`'s dist/web must be built again for `mode`, or null when it is up to date. */
export function whyRebuild(options?: { root?: string; mode?: WebBuildMode }): string | null;
/** Builds the web app when whyRebuild gives a reason (exits on a failed build). */
export function buildIfStale(): void;
