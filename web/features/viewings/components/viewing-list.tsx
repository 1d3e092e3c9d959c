import { Link } from 'wouter';
import { CalendarClock, ChevronRight, Search } from 'lucide-react';
import type { Viewing } from '../../../../common/api/viewings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/spinner';
import { LoadError } from '../../../components/ui/load-error';
import { useViewingList } from '../../../lib/api/viewings';
import { otherPerson, statusLabel } from '../viewing-status';
import { viewingTimeText } from '../../../lib/viewings/viewing-time';

function ViewingRow({ viewing: v }: { viewing: Viewing }) {
  const status = statusLabel(v);
  const when = v.scheduledAt ? viewingTimeText(v.scheduledAt) : `${v.proposedTimes.length} proposed ${v.proposedTimes.length === 1 ? 'time' : 'times'}, from ${viewingTimeText(v.proposedTimes[0]!)}`;
  return (
    <Link href={`/viewings/${v.id}`} className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" data-testid="viewing-row">
      <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-800 sm:flex"><CalendarClock className="size-5" aria-hidden="true" /></span>
      <span className="min-w-0 flex-1 space-y-1">
        <Badge variant={status.variant}>{status.text}</Badge>
        <span className="line-clamp-2 block font-semibold text-slate-900">{v.listing.title}</span>
        <span className="block text-sm text-slate-700">{when}</span>
        <span className="block text-sm text-slate-600">{v.me === 'hunter' ? `With ${otherPerson(v).name}` : `Asked by ${otherPerson(v).name}`}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
    </Link>
  );
}

const EMPTY = {
  upcoming: { title: 'No viewings coming up', hunter: 'Found a home you like? Tap “Request a viewing” on its page.', lister: 'Requests from home hunters to see your listings appear here.' },
  past: { title: 'No past viewings', hunter: 'Viewings you have been to, or that were cancelled, appear here.', lister: 'Viewings of your listings that have passed appear here.' },
};

/** Upcoming or past viewings, loaded a page at a time; `limit` shows only the first few (the dashboard). */
export function ViewingList({ when, lister, limit }: { when: 'upcoming' | 'past'; lister: boolean; limit?: number }) {
  const list = useViewingList(when);
  if (list.isPending) return <LoadingState label="Loading viewings..." className="min-h-40" />;
  if (list.isError) {
    return <LoadError title="Your viewings could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (list.items.length === 0) {
    return (
      <EmptyState icon={CalendarClock} title={EMPTY[when].title} description={lister ? EMPTY[when].lister : EMPTY[when].hunter}
        action={lister ? undefined : <Button asChild variant="outline"><Link href="/search"><Search aria-hidden="true" />Browse homes</Link></Button>} />
    );
  }
  const shown = limit ? list.items.slice(0, limit) : list.items;
  return (
    <div className="space-y-3">
      <ul className="space-y-3">{shown.map((v) => <li key={v.id}><ViewingRow viewing={v} /></li>)}</ul>
      {limit && list.total > limit ? <Link href="/viewings" className="inline-block text-sm font-semibold text-brand-800 underline">See all {list.total} viewings</Link> : null}
      {!limit && list.hasNextPage ? (
        <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>Load more</Button>
      ) : null}
    </div>
  );
}

/** The dashboards' "Viewings" section: what is coming up, with the way to all of them. */
export function ViewingsSection({ lister }: { lister: boolean }) {
  return (
    <section aria-labelledby="dashboard-viewings" className="mt-8 space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-viewings" className="text-lg font-semibold text-slate-900">Upcoming viewings</h2>
        <Link href="/viewings" className="text-sm font-semibold text-brand-800 underline">All viewings</Link>
      </div>
      <ViewingList when="upcoming" lister={lister} limit={3} />
    </section>
  );
}
