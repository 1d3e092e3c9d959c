// Decision 0010: public reads are cached in each server process, keyed by the listing generation in the
// database. A write through one server must show up at once in another server's cached list, search and stats.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { startSecondServer, type SecondServer } from '../helpers/second-server.js';
import {
  adminClient, approvedLister, createListing, listingBody, publishListing, registerUser, reviewListing, setAccountStatus,
  type SignedIn,
} from '../helpers/listing-helpers.js';
import { uniqueSuffix } from '../../server/db/factories.js';

let a: TestServer;
let b: SecondServer;

beforeAll(async () => {
  a = await startTestServer();
  b = await startSecondServer(a);
});

afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** What a visitor of server B sees: the home list's ids, the search's ids and the stats total. */
async function seenOnB(word: string) {
  const visitor = new ApiClient(b.url);
  const [list, search, stats] = await Promise.all([
    visitor.get('/api/properties?status=approved&limit=100'),
    visitor.get(`/api/properties/search?q=${word}`),
    visitor.get('/api/properties/stats'),
  ]);
  for (const res of [list, search, stats]) expect(res.status, res.text).toBe(200);
  return {
    list: (list.body as { id: string }[]).map((l) => l.id),
    listTotal: Number(list.headers.get('x-total-count')),
    search: (search.body.items as { id: string }[]).map((l) => l.id),
    total: stats.body.total as number,
  };
}

describe('public reads cached per server, over one database', () => {
  let lister: SignedIn;
  let id: string;
  let word: string;
  let admin: ApiClient;

  beforeAll(async () => {
    lister = await approvedLister(a);
    admin = await adminClient(a);
    word = `zebrawood${uniqueSuffix().replace(/\W/g, '')}`;
    id = (await createListing(lister.api, { description: `A house with ${word} floors, a generator and a borehole.` })).id;
  });

  it('a listing approved through A is in B\'s list, search and stats at once, though B had cached them', async () => {
    const before = await seenOnB(word);
    expect(before.list).not.toContain(id);
    expect(before.search).toEqual([]);
    // Read twice: the second answer comes from B's cache.
    expect(await seenOnB(word)).toEqual(before);

    await reviewListing(admin, id, 'approved');
    const after = await seenOnB(word);
    expect(after.list).toContain(id);
    expect(after.listTotal).toBe(before.listTotal + 1);
    expect(after.search).toEqual([id]);
    expect(after.total).toBe(before.total + 1);
  });

  it('archive and restore through A show on B at once', async () => {
    await seenOnB(word);
    const archived = await lister.api.patch(`/api/properties/${id}/archive`);
    expect(archived.status, archived.text).toBe(200);
    const gone = await seenOnB(word);
    expect(gone.list).not.toContain(id);
    expect(gone.search).toEqual([]);

    const restored = await lister.api.patch(`/api/properties/${id}/restore`);
    expect(restored.status, restored.text).toBe(200);
    const back = await seenOnB(word);
    expect(back.list).toContain(id);
    expect(back.search).toEqual([id]);
    expect(back.total).toBe(gone.total + 1);
  });

  it('the lister\'s account rejected through A takes the listing off B at once', async () => {
    const live = await seenOnB(word);
    expect(live.search).toEqual([id]);
    await setAccountStatus(admin, lister.user.id, 'rejected', 'Documents do not match');
    const held = await seenOnB(word);
    expect(held.list).not.toContain(id);
    expect(held.search).toEqual([]);
    expect(held.total).toBe(live.total - 1);
  });

  it('a deleted listing leaves B at once', async () => {
    const other = await approvedLister(a);
    const created = await createListing(other.api, { description: `Another ${word} house with a borehole.` });
    await reviewListing(admin, created.id, 'approved');
    expect((await seenOnB(word)).search).toEqual([created.id]);
    const deleted = await other.api.delete(`/api/properties/${created.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    const after = await seenOnB(word);
    expect(after.search).toEqual([]);
    expect(after.list).not.toContain(created.id);
  });
});

describe('a live listing\'s detail, cached per server', () => {
  const detailOnB = (id: string, api = new ApiClient(b.url)) => api.get(`/api/properties/${id}`);

  it('shows a price cut through A on B at once, and leaves B when the account is suspended', async () => {
    const lister = await approvedLister(a);
    const live = await publishListing(a, lister);
    // Read twice: the second answer comes from B's cache.
    expect((await detailOnB(live.id)).body.priceUSD).toBe(live.priceUSD);
    expect((await detailOnB(live.id)).body.title).toBe(live.title);

    const cut = await lister.api.put(`/api/properties/${live.id}`, listingBody({
      title: live.title, description: live.description, address: live.address, location: live.location,
      propertyCategory: live.propertyCategory, priceUSD: 99000, images: live.photos.map((p: { id: string }) => p.id),
    }));
    expect(cut.status, cut.text).toBe(200);
    expect((await detailOnB(live.id)).body).toMatchObject({ priceUSD: '99000.00', isPriceReduced: true });

    await setAccountStatus(await adminClient(a), lister.user.id, 'rejected', 'Documents do not match');
    expect((await detailOnB(live.id)).status).toBe(404);
  });

  it('counts each viewer once and answers with the exact count, though the listing is cached', async () => {
    const lister = await approvedLister(a);
    const live = await publishListing(a, lister);
    const visitor = new ApiClient(b.url);
    expect((await detailOnB(live.id, visitor)).body.viewCount).toBe(1);
    expect((await detailOnB(live.id, visitor)).body.viewCount).toBe(1);
    const seeker = await registerUser(a, 'seeker');
    expect((await detailOnB(live.id, new ApiClient(b.url, { cookie: seeker.api.cookieHeader }))).body.viewCount).toBe(2);
    // A's cache has not seen the listing since; A reads the same count.
    expect((await new ApiClient(a.url).get(`/api/properties/${live.id}`)).body.viewCount).toBe(2);
  });

  it('gives the lister and admins their private view, never the cached public one, and counts no view of theirs', async () => {
    const lister = await approvedLister(a);
    const live = await publishListing(a, lister);
    expect((await detailOnB(live.id)).body).toMatchObject({ inquiryCount: null, flags: null, viewCount: 1 });

    const own = await detailOnB(live.id, new ApiClient(b.url, { cookie: lister.api.cookieHeader }));
    expect(own.body).toMatchObject({ inquiryCount: 0, viewCount: 1 });
    const admin = await adminClient(a);
    const staff = await detailOnB(live.id, new ApiClient(b.url, { cookie: admin.cookieHeader }));
    expect(staff.body.flags).toEqual(expect.any(Array));
    expect(staff.body.viewCount).toBe(1);
    // And a visitor after them still gets the public view.
    expect((await detailOnB(live.id)).body).toMatchObject({ inquiryCount: null, flags: null });
  });
});

/** The raw bytes and headers of a GET, without fetch's own decompression. */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('cached answers, compressed once per entry', () => {
  it.each([
    ['br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => gunzipSync(b)],
  ] as const)('sends %s to a client that accepts it: the same JSON, the same bytes from the cache', async (encoding, decode) => {
    const lister = await approvedLister(a);
    for (let i = 0; i < 3; i += 1) await publishListing(a, lister);
    const url = `${b.url}/api/properties/search?limit=24`;
    const plain = await rawGet(url, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const first = await rawGet(url, `${encoding}, deflate`);
    const second = await rawGet(url, `${encoding}, deflate`);
    expect(first.headers['content-encoding']).toBe(encoding);
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decode(first.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('leaves a small answer uncompressed, and still says it varies by encoding', async () => {
    const res = await rawGet(`${b.url}/api/properties/search?q=nothingmatchesthisword`, 'br, gzip');
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(res.body.toString())).toMatchObject({ items: [], total: 0 });
  });
});

describe('the listing generation', () => {
  it('moves with a review but not with a listing view, so views do not empty every cache', async () => {
    const lister = await approvedLister(a);
    const created = await createListing(lister.api);
    const admin = await adminClient(a);
    const beforeReview = await a.database.generation.current();
    await reviewListing(admin, created.id, 'approved');
    const afterReview = await a.database.generation.current();
    expect(afterReview).toBeGreaterThan(beforeReview);

    const view = await new ApiClient(a.url).get(`/api/properties/${created.id}`, { 'user-agent': `viewer ${uniqueSuffix()}` });
    expect(view.status).toBe(200);
    expect(view.body.viewCount).toBe(1);
    expect(await a.database.generation.current()).toBe(afterReview);
  });
});
