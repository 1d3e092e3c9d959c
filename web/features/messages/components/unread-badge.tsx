// Shown in the top and bottom bars on every page: imports nothing but the tiny unread-count call.
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../../../lib/api/unread-count';
import { badgeCount } from '../badge-count';

/** The red count on the Messages link; screen readers get UnreadText instead, after the link's label. */
export function UnreadBadge({ className }: { className?: string }) {
  const label = badgeCount(useUnreadCount());
  if (!label) return null;
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-[11px] leading-none font-bold text-white tabular-nums', className)}
    >
      {label}
    </span>
  );
}

/** Completes the Messages link's accessible name: "Messages, 3 unread". */
export function UnreadText() {
  const count = useUnreadCount();
  return count > 0 ? <span className="sr-only">, {count} unread</span> : null;
}
