import { Link } from 'wouter';
import { BadgeCheck, Building2, CalendarClock, ChevronDown, Heart, IdCard, LayoutDashboard, ListChecks, LogOut, MessageSquare, Plus, Settings, User } from 'lucide-react';
import {
  DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger,
} from '../components/ui/dropdown-menu';
import { displayName } from '../lib/user-rules';
import type { CurrentUser } from '../../common/api/users';
import { LOGOUT_URL } from '../lib/api/auth';
import { cn } from '../lib/cn';
import { userMenuLinks, type MenuLink } from './nav-items';
import { UserAvatar } from '../components/layout/user-avatar';
import { accountMenuLabel } from './account-menu-label';

const icons: Record<MenuLink['icon'], typeof User> = {
  user: User,
  check: BadgeCheck,
  building: Building2,
  dashboard: LayoutDashboard,
  plus: Plus,
  list: ListChecks,
  id: IdCard,
  heart: Heart,
  messages: MessageSquare,
  settings: Settings,
  calendar: CalendarClock,
};

/** The account menu: name and e-mail, the role's links, then Log out (a full navigation, per spec). */
export function UserMenu({ user, compact }: { user: CurrentUser; compact?: boolean }) {
  const name = displayName(user);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={accountMenuLabel(user, Boolean(compact))}
        className={cn(
          'flex items-center gap-2 rounded-full p-1 text-slate-700 transition-colors hover:bg-slate-100',
          'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none data-[state=open]:bg-slate-100',
          !compact && 'pr-2.5',
        )}
      >
        <UserAvatar user={user} />
        {compact ? null : (
          <>
            {/* A space between initials and name, so the button's visible text reads "AK Aminata", as its label does. */}
            {' '}
            <span className="max-w-36 truncate text-sm font-medium">{user.firstName || name}</span>
            <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate font-semibold text-slate-900">{name}</span>
          {user.email ? <span className="block truncate text-slate-500">{user.email}</span> : null}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenuLinks(user).map((link) => {
          const Icon = icons[link.icon];
          return (
            <DropdownMenuItem key={link.href} asChild>
              <Link href={link.href}>
                <Icon aria-hidden="true" />
                {link.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800">
          <a href={LOGOUT_URL}>
            <LogOut aria-hidden="true" />
            Log out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
