// Ownership documents in an S3-compatible bucket (s3rver here): kept under the private prefix, never beside the
// public media, nothing on the server's disk, and served only through the permission-checked route.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.js';
import { tinyPdf, uploadDocuments } from '../helpers/documents.js';
import { approvedLister, publishListing } from '../helpers/listing-helpers.js';
import { startLocalS3, type LocalS3 } from '../helpers/s3.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { sweepOrphanFiles } from '../../server/features/media/media.sweep.js';

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

describe('ownership documents in a bucket', () => {
  it('stores the file under private-documents/ with a random key, serves it to the lister only, and deletes it', async () => {
    const owner = await approvedLister(server);
    const listing = await publishListing(server, owner);
    const res = await uploadDocuments(owner.api, listing.id, 'title_deed', [{ body: tinyPdf(), name: 'deed.pdf' }]);
    expect(res.status, res.text).toBe(201);
    const doc = res.body[0] as { id: string; url: string };

    const keys = (await s3.keys()).filter((k) => k.startsWith('private-documents/'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^private-documents\/[0-9a-f-]{36}\/document\.pdf$/);
    expect(keys[0]).not.toContain(doc.id);
    for (const folder of ['private-documents', 'media']) {
      const onDisk = path.join(server.dataDir, folder);
      expect(existsSync(onDisk) ? readdirSync(onDisk).filter((d) => !d.startsWith('.')) : []).toEqual([]);
    }

    // The photo sweep walks the same bucket: papers are not photos without a row, and it leaves them alone.
    await sweepOrphanFiles(server.database.db, server.app.ctx.media, new Date(Date.now() + 60_000));
    expect(await s3.keys()).toContain(keys[0]);

    const file = await owner.api.get(doc.url);
    expect(file.status).toBe(200);
    expect(file.text.startsWith('%PDF-')).toBe(true);
    expect((await new ApiClient(server.url).get(doc.url)).status).toBe(401);

    expect((await owner.api.delete(doc.url)).status).toBe(204);
    expect((await s3.keys()).filter((k) => k.startsWith('private-documents/'))).toEqual([]);
  });
});
