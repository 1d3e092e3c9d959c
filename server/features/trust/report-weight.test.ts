import { describe, expect, it } from 'vitest';
import { listingReportWeight, phoneKey, reporterWeight, type ReporterFacts } from './report-weight.js';
import { ESTABLISHED_REPORTER_DAYS, REPORT_WEIGHT_TO_HIDE } from '../../../common/trust.js';

const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
let n = 0;
const facts = (over: Partial<ReporterFacts> = {}): ReporterFacts => {
  n += 1;
  return { reporterId: `r${n}`, verified: true, accountCreatedAt: daysAgo(30), upheld: 0, dismissed: 0, verifiedPhone: null, devices: [`d${n}`], addressHash: `a${n}`, ...over };
};

describe('reporterWeight', () => {
  it('is full for a verified account past the age with a clean record, none for a newer or unverified one', () => {
    expect(reporterWeight(facts(), now)).toBe(1);
    expect(reporterWeight(facts({ accountCreatedAt: daysAgo(ESTABLISHED_REPORTER_DAYS - 0.01) }), now)).toBe(0);
    expect(reporterWeight(facts({ accountCreatedAt: daysAgo(ESTABLISHED_REPORTER_DAYS) }), now)).toBe(1);
    expect(reporterWeight(facts({ verified: false }), now)).toBe(0);
  });

  it('falls with each dismissed report, and upheld ones earn it back', () => {
    expect(reporterWeight(facts({ dismissed: 1 }), now)).toBe(0.5);
    expect(reporterWeight(facts({ dismissed: 3 }), now)).toBe(0.25);
    expect(reporterWeight(facts({ dismissed: 1, upheld: 9 }), now)).toBeCloseTo(10 / 11);
  });
});

describe('listingReportWeight', () => {
  it('adds unrelated reporters: two established ones reach the threshold', () => {
    expect(listingReportWeight([facts(), facts()], now).total).toBe(REPORT_WEIGHT_TO_HIDE);
  });

  it('counts reporters sharing a device, an address or a verified phone once, at the heaviest of them', () => {
    const byDevice = [facts({ devices: ['same'] }), facts({ devices: ['x', 'same'] }), facts({ devices: ['same'], dismissed: 1 })];
    expect(listingReportWeight(byDevice, now).total).toBe(1);
    expect(listingReportWeight([facts({ addressHash: 'h' }), facts({ addressHash: 'h' })], now).total).toBe(1);
    expect(listingReportWeight([facts({ verifiedPhone: '23276123456' }), facts({ verifiedPhone: '23276123456' })], now).total).toBe(1);
    // Related through a third: a-b share a device, b-c an address.
    const chain = [facts({ devices: ['p'] }), facts({ devices: ['p'], addressHash: 'q' }), facts({ addressHash: 'q' })];
    const weighed = listingReportWeight(chain, now);
    expect(weighed.total).toBe(1);
    expect([...weighed.byReporter.values()].map((w) => w.relatedReporters)).toEqual([2, 2, 2]);
  });

  it('never lets a related newcomer lower an honest reporter: the group weighs as its heaviest', () => {
    const honest = facts({ addressHash: 'shared' });
    expect(listingReportWeight([honest, facts({ addressHash: 'shared', accountCreatedAt: daysAgo(0) }), facts()], now).total).toBe(2);
  });

  it('ignores missing keys: reporters without an address or device are not related by them', () => {
    expect(listingReportWeight([facts({ addressHash: null, devices: [] }), facts({ addressHash: null, devices: [] })], now).total).toBe(2);
  });
});

describe('phoneKey', () => {
  it('compares the digits only', () => {
    expect(phoneKey('+232 76 123-456')).toBe(phoneKey('23276123456'));
    expect(phoneKey(null)).toBeNull();
    expect(phoneKey('--')).toBeNull();
  });
});
