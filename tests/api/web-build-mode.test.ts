// The build knows its mode (issue 28): `NODE_ENV=development npm start` then `NODE_ENV=production npm start`
// served the development bundle (demo passwords inside, no service worker), since only file times were checked.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { buildApp } from '../../server/app.js';
import { BUILD_INFO_FILE } from '../../server/web-build-mode.js';
import { wantedBuildMode, whyRebuild } from '../../scripts/build-if-stale.mjs';

const INDEX = '<!doctype html><html><head><title>Salone Homes</title></head><body><div id="root"></div></body></html>';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A project folder with one source file and a web build made after it, recording `mode` (or nothing). */
function fixtureProject(mode: 'production' | 'development' | null) {
  const root = mkdtempSync(path.join(tmpdir(), 'salone-build-mode-'));
  folders.push(root);
  const source = path.join(root, 'web', 'main.tsx');
  const webDist = path.join(root, 'dist', 'web');
  mkdirSync(path.dirname(source), { recursive: true });
  mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  writeFileSync(source, 'export {};\n');
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  if (mode) writeFileSync(path.join(webDist, BUILD_INFO_FILE), JSON.stringify({ mode }));
  const hourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(source, hourAgo, hourAgo);
  utimesSync(path.dirname(source), hourAgo, hourAgo);
  return { root, source, webDist };
}

describe('build-if-stale', () => {
  it('wants the mode vite build makes: production unless NODE_ENV names another', () => {
    expect([{}, { NODE_ENV: '' }, { NODE_ENV: 'production' }].map(wantedBuildMode)).toEqual(['production', 'production', 'production']);
    expect([{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }].map(wantedBuildMode)).toEqual(['development', 'development']);
  });

  it('rebuilds a build made for the other mode, or one that does not say, though it is newer than its sources', () => {
    const production = fixtureProject('production');
    expect(whyRebuild({ root: production.root, mode: 'production' })).toBeNull();
    expect(whyRebuild({ root: production.root, mode: 'development' })).toBe('dist/web was built for production, and development is wanted');
    expect(whyRebuild({ root: fixtureProject('development').root, mode: 'production' })).toBe('dist/web was built for development, and production is wanted');
    expect(whyRebuild({ root: fixtureProject(null).root, mode: 'production' })).toBe('dist/web was built for an unrecorded mode, and production is wanted');
  });

  it('still rebuilds a build older than its sources, or none', () => {
    const project = fixtureProject('production');
    utimesSync(project.source, new Date(), new Date(Date.now() + 60_000));
    expect(whyRebuild({ root: project.root, mode: 'production' })).toBe('dist/web is older than its sources');
    rmSync(project.webDist, { recursive: true });
    expect(whyRebuild({ root: project.root, mode: 'production' })).toBe('dist/web is missing');
  });
});

describe('a production server', () => {
  let production: TestServer;
  beforeAll(async () => { production = await startTestServer({ env: { NODE_ENV: 'production' } }); }, 120_000);
  afterAll(async () => { await production?.close(); });
  const serve = (webDistDir: string, server = production) => buildApp({ config: server.config, database: server.database, serveWeb: true, webDistDir, logger: false });

  it('refuses to start on a development build, and says why and what to do', async () => {
    const { webDist } = fixtureProject('development');
    await expect(serve(webDist)).rejects.toThrow(/was made for development .*demo passwords.*`npm run build` \(NODE_ENV unset or production\), or start with `npm start`/);
  });

  it('refuses a build that does not say which mode it was made for', async () => {
    await expect(serve(fixtureProject(null).webDist)).rejects.toThrow(/does not say which mode it was made for/);
  });

  it('serves a production build', async () => {
    const web = await serve(fixtureProject('production').webDist);
    try {
      expect((await web.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
    } finally {
      await web.close();
    }
  });

  it('is the only one that cares: a development server serves a development build', async () => {
    const development = await startTestServer();
    try {
      const web = await serve(fixtureProject('development').webDist, development);
      expect((await web.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
      await web.close();
    } finally {
      await development.close();
    }
  }, 120_000);
});
