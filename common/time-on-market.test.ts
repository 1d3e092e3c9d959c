import { describe, expect, it } from 'vitest';
import { timeOnMarket } from './time-on-market.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 - extraMs);

describe('timeOnMarket', () => {
  it.each([
    [0, 'Listed today'],
    [1, '1 day on market'],
    [2, '2 days on market'],
    [6, '6 days on market'],
    [7, '1 week on market'],
    [13, '1 week on market'],
    [14, '2 weeks on market'],
    [29, '4 weeks on market'],
    [30, '1 month on market'],
    [59, '1 month on market'],
    [60, '2 months on market'],
    [364, '12 months on market'],
    [365, '1 year on market'],
    [729, '1 year on market'],
    [730, '2 years on market'],
  ])('%i days -> %s', (days, expected) => {
    expect(timeOnMarket(daysAgo(days), NOW)).toBe(expected);
  });

  it('counts whole days: 23 hours is still today, 47 hours is one day', () => {
    expect(timeOnMarket(new Date(NOW.getTime() - 23 * 3_600_000), NOW)).toBe('Listed today');
    expect(timeOnMarket(new Date(NOW.getTime() - 47 * 3_600_000), NOW)).toBe('1 day on market');
  });

  it('reads ISO strings and treats a future date as today', () => {
    expect(timeOnMarket(daysAgo(7).toISOString(), NOW)).toBe('1 week on market');
    expect(timeOnMarket(new Date(NOW.getTime() + 86_400_000), NOW)).toBe('Listed today');
  });
});
