// Server-written title and description for /prices and /prices/:area (issue 33, decision 0024), as /property/:id
// has them: a second app on the test database serves the web shell from a tiny fixture build.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { buildApp } from '../../server/app.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { refreshPriceGuides } from '../../server/features/prices/price-guide-refresh.js';

let server: TestServer;
let web: FastifyInstance;
let webUrl: string;
let distDir: string;

const INDEX = '<!doctype html><html><head><meta charset="utf-8"><title>Salone Homes</title><meta name="description" content="Houses, flats and land." /></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  server = await startTestServer();
  distDir = mkdtempSync(path.join(tmpdir(), 'salone-web-'));
  writeFileSync(path.join(distDir, 'index.html'), INDEX);
  web = await buildApp({ config: server.config, database: server.database, serveWeb: true, webDistDir: distDir, logger: false });
  webUrl = await web.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await web?.close();
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = async (pathname: string) => (await new ApiClient(webUrl).get(pathname)).text;

it('titles the guides list and a guide with its first figure; an unknown area keeps the plain page', async () => {
  for (const price of ['10000', '20000', '30000', '40000', '50000']) {
    const lister = await insertUser(server.database.db, { accountStatus: 'approved', passwordHash: 'x' });
    await insertListing(server.database.db, lister.id, { location: 'Lumley', propertyType: 'rent', propertyCategory: 'apartment', bedrooms: 2, priceUSD: null, priceSLL: price });
  }
  await refreshPriceGuides(server.database.db);
  expect(await page('/prices')).toContain('<title>Property price guides for Sierra Leone | Salone Homes</title>');
  const lumley = await page('/prices/lumley');
  expect(lumley).toContain('<title>Property prices in Lumley | Salone Homes</title>');
  expect(lumley).toContain('2-bedroom apartments for rent in Lumley: typically Le 20,000 to Le 40,000 a month, from 5 listings.');
  expect(lumley).not.toContain('Houses, flats and land.');
  expect(await page('/prices/atlantis')).toContain('<title>Salone Homes</title>');
});
