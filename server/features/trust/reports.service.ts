// Reports of listings (issue 15): verified users report a live listing once each; reports from REPORTS_TO_HIDE
// different users hide it until an admin dismisses them, rejects the listing or suspends the lister.
import { and, asc, count, countDistinct, eq, inArray, isNull, min } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { listingReports, messages, properties, users, type User } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { PageQuery } from '../../../common/schemas/paging.js';
import type { ReportListingInput, ResolveReportsInput } from '../../../common/schemas/trust.js';
import type { ReportedListing, ReportReceipt } from '../../../common/api/trust.js';
import { REPORTS_TO_HIDE, type ReportReason } from '../../../common/trust.js';
import { canMoveAccount, canMoveListing } from '../../../common/states.js';
import { lockListing, type WrittenListing } from '../properties/properties.queries.js';
import { isPublicListing, PROPERTY_NOT_FOUND } from '../properties/properties.policy.js';
import { deleteUserSessions } from '../auth/auth.service.js';

export const VERIFY_TO_REPORT = 'Please verify your e-mail or phone before reporting a listing: reports count only from verified people.';
export const ALREADY_REPORTED = 'You have already reported this listing. Thank you: an admin will look at it.';
export const NO_OPEN_REPORTS = 'This listing has no open reports.';

export async function reportListing(db: Db, user: User, propertyId: string, input: ReportListingInput): Promise<ReportReceipt> {
  if (!user.isVerified) throw forbidden(VERIFY_TO_REPORT);
  return db.transaction(async (tx) => {
    const row = await lockListing(asDb(tx), propertyId);
    // Only live listings can be reported; anything else does not exist for the reporter.
    if (!row || !isPublicListing(row.property, row.owner)) throw notFound(PROPERTY_NOT_FOUND);
    if (row.property.userId === user.id) throw forbidden('You cannot report your own listing.');
    const [report] = await tx
      .insert(listingReports)
      .values({ propertyId, reporterId: user.id, reason: input.reason, details: input.details || null })
      .onConflictDoNothing()
      .returning();
    if (!report) throw new AppError('conflict', ALREADY_REPORTED);
    const [open] = await tx
      .select({ reporters: countDistinct(listingReports.reporterId) })
      .from(listingReports)
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
    if ((open?.reporters ?? 0) >= REPORTS_TO_HIDE) {
      await tx.update(properties).set({ hiddenByReportsAt: new Date() }).where(and(eq(properties.id, propertyId), isNull(properties.hiddenByReportsAt)));
    }
    return { id: report.id, propertyId, reason: report.reason, createdAt: report.createdAt.toISOString() };
  });
}

/** Listings with open reports, the longest-waiting first. The open reports are few: this never grows with listings. */
export async function findReportedListings(db: Db, page: PageQuery): Promise<{ items: ReportedListing[]; total: number }> {
  const open = eq(listingReports.status, 'open');
  const [groups, [counted]] = await Promise.all([
    db
      .select({ propertyId: listingReports.propertyId, first: min(listingReports.createdAt) })
      .from(listingReports)
      .where(open)
      .groupBy(listingReports.propertyId)
      .orderBy(asc(min(listingReports.createdAt)), asc(listingReports.propertyId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: countDistinct(listingReports.propertyId) }).from(listingReports).where(open),
  ]);
  const ids = groups.map((g) => g.propertyId);
  if (ids.length === 0) return { items: [], total: counted?.total ?? 0 };
  const [listings, reports] = await Promise.all([
    db.select({ property: properties, owner: users }).from(properties).innerJoin(users, eq(users.id, properties.userId)).where(inArray(properties.id, ids)),
    db.select().from(listingReports).where(and(open, inArray(listingReports.propertyId, ids))).orderBy(asc(listingReports.createdAt)),
  ]);
  const ownerIds = [...new Set(listings.map((l) => l.owner.id))];
  const warnings = await db
    .select({ senderId: messages.senderId, n: count() })
    .from(messages)
    .where(and(inArray(messages.senderId, ownerIds), eq(messages.safetyWarning, true)))
    .groupBy(messages.senderId);
  const items = groups.flatMap((g): ReportedListing[] => {
    const listing = listings.find((l) => l.property.id === g.propertyId);
    if (!listing) return [];
    const { property: p, owner } = listing;
    return [{
      propertyId: p.id,
      title: p.title,
      status: p.status,
      hidden: p.hiddenByReportsAt !== null,
      lister: {
        id: owner.id,
        name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.username || 'Unknown',
        accountStatus: owner.accountStatus,
        scamWarnings: warnings.find((w) => w.senderId === owner.id)?.n ?? 0,
      },
      reports: reports.filter((r) => r.propertyId === p.id).map((r) => ({
        id: r.id, reason: r.reason as ReportReason, details: r.details, createdAt: r.createdAt.toISOString(),
      })),
      firstReportedAt: new Date(g.first!).toISOString(),
    }];
  });
  return { items, total: counted?.total ?? 0 };
}

export interface Resolution { resolvedReports: number; listing: WrittenListing; suspended: User | null }

/** An admin acts on a listing's open reports; the action, the reports and the audit row commit together. */
export async function resolveReports(db: Db, admin: User, propertyId: string, input: ResolveReportsInput): Promise<Resolution> {
  return db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const row = await lockListing(tx, propertyId);
    if (!row) throw notFound(PROPERTY_NOT_FOUND);
    const now = new Date();
    const reason = input.reason ?? null;
    let { property, owner } = row;
    let suspended: User | null = null;

    if (input.action === 'reject_listing') {
      if (!canMoveListing(property.status, 'rejected', 'admin')) throw new AppError('conflict', `A ${property.status} listing cannot be rejected.`);
      [property] = await tx.update(properties).set({ status: 'rejected', rejectionReason: reason, hiddenByReportsAt: null, updatedAt: now })
        .where(eq(properties.id, propertyId)).returning() as [typeof property];
    } else {
      [property] = await tx.update(properties).set({ hiddenByReportsAt: null }).where(eq(properties.id, propertyId)).returning() as [typeof property];
    }
    if (input.action === 'suspend_lister') {
      if (owner.isAdmin || !canMoveAccount(owner.accountStatus, 'suspended')) throw new AppError('conflict', `This ${owner.accountStatus} account cannot be suspended.`);
      [owner] = await tx.update(users).set({ accountStatus: 'suspended', rejectionReason: reason, updatedAt: now }).where(eq(users.id, owner.id)).returning() as [typeof owner];
      await deleteUserSessions(tx, owner.id);
      suspended = owner;
    }

    const status = input.action === 'dismiss' ? 'dismissed' : 'upheld';
    const resolved = await tx
      .update(listingReports)
      .set({ status, resolvedBy: admin.id, resolvedAt: now })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
      .returning({ id: listingReports.id });
    if (resolved.length === 0 && input.action === 'dismiss') throw new AppError('conflict', NO_OPEN_REPORTS);

    await recordAudit(tx, {
      actorId: admin.id,
      action: { dismiss: 'reports.dismiss', reject_listing: 'property.reject', suspend_lister: 'user.suspend' }[input.action],
      targetType: input.action === 'suspend_lister' ? 'user' : 'property',
      targetId: input.action === 'suspend_lister' ? owner.id : propertyId,
      details: { propertyId, reports: resolved.length, reason, via: 'reports', fromStatus: input.action === 'suspend_lister' ? row.owner.accountStatus : row.property.status },
    });
    return { resolvedReports: resolved.length, listing: { property, owner }, suspended };
  });
}

/** An admin records that an agent's licence number was checked with the regulator (or withdraws it). */
export async function setLicenceChecked(db: Db, admin: User, userId: string, checked: boolean, note?: string): Promise<User> {
  return db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound('User not found');
    if (target.userType !== 'agent' || !target.licenseNumber) throw new AppError('conflict', 'Only an agent with a licence number can have it checked.');
    const [updated] = await tx
      .update(users)
      .set({ licenceCheckedAt: checked ? new Date() : null, licenceCheckedBy: checked ? admin.id : null })
      .where(eq(users.id, userId))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: checked ? 'user.licence_check' : 'user.licence_uncheck',
      targetType: 'user',
      targetId: userId,
      details: { licenseNumber: target.licenseNumber, note: note ?? null },
    });
    return updated!;
  });
}

