import { describe, expect, it } from 'vitest';
import { isAdminUser, roleBadgeLabel } from './user-rules';
import type { CurrentUser } from '../../common/api/users';

const user = (over: Partial<CurrentUser>) => ({ userType: 'owner', isAdmin: false, ...over }) as CurrentUser;

describe('roles', () => {
  it('admin needs isAdmin and userType admin', () => {
    expect(isAdminUser(user({ userType: 'admin', isAdmin: true }))).toBe(true);
    expect(isAdminUser(user({ userType: 'admin', isAdmin: false }))).toBe(false);
    expect(isAdminUser(user({ userType: 'owner', isAdmin: true }))).toBe(false);
    expect(isAdminUser(null)).toBe(false);
  });

  it('profile badge', () => {
    expect(roleBadgeLabel(user({ userType: 'agent' }))).toBe('Licensed Agent');
    expect(roleBadgeLabel(user({ userType: 'admin', isAdmin: true }))).toBe('Platform Admin');
    expect(roleBadgeLabel(user({ userType: 'owner' }))).toBe('Property Owner');
    expect(roleBadgeLabel(user({ userType: null }))).toBe('Property Owner');
  });
});
