import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../common/api/users';
import { bottomNavLinks, isActivePath, listPropertyHref, topNavLinks, userMenuLinks } from './nav-items';

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
      ['My Dashboard', '/dashboard'], ['List Property', '/list-property'], ['My Properties', '/my-properties'], ['Viewings', '/viewings'], ['Manage Profile', '/agent-profile'],
    ]);
    expect(userMenuLinks(user({ userType: 'owner' })).at(-1)).toEqual({ label: 'Profile', href: '/profile', icon: 'user' });
  });

  it('marks Home active only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/search', '/')).toBe(false);
    expect(isActivePath('/admin/users', '/admin')).toBe(true);
    expect(isActivePath('/administration', '/admin')).toBe(false);
  });

  it('home hunters get Saved and Messages, never List Property, My Properties or the bottom-bar List', () => {
    const hunter = user({ userType: 'seeker' });
    const labels = (items: { label: string }[]) => items.map((i) => i.label);
    expect(labels(bottomNavLinks(hunter))).toEqual(['Home', 'Browse', 'Saved', 'Messages', 'Profile']);
    expect(labels(topNavLinks(hunter))).toEqual(['Browse', 'Saved', 'Messages']);
    expect(userMenuLinks(hunter).map((l) => [l.label, l.href])).toEqual([
      ['My Dashboard', '/dashboard'], ['Saved Homes', '/saved'], ['Messages', '/messages'], ['Viewings', '/viewings'], ['Profile', '/profile'],
    ]);
    for (const items of [bottomNavLinks(hunter), topNavLinks(hunter), userMenuLinks(hunter)]) {
      expect(items.map((i) => i.href)).not.toContain('/list-property');
      expect(items.map((i) => i.href)).not.toContain('/my-properties');
    }
  });

  it('owners and agents list; visitors are offered listing on the marketing page; admins do not list', () => {
    const hrefs = (items: { href: string }[]) => items.map((i) => i.href);
    expect(bottomNavLinks(user({ userType: 'owner' })).map((i) => i.label)).toEqual(['Home', 'Browse', 'List', 'Messages', 'Profile']);
    expect(topNavLinks(user({ userType: 'agent' })).map((i) => i.label)).toEqual(['Browse', 'List Property', 'Messages']);
    expect(bottomNavLinks(null).map((i) => [i.label, i.href])).toEqual([['Home', '/'], ['Browse', '/search'], ['List', '/join-platform']]);
    expect(hrefs(topNavLinks(null))).not.toContain('/messages');
    const admin = user({ userType: 'admin', isAdmin: true });
    expect(hrefs(bottomNavLinks(admin))).not.toContain('/list-property');
    expect(hrefs(topNavLinks(admin))).toEqual(['/search', '/messages']);
  });
});
