// Reports of listings (issue 15): verified users report a live listing once each. Since issue 30 (item 3,
// decision 0018) a report hides the listing only with weight: open reports whose reporters, related ones counted
// once, weigh REPORT_WEIGHT_TO_HIDE together hide it until an admin dismisses them, rejects the listing or
// suspends the lister. Lighter reports only raise the listing in the admin's queue.
import { and, eq, gt, inArray, isNull, count, sql } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { listingReports, messages, properties, users, type User } from '../../db/schema.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { PageQuery } from '../../../common/schemas/paging.js';
import type { ReportListingInput, ResolveReportsInput } from '../../../common/schemas/trust.js';
import type { ReportedListing, ReportReceipt } from '../../../common/api/trust.js';
import type { Page } from '../../../common/api/page.js';
import { REPORTS_PER_DAY, REPORT_WEIGHT_TO_HIDE, type ReportReason } from '../../../common/trust.js';
import { canMoveAccount, canMoveListing } from '../../../common/states.js';
import { lockListing, type WrittenListing, isPublicListing, PROPERTY_NOT_FOUND } from '../listings/listings.service.js';
import { deleteUserSessions } from '../auth/auth.service.js';
import { hashReportAddress, openReportFacts, type OpenReportFacts } from './report-facts.js';
import { listingReportWeight } from './report-weight.js';

export const VERIFY_TO_REPORT = 'Please verify your e-mail or phone before reporting a listing: reports count only from verified people.';
export const ALREADY_REPORTED = 'You have already reported this listing. Thank you: an admin will look at it.';
export const NO_OPEN_REPORTS = 'This listing has no open reports.';
export const REPORT_LIMIT_REACHED = `You have sent ${REPORTS_PER_DAY} reports in the last 24 hours, the most we take from one person in a day. Please try again tomorrow: an admin will look at the ones you sent.`;

/** Where the report came from, kept only as hashes to tell related reporters apart. */
export interface ReportSource { ip: string; deviceHash: string | null }

export async function reportListing(db: Db, user: User, propertyId: string, input: ReportListingInput, source: ReportSource): Promise<ReportReceipt> {
  if (!user.isVerified) throw forbidden(VERIFY_TO_REPORT);
  const addressHash = await hashReportAddress(db, source.ip);
  return db.transaction(async (txRaw) => {
    const tx = asDb(txRaw);
    // One reporter's reports queue behind each other on every server process, so the daily count cannot be
    // passed by sending many at once. An advisory lock, not the users row, so it never waits on a listing's lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`listing-reports:${user.id}`}, 0))`);
    const [today] = await tx
      .select({ n: count() })
      .from(listingReports)
      .where(and(eq(listingReports.reporterId, user.id), gt(listingReports.createdAt, sql`now() - interval '1 day'`)));
    if ((today?.n ?? 0) >= REPORTS_PER_DAY) throw new AppError('rate_limited', REPORT_LIMIT_REACHED);
    const row = await lockListing(tx, propertyId);
    // Only live listings can be reported; anything else does not exist for the reporter.
    if (!row || !isPublicListing(row.property, row.owner)) throw notFound(PROPERTY_NOT_FOUND);
    if (row.property.userId === user.id) throw forbidden('You cannot report your own listing.');
    const [report] = await tx
      .insert(listingReports)
      .values({ propertyId, reporterId: user.id, reason: input.reason, details: input.details || null, addressHash, deviceHash: source.deviceHash })
      .onConflictDoNothing()
      .returning();
    if (!report) throw new AppError('conflict', ALREADY_REPORTED);
    const weight = listingReportWeight((await openReportFacts(tx, [propertyId])).map((f) => f.reporter), new Date());
    if (weight.total >= REPORT_WEIGHT_TO_HIDE) {
      await tx.update(properties).set({ hiddenByReportsAt: new Date() }).where(and(eq(properties.id, propertyId), isNull(properties.hiddenByReportsAt)));
    }
    return { id: report.id, propertyId, reason: report.reason, createdAt: report.createdAt.toISOString() };
  });
}

/**
 * Listings with open reports, the heaviest first (then the most reported, then the longest waiting), so a listing
 * that did not reach the weight to hide still rises in the queue. Weighing needs every open report, which stay
 * few: each reporter sends at most REPORTS_PER_DAY a day, and an admin's action closes them.
 */
export async function findReportedListings(db: Db, page: PageQuery): Promise<Page<ReportedListing>> {
  const openIds = await db.selectDistinct({ propertyId: listingReports.propertyId }).from(listingReports).where(eq(listingReports.status, 'open'));
  const facts = await openReportFacts(db, openIds.map((o) => o.propertyId));
  const now = new Date();
  const byListing = new Map<string, OpenReportFacts[]>();
  for (const f of facts) byListing.set(f.propertyId, [...(byListing.get(f.propertyId) ?? []), f]);
  const ranked = [...byListing].map(([propertyId, list]) => ({ propertyId, list, weight: listingReportWeight(list.map((f) => f.reporter), now) }));
  const reports = facts.length === 0 ? [] : await db.select().from(listingReports).where(inArray(listingReports.id, facts.map((f) => f.reportId)));
  const firstOf = (id: string) => Math.min(...reports.filter((r) => r.propertyId === id).map((r) => r.createdAt.getTime()));
  ranked.sort((a, b) => b.weight.total - a.weight.total || b.list.length - a.list.length || firstOf(a.propertyId) - firstOf(b.propertyId) || a.propertyId.localeCompare(b.propertyId));
  const shown = ranked.slice(page.offset, page.offset + page.limit);
  return { data: await presentReported(db, shown, reports), total: ranked.length };
}

type Ranked = { propertyId: string; list: OpenReportFacts[]; weight: ReturnType<typeof listingReportWeight> };

async function presentReported(db: Db, shown: Ranked[], reports: (typeof listingReports.$inferSelect)[]): Promise<ReportedListing[]> {
  const ids = shown.map((s) => s.propertyId);
  if (ids.length === 0) return [];
  const listings = await db.select({ property: properties, owner: users }).from(properties).innerJoin(users, eq(users.id, properties.userId)).where(inArray(properties.id, ids));
  const ownerIds = [...new Set(listings.map((l) => l.owner.id))];
  const warnings = await db
    .select({ senderId: messages.senderId, n: count() })
    .from(messages)
    .where(and(inArray(messages.senderId, ownerIds), eq(messages.safetyWarning, true)))
    .groupBy(messages.senderId);
  return shown.flatMap((s): ReportedListing[] => {
    const listing = listings.find((l) => l.property.id === s.propertyId);
    if (!listing) return [];
    const { property: p, owner } = listing;
    const mine = reports.filter((r) => r.propertyId === p.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
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
      reports: mine.map((r) => {
        const { reporter } = s.list.find((f) => f.reportId === r.id)!;
        const weighed = s.weight.byReporter.get(reporter.reporterId)!;
        return {
          id: r.id, reason: r.reason as ReportReason, details: r.details, createdAt: r.createdAt.toISOString(),
          reporter: {
            id: reporter.reporterId,
            username: reporter.username,
            verified: reporter.verified,
            accountCreatedAt: reporter.accountCreatedAt.toISOString(),
            reportsMade: reporter.record.made,
            upheld: reporter.record.upheld,
            dismissed: reporter.record.dismissed,
            weight: Math.round(weighed.weight * 1000) / 1000,
            relatedReporters: weighed.relatedReporters,
          },
        };
      }),
      firstReportedAt: mine[0]!.createdAt.toISOString(),
      weight: s.weight.total,
      weightToHide: REPORT_WEIGHT_TO_HIDE,
    }];
  });
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
      // The outcome stays as the reporters' record; where the reports came from is no longer needed.
      .set({ status, resolvedBy: admin.id, resolvedAt: now, addressHash: null, deviceHash: null })
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

