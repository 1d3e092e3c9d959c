// The facts a report's weight is judged on, read from what the server already keeps (decision 0018): the
// reporter's account, their resolved reports, the devices they signed in on (trusted_devices), and where each
// open report came from. Addresses are kept only as an HMAC under a server secret, so the table cannot be turned
// back into addresses by hashing all of them; nothing here is ever sent to anyone but as a weight.
import { createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingReports, sharedSecrets, trustedDevices, users } from '../../db/schema.js';
import { phoneKey, type ReporterFacts } from './report-weight.js';

const ADDRESS_KEY = 'report-address-key';
const cachedKeys = new WeakMap<Db, string>();

async function addressKey(db: Db): Promise<string> {
  const cached = cachedKeys.get(db);
  if (cached) return cached;
  // Made by whichever server needs it first; every server then keys addresses alike.
  await db.insert(sharedSecrets).values({ name: ADDRESS_KEY, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, ADDRESS_KEY));
  cachedKeys.set(db, row!.value);
  return row!.value;
}

export async function hashReportAddress(db: Db, ip: string): Promise<string> {
  return createHmac('sha256', await addressKey(db)).update(ip).digest('hex');
}

export interface ReporterRecord { made: number; upheld: number; dismissed: number }

/** Each reporter's reports: made, upheld (the listing was rejected from them), dismissed (the admin kept it). */
export async function reporterRecords(db: Db, reporterIds: string[]): Promise<Map<string, ReporterRecord>> {
  const records = new Map<string, ReporterRecord>();
  if (reporterIds.length === 0) return records;
  const rows = await db
    .select({
      reporterId: listingReports.reporterId,
      made: count(),
      upheld: sql<number>`count(*) filter (where ${listingReports.status} = 'upheld')`.mapWith(Number),
      dismissed: sql<number>`count(*) filter (where ${listingReports.status} = 'dismissed')`.mapWith(Number),
    })
    .from(listingReports)
    .where(inArray(listingReports.reporterId, reporterIds))
    .groupBy(listingReports.reporterId);
  for (const r of rows) records.set(r.reporterId, { made: r.made, upheld: r.upheld, dismissed: r.dismissed });
  return records;
}

export interface OpenReportFacts {
  reportId: string;
  propertyId: string;
  reporter: ReporterFacts & { username: string | null; record: ReporterRecord };
}

/** The open reports of these listings with everything their weight needs: four reads, none per report. */
export async function openReportFacts(db: Db, propertyIds: string[]): Promise<OpenReportFacts[]> {
  if (propertyIds.length === 0) return [];
  const open = await db
    .select({ report: listingReports, reporter: users })
    .from(listingReports)
    .innerJoin(users, eq(users.id, listingReports.reporterId))
    .where(and(inArray(listingReports.propertyId, propertyIds), eq(listingReports.status, 'open')));
  const reporterIds = [...new Set(open.map((o) => o.reporter.id))];
  const [records, devices] = await Promise.all([
    reporterRecords(db, reporterIds),
    reporterIds.length === 0 ? [] : db
      .select({ userId: trustedDevices.userId, deviceHash: trustedDevices.deviceHash })
      .from(trustedDevices)
      .where(inArray(trustedDevices.userId, reporterIds)),
  ]);
  return open.map(({ report, reporter }) => {
    const record = records.get(reporter.id) ?? { made: 0, upheld: 0, dismissed: 0 };
    const signedInOn = devices.filter((d) => d.userId === reporter.id).map((d) => d.deviceHash);
    return {
      reportId: report.id,
      propertyId: report.propertyId,
      reporter: {
        reporterId: reporter.id,
        username: reporter.username,
        verified: reporter.isVerified,
        accountCreatedAt: reporter.createdAt,
        upheld: record.upheld,
        dismissed: record.dismissed,
        record,
        verifiedPhone: reporter.phoneVerifiedAt ? phoneKey(reporter.phoneNumber) : null,
        devices: report.deviceHash ? [...new Set([report.deviceHash, ...signedInOn])] : signedInOn,
        addressHash: report.addressHash,
      },
    };
  });
}
