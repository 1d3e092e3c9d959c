// Abandoned uploads are swept; nothing a listing or a profile uses is, whatever its age.
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { buildMedia, buildUser, insertListing, insertMedia, insertUser } from '../../server/db/factories.js';
import { listingViews, media, sessions, users } from '../../server/db/schema.js';
import { mediaDir, mediaUrl, storeImage } from '../../server/lib/storage/media-storage.js';
import {
  ABANDONED_UPLOAD_AGE_MS, incomingDir, ORPHAN_FILE_AGE_MS, sweepAbandonedUploads, sweepIncomingTemp, sweepOrphanFiles,
} from '../../server/features/media/media.sweep.js';
import { runHousekeeping } from '../../server/housekeeping.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const DAY = 24 * 60 * 60 * 1000;
const cutoff = () => new Date(Date.now() - ABANDONED_UPLOAD_AGE_MS);

/** An upload with its files on disk, `ageDays` old. */
async function upload(userId: string, ageDays: number, propertyId: string | null = null) {
  const row = await insertMedia(server.database.db, userId, { propertyId, createdAt: new Date(Date.now() - ageDays * DAY) });
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).png().toBuffer();
  await storeImage(server.app.ctx.media, row.id, png);
  return row.id;
}

const rowExists = async (id: string) => (await server.database.db.select().from(media).where(eq(media.id, id))).length === 1;

describe('sweeping abandoned uploads', () => {
  it('keeps a photo proposed in a live listing\'s changes that wait for review, however old', async () => {
    const lister = await insertUser(server.database.db);
    const proposed = await upload(lister.id, 30);
    const proposedVideo = await upload(lister.id, 30);
    await insertListing(server.database.db, lister.id, {
      status: 'approved',
      pendingChanges: { fields: ['images', 'videos'], values: { images: [proposed], videos: [proposedVideo] } } as never,
    });
    const abandoned = await upload(lister.id, 30);
    expect(await sweepAbandonedUploads(server.database.db, server.app.ctx.media, cutoff())).toBeGreaterThanOrEqual(1);
    expect(await rowExists(abandoned)).toBe(false);
    expect(await rowExists(proposed)).toBe(true);
    expect(await rowExists(proposedVideo)).toBe(true);
    expect(existsSync(mediaDir(server.dataDir, proposed))).toBe(true);
  });

  it('removes old uploads that no listing or profile uses, rows and files, and keeps everything else', async () => {
    const lister = await insertUser(server.database.db);
    const listing = await insertListing(server.database.db, lister.id);
    const abandoned = await upload(lister.id, 30);
    const recent = await upload(lister.id, 2);
    const onListing = await upload(lister.id, 30, listing.id);
    const profilePhoto = await upload(lister.id, 400);
    await server.database.db.update(users).set({ profileImageUrl: mediaUrl(profilePhoto) }).where(eq(users.id, lister.id));

    expect(await sweepAbandonedUploads(server.database.db, server.app.ctx.media, cutoff())).toBe(1);

    expect(await rowExists(abandoned)).toBe(false);
    expect(existsSync(mediaDir(server.dataDir, abandoned))).toBe(false);
    for (const kept of [recent, onListing, profilePhoto]) {
      expect(await rowExists(kept)).toBe(true);
      expect(existsSync(mediaDir(server.dataDir, kept))).toBe(true);
    }
    // The kept profile photo is still served.
    expect((await new ApiClient(server.url).get(mediaUrl(profilePhoto))).status).toBe(200);
  });

  it('gets past more kept profile photos than one batch holds to the abandoned uploads behind them', async () => {
    // Ids chosen so the sweep, which walks in id order, meets every kept photo before any abandoned upload.
    const id = (first: string, i: number) => `${first}-0000-4000-8000-${String(i).padStart(12, '0')}`;
    const old = new Date(Date.now() - 60 * DAY);
    // In bulk: each person has a profile photo older than the cut-off.
    const photoIds = Array.from({ length: 210 }, (_, i) => id('00000000', i));
    const people = await server.database.db
      .insert(users)
      .values(photoIds.map((photoId) => buildUser({ passwordHash: 'not-used-to-sign-in', profileImageUrl: mediaUrl(photoId) })))
      .returning({ id: users.id });
    await server.database.db.insert(media).values(photoIds.map((photoId, i) => buildMedia(people[i]!.id, { id: photoId, createdAt: old })));
    const lister = await insertUser(server.database.db);
    const abandoned = [id('ffffffff', 1), id('ffffffff', 2), id('ffffffff', 3)];
    for (const a of abandoned) await insertMedia(server.database.db, lister.id, { id: a, createdAt: old });

    expect(await sweepAbandonedUploads(server.database.db, server.app.ctx.media, cutoff())).toBe(3);
    for (const a of abandoned) expect(await rowExists(a)).toBe(false);
    const kept = await server.database.db.select({ id: media.id }).from(media).where(inArray(media.id, photoIds));
    expect(kept).toHaveLength(210);
  });

  it('runs from the housekeeping job with old listing views and expired sessions removed too, and logs what it removed', async () => {
    const lister = await insertUser(server.database.db);
    const listing = await insertListing(server.database.db, lister.id);
    const abandoned = await upload(lister.id, 10);
    await server.database.db.insert(listingViews).values({ propertyId: listing.id, viewer: 'user:x', day: '2020-01-01' });
    const [expired, live] = await server.database.db.insert(sessions).values([
      { tokenHash: `expired-${lister.id}`, userId: lister.id, expiresAt: new Date(Date.now() - DAY) },
      { tokenHash: `live-${lister.id}`, userId: lister.id, expiresAt: new Date(Date.now() + DAY) },
    ]).returning({ id: sessions.id });
    const logged: string[] = [];
    const log = { info: (msg: string) => logged.push(msg), error: (_err: unknown, msg: string) => logged.push(`error: ${msg}`) };

    await runHousekeeping({ db: server.database.db, storage: server.app.ctx.media, dataDir: server.dataDir }, log);
    expect(await rowExists(abandoned)).toBe(false);
    expect(await server.database.db.select().from(listingViews).where(eq(listingViews.propertyId, listing.id))).toEqual([]);
    const left = await server.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, lister.id));
    expect(left).toEqual([live]);
    expect(left).not.toContainEqual(expired);
    expect(logged).toEqual(['Removed 1 abandoned upload(s)']);
  });
});

// Issue 16: files are written before their row, so a server killed between the two left folders no row names,
// and a killed video upload its temporary file; the sweep walked rows only and kept them for ever.
describe('sweeping what a crash mid-upload left behind', () => {
  const old = new Date(Date.now() - ORPHAN_FILE_AGE_MS - DAY);
  const png = () => sharp({ create: { width: 32, height: 24, channels: 3, background: '#a37' } }).png().toBuffer();

  it('removes stored files that no row names once older than any upload could take, and keeps the rest', async () => {
    const storage = server.app.ctx.media;
    const lister = await insertUser(server.database.db);
    const orphan = randomUUID();
    const youngOrphan = randomUUID();
    await storeImage(storage, orphan, await png());
    await storeImage(storage, youngOrphan, await png());
    utimesSync(mediaDir(server.dataDir, orphan), old, old);
    const kept = await upload(lister.id, 30);
    utimesSync(mediaDir(server.dataDir, kept), old, old);

    expect(await sweepOrphanFiles(server.database.db, storage, new Date(Date.now() - ORPHAN_FILE_AGE_MS))).toBe(1);
    expect(existsSync(mediaDir(server.dataDir, orphan))).toBe(false);
    expect(existsSync(mediaDir(server.dataDir, youngOrphan))).toBe(true); // maybe still on its way to a row
    expect(existsSync(mediaDir(server.dataDir, kept))).toBe(true);
  });

  it('removes stale temporary upload files from media/.incoming and keeps fresh ones', async () => {
    const dir = incomingDir(server.dataDir);
    mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, randomUUID());
    const fresh = path.join(dir, randomUUID());
    writeFileSync(stale, Buffer.alloc(1024));
    writeFileSync(fresh, Buffer.alloc(1024));
    utimesSync(stale, old, old);
    expect(await sweepIncomingTemp(server.dataDir, new Date(Date.now() - ORPHAN_FILE_AGE_MS))).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
