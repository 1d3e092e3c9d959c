// Where the navigation leads, in one place so the top bar, the bottom bar and the user menu agree.
import type { CurrentUser } from '../../common/api/users';
import { isAdminUser } from '../lib/user-rules';

/** List Property goes to the marketing page when signed out (spec), to the listing builder when signed in. */
export function listPropertyHref(user: CurrentUser | null): string {
  return user ? '/list-property' : '/join-platform';
}

export interface MenuLink {
  label: string;
  href: string;
  icon: 'user' | 'check' | 'building' | 'dashboard' | 'plus' | 'list' | 'id' | 'settings';
}

/** User menu entries (spec, Navigation): admins review; everyone else manages their own listings. */
export function userMenuLinks(user: CurrentUser): MenuLink[] {
  if (isAdminUser(user)) {
    return [
      { label: 'Profile', href: '/profile', icon: 'user' },
      { label: 'Approve Listings', href: '/admin', icon: 'check' },
      { label: 'Approve Businesses', href: '/user-management', icon: 'building' },
      { label: 'Settings', href: '/admin/settings', icon: 'settings' },
    ];
  }
  return [
    { label: 'My Dashboard', href: '/dashboard', icon: 'dashboard' },
    { label: 'List Property', href: '/list-property', icon: 'plus' },
    { label: 'My Properties', href: '/my-properties', icon: 'list' },
    user.userType === 'agent'
      ? { label: 'Manage Profile', href: '/agent-profile', icon: 'id' }
      : { label: 'Profile', href: '/profile', icon: 'user' },
  ];
}

/** Whether a nav entry for `href` is the current page. Home matches only itself. */
export function isActivePath(location: string, href: string): boolean {
  if (href === '/') return location === '/';
  return location === href || location.startsWith(`${href}/`);
}
