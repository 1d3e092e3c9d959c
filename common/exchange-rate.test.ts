import { describe, expect, it } from 'vitest';
import {
  formatApproxSll, formatApproxUsd, isRateStale, rateAgeDays, rateDateLabel, rateNote, roundApproxSll, roundApproxUsd, sllToUsd, usdToSll,
} from './exchange-rate.js';

const rate = { sllPerUsd: 22.8, date: '2025-11-01' };

describe('conversion', () => {
  it('turns dollars into leones and back at the rate', () => {
    expect(usdToSll(1000, rate)).toBeCloseTo(22_800);
    expect(sllToUsd(22_800, rate)).toBeCloseTo(1000);
    expect(sllToUsd(usdToSll(620_000, rate), rate)).toBeCloseTo(620_000);
  });
});

describe('rounding of approximate amounts', () => {
  it('keeps whole dollars below $1,000 and rounds to tens above', () => {
    expect(roundApproxUsd(877.19)).toBe(877);
    expect(roundApproxUsd(999.4)).toBe(999);
    expect(roundApproxUsd(12_345)).toBe(12_350);
    expect(roundApproxUsd(1004)).toBe(1000);
  });

  it('keeps leones whole and coarser as they grow', () => {
    expect(roundApproxSll(456.6)).toBe(457);
    expect(roundApproxSll(19_384)).toBe(19_380);
    expect(roundApproxSll(456_789)).toBe(456_800);
    expect(roundApproxSll(14_136_420)).toBe(14_136_000);
  });
});

describe('formatting', () => {
  it('writes the other currency with "≈" and the spec formats', () => {
    expect(formatApproxUsd(20_000, rate)).toBe('≈ $877');
    expect(formatApproxSll(620_000, rate)).toBe('≈ Le 14,136,000');
    expect(formatApproxSll(850, rate)).toBe('≈ Le 19,380');
  });

  it('names the rate and its day', () => {
    expect(rateDateLabel('2025-11-01')).toBe('1 Nov 2025');
    expect(rateNote(rate)).toBe('Converted at Le 22.8 per $1 (rate of 1 Nov 2025)');
  });
});

describe('age of the rate', () => {
  const recent = { sllPerUsd: 22.8, date: '2026-10-28' };
  it('counts whole calendar days in UTC, whatever the hour', () => {
    expect(rateAgeDays(recent, new Date('2026-10-28T23:59:00Z'))).toBe(0);
    expect(rateAgeDays(recent, new Date('2026-11-27T00:01:00Z'))).toBe(30);
  });
  it('is stale only past 30 days', () => {
    expect(isRateStale(recent, new Date('2026-11-27T12:00:00Z'))).toBe(false);
    expect(isRateStale(recent, new Date('2026-11-28T12:00:00Z'))).toBe(true);
  });
  it('a rate dated in the future is not negative days old', () => {
    expect(rateAgeDays(recent, new Date('2026-10-01T00:00:00Z'))).toBe(0);
  });
});
