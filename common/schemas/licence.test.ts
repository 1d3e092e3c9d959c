import { describe, expect, it } from 'vitest';
import { LICENCE_FORMAT, LICENCE_REQUIRED, licenseNumberSchema } from './licence';
import { registerSchema } from './auth';

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

describe('sign-up with and without a licence', () => {
  const base = { username: 'hawa_sesay', password: 'Fresh-pass-2026!', email: 'hawa@example.sl', firstName: 'Hawa', lastName: 'Sesay' };
  it('takes back what it made of a home hunter\'s or an owner\'s form: the web app sends its parsed values', () => {
    for (const userType of ['seeker', 'owner'] as const) {
      const parsed = registerSchema.parse({ ...base, userType, licenseNumber: 'left over from agent' });
      expect(parsed.licenseNumber).toBeNull();
      expect(registerSchema.safeParse(parsed).success).toBe(true);
    }
    const agent = registerSchema.parse({ ...base, userType: 'agent', licenseNumber: 'sl-rea-2019-0147' });
    expect(registerSchema.parse(agent).licenseNumber).toBe('SL-REA-2019-0147');
    expect(registerSchema.safeParse({ ...base, userType: 'agent', licenseNumber: null }).error?.issues[0]?.message).toBe('License number is required');
  });
});
