import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { queryRows } from '../../server/db/client.js';
import { mediaDir } from '../../server/lib/storage/media-storage.js';
import {
  adminClient, approvedLister, createListing, insertPhoto, listingBody, registerUser, reviewListing,
} from '../helpers/listing-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const anonymous = () => new ApiClient(server.url);

async function attachedRows(propertyId: string) {
  return queryRows<{ id: string; position: number }>(server.database.db,
    sql`select id, position from media where property_id = ${propertyId} order by position`);
}

describe('listing photos', () => {
  it('attaches own uploads in the given order and presents URLs and photo variants', async () => {
    const owner = await registerUser(server);
    const [a, b] = [await insertPhoto(server, owner.user.id), await insertPhoto(server, owner.user.id)];
    const res = await owner.api.post('/api/properties', listingBody({ images: [b, a] }));
    expect(res.status).toBe(201);
    expect(res.body.images).toEqual([`/api/media/${b}/md.webp`, `/api/media/${a}/md.webp`]);
    expect(res.body.photos[0]).toEqual({
      id: b, sm: `/api/media/${b}/sm.webp`, ph: `/api/media/${b}/ph.webp`, md: `/api/media/${b}/md.webp`, lg: `/api/media/${b}/lg.webp`,
      width: 800, height: 600, placeholderColor: expect.stringMatching(/^#[0-9a-f]{6}$/), status: 'approved',
    });
    expect((await attachedRows(res.body.id)).map((r) => [r.id, r.position])).toEqual([[b, 0], [a, 1]]);
  });

  it('reorders, detaches removed photos (kept in the library) and adds new ones on edit', async () => {
    const owner = await registerUser(server);
    const [a, b, c] = [await insertPhoto(server, owner.user.id), await insertPhoto(server, owner.user.id), await insertPhoto(server, owner.user.id)];
    const listing = await createListing(owner.api, { images: [a, b] });
    const res = await owner.api.put(`/api/properties/${listing.id}`, listingBody({ images: [c, a] }));
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: any) => p.id)).toEqual([c, a]);
    const [detached] = await queryRows<{ property_id: string | null }>(server.database.db, sql`select property_id from media where id = ${b}`);
    expect(detached!.property_id).toBeNull();
    // the detached photo can go on another listing
    expect((await owner.api.post('/api/properties', listingBody({ images: [b] }))).status).toBe(201);
  });

  it("refuses another user's upload, and one already on another listing, with 400", async () => {
    const owner = await registerUser(server);
    const other = await registerUser(server);
    const theirs = await insertPhoto(server, other.user.id);
    const notMine = await owner.api.post('/api/properties', listingBody({ images: [theirs] }));
    expect(notMine.status).toBe(400);
    expect(notMine.body.fields.images).toBe('A chosen photo or video was not found among your uploads. Please upload it again.');
    const unknown = await owner.api.post('/api/properties', listingBody({ images: [crypto.randomUUID()] }));
    expect(unknown.status).toBe(400);

    const mine = await insertPhoto(server, owner.user.id);
    await createListing(owner.api, { images: [mine] });
    const taken = await owner.api.post('/api/properties', listingBody({ images: [mine] }));
    expect(taken.status).toBe(400);
    expect(taken.body.message).toBe('A chosen photo or video is already used on another listing. Please upload it again.');
    // nothing half-created
    expect((await owner.api.get('/api/properties/my')).body).toHaveLength(1);
  });

  it('refuses uploads that failed moderation, and a photo passed as a video', async () => {
    const owner = await registerUser(server);
    const flagged = await insertPhoto(server, owner.user.id, { status: 'flagged' });
    const res = await owner.api.post('/api/properties', listingBody({ images: [flagged] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A chosen photo or video did not pass moderation. Remove it and try again.');
    const photo = await insertPhoto(server, owner.user.id);
    const asVideo = await owner.api.post('/api/properties', listingBody({ status: 'draft', videos: [photo] }));
    expect(asVideo.status).toBe(400);
    expect(asVideo.body.fields.videos).toBe('Only videos can be added as videos.');
  });

  it('shows the public only approved photos; the lister sees pending ones with their status', async () => {
    const owner = await approvedLister(server);
    const approved = await insertPhoto(server, owner.user.id);
    const pending = await insertPhoto(server, owner.user.id, { status: 'pending' });
    const listing = await createListing(owner.api, { images: [pending, approved] });
    await reviewListing(await adminClient(server), listing.id, 'approved');
    const pub = await anonymous().get(`/api/properties/${listing.id}`);
    expect(pub.body.photos.map((p: any) => p.id)).toEqual([approved]);
    expect(pub.body.images).toEqual([`/api/media/${approved}/md.webp`]);
    const own = await owner.api.get(`/api/properties/${listing.id}`);
    expect(own.body.photos.map((p: any) => [p.id, p.status])).toEqual([[pending, 'pending'], [approved, 'approved']]);
    const list = await anonymous().get('/api/properties?status=approved&limit=100');
    expect(list.body.find((p: any) => p.id === listing.id).photos).toHaveLength(1);
  });

  it('attaches videos and presents their URLs', async () => {
    const owner = await registerUser(server);
    const video = await insertPhoto(server, owner.user.id, { kind: 'video' });
    // A draft: a listing with a video and no photo cannot be submitted, but its video attaches all the same.
    const res = await owner.api.post('/api/properties', listingBody({ status: 'draft', videos: [video] }));
    expect(res.status).toBe(201);
    expect(res.body.videos).toEqual([`/api/media/${video}/original`]);
    expect(res.body.videoFiles).toEqual([{ id: video, url: `/api/media/${video}/original`, status: 'approved' }]);
    expect(res.body.photos).toEqual([]);
  });

  it('works with photos uploaded through POST /api/media', async () => {
    const owner = await registerUser(server);
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 160, b: 90 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'living-room.jpg');
    const upload = await owner.api.post('/api/media', form);
    expect(upload.status, upload.text).toBe(201);
    const id = upload.body[0].id;
    const res = await owner.api.post('/api/properties', listingBody({ images: [id] }));
    expect(res.status).toBe(201);
    expect(res.body.photos[0]).toMatchObject({ id, width: 1200, height: 900 });
  });
});

describe('deleting a listing', () => {
  it('removes its media rows and files after the delete commits', async () => {
    const owner = await registerUser(server);
    const [a, b] = [await insertPhoto(server, owner.user.id), await insertPhoto(server, owner.user.id)];
    const spare = await insertPhoto(server, owner.user.id);
    const listing = await createListing(owner.api, { images: [a, b] });
    for (const id of [a, b]) expect(existsSync(mediaDir(server.dataDir, id))).toBe(true);
    expect((await owner.api.delete(`/api/properties/${listing.id}`)).status).toBe(200);
    for (const id of [a, b]) expect(existsSync(mediaDir(server.dataDir, id))).toBe(false);
    expect(await queryRows(server.database.db, sql`select id from media where id in (${a}, ${b})`)).toHaveLength(0);
    expect(await queryRows(server.database.db, sql`select id from price_history where property_id = ${listing.id}`)).toHaveLength(0);
    // an unattached upload is untouched
    expect(existsSync(mediaDir(server.dataDir, spare))).toBe(true);
  });

  it("leaves the files alone when another user's delete is refused", async () => {
    const owner = await registerUser(server);
    const photo = await insertPhoto(server, owner.user.id);
    const listing = await createListing(owner.api, { images: [photo] });
    expect((await (await registerUser(server)).api.delete(`/api/properties/${listing.id}`)).status).toBe(404);
    expect(existsSync(mediaDir(server.dataDir, photo))).toBe(true);
  });
});
