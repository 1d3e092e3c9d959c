import { describe, expect, it } from 'vitest';
import { LICENCE_FORMAT, LICENCE_REQUIRED, licenseNumberSchema } from './licence';

const message = (value: unknown) => {
  const parsed = licenseNumberSchema.safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
};

describe('licence number (issue 30, item 4)', () => {
  it('takes the shapes agents use, in capitals with single spaces', () => {
    expect(message('SL-REA-2019-0147')).toBe('SL-REA-2019-0147');
    expect(message(' mlhcp/rea/112 ')).toBe('MLHCP/REA/112');
    expect(message('2021.0999')).toBe('2021.0999');
    expect(message('SL  REA   88')).toBe('SL REA 88');
    expect(message('A12')).toBe('A12');
    expect(message(`SL-${'1'.repeat(37)}`)).toHaveLength(40);
  });

  it("says 'License number is required' (spec) when there is none", () => {
    expect(message(undefined)).toBe(LICENCE_REQUIRED);
    expect(message('')).toBe(LICENCE_REQUIRED);
    expect(message('   ')).toBe(LICENCE_REQUIRED);
  });

  it.each(['n/a', 'none', 'pending', '---', '12', 'SL--1', '-SL1', 'SL1-', 'SL_1', 'SL#1', `SL-${'1'.repeat(38)}`, '<b>1</b>'])('refuses %j', (value) => {
    expect(message(value)).toBe(LICENCE_FORMAT);
  });
});
