// A web build made with NODE_ENV=development carries the demo accounts' passwords and no service worker, and
// once `NODE_ENV=production npm start` served one because the build was only checked for being recent (issue 28).
// `vite build` records the mode it built for (build/vite-plugins/build-info.ts); a production server reads it here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where the build records its mode (a dot folder: the server never serves it). scripts/build-if-stale.mjs reads it too. */
export const BUILD_INFO_FILE = '.vite/build-info.json';

const buildInfoSchema = z.object({ mode: z.enum(['production', 'development']) });
export type WebBuildMode = z.infer<typeof buildInfoSchema>['mode'];

/** The mode the build in `webDist` was made for, or null when it does not say (an older build, or not Vite's). */
export function readWebBuildMode(webDist: string): WebBuildMode | null {
  const file = path.join(webDist, BUILD_INFO_FILE);
  if (!existsSync(file)) return null;
  try {
    const parsed = buildInfoSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data.mode : null;
  } catch {
    return null;
  }
}

const HOW_TO_FIX =
  'Build it for production with `npm run build` (NODE_ENV unset or production), or start with `npm start`, which ' +
  'rebuilds it when needed.';

/** Throws, saying why and what to do, unless the build in `webDist` says it was made for production. */
export function requireProductionBuild(webDist: string): void {
  const mode = readWebBuildMode(webDist);
  if (mode === 'production') return;
  const what =
    mode === 'development'
      ? 'was made for development (NODE_ENV was not production when it was built): it carries the demo passwords and no service worker'
      : `does not say which mode it was made for (no readable ${BUILD_INFO_FILE}: it is older than that record, or not from vite build)`;
  throw new Error(`The web build in ${webDist} ${what}, so a production server will not serve it. ${HOW_TO_FIX}`);
}
