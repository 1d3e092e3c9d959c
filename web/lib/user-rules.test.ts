import { describe, expect, it } from 'vitest';
import { agentBadgeLabel, isAdminUser, pendingPageRedirect, registrationRedirect, roleBadgeLabel } from './user-rules';
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
    // 'Licensed Agent' is a promise: only once an admin checked the licence (issue 30, item 4).
    expect(roleBadgeLabel(user({ userType: 'agent', licenceChecked: true }))).toBe('Licensed Agent');
    expect(roleBadgeLabel(user({ userType: 'agent', licenceChecked: false }))).toBe('Agent (licence not checked)');
    expect(roleBadgeLabel(user({ userType: 'admin', isAdmin: true }))).toBe('Platform Admin');
    expect(roleBadgeLabel(user({ userType: 'owner' }))).toBe('Property Owner');
    expect(roleBadgeLabel(user({ userType: null }))).toBe('Property Owner');
    expect(roleBadgeLabel(user({ userType: 'seeker' }))).toBe('Home Hunter');
  });

  it('calls an agent licensed only after the check', () => {
    expect(agentBadgeLabel(true)).toBe('Licensed Agent');
    expect(agentBadgeLabel(false)).toBe('Agent (licence not checked)');
  });

  it('/registration sends members who already have a type away (approved to the dashboard, others to /pending)', () => {
    expect(registrationRedirect(user({ userType: null, accountStatus: 'pending' }))).toBeNull();
    expect(registrationRedirect(user({ userType: 'owner', accountStatus: 'approved' }))).toBe('/dashboard');
    expect(registrationRedirect(user({ userType: 'agent', accountStatus: 'pending' }))).toBe('/pending');
    expect(registrationRedirect(user({ userType: 'owner', accountStatus: 'rejected' }))).toBe('/pending');
    expect(registrationRedirect(user({ userType: 'seeker', accountStatus: 'approved' }))).toBe('/dashboard');
  });

  it('/pending is for business accounts: home hunters and admins go to the dashboard', () => {
    expect(pendingPageRedirect(user({ userType: 'seeker', accountStatus: 'approved' }))).toBe('/dashboard');
    expect(pendingPageRedirect(user({ userType: 'admin', isAdmin: true }))).toBe('/dashboard');
    expect(pendingPageRedirect(user({ userType: 'owner', accountStatus: 'pending' }))).toBeNull();
  });
});
