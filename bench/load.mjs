// Mixed load against PostgreSQL: browse, search, listing detail, sign-in and sending a message, as many people
// behind one proxy (TRUST_PROXY=1 and a different X-Forwarded-For per request, so per-address limits apply per
// person, as in production). Finds the highest rate with 0 errors and p99 ≤ 250 ms in 10 s steps, then holds it
// for 60 s and prints the figure. Needs DATABASE_URL (a database is made for the run and dropped after).
import autocannon from 'autocannon';
import pg from 'pg';
import { startBenchServer } from './server-process.mjs';

const P99_BUDGET_MS = 250;
const PROBE_SECONDS = 10;
const HOLD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 32;
const SEEKERS = ['kadiatu.fofanah', 'john.williams', 'daniel.cole', 'fatu.kamara', 'memuna.benjamin'];
const SEEKER_PASSWORD = 'SaloneDemo#2024';

async function freshDatabase(baseUrl) {
  const name = `salone_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const randomIp = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

async function signIn(base, username) {
  const res = await fetch(`${base}/api/local/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() }, body: JSON.stringify({ username, password: SEEKER_PASSWORD }) });
  if (!res.ok) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** One visitor's round: mostly reading, now and then signing in or writing to a lister. */
async function buildRequests(base) {
  const search = await (await fetch(`${base}/api/properties/search?limit=24`)).json();
  const listings = search.items;
  const details = await Promise.all(listings.slice(0, 12).map(async (l) => (await fetch(`${base}/api/properties/${l.id}`)).json()));
  const cookies = await Promise.all(SEEKERS.map((s) => signIn(base, s)));
  const json = { 'content-type': 'application/json' };
  const reads = [
    { method: 'GET', path: '/api/properties?status=approved&limit=12' },
    { method: 'GET', path: '/api/properties/search?limit=12' },
    { method: 'GET', path: '/api/properties/search?location=Freetown&bedrooms=3&propertyType=sale' },
    { method: 'GET', path: '/api/properties/search?q=borehole&sort=price_asc' },
    ...details.map((d) => ({ method: 'GET', path: `/api/properties/${d.id}` })),
  ];
  const sequence = [];
  for (let i = 0; i < 18; i += 1) sequence.push(reads[i % reads.length]);
  sequence.push({ method: 'POST', path: '/api/local/login', headers: json, body: JSON.stringify({ username: SEEKERS[0], password: SEEKER_PASSWORD }) });
  const target = details[0];
  sequence.push({
    method: 'POST', path: '/api/messages', headers: { ...json, cookie: cookies[1] },
    body: JSON.stringify({ receiverId: target.userId, propertyId: target.id, content: 'Is it still available? I would like to view it this week.' }),
  });
  // Every request comes from a different address, as from many people behind the proxy.
  return sequence.map((r) => ({ ...r, setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': randomIp() } }) }));
}

function run(base, requests, rate, seconds) {
  return autocannon({ url: base, connections: CONNECTIONS, duration: seconds, overallRate: rate, requests }).then((r) => ({
    rate,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    // Which answers were not 2xx (a limit's 429 and a slow server's 503 call for different fixes).
    statuses: Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${code}×${count}`).join(' '),
    ok: r.errors + r.timeouts + r.non2xx === 0 && r.latency.p99 <= P99_BUDGET_MS,
  }));
}

export async function mixedLoad(log = console.log) {
  if (!process.env.DATABASE_URL) return { skipped: 'DATABASE_URL is not set (the load figure is for PostgreSQL)' };
  const database = await freshDatabase(process.env.DATABASE_URL);
  const server = await startBenchServer({ env: { DATABASE_URL: database.url, TRUST_PROXY: '1' } });
  try {
    const requests = await buildRequests(server.url);
    let best = null;
    for (let rate = 25; rate <= 5000; rate = Math.round(rate * 1.5)) {
      const probe = await run(server.url, requests, rate, PROBE_SECONDS);
      log(`  probe ${rate} req/s for ${PROBE_SECONDS} s: ${probe.rps} req/s, p50 ${probe.p50} ms, p99 ${probe.p99} ms, errors ${probe.errors}${probe.statuses ? ` (${probe.statuses})` : ''}${probe.ok ? '' : ' (over budget)'}`);
      if (!probe.ok) break;
      best = probe;
    }
    if (!best) return { ok: false, held: null };
    // Hold the best probe's rate for the full period; if it slips, one step down.
    for (const rate of [best.rate, Math.round(best.rate * 0.8)]) {
      const held = await run(server.url, requests, rate, HOLD_SECONDS);
      log(`  held ${rate} req/s for ${HOLD_SECONDS} s: ${held.rps} req/s, p50 ${held.p50} ms, p99 ${held.p99} ms, errors ${held.errors}${held.statuses ? ` (${held.statuses})` : ''}`);
      if (held.ok) return { ok: true, held };
    }
    return { ok: false, held: null };
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await mixedLoad();
  if (result.skipped) console.log(`Mixed load skipped: ${result.skipped}`);
  else console.log(result.ok ? `Mixed load: ${result.held.rps} req/s for ${HOLD_SECONDS} s with 0 errors, p99 ${result.held.p99} ms` : 'Mixed load: no rate met 0 errors and p99 ≤ 250 ms');
  process.exit(0);
}
