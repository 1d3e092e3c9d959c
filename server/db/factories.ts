import { randomBytes } from 'node:crypto';
import type { Db } from './client.js';
import { media, properties, users, type Media, type NewProperty, type NewUser, type Property, type User } from './schema.js';
import { hashPassword } from '../lib/passwords.js';

// Row builders shared by the demo seed (seed.ts, demo/plan.ts) and the API tests.

let counter = 0;
export function uniqueSuffix(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter}${randomBytes(2).toString('hex')}`;
}

const FIRST = ['Aminata', 'Mohamed', 'Fatmata', 'Ibrahim', 'Isatu', 'Abu', 'Mariama', 'Alhaji', 'Kadiatu', 'Sahr'];
const LAST = ['Kamara', 'Sesay', 'Conteh', 'Bangura', 'Koroma', 'Jalloh', 'Turay', 'Mansaray', 'Kargbo', 'Fofanah'];

/** A Sierra Leonean name for a made-up person, varied from one call to the next. */
export function sampleName(): { firstName: string; lastName: string } {
  return { firstName: FIRST[counter % FIRST.length]!, lastName: LAST[(counter * 7) % LAST.length]! };
}

type NewMedia = typeof media.$inferInsert;
/** The database or an open transaction: both insert the same way. */
export type DbLike = Pick<Db, 'insert' | 'update' | 'select'>;

/** A user row ready to insert: an approved owner with a unique username unless told otherwise. */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const suffix = uniqueSuffix();
  const user: NewUser = {
    username: `user_${suffix}`,
    email: `user_${suffix}@example.sl`,
    ...sampleName(),
    userType: 'owner',
    accountStatus: 'approved',
    ...overrides,
  };
  // A made-up verified person has verified the contacts they have, unless told which.
  if (user.isVerified && overrides.emailVerifiedAt === undefined && overrides.phoneVerifiedAt === undefined) {
    const at = user.createdAt ?? new Date();
    if (user.email) user.emailVerifiedAt = at;
    if (user.phoneNumber) user.phoneVerifiedAt = at;
  }
  return user;
}

export type InsertedUser = User & { password: string };

/**
 * Inserts a user who can sign in with the returned `password`. Pass `passwordHash` to skip the (deliberately
 * slow) hashing when many users share one password, as the demo seed does.
 */
export async function insertUser(db: DbLike, overrides: Partial<NewUser> & { password?: string } = {}): Promise<InsertedUser> {
  const { password = `Strong-pass-${uniqueSuffix()}`, ...fields } = overrides;
  const passwordHash = fields.passwordHash ?? (await hashPassword(password));
  const [user] = await db.insert(users).values(buildUser({ ...fields, passwordHash })).returning();
  return { ...user!, password };
}

/** A listing row without its owner: an approved three-bedroom house for sale in Lumley unless told otherwise. */
export function buildListing(overrides: Partial<NewProperty> = {}): Omit<NewProperty, 'userId'> {
  const now = new Date();
  const status = overrides.status ?? 'approved';
  return {
    title: `Three-bedroom family house ${uniqueSuffix()}`,
    description: 'A well-kept family house with a borehole, a generator house and a walled compound with parking.',
    address: '12 Lumley Beach Road, Lumley',
    location: 'Lumley',
    propertyType: 'sale',
    propertyCategory: 'house',
    priceUSD: '125000.00',
    priceSLL: null,
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1800,
    features: ['Parking', 'Borehole', 'Generator'],
    status,
    submittedAt: status === 'draft' ? null : now,
    approvedAt: status === 'approved' ? now : null,
    ...overrides,
  };
}

export async function insertListing(db: DbLike, userId: string, overrides: Partial<NewProperty> = {}): Promise<Property> {
  const [row] = await db.insert(properties).values({ ...buildListing(overrides), userId }).returning();
  return row!;
}

/**
 * A media row (files not included: write them with storeImage first, or the serve route answers 404).
 * Approved image, unattached, unless told otherwise.
 */
export function buildMedia(userId: string, overrides: Partial<NewMedia> = {}): NewMedia {
  return {
    userId,
    kind: 'image',
    status: 'approved',
    mimeType: 'image/webp',
    width: 1200,
    height: 900,
    bytes: 0,
    position: 0,
    placeholderColor: '#8aa6c1',
    moderation: { warnings: [], flags: [], score: 0 },
    ...overrides,
  };
}

export async function insertMedia(db: DbLike, userId: string, overrides: Partial<NewMedia> = {}): Promise<Media> {
  const [row] = await db.insert(media).values(buildMedia(userId, overrides)).returning();
  return row!;
}
