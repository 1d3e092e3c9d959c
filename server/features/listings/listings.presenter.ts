import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { media, type Media, type User } from '../../db/schema.js';
import { mediaUrl, videoUrl } from '../../lib/storage/media-storage.js';
import { countInquiries, type ListingRow } from './listings.queries.js';
import { isLicenceChecked } from '../users/users.service.js';
import type { Lister, Listing, ListingPhoto, PendingListingChangesView } from '../../../common/api/listings.js';
import { proposedPrice } from '../../../common/listing-changes.js';

export interface ListingExtras {
  media: Map<string, Media[]>;
  /** Uploads named by pending changes (private views only), by id. */
  proposedMedia?: Map<string, Media>;
  /** null when the caller may not see inquiry counts (they are the lister's business). */
  inquiries: Map<string, number> | null;
}

export interface PresentOptions {
  /** The lister or an admin: drafts, unmoderated photos, inquiry counts, rejection reasons. */
  privateView: boolean;
  /** Show an owner's personal phone and e-mail (agents' business contacts are always public). */
  revealOwnerContact: boolean;
  /** An admin: fraud flags and report hiding (never shown to the lister, so a scammer cannot tune around them). */
  adminView?: boolean;
}

/** Media and inquiry counts for a page of listings in two queries, whatever the page size. */
export async function loadListingExtras(db: Db, propertyIds: string[], withInquiries: boolean): Promise<ListingExtras> {
  const extras: ListingExtras = { media: new Map(), inquiries: withInquiries ? new Map() : null };
  if (propertyIds.length === 0) return extras;
  const attached = await db
    .select()
    .from(media)
    .where(inArray(media.propertyId, propertyIds))
    .orderBy(asc(media.position), asc(media.createdAt));
  for (const item of attached) {
    const list = extras.media.get(item.propertyId!) ?? [];
    list.push(item);
    extras.media.set(item.propertyId!, list);
  }
  if (withInquiries) extras.inquiries = await countInquiries(db, propertyIds);
  return extras;
}

/** The uploads that rows' pending changes propose, for the lister's and the admin's view. */
export async function loadProposedMedia(db: Db, rows: ListingRow[]): Promise<Map<string, Media>> {
  const ids = rows.flatMap(({ property: p }) => (p.pendingChanges ? [...p.pendingChanges.values.images, ...p.pendingChanges.values.videos] : []));
  const found = new Map<string, Media>();
  if (ids.length === 0) return found;
  for (const item of await db.select().from(media).where(inArray(media.id, [...new Set(ids)]))) found.set(item.id, item);
  return found;
}

function presentPendingChanges(p: ListingRow['property'], proposed: Map<string, Media> | undefined): PendingListingChangesView | null {
  const changes = p.pendingChanges;
  if (!changes || !p.changesSubmittedAt) return null;
  const { values } = changes;
  const pick = (ids: string[]) => ids.map((id) => proposed?.get(id)).filter((m): m is Media => Boolean(m));
  return {
    fields: changes.fields,
    submittedAt: p.changesSubmittedAt.toISOString(),
    title: values.title,
    description: values.description,
    address: values.address,
    location: values.location,
    propertyType: values.propertyType,
    propertyCategory: values.propertyCategory,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    squareFootage: values.squareFootage,
    features: values.features,
    ...proposedPrice(p, changes),
    photos: pick(values.images).map(presentPhoto),
    videoFiles: pick(values.videos).map((m) => ({ id: m.id, url: videoUrl(m.id), status: m.status })),
  };
}

export function presentPhoto(item: Media): ListingPhoto {
  return {
    id: item.id,
    sm: mediaUrl(item.id, 'sm'),
    ph: mediaUrl(item.id, 'ph'),
    md: mediaUrl(item.id, 'md'),
    lg: mediaUrl(item.id, 'lg'),
    width: item.width,
    height: item.height,
    placeholderColor: item.placeholderColor,
    status: item.status,
  };
}

/**
 * The lister as shown beside a listing. Agents are businesses: their profile and business contacts are public.
 * Owners are private people: their phone and e-mail only go to signed-in, verified users (and admins), so
 * scrapers and spammers cannot harvest them; everyone else contacts them by in-app message.
 */
export function presentLister(owner: User, revealOwnerContact: boolean): Lister {
  const agent = owner.userType === 'agent';
  const showContact = agent || revealOwnerContact;
  return {
    id: owner.id,
    firstName: owner.firstName,
    lastName: owner.lastName,
    profileImageUrl: owner.profileImageUrl,
    userType: owner.userType,
    accountStatus: owner.accountStatus,
    companyName: agent ? owner.companyName : null,
    yearsInBusiness: agent ? owner.yearsInBusiness : null,
    licenseNumber: agent ? owner.licenseNumber : null,
    agentBio: agent ? owner.agentBio : null,
    specializations: agent ? owner.specializations : [],
    phoneNumber: showContact ? owner.phoneNumber : null,
    whatsappNumber: showContact ? owner.whatsappNumber : null,
    email: showContact ? owner.email : null,
    contactHidden: !showContact && Boolean(owner.phoneNumber || owner.whatsappNumber || owner.email),
    badges: presentBadges(owner),
  };
}

/** Facts, not opinions: each badge is something the site checked (see /trust). */
export function presentBadges(owner: User): Lister['badges'] {
  return {
    phoneVerified: owner.phoneVerifiedAt !== null,
    emailVerified: owner.emailVerifiedAt !== null,
    licenceChecked: isLicenceChecked(owner),
    memberSince: owner.createdAt.toISOString(),
  };
}

export function presentListing({ property: p, owner }: ListingRow, extras: ListingExtras, options: PresentOptions): Listing {
  const attached = extras.media.get(p.id) ?? [];
  // The public only ever sees photos that passed moderation.
  const shown = options.privateView ? attached : attached.filter((m) => m.status === 'approved');
  const photos = shown.filter((m) => m.kind === 'image');
  const videos = shown.filter((m) => m.kind === 'video');
  return {
    id: p.id,
    userId: p.userId,
    user: presentLister(owner, options.revealOwnerContact || options.privateView),
    title: p.title,
    description: p.description,
    address: p.address,
    location: p.location,
    images: photos.map((m) => mediaUrl(m.id, 'md')),
    photos: photos.map(presentPhoto),
    videos: videos.map((m) => videoUrl(m.id)),
    // The edit form sends ids back: photos[].id and videoFiles[].id.
    videoFiles: videos.map((m) => ({ id: m.id, url: videoUrl(m.id), status: m.status })),
    propertyCategory: p.propertyCategory,
    propertyType: p.propertyType,
    priceUSD: p.priceUSD,
    priceSLL: p.priceSLL,
    priceOnRequest: p.priceOnRequest,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    squareFootage: p.squareFootage,
    features: p.features,
    status: p.status,
    rejectionReason: options.privateView ? p.rejectionReason : null,
    isPriceReduced: p.isPriceReduced,
    isArchived: p.isArchived,
    viewCount: p.viewCount,
    inquiryCount: extras.inquiries ? (extras.inquiries.get(p.id) ?? 0) : null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    submittedAt: p.submittedAt?.toISOString() ?? null,
    approvedAt: p.approvedAt?.toISOString() ?? null,
    pendingChanges: options.privateView ? presentPendingChanges(p, extras.proposedMedia) : null,
    changesRejectionReason: options.privateView ? p.changesRejectionReason : null,
    flags: options.adminView ? p.fraudFlags : null,
    hiddenByReports: Boolean(options.adminView && p.hiddenByReportsAt),
    documentsSeen: p.documentsSeenKinds.length > 0 && p.documentsSeenAt
      ? { kinds: p.documentsSeenKinds, seenAt: p.documentsSeenAt.toISOString() }
      : null,
    documentsRequest: options.privateView && p.documentsRequestReason && p.documentsRequestedAt
      ? { reason: p.documentsRequestReason, requestedAt: p.documentsRequestedAt.toISOString() }
      : null,
  };
}
export type ListingView = ReturnType<typeof presentListing>;

/** Presents a list: one media query (and one inquiry query for private views) for all rows. */
export async function presentListings(db: Db, rows: ListingRow[], options: PresentOptions): Promise<ListingView[]> {
  const extras = await loadListingExtras(db, rows.map((r) => r.property.id), options.privateView);
  if (options.privateView) extras.proposedMedia = await loadProposedMedia(db, rows);
  return rows.map((row) => presentListing(row, extras, options));
}
