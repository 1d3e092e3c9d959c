import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';

// location= filters by the listing's place and the district or region it is in, never by words of the
// street address: a plot on "Kissy Town Road, Bo" is in Bo, a junction on the "Bo-Freetown Highway" in Moyamba.
let server: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const owner = await insertUser(db, { accountStatus: 'approved', passwordHash: 'x' });
  const listings: Record<string, { address: string; location: string }> = {
    boPlot: { address: 'Kissy Town Road, Bo', location: 'Bo' },
    moyamba: { address: 'Moyamba Junction, Bo-Freetown Highway', location: 'Moyamba' },
    kissy: { address: '4 Bai Bureh Road', location: 'Kissy' },
    wilberforce: { address: '9 Wilberforce Street', location: 'Wilberforce' },
    koidu: { address: '5 Masingbi Road', location: 'Koidu' },
    york: { address: 'Beach Road', location: 'York' },
  };
  for (const [key, fields] of Object.entries(listings)) ids[key] = (await insertListing(db, owner.id, { ...fields, title: key, status: 'approved' })).id;
});
afterAll(async () => { await server?.close(); });

async function found(location: string): Promise<string[]> {
  const res = await new ApiClient(server.url).get(`/api/properties/search?location=${encodeURIComponent(location)}`);
  expect(res.status, res.text).toBe(200);
  const byId = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
  return (res.body as { items: { id: string }[] }).items.map((item) => byId[item.id]!).sort();
}

describe('location search', () => {
  it('finds by place, not by words of the street address', async () => {
    expect(await found('Kissy')).toEqual(['kissy']);
    expect(await found('Bo')).toEqual(['boPlot']);
  });

  it('Freetown covers its neighbourhoods and nothing on a road named after it', async () => {
    expect(await found('Freetown')).toEqual(['kissy', 'wilberforce']);
  });

  it('a district or region covers all of its places', async () => {
    expect(await found('Southern Province')).toEqual(['boPlot', 'moyamba']);
    expect(await found('Kono District')).toEqual(['koidu']);
    expect(await found('Peninsular')).toEqual(['york']);
  });

  it('forgives a misspelt or alternative town name, and finds nothing for an unknown one', async () => {
    expect(await found('Freetwon')).toEqual(['kissy', 'wilberforce']);
    expect(await found('sefadu')).toEqual(['koidu']);
    expect(await found('Kono')).toEqual(['koidu']);
    expect(await found('Atlantis')).toEqual([]);
  });

  it('finds nothing, without an error, for names that are keys of every JavaScript object', async () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      const res = await new ApiClient(server.url).get(`/api/properties/search?location=${name}`);
      expect(res.status, name).toBe(200);
      expect(res.body.items, name).toEqual([]);
    }
  });
});
