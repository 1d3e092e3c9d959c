import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/api/users';
import { isActivePath, listPropertyHref, userMenuLinks } from './nav-items';

const user = (over: Partial<CurrentUser>): CurrentUser =>
  ({ id: 'u1', userType: 'owner', isAdmin: false, accountStatus: 'approved', ...over }) as CurrentUser;

describe('navigation rules (spec, Navigation)', () => {
  it('List Property goes to /join-platform when signed out', () => {
    expect(listPropertyHref(null)).toBe('/join-platform');
    expect(listPropertyHref(user({}))).toBe('/list-property');
  });

  it('admins (isAdmin and userType admin) get the review links', () => {
    expect(userMenuLinks(user({ userType: 'admin', isAdmin: true })).map((l) => l.label)).toEqual([
      'Profile', 'Approve Listings', 'Approve Businesses', 'Settings',
    ]);
  });

  it('isAdmin without userType admin is not an admin menu', () => {
    expect(userMenuLinks(user({ userType: 'owner', isAdmin: true })).map((l) => l.label)).toContain('My Dashboard');
  });

  it('agents get Manage Profile, owners Profile', () => {
    expect(userMenuLinks(user({ userType: 'agent' })).map((l) => [l.label, l.href])).toEqual([
      ['My Dashboard', '/dashboard'], ['List Property', '/list-property'], ['My Properties', '/my-properties'], ['Manage Profile', '/agent-profile'],
    ]);
    expect(userMenuLinks(user({ userType: 'owner' })).at(-1)).toEqual({ label: 'Profile', href: '/profile', icon: 'user' });
  });

  it('marks Home active only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/search', '/')).toBe(false);
    expect(isActivePath('/admin/users', '/admin')).toBe(true);
    expect(isActivePath('/administration', '/admin')).toBe(false);
  });
});
