// The server's route table read from Fastify's printRoutes tree, so a test can tell when a route is added.
import type { FastifyInstance } from 'fastify';

export interface RouteEntry { method: string; path: string }

/**
 * Every (method, full path) the app answers, HEAD left out (Fastify adds it to each GET). printRoutes draws a
 * tree, four characters per level, each line a path segment that continues its parent's.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const parents: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)(\/\S*) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    parents.length = depth;
    const path = parents.join('') + match[2]!;
    parents.push(match[2]!);
    for (const method of match[3]!.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
