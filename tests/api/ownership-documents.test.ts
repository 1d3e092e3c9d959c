// Ownership documents (issue 32, item 1; decision 0020): private papers a lister attaches to a listing, opened by
// the lister and admins only, checked for what they are, and the admin's "Documents seen" that hunters see.
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listingDocuments } from '../../server/db/schema.js';
import { ApiClient } from '../helpers/api-client.js';
import { jpegWithGps, pdfWithCompressedScript, tinyPdf, uploadDocuments } from '../helpers/documents.js';
import {
  adminClient, approvedLister, MISSING_ID, publishListing, registerUser, type SignedIn,
} from '../helpers/listing-helpers.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { searchQuerySchema } from '../../common/schemas/search.js';
import { searchPageQuery } from '../../server/features/search/search.service.js';
import { findCurrentRate } from '../../server/features/exchange-rate/exchange-rate.queries.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const pdf = tinyPdf();

async function listingWithPaper(lister?: SignedIn) {
  const owner = lister ?? (await approvedLister(server));
  const listing = await publishListing(server, owner);
  const res = await uploadDocuments(owner.api, listing.id, 'survey_plan', [{ body: pdf, name: 'Survey plan LS 123.pdf' }]);
  expect(res.status, res.text).toBe(201);
  return { owner, listing, doc: res.body[0] as { id: string; url: string; kind: string; fileName: string } };
}

const seenBody = (kinds: string[]) => ({ decision: 'seen', kinds, checks: ['nameMatches', 'placeMatches', 'looksUnaltered'], note: 'Matches LS 123/2019' });

describe('who may list, open, add and delete a listing\'s papers', () => {
  it('the lister and admins only; everyone else (other listers, hunters, visitors) gets 404 for list and open', async () => {
    const { owner, listing, doc } = await listingWithPaper();
    const admin = await adminClient(server);
    const otherLister = await approvedLister(server, 'agent');
    await publishListing(server, otherLister);
    const hunter = await registerUser(server, 'seeker');
    const visitor = new ApiClient(server.url);

    for (const api of [owner.api, admin]) {
      const list = await api.get(`/api/properties/${listing.id}/documents`);
      expect(list.status).toBe(200);
      expect(list.body.map((d: { id: string }) => d.id)).toEqual([doc.id]);
      expect(list.headers.get('cache-control')).toBe('private, no-store');
      const file = await api.get(doc.url);
      expect(file.status).toBe(200);
      expect(file.text.startsWith('%PDF-')).toBe(true);
    }
    for (const api of [otherLister.api, hunter.api]) {
      expect((await api.get(`/api/properties/${listing.id}/documents`)).status).toBe(404);
      expect((await api.get(doc.url)).status).toBe(404);
      expect((await api.delete(doc.url)).status).toBe(404);
      expect((await uploadDocuments(api, listing.id, 'conveyance', [{ body: pdf, name: 'x.pdf' }])).status).toBe(404);
    }
    expect((await visitor.get(`/api/properties/${listing.id}/documents`)).status).toBe(401);
    expect((await visitor.get(doc.url)).status).toBe(401);
    expect((await visitor.delete(doc.url)).status).toBe(401);
    // An admin reviews; an admin neither adds nor deletes a lister's papers.
    expect((await uploadDocuments(admin, listing.id, 'conveyance', [{ body: pdf, name: 'x.pdf' }])).status).toBe(404);
    expect((await admin.delete(doc.url)).status).toBe(404);
    // No enumeration: a missing listing and a missing document answer like a forbidden one.
    expect((await owner.api.get(`/api/properties/${MISSING_ID}/documents`)).status).toBe(404);
    expect((await owner.api.get(`/api/properties/${listing.id}/documents/${MISSING_ID}`)).status).toBe(404);
    // The document id of one listing does not open under another listing of the same lister.
    const second = await publishListing(server, owner);
    expect((await owner.api.get(`/api/properties/${second.id}/documents/${doc.id}`)).status).toBe(404);
  });

  it('serves a file privately: attachment with its name, nosniff, sandbox CSP, never cached', async () => {
    const { owner, doc } = await listingWithPaper();
    const file = await owner.api.get(doc.url);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="Survey plan LS 123.pdf"; filename*=UTF-8''Survey%20plan%20LS%20123.pdf`);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('keeps files outside the public media store, under an unguessable key, and never on a public URL', async () => {
    const { doc } = await listingWithPaper();
    const [row] = await server.database.db.select().from(listingDocuments).where(eq(listingDocuments.id, doc.id));
    expect(row!.storageKey).toMatch(/^[0-9a-f-]{36}\/document\.pdf$/);
    expect(row!.storageKey).not.toContain(doc.id);
    const folder = row!.storageKey.split('/')[0];
    expect((await new ApiClient(server.url).get(`/api/media/${folder}/original`)).status).toBe(404);
  });

  it('writes an audit entry each time an admin opens a document, none when the lister does', async () => {
    const { owner, doc } = await listingWithPaper();
    const admin = await adminClient(server);
    const adminId = (await admin.get('/api/auth/user')).body.id;
    await owner.api.get(doc.url);
    await admin.get(doc.url);
    await admin.get(doc.url);
    const entries = await server.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'listing_document.open'), eq(auditLog.targetId, doc.id)));
    expect(entries).toHaveLength(2);
    expect(entries.every((e) => e.actorId === adminId && e.targetType === 'listing_document')).toBe(true);
    expect(entries[0]!.createdAt).toBeInstanceOf(Date);
  });
});

describe('what a document may be', () => {
  it('takes a real PDF and refuses a non-PDF named .pdf, an encrypted PDF and PDFs with scripts or actions', async () => {
    const { owner, listing } = await listingWithPaper();
    const send = (body: Buffer, name = 'deed.pdf') => uploadDocuments(owner.api, listing.id, 'title_deed', [{ body, name }]);
    expect((await send(tinyPdf())).status).toBe(201);

    const fake = await send(Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Documents must be PDF files or photos (JPEG, PNG or WebP).');

    const encrypted = await send(tinyPdf({ trailerExtra: '/Encrypt << /Filter /Standard /V 2 /R 3 >> ' }));
    expect(encrypted.status).toBe(400);
    expect(encrypted.body.message).toMatch(/password-protected or encrypted/);

    for (const hostile of [
      tinyPdf({ catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ' }),
      tinyPdf({ catalogExtra: '/Names << /J#61vaScript 9 0 R >> ' }),
      tinyPdf({ catalogExtra: '/AA << /O << /S /Launch /F (cmd.exe) >> >> ' }),
      tinyPdf({ catalogExtra: '/Names << /EmbeddedFiles 9 0 R >> ' }),
      pdfWithCompressedScript(),
    ]) {
      const res = await send(hostile);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/scripts, automatic actions or attached files/);
    }
    const list = await owner.api.get(`/api/properties/${listing.id}/documents`);
    expect(list.body).toHaveLength(2);
  });

  it('re-encodes a photo so no metadata survives (EXIF GPS, camera, author)', async () => {
    const { owner, listing } = await listingWithPaper();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await uploadDocuments(owner.api, listing.id, 'conveyance', [{ body: original, name: 'conveyance page 1.jpg', type: 'image/jpeg' }]);
    expect(res.status, res.text).toBe(201);
    const file = await owner.api.request('GET', res.body[0].url);
    const bytes = Buffer.from(await (await fetch(server.url + res.body[0].url, { headers: { cookie: owner.api.cookieHeader } })).arrayBuffer());
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('content-disposition')).toMatch(/^inline;/);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(bytes.includes(Buffer.from('Lister Name'))).toBe(false);
  });

  it('strips control characters and paths from the file name as given', async () => {
    const { owner, listing } = await listingWithPaper();
    const res = await uploadDocuments(owner.api, listing.id, 'conveyance', [{ body: pdf, name: 'C:\\papers\\deed\u202Efdp.exe\u0007.pdf' }]);
    expect(res.status, res.text).toBe(201);
    expect(res.body[0].fileName).toBe('deedfdp.exe.pdf');
  });

  it('refuses a missing or unknown kind', async () => {
    const { owner, listing } = await listingWithPaper();
    expect((await uploadDocuments(owner.api, listing.id, null, [{ body: pdf, name: 'a.pdf' }])).status).toBe(400);
    const wrong = await uploadDocuments(owner.api, listing.id, 'passport', [{ body: pdf, name: 'a.pdf' }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.kind).toBeDefined();
  });

  it('allows 10 documents per listing and 15 MB per file', async () => {
    const { owner, listing } = await listingWithPaper();
    const nine = Array.from({ length: 9 }, (_, i) => ({ body: pdf, name: `page ${i}.pdf` }));
    expect((await uploadDocuments(owner.api, listing.id, 'conveyance', nine)).status).toBe(201);
    const eleventh = await uploadDocuments(owner.api, listing.id, 'conveyance', [{ body: pdf, name: 'one too many.pdf' }]);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.message).toBe('A listing can have at most 10 documents. Delete one to add another.');

    const { owner: other, listing: second } = await listingWithPaper();
    const big = Buffer.concat([pdf, Buffer.alloc(15 * 1024 * 1024 - pdf.length + 1, 0x20)]);
    const tooBig = await uploadDocuments(other.api, second.id, 'conveyance', [{ body: big, name: 'big.pdf' }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Each document must be at most 15 MB.');
    const justFits = Buffer.concat([pdf, Buffer.alloc(15 * 1024 * 1024 - pdf.length, 0x20)]);
    expect((await uploadDocuments(other.api, second.id, 'conveyance', [{ body: justFits, name: 'fits.pdf' }])).status).toBe(201);
  });
});

describe('the admin\'s review and what hunters see', () => {
  it('"Documents seen" shows hunters the kinds and the date, never a file; the filter finds the listing', async () => {
    const { owner, listing } = await listingWithPaper();
    const unseen = await listingWithPaper();
    await uploadDocuments(owner.api, listing.id, 'conveyance', [{ body: tinyPdf({ catalogExtra: '/Lang (en) ' }), name: 'conveyance.pdf' }]);
    const admin = await adminClient(server);
    const hunter = await registerUser(server, 'seeker');
    expect((await hunter.api.get(`/api/properties/${listing.id}`)).body.documentsSeen).toBeNull();

    // Every check must be ticked, and only attached kinds can be seen.
    const unticked = await admin.post(`/api/admin/properties/${listing.id}/documents/review`, { ...seenBody(['survey_plan']), checks: ['nameMatches'] });
    expect(unticked.status).toBe(400);
    const notAttached = await admin.post(`/api/admin/properties/${listing.id}/documents/review`, seenBody(['title_deed']));
    expect(notAttached.status).toBe(409);
    expect((await owner.api.post(`/api/admin/properties/${listing.id}/documents/review`, seenBody(['survey_plan']))).status).toBe(403);

    expect((await admin.post(`/api/admin/properties/${listing.id}/documents/review`, seenBody(['survey_plan', 'conveyance']))).status).toBe(204);
    const seen = (await hunter.api.get(`/api/properties/${listing.id}`)).body;
    expect(seen.documentsSeen.kinds).toEqual(['survey_plan', 'conveyance']);
    expect(Date.parse(seen.documentsSeen.seenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(seen)).not.toMatch(/documents\/|\.pdf|storage/i);
    const audit = await server.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'listing_documents.seen'), eq(auditLog.targetId, listing.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ kinds: ['survey_plan', 'conveyance'], note: 'Matches LS 123/2019' });

    const filtered = await hunter.api.get('/api/properties/search?documentsSeen=true&limit=100');
    expect(filtered.status).toBe(200);
    const ids = filtered.body.items.map((l: { id: string }) => l.id);
    expect(ids).toContain(listing.id);
    expect(ids).not.toContain(unseen.listing.id);
    expect(filtered.body.items.every((l: { documentsSeen: unknown }) => l.documentsSeen)).toBe(true);
    // Without the filter, listings without seen papers are there too.
    const all = await hunter.api.get('/api/properties/search?limit=100');
    expect(all.body.items.map((l: { id: string }) => l.id)).toContain(unseen.listing.id);
    expect((await hunter.api.get('/api/properties/search?documentsSeen=maybe')).status).toBe(400);
  });

  it('adding or deleting a paper after "seen" clears the mark for that kind only', async () => {
    const { owner, listing, doc } = await listingWithPaper();
    const conveyance = (await uploadDocuments(owner.api, listing.id, 'conveyance', [{ body: pdf, name: 'c.pdf' }])).body[0];
    const admin = await adminClient(server);
    await admin.post(`/api/admin/properties/${listing.id}/documents/review`, seenBody(['survey_plan', 'conveyance']));

    expect((await uploadDocuments(owner.api, listing.id, 'conveyance', [{ body: pdf, name: 'c2.pdf' }])).status).toBe(201);
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.documentsSeen.kinds).toEqual(['survey_plan']);
    expect((await owner.api.delete(doc.url)).status).toBe(204);
    expect((await owner.api.get(`/api/properties/${listing.id}`)).body.documentsSeen).toBeNull();
    expect((await owner.api.get(doc.url)).status).toBe(404);
    expect((await owner.api.get(conveyance.url)).status).toBe(200);
    const filtered = await new ApiClient(server.url).get('/api/properties/search?documentsSeen=true&limit=100');
    expect(filtered.body.items.map((l: { id: string }) => l.id)).not.toContain(listing.id);
  });

  it('asking for more shows the lister the reason, and nobody else', async () => {
    const { owner, listing } = await listingWithPaper();
    const admin = await adminClient(server);
    const noReason = await admin.post(`/api/admin/properties/${listing.id}/documents/review`, { decision: 'more', reason: '  ' });
    expect(noReason.status).toBe(400);
    const res = await admin.post(`/api/admin/properties/${listing.id}/documents/review`, { decision: 'more', reason: 'Please add the conveyance: the survey plan alone does not name the owner.' });
    expect(res.status).toBe(204);
    const mine = (await owner.api.get(`/api/properties/${listing.id}`)).body;
    expect(mine.documentsRequest.reason).toBe('Please add the conveyance: the survey plan alone does not name the owner.');
    const publicView = (await new ApiClient(server.url).get(`/api/properties/${listing.id}`)).body;
    expect(publicView.documentsRequest).toBeNull();
    const audit = await server.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'listing_documents.more_requested'), eq(auditLog.targetId, listing.id)));
    expect(audit).toHaveLength(1);
  });

  it('tells the admin when the same file is on another lister\'s listing', async () => {
    const shared = tinyPdf({ catalogExtra: '/Lang (fr) ' });
    const first = await listingWithPaper();
    await uploadDocuments(first.owner.api, first.listing.id, 'conveyance', [{ body: shared, name: 'deed.pdf' }]);
    const second = await listingWithPaper();
    await uploadDocuments(second.owner.api, second.listing.id, 'conveyance', [{ body: shared, name: 'my deed.pdf' }]);
    const admin = await adminClient(server);
    const docs = (await admin.get(`/api/properties/${second.listing.id}/documents`)).body as { fileName: string; sameFileElsewhere: number }[];
    expect(docs.find((d) => d.fileName === 'my deed.pdf')!.sameFileElsewhere).toBe(1);
    // The lister is not told how reuse is found.
    const mine = (await second.owner.api.get(`/api/properties/${second.listing.id}/documents`)).body as { sameFileElsewhere: unknown }[];
    expect(mine.every((d) => d.sameFileElsewhere === null)).toBe(true);
  });
});

describe('the "Documents seen" filter at scale', () => {
  it('is served by its partial index, not by reading every live listing', async () => {
    const db = server.database.db;
    const q = searchQuerySchema.parse({ documentsSeen: 'true', limit: '24' });
    const rate = await findCurrentRate(db);
    // With sequential scans priced out, the planner shows which index can answer; a tiny test table says nothing else.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${searchPageQuery(tx, q, rate)}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('properties_live_documents_seen_idx');
  });
});
