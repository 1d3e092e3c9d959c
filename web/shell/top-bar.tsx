import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Heart, House, LogIn, MessageSquare, Plus, Search, UserRound } from 'lucide-react';
import { useCurrentUser } from '../lib/api/current-user';
import { PROVIDER_LOGIN_URL } from '../lib/api/auth';
import { UnreadBadge, UnreadText } from '../features/messages/components/unread-badge';
import { cn } from '../lib/cn';
import { buttonClasses } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { Logo } from './logo';
import { isActivePath, topNavLinks, type NavItem } from './nav-items';

const ICONS: Record<NavItem['icon'], typeof Search> = {
  home: House, search: Search, plus: Plus, heart: Heart, messages: MessageSquare, user: UserRound,
};
import { UserAvatar } from '../components/layout/user-avatar';

// The account menu (Radix dropdown and its positioning code) is only needed once someone is signed in.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

function NavLink({ href, icon: Icon, children, badge }: { href: string; icon: typeof Search; children: string; badge?: ReactNode }) {
  const [location] = useLocation();
  const active = isActivePath(location, href);
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-xl px-3.5 text-sm font-medium transition-colors',
        'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {children}
      {badge}
    </Link>
  );
}

function AccountArea({ compact }: { compact?: boolean }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Skeleton className="h-9 w-24 rounded-full" />;
  if (user) {
    return (
      <Suspense fallback={<UserAvatar user={user} className="m-1" />}>
        <UserMenu user={user} compact={compact} />
      </Suspense>
    );
  }
  // A plain link: /api/login is a server route (provider sign-in), not a page of this app.
  return (
    <a href={PROVIDER_LOGIN_URL} className={buttonClasses('primary', compact ? 'sm' : 'md')}>
      <LogIn aria-hidden="true" />
      Sign In
    </a>
  );
}

/**
 * Desktop: a floating bar a little below the top of the window. Phones: a compact bar; the main links live
 * in the bottom bar where thumbs reach them.
 */
export function TopBar() {
  const { user } = useCurrentUser();
  return (
    <header className="sticky top-0 z-40 md:top-3 md:px-4">
      <div
        className={cn(
          'mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 border-b border-slate-200 bg-white/95 px-4 backdrop-blur',
          'md:h-16 md:rounded-2xl md:border md:border-slate-200/80 md:px-5 md:shadow-lg md:shadow-slate-900/5',
        )}
      >
        <Link href="/" className="rounded-lg focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" aria-label="Salone Homes home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {topNavLinks(user).map((item) => (
            <NavLink key={item.href} href={item.href} icon={ICONS[item.icon]} badge={item.unread ? <><UnreadBadge /><UnreadText /></> : undefined}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden md:block">
          <AccountArea />
        </div>
        <div className="md:hidden">
          <AccountArea compact />
        </div>
      </div>
    </header>
  );
}
