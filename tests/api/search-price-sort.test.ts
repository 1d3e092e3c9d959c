// Price sorts pick their page through each currency's price index and merge (search.price.ts, decision 0010).
// Every page of every price sort must be exactly the page of one plain sort by the comparable price: dollar and
// leone listings merged through the rate, ties newest first, unpriced last, in both directions and currencies,
// with and without a price bound, whichever branch a page boundary falls in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { findCurrentRate } from '../../server/features/exchange-rate/exchange-rate.queries.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

interface Made { id: string; usd: number | null; sll: number | null; createdAt: number }

/** A small deterministic generator, so a failure can be replayed. */
function randomSequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return Math.floor(state / 65_536) % n; // the high bits: an LCG's low bits repeat with a short period
  };
}

const PLACE = 'Kabala';
const made: Made[] = [];
let sllPerUsd = 0;

beforeAll(async () => {
  const db = server.database.db;
  sllPerUsd = (await findCurrentRate(db)).sllPerUsd;
  const lister = await insertUser(db, { userType: 'owner', accountStatus: 'approved' });
  const next = randomSequence(20261126);
  const base = Date.UTC(2026, 0, 1);
  // Few distinct amounts, so many listings tie within a currency; leone amounts chosen away from the dollar
  // ones, so no dollar and leone price tie after conversion (numeric division is not exact).
  const usdAmounts = [150, 400, 400, 1_200, 95_000, 250_000];
  const sllAmounts = [5_000, 12_345, 12_345, 3_000_000, 7_777_777];
  for (let i = 0; i < 40; i += 1) {
    const kind = next(4); // 0: dollars only, 1: leones only, 2: both, 3: price on request
    const usd = kind === 0 || kind === 2 ? usdAmounts[next(usdAmounts.length)]! : null;
    const sll = kind === 1 || kind === 2 ? sllAmounts[next(sllAmounts.length)]! : null;
    const createdAt = base + next(30) * 3_600_000; // some share their time too: then the id decides
    const row = await insertListing(db, lister.id, {
      location: PLACE, priceUSD: usd === null ? null : usd.toFixed(2), priceSLL: sll === null ? null : sll.toFixed(2),
      priceOnRequest: kind === 3, createdAt: new Date(createdAt),
    });
    made.push({ id: row.id, usd, sll, createdAt });
  }
});

/** The reference: one comparable amount per listing, sorted in memory. */
function expectedOrder(sort: 'price_asc' | 'price_desc', currency: 'USD' | 'SLL', keep: (m: Made) => boolean): string[] {
  const amount = (m: Made) => {
    const [own, other] = currency === 'USD' ? [m.usd, m.sll] : [m.sll, m.usd];
    if (own) return own;
    if (other) return currency === 'USD' ? other / sllPerUsd : other * sllPerUsd;
    return null;
  };
  const sign = sort === 'price_asc' ? 1 : -1;
  return made.filter(keep).sort((a, b) => {
    const x = amount(a);
    const y = amount(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * (x - y);
    }
    if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
    return a.id < b.id ? 1 : -1;
  }).map((m) => m.id);
}

async function allPages(query: string, pageSize: number): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; offset < made.length + pageSize; offset += pageSize) {
    const res = await new ApiClient(server.url).get(`/api/properties/search?location=${PLACE}&${query}&limit=${pageSize}&offset=${offset}`);
    expect(res.status, res.text).toBe(200);
    ids.push(...(res.body.items as { id: string }[]).map((l) => l.id));
  }
  return ids;
}

describe('price sorts at every page boundary', () => {
  it.each([
    ['price_asc', 'USD'], ['price_desc', 'USD'], ['price_asc', 'SLL'], ['price_desc', 'SLL'],
  ] as const)('%s in %s: every page as one sort of all matches would give it', async (sort, currency) => {
    const expected = expectedOrder(sort, currency, () => true);
    // Unpriced listings are there, and last.
    expect(made.some((m) => m.usd === null && m.sll === null)).toBe(true);
    for (const pageSize of [1, 7, 40]) {
      expect(await allPages(`sort=${sort}&currency=${currency}`, pageSize)).toEqual(expected);
    }
  });

  it.each([
    ['price_asc', 'USD', 'minPriceUsd=300'], ['price_desc', 'USD', 'minPriceUsd=300'], ['price_asc', 'USD', 'maxPriceUsd=1000'],
    // A leone bound while sorting in dollars, and leones both ways.
    ['price_asc', 'USD', 'minPriceSll=100000'], ['price_desc', 'SLL', 'maxPriceSll=5000000'],
  ] as const)('%s in %s with %s: only priced matches, in order', async (sort, currency, bound) => {
    const [name, value] = bound.split('=') as [string, string];
    const limit = Number(value);
    const inRange = (n: number) => (name.startsWith('min') ? n >= limit : n <= limit);
    // A listing's own price in the bound's currency decides; one without it is judged by its converted price.
    const keep = name.endsWith('Usd')
      ? (m: Made) => (m.usd ? inRange(m.usd) : m.sll ? inRange(m.sll / sllPerUsd) : false)
      : (m: Made) => (m.sll ? inRange(m.sll) : m.usd ? inRange(m.usd * sllPerUsd) : false);
    const expected = expectedOrder(sort, currency, keep);
    expect(expected.length).toBeGreaterThan(5);
    expect(expected.length).toBeLessThan(made.length);
    const currencyParam = currency === 'SLL' ? '&currency=SLL' : '';
    expect(await allPages(`sort=${sort}${currencyParam}&${bound}`, 5)).toEqual(expected);
  });
});
