import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { exchangeRates, listingDocuments, media, messages, priceHistory, properties, users, viewings } from './schema.js';
import { DEFAULT_EXCHANGE_RATE, rateDateOf } from '../../common/exchange-rate.js';
import { DEMO_ACCOUNTS } from '../../common/demo-accounts.js';
import { hashPassword } from '../lib/passwords.js';
import { deleteMediaFiles, type MediaStorage } from '../lib/storage/media-storage.js';
import { diskMediaStorage } from '../lib/storage/disk-storage.js';
import { documentFolder } from '../lib/storage/document-keys.js';
import { buildMedia } from './factories.js';
import { DEMO_PEOPLE_PASSWORD } from './demo/people.js';
import { writeDemoPhotos, type DemoPhotoStore } from './demo/photos.js';
import { planDemoData, type DemoPlan } from './demo/plan.js';
import { insertDemoListingStats } from './demo/listing-stats.js';

export interface SeedOptions {
  dataDir: string;
  /** Where the photos go; by default DATA_DIR/media on disk. */
  storage?: MediaStorage;
  /** Where ownership documents go; by default DATA_DIR/private-documents on disk. */
  documentStorage?: MediaStorage;
  /** The three demo accounts and a handful of listings with one photo each, for API tests. */
  small?: boolean;
  /** How each photo is drawn and stored (writeDemoPhotos). */
  storePhoto?: DemoPhotoStore;
}

export interface SeedSummary {
  users: number;
  listings: number;
  photos: number;
  messages: number;
}

// Any constant works: it only has to be the same for every process that seeds.
const SEED_LOCK = 4_242_002;

async function countUsers(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/**
 * Seeds the demo accounts, listings, photos and conversations into a database that has no users yet, and
 * returns what it added (null when there were users already). The photo files are written first and the rows
 * in one transaction, so a crash leaves either the whole demo or no rows (and the files are removed).
 */
export async function seedDemoDataIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  if ((await countUsers(db)) > 0) return null;
  const plan = planDemoData({ small: options.small ?? false });
  const storage = options.storage ?? diskMediaStorage(options.dataDir);
  const documentStorage = options.documentStorage ?? diskMediaStorage(path.join(options.dataDir, 'private-documents'));
  const [hashes, stored] = await Promise.all([
    hashDemoPasswords(),
    writeDemoPhotos(storage, plan.photos, options.storePhoto),
    ...plan.documents.map((d) => documentStorage.put(d.storageKey, d.body, 'application/pdf')),
  ]);
  const photoIds = plan.photos.map((p) => p.id);
  const removeFiles = () => Promise.all([
    deleteMediaFiles(storage, photoIds),
    ...plan.documents.map((d) => documentStorage.deleteFolder(documentFolder(d.storageKey))),
  ]);
  try {
    const inserted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      // Another process may have seeded while the photos were being drawn.
      if ((await countUsers(tx)) > 0) return false;
      await insertPlan(tx as unknown as Db, plan, hashes, stored);
      return true;
    });
    if (!inserted) {
      await removeFiles();
      return null;
    }
  } catch (error) {
    await removeFiles();
    throw error;
  }
  return { users: plan.users.length, listings: plan.listings.length, photos: plan.photos.length, messages: plan.messages.length };
}

/** The three quick-access accounts keep their own passwords; everyone else shares one (hashed once). */
async function hashDemoPasswords(): Promise<Map<string, string>> {
  const accounts = Object.values(DEMO_ACCOUNTS);
  const [shared, ...own] = await Promise.all([hashPassword(DEMO_PEOPLE_PASSWORD), ...accounts.map((a) => hashPassword(a.password))]);
  const hashes = new Map<string, string>(accounts.map((a, i) => [a.username, own[i]!]));
  hashes.set('*', shared!);
  return hashes;
}

async function insertPlan(tx: Db, plan: DemoPlan, hashes: Map<string, string>, stored: Awaited<ReturnType<typeof writeDemoPhotos>>) {
  await tx.insert(users).values(plan.users.map((u) => ({ ...u, passwordHash: hashes.get(u.username) ?? hashes.get('*')! })));
  await tx.insert(properties).values(plan.listings);
  if (plan.priceHistory.length) await tx.insert(priceHistory).values(plan.priceHistory);
  const rows = plan.photos.map((photo) => {
    const image = stored.get(photo.id)!;
    const listing = plan.listings.find((l) => l.id === photo.propertyId)!;
    return buildMedia(photo.userId, {
      id: photo.id,
      propertyId: photo.propertyId,
      position: photo.position,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      placeholderColor: image.placeholderColor,
      createdAt: listing.createdAt,
    });
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(media).values(rows.slice(i, i + 500));
  if (plan.messages.length) await tx.insert(messages).values(plan.messages);
  await insertDemoListingStats(tx, plan);
  if (plan.viewings.length) await tx.insert(viewings).values(plan.viewings);
  if (plan.documents.length) {
    await tx.insert(listingDocuments).values(plan.documents.map(({ body, ...row }) => ({ ...row, contentType: 'application/pdf', bytes: body.length })));
  }
  // The migration's default rate carries the day it was read; a demo dated today does not warn its admin.
  await tx.insert(exchangeRates).values({ sllPerUsd: String(DEFAULT_EXCHANGE_RATE.sllPerUsd), rateDate: rateDateOf(new Date()) });
}
