// Where the navigation leads, in one place so the top bar, the bottom bar and the user menu agree.
import type { CurrentUser } from '../../common/api/users';
import { isAdminUser } from '../lib/user-rules';

/** List Property goes to the marketing page when signed out (spec), to the listing builder when signed in. */
export function listPropertyHref(user: CurrentUser | null): string {
  return user ? '/list-property' : '/join-platform';
}

/** Home hunters browse and contact; they cannot list, so listing links would only lead them to a refusal. */
export function isHomeHunter(user: CurrentUser | null): boolean {
  return user?.userType === 'seeker';
}

/** Who may list: visitors (the marketing page), owners, agents, and members still choosing a type. */
function canList(user: CurrentUser | null): boolean {
  return !isHomeHunter(user) && !isAdminUser(user);
}

export interface NavItem {
  label: string;
  href: string;
  icon: 'home' | 'search' | 'plus' | 'heart' | 'messages' | 'user';
  /** Shows the unread-messages count. */
  unread?: boolean;
}

const BROWSE: NavItem = { label: 'Browse', href: '/search', icon: 'search' };
const SAVED: NavItem = { label: 'Saved', href: '/saved', icon: 'heart' };
const MESSAGES: NavItem = { label: 'Messages', href: '/messages', icon: 'messages', unread: true };

/** The desktop top bar's links. */
export function topNavLinks(user: CurrentUser | null): NavItem[] {
  const items: NavItem[] = [BROWSE];
  if (canList(user)) items.push({ label: 'List Property', href: listPropertyHref(user), icon: 'plus' });
  if (isHomeHunter(user)) items.push(SAVED);
  if (user) items.push(MESSAGES);
  return items;
}

/** The phone bottom bar (spec: Home, Browse, List, and when signed in Messages and Profile; Saved for home hunters). */
export function bottomNavLinks(user: CurrentUser | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Home', href: '/', icon: 'home' }, BROWSE];
  if (canList(user)) items.push({ label: 'List', href: listPropertyHref(user), icon: 'plus' });
  if (isHomeHunter(user)) items.push(SAVED);
  if (user) items.push(MESSAGES, { label: 'Profile', href: '/profile', icon: 'user' });
  return items;
}

export interface MenuLink {
  label: string;
  href: string;
  icon: 'user' | 'check' | 'building' | 'dashboard' | 'plus' | 'list' | 'id' | 'heart' | 'messages' | 'settings' | 'calendar';
}

/** User menu entries (spec, Navigation): admins review; home hunters keep saved homes; listers manage listings. */
export function userMenuLinks(user: CurrentUser): MenuLink[] {
  if (isAdminUser(user)) {
    return [
      { label: 'Profile', href: '/profile', icon: 'user' },
      { label: 'Approve Listings', href: '/admin', icon: 'check' },
      { label: 'Approve Businesses', href: '/user-management', icon: 'building' },
      { label: 'Settings', href: '/admin/settings', icon: 'settings' },
    ];
  }
  if (isHomeHunter(user)) {
    return [
      { label: 'My Dashboard', href: '/dashboard', icon: 'dashboard' },
      { label: 'Saved Homes', href: '/saved', icon: 'heart' },
      { label: 'Messages', href: '/messages', icon: 'messages' },
      { label: 'Viewings', href: '/viewings', icon: 'calendar' },
      { label: 'Profile', href: '/profile', icon: 'user' },
    ];
  }
  return [
    { label: 'My Dashboard', href: '/dashboard', icon: 'dashboard' },
    { label: 'List Property', href: '/list-property', icon: 'plus' },
    { label: 'My Properties', href: '/my-properties', icon: 'list' },
    { label: 'Viewings', href: '/viewings', icon: 'calendar' },
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
