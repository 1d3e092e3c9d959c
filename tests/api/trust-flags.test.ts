// Fraud flags on listings (issue 15): computed on submit and edit, shown to admins only, kept on approval; and
// scam warnings on messages. Real HTTP over a real database, real photos (the demo's drawn scenes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { adminClient, approvedLister, listingBody, reviewListing, type SignedIn } from '../helpers/listing-helpers.js';
import { cropAndReencode, scenePhoto, uploadFile, verifiedUser } from '../helpers/trust-helpers.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

interface Flag { code: string; message: string; evidence?: { label: string; url: string }[] }

// Fixed seeds, not random ones: two drawn bedrooms of random seeds were once close enough for the photo check
// to call them the same picture (a flake in CI). These seeds are checked to be told apart, every run alike.
let seed = 7_001;
const nextSeed = () => (seed += 7_919);

async function submit(lister: SignedIn, overrides: Record<string, unknown>, photo?: Buffer) {
  if (overrides.description === HONEST) overrides.description = honest();
  overrides.title ??= `Home ${Math.random().toString(36).slice(2, 10)}`;
  overrides.address ??= `${Math.floor(Math.random() * 900)} ${WORDS[Math.floor(Math.random() * WORDS.length)]} Street`;
  const images = [await uploadFile(lister.api, photo ?? await scenePhoto({ seed: nextSeed(), kind: 'bedroom' }))];
  const res = await lister.api.post('/api/properties', listingBody({ status: 'pending', images, ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; flags: Flag[] | null };
}

async function flagsOf(id: string): Promise<Flag[]> {
  const admin = await adminClient(server);
  const pending = (await admin.get('/api/admin/properties/pending?limit=100')).body as { id: string; flags: Flag[] }[];
  const inQueue = pending.find((l) => l.id === id);
  const detail = (await admin.get(`/api/properties/${id}`)).body as { flags: Flag[] };
  if (inQueue) expect(inQueue.flags).toEqual(detail.flags);
  return detail.flags;
}

const codes = (flags: Flag[]) => flags.map((f) => f.code).sort();

const WORDS = ['veranda', 'mango', 'tiles', 'ceiling', 'breeze', 'gutter', 'kitchen', 'pantry', 'parlour', 'balcony', 'harmattan', 'hillside',
  'compound', 'gate', 'tank', 'solar', 'meter', 'road', 'junction', 'school', 'market', 'clinic', 'mosque', 'church', 'wardrobe', 'shower',
  'garden', 'palm', 'cashew', 'stream', 'quarry', 'bakery', 'okada', 'keke', 'poda', 'wharf', 'lorry', 'boutique', 'salon', 'pharmacy'];

/** Honest text no other test listing shares (the duplicate check compares every account's listings). */
function honest(extra = ''): string {
  const pick = Array.from({ length: 14 }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(' ');
  return `Near the ${pick} ${Math.random().toString(36).slice(2)}. The deposit is paid after viewing, on signing the tenancy agreement. ${extra}`.trim();
}
/** Stands for a fresh honest() text: submit() replaces it. */
const HONEST = '<honest text>';

describe('fraud flags', () => {
  it('leave an honest listing unflagged, and are shown to admins only', async () => {
    const lister = await approvedLister(server);
    const created = await submit(lister, { description: HONEST });
    expect(created.flags, 'the lister never sees flags').toBeNull();
    expect(await flagsOf(created.id)).toEqual([]);
  });

  it('flag a request for money before viewing, quoting it', async () => {
    const lister = await approvedLister(server);
    const created = await submit(lister, { description: honest('Viewing fee Le 200, pay on Orange Money 076 123456 before we fix a day.') });
    const [flag] = await flagsOf(created.id);
    expect(flag).toMatchObject({ code: 'advance_fee' });
    expect(flag!.message).toContain('Viewing fee Le 200');
  });

  it('flag a price in old leones with the amount in new leones', async () => {
    const lister = await approvedLister(server);
    const created = await submit(lister, {
      description: HONEST, propertyType: 'rent', propertyCategory: 'apartment', location: 'Lumley', priceUSD: null, priceSLL: 27000000,
    });
    const [flag] = await flagsOf(created.id);
    expect(flag).toMatchObject({ code: 'old_leone_price' });
    expect(flag!.message).toContain('Le 27,000');
    // Written as old leones in the description, but entered in new leones: no flag.
    const written = await submit(lister, {
      description: honest('(Le 27,000,000 in old leones.)'), propertyType: 'rent', propertyCategory: 'apartment', location: 'Lumley', priceUSD: null, priceSLL: 27000,
    });
    expect(await flagsOf(written.id)).toEqual([]);
  });

  it("flag another account's repost of a listing, linking to it, and keep the flags when approved", async () => {
    const original = await approvedLister(server);
    const text = {
      title: 'Three-Bedroom House with Borehole, Goderich',
      address: '14 Peninsular Road, Goderich',
      description: 'Newly built three-bedroom house on a quiet street in Goderich. All rooms en-suite, a borehole with an overhead tank, a generator house and parking for two cars behind a metal gate. Ten minutes to Lumley beach.',
    };
    const first = await submit(original, text);
    const admin = await adminClient(server);
    await reviewListing(admin, first.id, 'approved');
    expect(await flagsOf(first.id)).toEqual([]);

    const copier = await approvedLister(server);
    const copy = await submit(copier, {
      ...text,
      title: '3 bedroom house with borehole - Goderich!!',
      description: `${text.description.replace(/\./g, ' .').replace(/Goderich/g, 'GODERICH')} Call 077 123 456.`,
    });
    const flags = await flagsOf(copy.id);
    expect(codes(flags)).toEqual(['duplicate_listing']);
    expect(flags[0]!.evidence).toEqual([{ label: text.title, url: `/property/${first.id}` }]);
    // Approval keeps the flags on record.
    await reviewListing(admin, copy.id, 'approved');
    expect(codes(await flagsOf(copy.id))).toEqual(['duplicate_listing']);
  });

  it("flag another account's photo even cropped and re-encoded, but not an owner's own photo used twice", async () => {
    const original = await approvedLister(server);
    const photo = await scenePhoto({ seed: 424242, kind: 'kitchen' });
    const first = await submit(original, { description: HONEST }, photo);
    const mine = await submit(original, { description: HONEST, title: 'Same kitchen, other flat of mine' }, photo);
    expect(await flagsOf(mine.id)).toEqual([]);

    const thief = await approvedLister(server);
    const stolen = await cropAndReencode(photo, { left: 0.06, top: 0.04, width: 0.88, height: 0.9 });
    const copy = await submit(thief, { description: 'Modern kitchen with granite tops and a gas cooker, in a quiet compound with a borehole and a generator.' }, stolen);
    const flags = await flagsOf(copy.id);
    expect(codes(flags)).toEqual(['photo_reused']);
    // The evidence is the original account's listing (it used the photo on two of them).
    expect([`/property/${first.id}`, `/property/${mine.id}`]).toContain(flags[0]!.evidence![0]!.url);

    // A different kitchen (another seed) is not the same photo.
    const other = await submit(thief, { description: HONEST }, await scenePhoto({ seed: 515151, kind: 'kitchen' }));
    expect(await flagsOf(other.id)).toEqual([]);
  }, 120_000);

  it("check each photo when it arrives: the original's owner editing after a copy is not flagged, a copied photo added later is", async () => {
    const original = await approvedLister(server);
    const photo = await scenePhoto({ seed: 616161, kind: 'living' });
    const first = await submit(original, { description: HONEST }, photo);
    const thief = await approvedLister(server);
    const copy = await submit(thief, { description: HONEST }, await cropAndReencode(photo, { left: 0.05, top: 0.05, width: 0.9, height: 0.9 }));
    expect(codes(await flagsOf(copy.id))).toEqual(['photo_reused']);

    // The owner edits the original's text: its photo was clean when it arrived, and the copy made since does not
    // turn the original into the suspect.
    const current = (await original.api.get(`/api/properties/${first.id}`)).body;
    const edit = (images: string[]) => original.api.put(`/api/properties/${first.id}`, listingBody({
      status: 'pending', title: current.title, address: current.address, description: `${current.description} Tiled throughout.`, images,
    }));
    const photoIds = current.photos.map((p: { id: string }) => p.id);
    expect((await edit(photoIds)).status).toBe(200);
    expect(await flagsOf(first.id)).toEqual([]);

    // A photo added later is checked like any new one: here, a copy of another account's photo.
    const someoneElses = await approvedLister(server);
    const theirPhoto = await scenePhoto({ seed: 626262, kind: 'kitchen' });
    await submit(someoneElses, { description: HONEST }, theirPhoto);
    const added = await uploadFile(original.api, await cropAndReencode(theirPhoto, { left: 0, top: 0, width: 0.92, height: 0.95 }));
    const res = await edit([...photoIds, added]);
    expect(res.status, res.text).toBe(200);
    expect(codes(await flagsOf(first.id))).toEqual(['photo_reused']);
  }, 120_000);

  it('are computed again on edit', async () => {
    const lister = await approvedLister(server);
    const created = await submit(lister, { description: HONEST });
    expect(await flagsOf(created.id)).toEqual([]);
    const current = (await lister.api.get(`/api/properties/${created.id}`)).body;
    const res = await lister.api.put(`/api/properties/${created.id}`, listingBody({
      status: 'pending', title: current.title, address: current.address, description: `${current.description} Registration fee Le 100 for every client.`,
      images: current.photos.map((p: { id: string }) => p.id),
    }));
    expect(res.status, res.text).toBe(200);
    expect(codes(await flagsOf(created.id))).toEqual(['advance_fee']);
  });
});

describe('scam warnings in conversations', () => {
  /** An approved lister's live listing and a home hunter, with a way to write about it. */
  async function listingConversation() {
    const lister = await verifiedUser(server, 'owner');
    const admin = await adminClient(server);
    await admin.patch(`/api/admin/users/${lister.user.id}/status`, { status: 'approved' });
    const listing = await submit({ api: lister.api, user: lister.user } as unknown as SignedIn, { description: HONEST });
    await reviewListing(admin, listing.id, 'approved');
    const seeker = await verifiedUser(server);
    const write = async (api: typeof seeker.api, receiverId: string, content: string) => {
      const res = await api.post('/api/messages', { receiverId, propertyId: listing.id, content });
      expect(res.status, res.text).toBe(201);
      return res.body as { safetyWarning: boolean };
    };
    return { admin, lister, listing, seeker, write };
  }

  it('mark a message asking for money before a viewing, and only that one', async () => {
    const { admin, lister, listing, seeker, write } = await listingConversation();
    expect((await write(seeker.api, lister.user.id, 'Hello, is the flat still free? I can pay the deposit after viewing.')).safetyWarning).toBe(false);
    expect((await write(lister.api, seeker.user.id, 'Yes. Send the viewing fee of Le 200 by Orange Money and I go show you di house.')).safetyWarning).toBe(true);
    const thread = (await seeker.api.get(`/api/conversations/${lister.user.id}?propertyId=${listing.id}`)).body as { senderId: string; safetyWarning: boolean }[];
    expect(thread.filter((m) => m.safetyWarning).map((m) => m.senderId)).toEqual([lister.user.id]);
    // Counted against the sender on the admin's Reports page once the listing is reported.
    for (const reason of ['fee_before_viewing', 'fake_photos']) {
      const reporter = await verifiedUser(server);
      expect((await reporter.api.post(`/api/properties/${listing.id}/reports`, { reason })).status).toBe(201);
    }
    const entry = (await admin.get('/api/admin/reports?limit=100')).body.find((r: { propertyId: string }) => r.propertyId === listing.id);
    expect(entry.lister.scamWarnings).toBe(1);
  });

  it('mark an ask in words the rules have no pattern for (the model reads it), and not an honest reply', async () => {
    const { lister, seeker, write } = await listingConversation();
    expect((await write(seeker.api, lister.user.id, 'Hello, I will come and see it on Saturday, and pay the rent at the lawyer\'s office after we sign.')).safetyWarning).toBe(false);
    expect((await write(lister.api, seeker.user.id, 'Dear applicant, your file is ready. Kindly regularise the processing component to unlock the inspection calendar.')).safetyWarning).toBe(true);
  });
});
