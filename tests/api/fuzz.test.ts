// Fuzz: property-based hostile requests (tests/helpers/fuzz-requests.ts) over every route of the server's own
// route table, from a visitor, a home hunter, an agent and an admin. Every answer is below 500, every error is
// the API's JSON { message, code }, and the database is the same afterwards (row counts and a hash of every
// table's rows), apart from writes the server accepted, which must be ones the table below expects.
// FUZZ_REQUESTS sets the count (a few thousand in CI; bench/fuzz.mjs runs 20,000 or more).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { insertPhoto } from '../helpers/listing-helpers.js';
import { databaseSnapshot } from '../helpers/db-snapshot.js';
import { hostileBody, hostileQuery, hostileSegment, type HostileBody } from '../helpers/fuzz-requests.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2500);
const BATCH = 5;

// Routes that cannot be fuzzed like the others: sign-out ends the fuzzing session, and the live stream never
// ends (both are covered by their own tests and by the authorization matrix).
const SKIPPED = new Set(['POST /api/logout', 'GET /api/logout', 'GET /api/messages/stream']);

/** Requests a hostile one may legitimately get accepted for, and the tables they may change. */
const ACCEPTED_WRITES_MAY_CHANGE: Record<string, string[]> = {
  // A live listing opened by someone else counts a view (once a day per viewer), also in the listing's day.
  'GET /api/properties/:id': ['listing_views', 'properties', 'listing_daily_stats'],
  // Any non-empty identifier is a valid request (the answer never says whether an account matched): one row each.
  'POST /api/auth/password-reset': ['one_time_codes'],
  // Reading a conversation with nobody in it is a valid no-op.
  'POST /api/conversations/:id/read': ['messages'],
  // The browser's count of a view of a live listing (the page drawn on the server does not count one).
  'POST /api/properties/:id/views': ['listing_views', 'properties', 'listing_daily_stats'],
  // One's own shortlist link: made (or replaced) and turned off take no body; removing a saved home is idempotent.
  'POST /api/saved-homes/share': ['shortlist_links'],
  'DELETE /api/saved-homes/share': ['shortlist_links'],
  'PUT /api/saved-homes/:propertyId': ['saved_listings'],
  'DELETE /api/saved-homes/:propertyId': ['saved_listings'],
  // Signing out one's other devices takes no input: with none signed in, it ends nothing (each fuzzing client is
  // its own account, so its own session stays, as checked below).
  'POST /api/users/me/sessions/end-others': ['sessions', 'message_streams'],
  // Test mode only: runs the notice jobs now (nothing is due in the fuzz data, but a run may mark messages handled).
  'POST /api/dev/run-notice-jobs': ['messages', 'saved_search_sent_items', 'conversation_notices', 'saved_searches'],
};

let server: TestServer;
const clients: ApiClient[] = [];
let realIds: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const password = 'Fuzz-pass-2026!';
  const owner = await insertUser(db, { userType: 'owner', isVerified: true, password });
  const people = [
    await insertUser(db, { userType: 'seeker', isVerified: true, password }),
    await insertUser(db, { userType: 'agent', isVerified: true, password }),
    await insertUser(db, { userType: 'admin', isAdmin: true, isVerified: true, password }),
  ];
  const live = await insertListing(db, owner.id, { status: 'approved' });
  const draft = await insertListing(db, owner.id, { status: 'draft' });
  const photo = await insertPhoto(server, owner.id);
  realIds = [owner.id, live.id, draft.id, photo, ...people.map((p) => p.id)];
  clients.push(new ApiClient(server.url));
  for (const person of people) {
    const api = new ApiClient(server.url);
    expect((await api.post('/api/local/login', { username: person.username, password })).status).toBe(200);
    clients.push(api);
  }
}, 60_000);
afterAll(async () => { await server?.close(); });

/**
 * Row count and a hash of the rows of every table; sessions' last-seen time moves with every request, and the
 * tables of the server's own bookkeeping (decision 0011) count requests and refused sign-ins by design.
 */
const BOOKKEEPING_TABLES = ['rate_limit_hits', 'sign_in_failures', 'shared_secrets', 'job_runs'];
const snapshot = () => databaseSnapshot(server.database.db, ['last_seen_at'], BOOKKEEPING_TABLES);

interface Sent { route: string; method: string; path: string; body: HostileBody; status: number; text: string; contentType: string }

async function send(client: ApiClient, method: string, path: string, body: HostileBody, route: string, devRole: string | null): Promise<Sent> {
  const headers: Record<string, string> = { cookie: client.cookieHeader };
  // The development role switch, looked up by name (prototype names once answered 500).
  if (devRole !== null) headers['x-dev-mode-role'] = devRole;
  if (body.contentType) headers['content-type'] = body.contentType;
  const hasBody = method !== 'GET' && body.body !== undefined;
  const response = await fetch(server.url + path, { method, headers, body: hasBody ? body.body : undefined, redirect: 'manual' });
  const text = await response.text();
  return { route, method, path, body, status: response.status, text, contentType: response.headers.get('content-type') ?? '' };
}

function describeFailure(sent: Sent) {
  const shown = typeof sent.body.body === 'string' ? sent.body.body.slice(0, 300) : '';
  return `${sent.method} ${sent.path.slice(0, 300)} [${sent.body.kind}${sent.body.contentType ? `, ${sent.body.contentType}` : ''}] ${shown}\n→ ${sent.status} ${sent.text.slice(0, 300)}`;
}

/** What every answer must be: no 5xx; an error is JSON with a message and a code. */
function checkAnswer(sent: Sent) {
  if (sent.status >= 500) throw new Error(`5xx: ${describeFailure(sent)}`);
  if (sent.status >= 400) {
    let parsed: { message?: unknown; code?: unknown } | null = null;
    try {
      parsed = JSON.parse(sent.text);
    } catch {
      /* checked below */
    }
    if (!sent.contentType.startsWith('application/json') || typeof parsed?.message !== 'string' || typeof parsed?.code !== 'string') {
      throw new Error(`error not in the API's shape: ${describeFailure(sent)}`);
    }
  }
}

describe('fuzz: hostile requests over every route', () => {
  it(`answers ${REQUESTS} hostile requests without a 5xx, always in the error shape, and changes nothing it refused`, async () => {
    const routes = server.app.ctx.routes.filter((r) => !SKIPPED.has(`${r.method} ${r.path}`));
    expect(routes.length).toBeGreaterThan(40);
    const before = await snapshot();
    const accepted: Sent[] = [];
    const statuses = new Map<number, number>();
    let sentCount = 0;

    const request = fc.record({
      route: fc.constantFrom(...routes),
      client: fc.nat({ max: clients.length - 1 }),
      segments: fc.array(hostileSegment(realIds), { minLength: 2, maxLength: 2 }),
      query: hostileQuery,
      body: hostileBody,
      devRole: fc.option(fc.constantFrom('toString', '__proto__', 'constructor', 'hasOwnProperty', 'nobody', '', 'ADMIN'), { freq: 8 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(request, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map(({ route, client, segments, query, body, devRole }) => {
          let n = 0;
          const path = route.path.replace(/:[a-zA-Z]+/g, () => segments[n++] ?? 'x') + query;
          return send(clients[client]!, route.method, path, body, `${route.method} ${route.path}`, devRole);
        }));
        for (const sent of answers) {
          sentCount += 1;
          statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
          checkAnswer(sent);
          if (sent.status < 400 && (sent.method !== 'GET' || ACCEPTED_WRITES_MAY_CHANGE[sent.route])) accepted.push(sent);
        }
      }),
      { numRuns: Math.ceil(REQUESTS / BATCH), seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );

    const unexpected = accepted.filter((sent) => !ACCEPTED_WRITES_MAY_CHANGE[sent.route]);
    expect(unexpected.map(describeFailure)).toEqual([]);
    const after = await snapshot();
    const mayChange = new Set(accepted.flatMap((sent) => ACCEPTED_WRITES_MAY_CHANGE[sent.route] ?? []));
    const changed = Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
    expect(changed.filter((table) => !mayChange.has(table))).toEqual([]);
    // The fuzzing sessions survived: nothing signed them out or changed who they are.
    for (const client of clients.slice(1)) expect((await client.get('/api/auth/user')).status).toBe(200);

    const figure = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`fuzz: ${sentCount} requests over ${routes.length} routes, 0 × 5xx; statuses ${figure}; accepted writes ${accepted.filter((sent) => sent.method !== 'GET').length}; tables changed by them: ${changed.join(', ') || 'none'}`);
  }, Math.max(120_000, REQUESTS * 40));
});
