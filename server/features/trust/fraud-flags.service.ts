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
import { formatSll } from '../../../common/price.js';
import { REPORT_REASON_LABELS, type ReportReason } from '../../../common/trust.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { findAdvanceFeeRequest } from '../../../common/advance-fee.js';
import { findDuplicateListing, storeTextBands } from './duplicate-text.js';
import { priceTooLowFlag } from './price-comparables.js';
import { ensureFingerprints, findReusedPhotos } from './photo-reuse.js';

const listingUrl = (id: string) => `/property/${id}`;

/** What the admin reviews: the pending changes of a live listing when there are some, else the listing. */
function reviewedText(p: Property) {
  const v = p.pendingChanges?.values;
  return {
    title: v?.title ?? p.title,
    address: v?.address ?? p.address,
    description: v?.description ?? p.description,
    location: v?.location ?? p.location,
    propertyCategory: v?.propertyCategory ?? p.propertyCategory,
    propertyType: v?.propertyType ?? p.propertyType,
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

/** Computes every flag of the listing and stores them on it; answers them. */
export async function refreshFraudFlags(db: Db, storage: MediaStorage, propertyId: string): Promise<FraudFlag[]> {
  const [p] = await db.select().from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!p) return [];
  const flags: FraudFlag[] = [];
  const text = reviewedText(p);

  const fingerprints = await ensureFingerprints(db, storage, await photoIdsOf(db, p));
  const reused = await findReusedPhotos(db, p.userId, p.id, fingerprints);
  if (reused.length > 0) {
    const others = [...new Map(reused.map((r) => [r.otherPropertyId, r.otherTitle])).entries()];
    flags.push({
      code: 'photo_reused',
      message: `${reused.length} photo${reused.length === 1 ? ' is' : 's are'} the same picture as a photo of another account's listing (even if resized, re-saved or cropped).`,
      evidence: others.slice(0, 5).map(([id, title]) => ({ label: title || 'Other listing', url: listingUrl(id) })),
    });
  }

  const bands = await storeTextBands(db, p.id, text);
  const duplicate = await findDuplicateListing(db, p.userId, p.id, text, bands);
  if (duplicate) {
    flags.push({
      code: 'duplicate_listing',
      message: `The title, address and description are ${Math.round(duplicate.similarity * 100)} % the same as another account's listing.`,
      evidence: [{ label: duplicate.title || 'Other listing', url: listingUrl(duplicate.propertyId) }],
    });
  }

  const rate = await findCurrentRate(db);
  const oldPrice = findOldLeonePrice({ ...text, priceSLL: p.priceSLL, priceUSD: p.priceUSD, priceOnRequest: p.priceOnRequest }, rate);
  if (oldPrice) {
    flags.push({
      code: 'old_leone_price',
      message: oldPrice.because === 'thousand_times_usd'
        ? `The leone price ${formatSll(oldPrice.amount)} is about 1,000 times the dollar price: it looks like old leones (${formatSll(oldPrice.newAmount)} in new leones).`
        : `The price ${formatSll(oldPrice.amount)} is about 1,000 times the usual range for this kind of property here: it looks like old leones (${formatSll(oldPrice.newAmount)} in new leones).`,
    });
  }

  const low = await priceTooLowFlag(db, p, rate);
  if (low) flags.push(low);

  const fee = findAdvanceFeeRequest(`${text.title}. ${text.description}`);
  if (fee) flags.push({ code: 'advance_fee', message: `The text asks for money before a viewing: "${fee.quote}"` });

  const reported = await reportedFlag(db, p.id);
  if (reported) flags.push(reported);

  await db.update(properties).set({ fraudFlags: flags }).where(eq(properties.id, p.id));
  return flags;
}

interface Log { warn: (obj: unknown, msg: string) => void }

/** Runs the check after a write without failing it: the listing stays unchecked and the backfill retries. */
export async function refreshFraudFlagsQuietly(db: Db, storage: MediaStorage, propertyId: string, log: Log): Promise<void> {
  try {
    await refreshFraudFlags(db, storage, propertyId);
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
