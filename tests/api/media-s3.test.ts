// Photos and videos in S3-compatible object storage (s3rver here): the same URLs, cache headers and access
// rules as on disk, nothing on the server's disk, and the orphan sweep works on the bucket too.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3.js';
import { insertUser } from '../../server/db/factories.js';
import { storeImage } from '../../server/lib/storage/media-storage.js';
import { sweepOrphanFiles } from '../../server/features/media/media.sweep.js';
import { tinyMp4 } from '../helpers/videos.js';

let s3: LocalS3;
let server: TestServer;
beforeAll(async () => {
  s3 = await startLocalS3();
  server = await startTestServer({ env: s3.env });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

async function signedInOwner() {
  const user = await insertUser(server.database.db, { userType: 'owner' });
  const api = new ApiClient(server.url);
  expect((await api.post('/api/local/login', { username: user.username, password: user.password })).status).toBe(200);
  return api;
}

function form(content: Buffer, name: string, type: string) {
  const data = new FormData();
  data.append('files', new Blob([new Uint8Array(content)], { type }), name);
  return data;
}

describe('media in an S3-compatible bucket', () => {
  it('stores every variant in the bucket, none on disk, and serves them with the usual URLs, caching and rules', async () => {
    expect(server.app.ctx.media.kind).toBe('s3');
    const api = await signedInOwner();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a6' } }).png().toBuffer();
    const res = await api.post('/api/media', form(png, 'front.png', 'image/png'));
    expect(res.status).toBe(201);
    const [photo] = res.body;
    expect(photo.url).toBe(`/api/media/${photo.id}/md.webp`);
    expect(await s3.keys()).toEqual(expect.arrayContaining(['sm', 'ph', 'md', 'lg'].map((v) => `${photo.id}/${v}.webp`)));
    const onDisk = path.join(server.dataDir, 'media');
    expect(existsSync(onDisk) ? readdirSync(onDisk).filter((d) => !d.startsWith('.')) : []).toEqual([]);

    const mine = await api.get(photo.url);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/webp');
    // Not on a live listing yet: the uploader's only, out of shared caches; anyone else gets 404.
    expect(mine.headers.get('cache-control')).toBe('private, max-age=3600');
    const again = await api.get(photo.url, { 'if-none-match': mine.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect((await new ApiClient(server.url).get(photo.url)).status).toBe(404);

    expect((await api.delete(`/api/media/${photo.id}`)).status).toBe(204);
    expect((await s3.keys()).filter((k) => k.startsWith(photo.id))).toEqual([]);
  });

  it('keeps videos in the bucket and serves byte ranges from it', async () => {
    const api = await signedInOwner();
    const res = await api.post('/api/media', form(tinyMp4(), 'tour.mp4', 'video/mp4'));
    expect(res.status).toBe(201);
    const [video] = res.body;
    expect(await s3.keys()).toContain(`${video.id}/original.mp4`);
    const part = await api.get(video.url, { range: 'bytes=0-23' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-23/${tinyMp4().length}`);
    expect(part.headers.get('content-length')).toBe('24');
  });

  it('sweeps objects that no row names (a crash between storing and saving the row)', async () => {
    const storage = server.app.ctx.media;
    const orphan = randomUUID();
    await storeImage(storage, orphan, await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777' } }).png().toBuffer());
    // Too young: may still be on its way to a row.
    expect(await sweepOrphanFiles(server.database.db, storage, new Date(Date.now() - 60_000))).toBe(0);
    expect(await sweepOrphanFiles(server.database.db, storage, new Date(Date.now() + 60_000))).toBe(1);
    expect((await s3.keys()).filter((k) => k.startsWith(orphan))).toEqual([]);
    // Files with rows are kept, however old.
    expect((await s3.keys()).some((k) => k.endsWith('original.mp4'))).toBe(true);
  });
});
