// The app config written into the page says whether the development test logins work: only in development
// with the demo accounts present. Without demo data the home page's "Development Access" links would 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { buildApp } from '../../server/app.js';

const INDEX = '<!doctype html><html><head><title>Salone Homes</title></head><body><div id="root"></div></body></html>';
const distDir = mkdtempSync(path.join(tmpdir(), 'salone-web-'));
writeFileSync(path.join(distDir, 'index.html'), INDEX);
mkdirSync(path.join(distDir, '.vite'));
writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function appConfigOf(server: TestServer): Promise<Record<string, unknown>> {
  const web = await buildApp({ config: server.config, database: server.database, serveWeb: true, webDistDir: distDir, logger: false });
  try {
    const res = await web.inject({ method: 'GET', url: '/' });
    const json = /<script type="application\/json" id="app-config">(.*?)<\/script>/.exec(res.body)?.[1];
    return JSON.parse(json!);
  } finally {
    await web.close();
  }
}

describe('app config: test logins', () => {
  it('are offered in development when the demo accounts exist', async () => {
    const server = await startTestServer({ demo: true });
    try {
      const config = await appConfigOf(server);
      expect(config.testLogins).toBe(true);
      expect(config.demoAccounts).not.toBeNull();
    } finally {
      await server.close();
    }
  }, 120_000);

  it('are not offered when there is no demo data, though the server is in development', async () => {
    const server = await startTestServer();
    try {
      const config = await appConfigOf(server);
      expect(config.devMode).toBe(true);
      expect(config.testLogins).toBe(false);
      expect(config.demoAccounts).toBeNull();
    } finally {
      await server.close();
    }
  }, 120_000);
});
