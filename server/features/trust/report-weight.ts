// How much a listing's open reports weigh (issue 30, item 3; decision 0018). Pure: the service gathers the facts.
// The threats: throwaway accounts (weight 0 until they are ESTABLISHED_REPORTER_DAYS old), one person with many
// accounts (reporters sharing a device, an address or a verified phone count as one), a competitor or a brigade
// who report honest listings (each dismissed report lowers the reporter's weight).
import { ESTABLISHED_REPORTER_DAYS, FULL_REPORT_WEIGHT, NEW_ACCOUNT_REPORT_WEIGHT } from '../../../common/trust.js';

const DAY_MS = 86_400_000;

export interface ReporterFacts {
  reporterId: string;
  verified: boolean;
  accountCreatedAt: Date;
  /** The reporter's resolved reports on any listing: upheld (the listing was rejected) or dismissed (kept). */
  upheld: number;
  dismissed: number;
  /** Only a verified phone: anyone can type someone else's number into a profile and so tie themselves to them. */
  verifiedPhone: string | null;
  /** Device hashes: the one the report came from and every device the account signed in on. */
  devices: string[];
  addressHash: string | null;
}

/**
 * A reporter's weight. An upheld report earns back what a dismissed one cost, so an honest reporter who was wrong
 * once among many right reports keeps most of the weight, and one whose reports are only dismissed keeps little:
 * (upheld + 1) / (upheld + dismissed + 1), i.e. 1/2 after one dismissal with nothing upheld, 1/3 after two.
 */
export function reporterWeight(f: ReporterFacts, now: Date): number {
  if (!f.verified) return 0;
  if (now.getTime() - f.accountCreatedAt.getTime() < ESTABLISHED_REPORTER_DAYS * DAY_MS) return NEW_ACCOUNT_REPORT_WEIGHT;
  return FULL_REPORT_WEIGHT * ((f.upheld + 1) / (f.upheld + f.dismissed + 1));
}

export interface ListingWeight {
  /** The sum over groups of related reporters, each group weighing as its heaviest member. */
  total: number;
  byReporter: Map<string, { weight: number; relatedReporters: number }>;
}

/** Groups related reporters (union-find over shared device, address and verified phone) and weighs the listing. */
export function listingReportWeight(reporters: ReporterFacts[], now: Date): ListingWeight {
  const parent = reporters.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const firstWith = new Map<string, number>();
  reporters.forEach((r, i) => {
    const keys = [...r.devices.map((d) => `device:${d}`), r.addressHash ? `address:${r.addressHash}` : null, r.verifiedPhone ? `phone:${r.verifiedPhone}` : null];
    for (const key of keys) {
      if (!key) continue;
      const seen = firstWith.get(key);
      if (seen === undefined) firstWith.set(key, i);
      else parent[root(i)] = root(seen);
    }
  });
  const weights = reporters.map((r) => reporterWeight(r, now));
  const groups = new Map<number, number[]>();
  reporters.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));
  let total = 0;
  const byReporter = new Map<string, { weight: number; relatedReporters: number }>();
  for (const members of groups.values()) {
    total += Math.max(...members.map((i) => weights[i]!));
    for (const i of members) byReporter.set(reporters[i]!.reporterId, { weight: weights[i]!, relatedReporters: members.length - 1 });
  }
  // Rounded so that 1/3 + 1/3 + 1/3 + 1 reaches a threshold of 2 as a person would expect.
  return { total: Math.round(total * 1000) / 1000, byReporter };
}

/** Phone numbers compared by their digits only, so "+232 76 123456" and "23276123456" are the same phone. */
export const phoneKey = (phone: string | null) => (phone ? phone.replace(/\D/g, '') || null : null);
