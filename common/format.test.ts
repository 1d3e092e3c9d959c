import { describe, expect, it } from 'vitest';
import { displayPhone, featureLabel, groupDigits, groupTotal, longDate, pluralize, truncate } from './format.js';
import { LISTING_TOTAL_CAP } from './constants.js';

describe('groupDigits', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1250000, '1,250,000'],
    [45000000000, '45,000,000,000'],
    [-1500, '-1,500'],
    [1234.6, '1,235'],
  ])('%d → %s', (value, expected) => {
    expect(groupDigits(value)).toBe(expected);
  });

  it('answers 0 for a value that is not a number rather than printing NaN', () => {
    expect(groupDigits(Number.NaN)).toBe('0');
  });
});

describe('longDate', () => {
  it('writes day, month name and year in British order', () => {
    expect(longDate(new Date(2026, 10, 22))).toBe('22 November 2026');
    expect(longDate(new Date(2025, 0, 1))).toBe('1 January 2025');
  });
});

describe('featureLabel and truncate', () => {
  it('shows stored feature names with spaces', () => {
    expect(featureLabel('air_conditioning')).toBe('air conditioning');
  });
  it('cuts long text and marks the cut', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('pluralize', () => {
  it.each([
    [0, 'inquiry', 'inquiries', '0 inquiries'],
    [1, 'inquiry', 'inquiries', '1 inquiry'],
    [2, 'inquiry', 'inquiries', '2 inquiries'],
    [1, 'view', undefined, '1 view'],
    [1250, 'view', undefined, '1,250 views'],
    [1, 'property', 'properties', '1 property'],
    [3, 'town lot', undefined, '3 town lots'],
  ])('%d %s → %s', (count, noun, plural, expected) => {
    expect(pluralize(count, noun, plural)).toBe(expected);
  });
});

describe('groupTotal', () => {
  it('shows a capped total as the cap and a plus', () => {
    expect(groupTotal(999)).toBe('999');
    expect(groupTotal(LISTING_TOTAL_CAP)).toBe(groupDigits(LISTING_TOTAL_CAP));
    expect(groupTotal(LISTING_TOTAL_CAP + 1)).toBe(`${groupDigits(LISTING_TOTAL_CAP)}+`);
  });
});

describe('displayPhone', () => {
  it("groups a Sierra Leone number as the form's placeholder does, and leaves others as stored", () => {
    expect(displayPhone('+23276123456')).toBe('+232 76 123456');
    expect(displayPhone('+232 30-123456')).toBe('+232 30 123456');
    expect(displayPhone('+447700900123')).toBe('+447700900123');
    expect(displayPhone('+2327612345')).toBe('+2327612345');
  });
});
