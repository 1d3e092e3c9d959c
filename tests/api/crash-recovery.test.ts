// A server process killed with SIGKILL while listings are being saved: after a restart on the same PGlite data
// folder, the database opens cleanly, every listing the server acknowledged (201) is there, and no listing is
// half saved (each has the photo it was saved with). A real child process, since SIGKILL cannot be caught.
// PGlite only: with PostgreSQL the database is another process and a transaction is PostgreSQL's to keep.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { newRegistration } from '../helpers/factories.js';
import { listingBody, uploadPhoto } from '../helpers/listing-helpers.js';
import { startPgliteServerProcess, stopServerProcess, type ServerProcess } from '../helpers/server-process.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'salone-crash-'));
const children: ServerProcess[] = [];
afterAll(async () => {
  for (const child of children) await stopServerProcess(child);
  rmSync(dataDir, { recursive: true, force: true });
});

/** A PGlite server on this test's data folder (the same one each time, as a restart would find it). */
async function startServerProcess(): Promise<ServerProcess> {
  const server = await startPgliteServerProcess({}, { dataDir });
  children.push(server);
  return server;
}

describe('SIGKILL mid-save on PGlite', () => {
  it('restarts cleanly with every acknowledged listing, none half saved', async () => {
    const first = await startServerProcess();
    const api = new ApiClient(first.url);
    const owner = newRegistration({ userType: 'owner' });
    expect((await api.post('/api/register', owner)).status).toBe(201);
    const photos: string[] = [];
    for (let i = 0; i < 16; i += 1) photos.push(await uploadPhoto(api));

    // Saves keep arriving, four at a time; the process is killed once five have been acknowledged.
    const acknowledged = new Map<string, string>();
    let next = 0;
    let killed = false;
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    const worker = async () => {
      while (!killed && next < photos.length) {
        const photo = photos[next++]!;
        try {
          const res = await api.post('/api/properties', listingBody({ status: 'draft', images: [photo] }));
          if (res.status === 201) acknowledged.set(res.body.id, photo);
        } catch {
          return; // the connection died with the process
        }
        if (acknowledged.size >= 5 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(5);

    const second = await startServerProcess();
    const again = new ApiClient(second.url);
    expect((await again.post('/api/local/login', { username: owner.username, password: owner.password })).status).toBe(200);
    const mine = await again.get('/api/properties/my?limit=100');
    expect(mine.status, mine.text).toBe(200);
    const listings = mine.body as { id: string; images: string[] }[];
    // Images are answered as file URLs: /api/media/<id>/<file>.
    const imageIds = (listing: (typeof listings)[number]) => listing.images.map((url) => url.split('/').at(-2));
    for (const [id, photo] of acknowledged) {
      const found = listings.find((l) => l.id === id);
      expect(found, `acknowledged listing ${id} lost`).toBeDefined();
      expect(imageIds(found!)).toEqual([photo]);
    }
    // Listings saved but not acknowledged may exist (committed just before the kill): whole, never half.
    for (const listing of listings) expect(imageIds(listing), listing.id).toHaveLength(1);
    expect((await again.get('/api/health')).status).toBe(200);
  }, 240_000);
});
