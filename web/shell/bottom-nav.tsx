import { Link, useLocation } from 'wouter';
import { Heart, House, MessageSquare, PlusCircle, Search, UserRound } from 'lucide-react';
import { useCurrentUser } from '../lib/api/current-user';
import { UnreadBadge, UnreadText } from '../features/messages/components/unread-badge';
import { cn } from '../lib/cn';
import { bottomNavLinks, isActivePath, type NavItem } from './nav-items';

const ICONS: Record<NavItem['icon'], typeof House> = {
  home: House, search: Search, plus: PlusCircle, heart: Heart, messages: MessageSquare, user: UserRound,
};

/** Phones only: the fixed bottom bar (nav-items.ts: Home, Browse, List or Saved, and when signed in Messages and Profile). */
export function BottomNav() {
  const [location] = useLocation();
  const { user } = useCurrentUser();
  const items = bottomNavLinks(user);
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch justify-around">
        {items.map(({ href, label, icon, unread }) => {
          const Icon = ICONS[icon];
          const active = isActivePath(location, href);
          return (
            <li key={label} className="flex-1">
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors',
                  'focus-visible:bg-brand-50 focus-visible:outline-none',
                  active ? 'text-brand-700' : 'text-slate-500 hover:text-slate-800',
                )}
              >
                <span className={cn('relative flex h-7 w-12 items-center justify-center rounded-full transition-colors', active && 'bg-brand-50')}>
                  <Icon className="size-5" aria-hidden="true" strokeWidth={active ? 2.4 : 2} />
                  {unread ? <UnreadBadge className="absolute -top-1 right-0.5 ring-2 ring-white" /> : null}
                </span>
                {label}
                {unread ? <UnreadText /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
