import { Link } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { fullName } from '../../../../common/format';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useRecentConversations } from '../../../lib/api/messages';

const timeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The latest conversations about the lister's listings, with unread counts; the inbox is at /messages. */
export function RecentMessages() {
  const { data, isPending, isError } = useRecentConversations();
  if (isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (isError || !data || data.items.length === 0) {
    return (
      <EmptyState
        icon={MessageSquare}
        title="No recent messages"
        description="Messages from home hunters about your listings will appear here."
        action={<Button asChild variant="outline"><Link href="/messages">Open messages</Link></Button>}
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {data.items.map((c) => (
          <li key={`${c.otherUser.id}-${c.property?.id ?? 'none'}`} className="flex items-start gap-3 p-3 sm:p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800" aria-hidden="true">
              {(c.otherUser.firstName?.[0] ?? '?').toUpperCase()}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 text-sm">
                <span className="font-semibold text-slate-900">{fullName(c.otherUser, 'Home hunter')}</span>
                {c.property ? <span className="truncate text-slate-500">about {c.property.title}</span> : null}
              </p>
              <p className="truncate text-sm text-slate-700">{c.lastMessage.content}</p>
              <p className="text-xs text-slate-500">{timeFormat.format(new Date(c.lastMessage.createdAt))}</p>
            </div>
            {c.unreadCount > 0 ? (
              <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">{c.unreadCount} new</span>
            ) : null}
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="w-full sm:w-auto">
        <Link href="/messages">Open all messages{data.unreadTotal ? ` (${data.unreadTotal} unread)` : ''}</Link>
      </Button>
    </div>
  );
}
