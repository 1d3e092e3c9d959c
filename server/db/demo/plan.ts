// Turns the demo catalogues into rows: users, listings (with their review history and price cuts), photo
// plans and messages. Pure apart from the new ids, so the seed can write every file before any row.
import { randomUUID } from 'node:crypto';
import type { messages, priceHistory } from '../schema.js';
import type { NewProperty, NewUser } from '../schema.js';
import { buildListing, buildUser } from '../factories.js';
import { featuresFrom, type DemoListing } from './catalogue.js';
import { DEMO_THREADS } from './conversations.js';
import { describeListing } from './descriptions.js';
import { DEMO_PAPERS, DEMO_REVIEW, planDocument, type PlannedDocument } from './documents.js';
import { planScenes, type SceneSpec } from './images.js';
import { PROVINCE_LISTINGS, REVIEW_LISTINGS } from './listings-provinces.js';
import { WESTERN_LISTINGS } from './listings-western.js';
import { DEMO_OTHER_PEOPLE, DEMO_QUICK_ACCESS, type DemoPerson } from './people.js';
import { createRandom, seedFrom, type Random } from './random.js';
import { planViewings } from './viewings.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface PlannedPhoto {
  id: string;
  userId: string;
  propertyId: string;
  position: number;
  scene: SceneSpec;
}

export interface DemoPlan {
  users: (NewUser & { id: string; username: string })[];
  listings: (NewProperty & { id: string })[];
  priceHistory: (typeof priceHistory.$inferInsert)[];
  photos: PlannedPhoto[];
  messages: (typeof messages.$inferInsert)[];
  documents: PlannedDocument[];
  viewings: ReturnType<typeof planViewings>;
}

const LICENCE_CHECKED = new Set(['mariama.turay', 'alhaji.mansaray']);

export function planDemoData(options: { small: boolean; now?: Date }): DemoPlan {
  const now = options.now ?? new Date();
  const people = options.small ? DEMO_QUICK_ACCESS : [...DEMO_QUICK_ACCESS, ...DEMO_OTHER_PEOPLE];
  const users = people.map((person) => planUser(person, now));
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  // Two agencies whose licences the demo admin checked, so the full demo shows 'Licensed Agent' beside
  // 'Agent (licence not checked)' (the quick-access agent, whose check a new user can try as the admin).
  const admin = users.find((u) => u.isAdmin);
  for (const user of users) {
    if (admin && LICENCE_CHECKED.has(user.username)) {
      Object.assign(user, { licenceCheckedAt: new Date(now.getTime() - 30 * DAY), licenceCheckedBy: admin.id, licenceCheckedNumber: user.licenseNumber });
    }
  }

  const catalogue = [...WESTERN_LISTINGS, ...PROVINCE_LISTINGS, ...REVIEW_LISTINGS].filter((l) => !options.small || l.small);
  const plan: DemoPlan = { users, listings: [], priceHistory: [], photos: [], messages: [], documents: [], viewings: [] };
  for (const entry of catalogue) {
    const userId = idOf.get(entry.by);
    if (!userId) continue;
    const r = createRandom(seedFrom(entry.title));
    const listing = planListing(entry, userId, now, r);
    plan.listings.push(listing);
    if (entry.from) {
      plan.priceHistory.push({
        propertyId: listing.id,
        currency: entry.usd ? 'USD' : 'SLL',
        oldPrice: entry.from.toFixed(2),
        newPrice: (entry.usd ?? entry.sle ?? 0).toFixed(2),
        changedAt: new Date(listing.createdAt!.getTime() + (now.getTime() - listing.createdAt!.getTime()) * 0.6),
      });
    }
    const visible = !entry.status || entry.status === 'pending';
    const count = options.small ? (visible ? 1 : 0) : entry.pics;
    planScenes(entry.cat, count, seedFrom(entry.title), entry.coast ?? false, entry.beds, seedFrom(entry.by) % 100_000).forEach((scene, position) => {
      // The test-sized set draws at 800x600: a third of the work, and tests only need a real photo.
      plan.photos.push({ id: randomUUID(), userId, propertyId: listing.id, position, scene: options.small ? { ...scene, scale: 2 / 3 } : scene });
    });
  }
  plan.messages = planMessages(plan, idOf, now);
  if (admin) plan.documents = planPapers(plan, admin.id);
  plan.viewings = planViewings(plan.listings, idOf, now);
  return plan;
}

/** The demo's ownership papers: files for each listing of DEMO_PAPERS, marked seen by the admin where the list says so. */
function planPapers(plan: DemoPlan, adminId: string): PlannedDocument[] {
  const documents: PlannedDocument[] = [];
  for (const papers of DEMO_PAPERS) {
    const listing = plan.listings.find((l) => l.title === papers.listing && l.status === 'approved' && !l.isArchived);
    if (!listing) continue;
    // Papers arrive with the listing; the admin saw them when approving it.
    const uploadedAt = listing.createdAt!;
    documents.push(...papers.kinds.map((kind) => planDocument(listing.id, listing.userId, papers.listing, kind, uploadedAt)));
    if (papers.seen) {
      Object.assign(listing, { documentsSeenKinds: papers.kinds, documentsSeenBy: adminId, documentsSeenAt: listing.approvedAt ?? uploadedAt, documentsReview: DEMO_REVIEW });
    }
  }
  return documents;
}

function planUser(person: DemoPerson, now: Date) {
  const { daysAgo, ...fields } = person;
  const createdAt = new Date(now.getTime() - daysAgo * DAY - 3 * HOUR);
  return { ...buildUser({ ...fields, createdAt, updatedAt: createdAt }), id: randomUUID(), username: person.username };
}

function planListing(entry: DemoListing, userId: string, now: Date, r: Random) {
  const age = entry.days === 0 ? r.range(1, 5) * HOUR : entry.days * DAY + r.range(1, 10) * HOUR;
  const createdAt = new Date(now.getTime() - age);
  const status = entry.status ?? 'approved';
  // Reviews take a day or two; a listing from this morning was approved within hours.
  const approvedAt = status === 'approved' ? new Date(createdAt.getTime() + Math.min(age / 2, r.range(4, 40) * HOUR)) : null;
  const live = status === 'approved' && !entry.archived;
  const views = entry.days === 0 ? r.int(0, 6) : Math.round(Math.min(entry.days, 400) * r.range(0.6, 3) + r.int(3, 30));
  return {
    ...buildListing({
      title: entry.title,
      description: describeListing(entry, r),
      address: entry.addr,
      location: entry.loc,
      propertyType: entry.type,
      propertyCategory: entry.cat,
      priceUSD: entry.usd ? entry.usd.toFixed(2) : null,
      priceSLL: entry.sle ? entry.sle.toFixed(2) : null,
      priceOnRequest: entry.onRequest ?? false,
      bedrooms: entry.beds ?? null,
      bathrooms: entry.baths ?? null,
      squareFootage: entry.sqft ?? null,
      features: featuresFrom(entry.f),
      status,
      rejectionReason: entry.reason ?? null,
      isPriceReduced: Boolean(entry.from),
      isArchived: entry.archived ?? false,
      viewCount: live || entry.archived ? views : 0,
      createdAt,
      updatedAt: createdAt,
      submittedAt: status === 'draft' ? null : createdAt,
      approvedAt,
    }),
    userId,
    id: randomUUID(),
  };
}

function planMessages(plan: DemoPlan, idOf: Map<string, string>, now: Date): DemoPlan['messages'] {
  const rows: DemoPlan['messages'] = [];
  for (const thread of DEMO_THREADS) {
    const listing = plan.listings.find((l) => l.title === thread.listing);
    const seekerId = idOf.get(thread.seeker);
    if (!listing || !seekerId) continue;
    const r = createRandom(seedFrom(thread.seeker + thread.listing));
    const day = new Date(now.getTime() - thread.startDaysAgo * DAY);
    let at = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), thread.hour) + r.range(0, 40) * 60_000;
    thread.messages.forEach(([from, minutes, content], index) => {
      at = Math.min(at + minutes * 60_000, now.getTime() - (thread.messages.length - index) * 60_000);
      const unread = index >= thread.messages.length - (thread.unread ?? 0);
      const [senderId, receiverId] = from === 'seeker' ? [seekerId, listing.userId] : [listing.userId, seekerId];
      rows.push({
        senderId, receiverId, propertyId: listing.id, content, createdAt: new Date(at),
        readAt: unread ? null : new Date(Math.min(at + r.range(2, 90) * 60_000, now.getTime())),
      });
    });
  }
  return rows;
}
