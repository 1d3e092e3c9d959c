// Server-written title and description for /prices and /prices/:area (issue 33, decision 0024), as /property/:id
// has them: a second app on the test database serves the web shell from a tiny fixture build.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startWebShell, type WebShell } from '../helpers/web-shell.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { refreshPriceGuides } from '../../server/features/prices/price-guide-refresh.js';

let server: TestServer;
let shell: WebShell;
let webUrl: string;

beforeAll(async () => {
  server = await startTestServer();
  shell = await startWebShell(server);
  webUrl = shell.url;
});
afterAll(async () => {
  await shell?.close();
  await server?.close();
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
