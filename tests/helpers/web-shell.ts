// A second app on a test server's database that serves the web shell from a tiny fixture build, so the link
// preview tests need no `vite build`. The fixture carries the site-wide tags web/index.html has: a page's
// preview must replace them, not follow them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import type { TestServer } from './test-server.js';

export const SITE_TAGS = '<meta property="og:site_name" content="Salone Homes" /><meta property="og:type" content="website" />' +
  '<meta property="og:title" content="Salone Homes — Property in Sierra Leone" /><meta name="description" content="Houses, flats and land." />';
const INDEX = `<!doctype html><html><head><meta charset="utf-8"><title>Salone Homes</title>${SITE_TAGS}</head><body><div id="root"></div></body></html>`;

export interface WebShell { url: string; close: () => Promise<void> }

/** Serves the fixture shell over `server`'s database; `config` changes the app's settings (e.g. PUBLIC_URL). */
export async function startWebShell(server: TestServer, config: Partial<TestServer['config']> = {}): Promise<WebShell> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'salone-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  const web: FastifyInstance = await buildApp({ config: { ...server.config, ...config }, database: server.database, serveWeb: true, webDistDir: distDir, logger: false });
  const url = await web.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await web.close();
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}
