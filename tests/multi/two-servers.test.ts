// Issue 14: several servers, one product. Two real server processes (dist/server/main.mjs, as `npm start` runs it)
// on one fresh PostgreSQL database and one S3-compatible store (s3rver), used as a load balancer would: any
// request may land on either. PostgreSQL only: PGlite is one process by nature.
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3.js';
import { createFreshPostgresDatabase } from '../helpers/test-server.js';
import { listingBody } from '../helpers/listing-helpers.js';
import { startServerProcess, stopServerProcess, waitUntilUp, type ServerProcess } from '../helpers/server-process.js';

const databaseUrl = process.env.DATABASE_URL;
const itemsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as { id: string }[];
/** A client for `url` that carries another client's session (the same browser, routed to the other server). */
const sameBrowser = (url: string, api: ApiClient) => new ApiClient(url, { cookie: api.cookieHeader });

describe.runIf(databaseUrl)('two server processes on one PostgreSQL database and one object store (needs DATABASE_URL)', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let s3: LocalS3;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: pg.Client;

  beforeAll(async () => {
    [fresh, s3] = await Promise.all([createFreshPostgresDatabase(databaseUrl!), startLocalS3('salone-multi')]);
    const env = {
      ...s3.env,
      DATABASE_URL: fresh.url,
      NODE_ENV: 'development',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JOBS_POLL_SECONDS: '1',
    };
    // Both start at once, as they would behind a load balancer: one migrates, the other waits for it.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    await Promise.all([waitUntilUp(a), waitUntilUp(b)]);
    db = new pg.Client({ connectionString: fresh.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    await s3?.close();
    await fresh?.drop();
  });

  it('acts as one product: photos, listings, live messages, sign-in lockouts and jobs', { timeout: 60_000 }, async () => {
    // An admin set up through A; an owner registered through A and approved through B.
    const admin = new ApiClient(a.url);
    expect((await admin.post('/api/setup-admin', { username: 'multiadmin', password: 'Multi-admin-pass-1' })).status).toBe(201);
    const adminOnB = sameBrowser(b.url, admin);
    const ownerRegistration = newRegistration({ userType: 'owner' });
    const owner = new ApiClient(a.url);
    const registered = await owner.post('/api/register', ownerRegistration);
    expect(registered.status).toBe(201);
    const ownerId = registered.body.id as string;
    expect((await adminOnB.patch(`/api/admin/users/${ownerId}/status`, { status: 'approved' })).status).toBe(200);

    // A photo uploaded through A is served by B (from the bucket, not A's disk).
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } }).png().toBuffer();
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'house.png');
    const uploaded = await owner.post('/api/media', upload);
    expect(uploaded.status, uploaded.text).toBe(201);
    const photo = uploaded.body[0] as { id: string; url: string };
    const fromA = await owner.get(photo.url);
    const fromB = await sameBrowser(b.url, owner).get(photo.url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(fromB.headers.get('cache-control')).toBe(fromA.headers.get('cache-control'));
    expect(fromB.text.length).toBe(fromA.text.length);
    expect(await s3.keys()).toContain(`${photo.id}/md.webp`);

    // A listing approved through A leaves B's pending list and shows in B's search and stats at once.
    const statsBefore = (await new ApiClient(b.url).get('/api/properties/stats')).body as { total: number };
    const created = await owner.post('/api/properties', listingBody({ images: [photo.id] }));
    expect(created.status, created.text).toBe(201);
    const listingId = created.body.id as string;
    expect(itemsOf((await adminOnB.get('/api/admin/properties/pending?limit=100')).body).map((p) => p.id)).toContain(listingId);
    expect((await admin.patch(`/api/admin/properties/${listingId}/status`, { status: 'approved' })).status).toBe(200);
    expect(itemsOf((await adminOnB.get('/api/admin/properties/pending?limit=100')).body).map((p) => p.id)).not.toContain(listingId);
    expect(itemsOf((await new ApiClient(b.url).get('/api/properties/search?limit=100')).body).map((p) => p.id)).toContain(listingId);
    expect(((await new ApiClient(b.url).get('/api/properties/stats')).body as { total: number }).total).toBe(statsBefore.total + 1);
    // ...and the photo, now on a live listing, is public on both.
    expect((await new ApiClient(b.url).get(photo.url)).headers.get('cache-control')).toContain('public');

    // A message sent through A arrives on the owner's live stream held by B.
    const seekerRegistration = newRegistration({ userType: 'seeker' });
    const seeker = new ApiClient(a.url);
    expect((await seeker.post('/api/register', seekerRegistration)).status).toBe(201);
    expect((await seeker.post('/api/verification/send-code', { verificationMethod: 'email', contact: seekerRegistration.email })).status).toBe(200);
    const [mail] = (await seeker.get(`/api/dev/outbox?to=${encodeURIComponent(seekerRegistration.email)}`)).body;
    expect((await seeker.post('/api/verification/verify-code', { verificationMethod: 'email', code: mail.code })).status).toBe(200);
    const stream = await fetch(`${b.url}/api/messages/stream`, { headers: { cookie: owner.cookieHeader } });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    await reader.read(); // B is listening
    const content = `Is it still available? ${Date.now()}`;
    expect((await seeker.post('/api/messages', { receiverId: ownerId, propertyId: listingId, content })).status).toBe(201);
    let received = '';
    const deadline = Date.now() + 5000;
    while (!received.includes(content) && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(resolve, deadline - Date.now(), null))]);
      if (!next || next.done) break;
      received += new TextDecoder().decode(next.value);
    }
    expect(received).toContain('event: message');
    expect(received).toContain(content);
    await reader.cancel();

    // Failed sign-ins through A and B count toward one limit (8 per account and address).
    for (let i = 0; i < 8; i += 1) {
      const server = i % 2 === 0 ? a.url : b.url;
      expect((await new ApiClient(server).post('/api/local/login', { username: ownerRegistration.username, password: 'wrong-guess-123' })).status).toBe(401);
    }
    for (const server of [a.url, b.url]) {
      expect((await new ApiClient(server).post('/api/local/login', { username: ownerRegistration.username, password: ownerRegistration.password })).status).toBe(429);
    }

    // Housekeeping: every shared job made due now runs once in all, though both servers check every second.
    const { rows: jobs } = await db.query<{ name: string }>('select name from job_runs');
    expect(jobs.map((j) => j.name)).toEqual(expect.arrayContaining(['sweep-abandoned-uploads', 'sweep-orphan-media-files', 'delete-expired-sessions']));
    await db.query('update job_runs set runs = 0, next_run_at = now()');
    await expect.poll(async () => (await db.query<{ waiting: number }>('select count(*)::int as waiting from job_runs where runs = 0')).rows[0]!.waiting, { timeout: 10_000 }).toBe(0);
    // Deliberately lets two more checks of each server go by: a job run twice would show as runs = 2 by then.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const { rows: runs } = await db.query<{ name: string; runs: number; last_error: string | null }>('select name, runs, last_error from job_runs order by name');
    expect(runs.length).toBeGreaterThanOrEqual(5);
    for (const run of runs) expect(run).toEqual({ name: run.name, runs: 1, last_error: null });
  });
});
