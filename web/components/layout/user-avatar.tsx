import { cn } from '../../lib/cn';
import { initials } from '../../lib/user-rules';
import type { CurrentUser } from '../../../common/api/users';

export function UserAvatar({ user, className }: { user: CurrentUser; className?: string }) {
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800', className);
  if (user.profileImageUrl) {
    return <img src={user.profileImageUrl} alt="" className={cn(base, 'object-cover')} loading="lazy" decoding="async" />;
  }
  return (
    <span className={base} aria-hidden="true">
      {initials(user)}
    </span>
  );
}
