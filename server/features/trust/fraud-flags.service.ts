// Fraud flags of a listing (issue 15), computed on submit and edit and once for existing listings, kept on the
// listing: photo_reused, duplicate_listing, old_leone_price, price_too_low, advance_fee, reported. Each explains
// itself in plain words and links to its evidence. A failure to check never stops a submission (the backfill retries).
import { setImmediate } from 'node:timers/promises';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingReports, media, properties, type Property } from '../../db/schema.js';
import type { FraudFlag } from '../../../common/api/trust.js';
import { findOldLeonePrice } from '../../../common/old-leones.js';
import { proposedPrice } from '../../../common/listing-changes.js';
import { formatSll } from '../../../common/price.js';
import { REPORT_REASON_LABELS, type ReportReason } from '../../../common/trust.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { findAdvanceFeeRequest } from '../../../common/advance-fee.js';
import { findDuplicateListing, storeTextBands } from './duplicate-text.js';
import { priceTooLowFlag } from './price-comparables.js';
import { ensureFingerprints, findReusedPhotos, fingerprintedAmong } from './photo-reuse.js';

const listingUrl = (id: string) => `/property/${id}`;

/** What the admin reviews: the pending changes of a live listing when there are some, else the listing. */
export function reviewedText(p: Property) {
  const v = p.pendingChanges?.values;
  return {
    title: v?.title ?? p.title,
    address: v?.address ?? p.address,
    description: v?.description ?? p.description,
    location: v?.location ?? p.location,
    propertyCategory: v?.propertyCategory ?? p.propertyCategory,
    propertyType: v?.propertyType ?? p.propertyType,
    squareFootage: v?.squareFootage ?? p.squareFootage,
  };
}

async function photoIdsOf(db: Db, p: Property): Promise<string[]> {
  const attached = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.propertyId, p.id), eq(media.kind, 'image')))
    .orderBy(asc(media.position));
  return [...new Set([...attached.map((m) => m.id), ...(p.pendingChanges?.values.images ?? [])])];
}

/**
 * The photos the photo check looks at: each photo once, when it first arrives (it is fingerprinted then, so a
 * fingerprint means it was checked); all of them when the listing was never checked, or its photos were flagged or
 * a check failed last time. Checking an unchanged clean photo again would cost the same work on every save of a
 * live listing, and would flag the original of a copied photo against the copy made since.
 */
async function photosToCheck(db: Db, p: Property): Promise<string[]> {
  const ids = await photoIdsOf(db, p);
  const checkAll = p.fraudFlags === null || p.fraudFlags.some((f) => f.code === 'photo_reused' || f.code === 'check_failed');
  if (checkAll) return ids;
  const checked = await fingerprintedAmong(db, ids);
  return ids.filter((id) => !checked.has(id));
}

/** The 'reported' flag from the open reports, or null. Also used when a report arrives. */
export async function reportedFlag(db: Db, propertyId: string): Promise<FraudFlag | null> {
  const open = await db
    .select({ reason: listingReports.reason })
    .from(listingReports)
    .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
  if (open.length === 0) return null;
  const reasons = [...new Set(open.map((r) => REPORT_REASON_LABELS[r.reason as ReportReason].toLowerCase()))].join('; ');
  return {
    code: 'reported',
    message: `${open.length} user${open.length === 1 ? '' : 's'} reported this listing: ${reasons}.`,
    evidence: [{ label: 'Open reports', url: '/admin/reports' }],
  };
}

/** The detectors' names as the admin reads them when one could not run. */
type DetectorName = 'photo' | 'copied text' | 'old leones' | 'price' | 'money before a viewing' | 'reports';

/**
 * Computes every flag of the listing and stores them on it; answers them. Each detector runs on its own: one that
 * fails (a photo file gone, a query error) leaves the others' flags in place and adds a 'check_failed' flag that
 * names it, so the admin never reads a failed check as a clean one.
 */
export async function refreshFraudFlags(db: Db, storage: MediaStorage, propertyId: string, log?: Log): Promise<FraudFlag[]> {
  const [p] = await db.select().from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!p) return [];
  const flags: FraudFlag[] = [];
  const failed: DetectorName[] = [];
  const detect = async (name: DetectorName, run: () => Promise<FraudFlag | null> | FraudFlag | null) => {
    try {
      const flag = await run();
      if (flag) flags.push(flag);
    } catch (error) {
      failed.push(name);
      log?.warn({ err: error, propertyId, detector: name }, 'a fraud check could not run');
    }
  };
  const text = reviewedText(p);

  await detect('photo', async () => {
    const toCheck = await photosToCheck(db, p);
    // A fingerprint marks a photo checked before the listing's flags are written. Were this process to stop in
    // between, a new copied photo would pass as checked on every later save; unchecked first, the listing is left
    // to the backfill, which then checks all its photos.
    if (toCheck.length > 0 && p.fraudFlags !== null) await db.update(properties).set({ fraudFlags: null }).where(eq(properties.id, p.id));
    const fingerprints = await ensureFingerprints(db, storage, toCheck);
    const reused = await findReusedPhotos(db, p.userId, p.id, fingerprints);
    if (reused.length === 0) return null;
    const others = [...new Map(reused.map((r) => [r.otherPropertyId, r.otherTitle])).entries()];
    return {
      code: 'photo_reused',
      message: `${reused.length} photo${reused.length === 1 ? ' is' : 's are'} the same picture as a photo of another account's listing (even if resized, re-saved or cropped).`,
      evidence: others.slice(0, 5).map(([id, title]) => ({ label: title || 'Other listing', url: listingUrl(id) })),
    };
  });

  await detect('copied text', async () => {
    const bands = await storeTextBands(db, p.id, text);
    const duplicate = await findDuplicateListing(db, p.userId, p.id, text, bands);
    if (!duplicate) return null;
    return {
      code: 'duplicate_listing',
      message: `The title, address and description are ${Math.round(duplicate.similarity * 100)} % the same as another account's listing.`,
      evidence: [{ label: duplicate.title || 'Other listing', url: listingUrl(duplicate.propertyId) }],
    };
  });

  let rate: Awaited<ReturnType<typeof findCurrentRate>> | undefined;
  await detect('old leones', async () => {
    rate = await findCurrentRate(db);
    const oldPrice = findOldLeonePrice({ ...text, ...proposedPrice(p, p.pendingChanges) }, rate);
    if (!oldPrice) return null;
    return {
      code: 'old_leone_price',
      message: oldPrice.because === 'thousand_times_usd'
        ? `The leone price ${formatSll(oldPrice.amount)} is about 1,000 times the dollar price: it looks like old leones (${formatSll(oldPrice.newAmount)} in new leones).`
        : `The price ${formatSll(oldPrice.amount)} is about 1,000 times the usual range for this kind of property here: it looks like old leones (${formatSll(oldPrice.newAmount)} in new leones).`,
    };
  });

  await detect('price', async () => priceTooLowFlag(db, p, rate ?? (await findCurrentRate(db))));

  await detect('money before a viewing', () => {
    const fee = findAdvanceFeeRequest(`${text.title}. ${text.description}`);
    return fee ? { code: 'advance_fee', message: `The text asks for money before a viewing: "${fee.quote}"` } : null;
  });

  await detect('reports', () => reportedFlag(db, p.id));

  if (failed.length > 0) {
    flags.push({
      code: 'check_failed',
      message: `The ${joinNames(failed)} check${failed.length === 1 ? '' : 's'} could not run: look at ${failed.length === 1 ? 'it' : 'them'} by eye. Every check runs again when the listing is edited.`,
    });
  }
  await db.update(properties).set({ fraudFlags: flags }).where(eq(properties.id, p.id));
  return flags;
}

function joinNames(names: readonly string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

interface Log { warn: (obj: unknown, msg: string) => void }

/** Runs the check after a write without failing it: the listing stays unchecked and the backfill retries. */
export async function refreshFraudFlagsQuietly(db: Db, storage: MediaStorage, propertyId: string, log: Log): Promise<void> {
  try {
    await refreshFraudFlags(db, storage, propertyId, log);
  } catch (error) {
    log.warn({ err: error, propertyId }, 'could not check the listing for fraud flags');
  }
}

/** Replaces only the 'reported' flag (a report arrived or was resolved), leaving the others as computed. */
export async function refreshReportedFlag(db: Db, propertyId: string): Promise<void> {
  const [p] = await db.select({ flags: properties.fraudFlags }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!p) return;
  const reported = await reportedFlag(db, propertyId);
  const others = (p.flags ?? []).filter((f) => f.code !== 'reported');
  await db.update(properties).set({ fraudFlags: reported ? [...others, reported] : others }).where(eq(properties.id, propertyId));
}

/**
 * Checks every submitted listing that has never been checked (existing data after the upgrade, or a check that
 * failed), oldest first so the original of a copied listing is the one left unflagged. Idempotent: safe on
 * several servers and after a restart.
 */
export async function backfillFraudFlags(db: Db, storage: MediaStorage, batch = 100): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(isNull(properties.fraudFlags), ne(properties.status, 'draft')))
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(batch);
    if (rows.length === 0) return done;
    for (const row of rows) {
      // The embedded database answers on this thread too, so a chain of awaits alone never lets a request in:
      // without this, a fresh demo server stopped answering for seconds at a time while it checked its listings.
      await setImmediate();
      try {
        await refreshFraudFlags(db, storage, row.id);
      } catch {
        // Mark it checked with no flag rather than retry it forever; the next edit checks it again.
        await db.update(properties).set({ fraudFlags: [] }).where(eq(properties.id, row.id));
      }
      done++;
    }
  }
}

export const FLAGGED_CONDITION = sql`jsonb_array_length(coalesce(${properties.fraudFlags}, '[]'::jsonb)) > 0`;
