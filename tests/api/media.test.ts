import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { insertListing, insertUser } from '../../server/db/factories.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { media } from '../../server/db/schema.js';
import type { NewUser } from '../../server/db/schema.js';
import { fakeMp4, tinyMp4 } from '../helpers/videos.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ demo: true }); });
afterAll(async () => { await server?.close(); });

const anonymous = () => new ApiClient(server.url);

async function signIn(overrides: Partial<NewUser> = {}) {
  const user = await insertUser(server.database.db, overrides);
  const api = new ApiClient(server.url);
  const res = await api.post('/api/local/login', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return { user, api };
}

async function signInDemo(role: 'admin' | 'owner' | 'agent') {
  const api = new ApiClient(server.url);
  await api.post('/api/local/login', DEMO_ACCOUNTS[role]);
  return api;
}

function photo(width = 1200, height = 900, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 70, g: 130, b: 180 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

function form(...files: [Buffer | string, string, string?][]) {
  const data = new FormData();
  for (const [content, name, type] of files) {
    data.append('files', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: type ?? 'application/octet-stream' }), name);
  }
  return data;
}

/** The start of an MP4 (an ISO base media 'ftyp' box) followed by filler: enough for the magic-byte check. */
describe('POST /api/media', () => {
  it('stores real PNG and JPEG photos as approved WebP variants and reports the moderation result', async () => {
    const { api } = await signIn({ userType: 'owner', accountStatus: 'pending' });
    const res = await api.post('/api/media', form([await photo(), 'front.png', 'image/png'], [await photo(1600, 1200, 'jpeg'), 'kitchen.jpg', 'image/jpeg']));
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(2);
    const [first, second] = res.body;
    expect(first).toMatchObject({ kind: 'image', status: 'approved', warnings: [], flags: [], score: 0, width: 1200, height: 900 });
    expect(second).toMatchObject({ width: 1600, height: 1200, status: 'approved' });
    expect(first.url).toBe(`/api/media/${first.id}/md.webp`);
    expect(first.thumbUrl).toBe(`/api/media/${first.id}/sm.webp`);
    expect(first.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
    for (const variant of ['sm', 'ph', 'md', 'lg']) {
      expect(existsSync(path.join(server.dataDir, 'media', first.id, `${variant}.webp`))).toBe(true);
    }
  });

  it('judges the type by the bytes, not the name: text called .jpg is refused, a PNG called .txt is taken', async () => {
    const { api } = await signIn({ userType: 'agent' });
    const fake = await api.post('/api/media', form(['just some text, not a photo', 'house.jpg', 'image/jpeg']));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Unsupported file type');
    const real = await api.post('/api/media', form([await photo(), 'notes.txt', 'text/plain']));
    expect(real.status).toBe(201);
    expect(real.body[0].kind).toBe('image');
  });

  it('refuses an image that starts like a PNG but does not decode', async () => {
    const { api } = await signIn();
    const png = await photo();
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(6000, 7)]);
    const res = await api.post('/api/media', form([broken, 'broken.png', 'image/png']));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Error processing file - please try again.');
  });

  it('refuses an image over 10 MB with 413 and keeps nothing from the request', async () => {
    const { api, user } = await signIn();
    const jpeg = await photo(800, 600, 'jpeg');
    const huge = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length, 0)]);
    const res = await api.post('/api/media', form([await photo(), 'ok.png'], [huge, 'huge.jpg', 'image/jpeg']));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Images must be at most 10 MB each.');
    const rows = await server.database.db.select().from(media).where(eq(media.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses more than 20 files in one request', async () => {
    const { api } = await signIn();
    const small = await photo(320, 240);
    const res = await api.post('/api/media', form(...Array.from({ length: 21 }, (_, i) => [small, `p${i}.png`] as [Buffer, string])));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('You can upload at most 20 files at a time.');
  });

  it('flags a tiny photo with the quality warning, and an inappropriate file name', async () => {
    const { api } = await signIn();
    const res = await api.post('/api/media', form([await photo(200, 200), 'small.png'], [await photo(), 'gun-room.png']));
    expect(res.status).toBe(201);
    expect(res.body[0]).toMatchObject({ status: 'flagged', warnings: ['Image quality is below recommended standards'], flags: [] });
    expect(res.body[1]).toMatchObject({ status: 'flagged', flags: ['Inappropriate filename detected'] });
    expect(res.body[1].score).toBeGreaterThanOrEqual(80);
  });

  it('refuses a fake MP4 (valid header, random bytes) with a clear message and keeps nothing', async () => {
    const { api } = await signIn({ userType: 'owner', accountStatus: 'pending' });
    const folders = () => (existsSync(path.join(server.dataDir, 'media')) ? readdirSync(path.join(server.dataDir, 'media')).filter((d) => !d.startsWith('.')).sort() : []);
    const before = folders();
    const res = await api.post('/api/media', form([fakeMp4(), 'tour.mp4', 'video/mp4']));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This video could not be read: it may be damaged or not really a video. Please upload an MP4, MOV or WebM video recorded by a phone or camera.');
    expect(folders()).toEqual(before);
  });

  it('stores a video as uploaded and serves it with byte ranges', async () => {
    const { api } = await signIn({ userType: 'agent' });
    const res = await api.post('/api/media', form([tinyMp4(), 'tour.mp4', 'video/mp4']));
    expect(res.status).toBe(201);
    const [video] = res.body;
    expect(video).toMatchObject({ kind: 'video', status: 'approved', thumbUrl: null, width: null });
    expect(video.url).toBe(`/api/media/${video.id}/original`);
    expect(existsSync(path.join(server.dataDir, 'media', video.id, 'original.mp4'))).toBe(true);
    const whole = await api.get(video.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    const part = await api.get(video.url, { range: 'bytes=0-23' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-23/${tinyMp4().length}`);
  });

  it('needs a signed-in owner or agent: anonymous 401; seekers, admins and rejected accounts 403', async () => {
    const body = () => form(['x', 'a.png']);
    expect((await anonymous().post('/api/media', body())).status).toBe(401);
    const seeker = await signIn({ userType: 'seeker' });
    expect((await seeker.api.post('/api/media', body())).status).toBe(403);
    const admin = await signInDemo('admin');
    expect((await admin.post('/api/media', body())).status).toBe(403);
    const rejected = await signIn({ userType: 'owner', accountStatus: 'rejected', rejectionReason: 'Unverified' });
    expect((await rejected.api.post('/api/media', body())).status).toBe(403);
  });

  it('answers a JSON body with 400', async () => {
    const { api } = await signIn();
    const res = await api.post('/api/media', { files: [] });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/media/:id/:variant', () => {
  it('serves a live listing photo to anyone with long-lived caching, an ETag and 304', async () => {
    const { api, user } = await signIn();
    const [uploaded] = (await api.post('/api/media', form([await photo(), 'porch.png']))).body;
    const listing = await insertListing(server.database.db, user.id, { status: 'approved' });
    await server.database.db.update(media).set({ propertyId: listing.id }).where(eq(media.id, uploaded.id));
    for (const variant of ['sm', 'ph', 'md', 'lg']) {
      const res = await anonymous().get(`/api/media/${uploaded.id}/${variant}.webp`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('etag')).toBeTruthy();
    }
    const sm = await fetch(`${server.url}/api/media/${uploaded.id}/sm.webp`);
    const meta = await sharp(Buffer.from(await sm.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(meta.exif).toBeUndefined();
    const again = await anonymous().get(`/api/media/${uploaded.id}/sm.webp`, { 'if-none-match': sm.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('makes the phone variant, on its first request, of a photo stored before it existed, and keeps it', async () => {
    const { api, user } = await signIn();
    const [uploaded] = (await api.post('/api/media', form([await photo(1600, 1200, 'jpeg'), 'yard.jpg']))).body;
    const listing = await insertListing(server.database.db, user.id, { status: 'approved' });
    await server.database.db.update(media).set({ propertyId: listing.id }).where(eq(media.id, uploaded.id));
    const file = path.join(server.dataDir, 'media', uploaded.id, 'ph.webp');
    rmSync(file);
    const res = await fetch(`${server.url}/api/media/${uploaded.id}/ph.webp`);
    expect(res.status).toBe(200);
    expect(await sharp(Buffer.from(await res.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 768, height: 576 });
    expect(existsSync(file)).toBe(true);
  });

  it('keeps an unattached upload to its uploader and admins; others get 404', async () => {
    const owner = await signIn();
    const [uploaded] = (await owner.api.post('/api/media', form([await photo(), 'lounge.png']))).body;
    const url = `/api/media/${uploaded.id}/md.webp`;
    const mine = await owner.api.get(url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toMatch(/^private/);
    expect((await anonymous().get(url)).status).toBe(404);
    const other = await signIn();
    expect((await other.api.get(url)).status).toBe(404);
    expect((await (await signInDemo('admin')).get(url)).status).toBe(200);
  });

  it('hides photos of pending, archived and unapproved-account listings from the public', async () => {
    const { api, user } = await signIn({ accountStatus: 'pending' });
    const [a, b] = (await api.post('/api/media', form([await photo(), 'a.png'], [await photo(), 'b.png']))).body;
    const live = await insertListing(server.database.db, user.id, { status: 'approved' });
    await server.database.db.update(media).set({ propertyId: live.id }).where(eq(media.id, a.id));
    expect((await anonymous().get(`/api/media/${a.id}/sm.webp`)).status).toBe(404);
    const owner = await signIn();
    const archived = await insertListing(server.database.db, owner.user.id, { status: 'approved', isArchived: true });
    const [c] = (await owner.api.post('/api/media', form([await photo(), 'c.png']))).body;
    await server.database.db.update(media).set({ propertyId: archived.id }).where(eq(media.id, c.id));
    expect((await anonymous().get(`/api/media/${c.id}/sm.webp`)).status).toBe(404);
    expect((await owner.api.get(`/api/media/${c.id}/sm.webp`)).status).toBe(200);
    expect(b.id).toBeTruthy();
  });

  it.each([
    ['an unknown id', '/api/media/00000000-0000-4000-8000-000000000000/md.webp'],
    ['a malformed id', '/api/media/not-a-uuid/md.webp'],
    ['an unknown variant', '/api/media/00000000-0000-4000-8000-000000000000/xl.webp'],
    ['a name that is not a variant of its own', '/api/media/00000000-0000-4000-8000-000000000000/constructor.webp'],
    ['a path trick', '/api/media/..%2F..%2Fetc/passwd'],
  ])('answers %s with a JSON 404', async (_name, url) => {
    const res = await anonymous().get(url);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });
});

describe('DELETE /api/media/:id', () => {
  it('lets only the uploader delete an unattached upload; others get 404, anonymous 401', async () => {
    const owner = await signIn();
    const [uploaded] = (await owner.api.post('/api/media', form([await photo(), 'yard.png']))).body;
    expect((await anonymous().delete(`/api/media/${uploaded.id}`)).status).toBe(401);
    const other = await signIn();
    expect((await other.api.delete(`/api/media/${uploaded.id}`)).status).toBe(404);
    expect((await (await signInDemo('admin')).delete(`/api/media/${uploaded.id}`)).status).toBe(404);
    expect((await owner.api.delete(`/api/media/${uploaded.id}`)).status).toBe(204);
    expect((await owner.api.get(`/api/media/${uploaded.id}/md.webp`)).status).toBe(404);
    expect(existsSync(path.join(server.dataDir, 'media', uploaded.id))).toBe(false);
    expect((await owner.api.delete('/api/media/not-a-uuid')).status).toBe(404);
  });

  it('refuses to delete a photo that is part of a listing', async () => {
    const { api, user } = await signIn();
    const [uploaded] = (await api.post('/api/media', form([await photo(), 'roof.png']))).body;
    const listing = await insertListing(server.database.db, user.id, { status: 'pending' });
    await server.database.db.update(media).set({ propertyId: listing.id }).where(eq(media.id, uploaded.id));
    const res = await api.delete(`/api/media/${uploaded.id}`);
    expect(res.status).toBe(409);
    expect(existsSync(path.join(server.dataDir, 'media', uploaded.id))).toBe(true);
  });
});

describe('POST /api/users/me/photo', () => {
  it('makes a public 400x400 profile photo and replaces (deletes) the previous one', async () => {
    const { api } = await signIn({ userType: 'seeker' });
    const first = await api.post('/api/users/me/photo', form([await photo(1000, 700, 'jpeg'), 'me.jpg']));
    expect(first.status).toBe(200);
    expect(first.body.profileImageUrl).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/md\.webp$/);
    const served = await fetch(server.url + first.body.profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 400 });

    const second = await api.post('/api/users/me/photo', form([await photo(), 'me2.png']));
    expect(second.status).toBe(200);
    expect(second.body.profileImageUrl).not.toBe(first.body.profileImageUrl);
    expect((await anonymous().get(first.body.profileImageUrl)).status).toBe(404);
    expect((await api.get('/api/auth/user')).body.profileImageUrl).toBe(second.body.profileImageUrl);
  });

  it('takes only images under 5MB', async () => {
    const { api } = await signIn({ userType: 'agent' });
    const text = await api.post('/api/users/me/photo', form(['hello', 'me.png', 'image/png']));
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Please select an image file.');
    const video = await api.post('/api/users/me/photo', form([tinyMp4(), 'me.mp4']));
    expect(video.status).toBe(400);
    expect(video.body.message).toBe('Please select an image file.');
    const jpeg = await photo(600, 600, 'jpeg');
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 - jpeg.length, 0)]);
    const tooBig = await api.post('/api/users/me/photo', form([big, 'me.jpg']));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image must be smaller than 5MB.');
    expect((await api.get('/api/auth/user')).body.profileImageUrl).toBeNull();
  });

  it('needs sign-in', async () => {
    expect((await anonymous().post('/api/users/me/photo', form(['x', 'a.png']))).status).toBe(401);
  });
});

describe('upload rate limit', () => {
  it('limits uploads per IP', async () => {
    const limited = await startTestServer({ limits: { writesPerIpPerMinute: 4 } });
    try {
      const user = await insertUser(limited.database.db);
      const api = new ApiClient(limited.url);
      await api.post('/api/local/login', { username: user.username, password: user.password });
      const small = await photo(640, 480);
      expect((await api.post('/api/media', form([small, 'a.png']))).status).toBe(201);
      expect((await api.post('/api/media', form([small, 'b.png']))).status).toBe(201);
      const third = await api.post('/api/media', form([small, 'c.png']));
      expect(third.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
