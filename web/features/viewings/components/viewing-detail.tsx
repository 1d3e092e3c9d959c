import { Link } from 'wouter';
import { ArrowLeft, CalendarClock, WifiOff } from 'lucide-react';
import { Container, usePageTitle } from '../../../components/layout/page';
import { StatusScreen } from '../../../components/routing/status-screen';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api/http';
import { useViewing } from '../../../lib/api/viewings';
import type { Viewing } from '../../../../common/api/viewings';
import { OUTCOME_TEXT, otherPerson, statusLabel, turnText } from '../viewing-status';
import { viewingLongText, viewingTimeText } from '../../../lib/viewings/viewing-time';
import { MeetingCard } from './meeting-card';
import { ViewingActions } from './viewing-actions';

function Facts({ viewing: v }: { viewing: Viewing }) {
  const other = otherPerson(v);
  const lastBy = v.lastActedBy === null ? null : v.lastActedBy === v.me ? 'You' : other.name;
  const outcomes = ([['hunter', v.hunter.name, v.hunterOutcome], ['lister', v.lister.name, v.listerOutcome]] as const).filter(([, , o]) => o);
  return (
    <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-sm shadow-sm sm:grid-cols-2">
      <div><dt className="text-slate-600">{v.status === 'confirmed' ? 'When' : 'Proposed times'}</dt>
        <dd className="mt-1 font-semibold text-slate-900">
          {v.scheduledAt ? viewingLongText(v.scheduledAt) : <ul className="space-y-0.5">{v.proposedTimes.map((t) => <li key={t}>{viewingTimeText(t)}</li>)}</ul>}
        </dd>
      </div>
      <div><dt className="text-slate-600">{v.me === 'hunter' ? 'Lister' : 'Home hunter'}</dt><dd className="mt-1 font-semibold text-slate-900">{other.name}</dd></div>
      {v.note ? <div className="sm:col-span-2"><dt className="text-slate-600">Note from {v.hunter.name}</dt><dd className="mt-1 whitespace-pre-line text-slate-900">{v.note}</dd></div> : null}
      <div className="sm:col-span-2" data-testid="last-change"><dt className="text-slate-600">Last change</dt>
        <dd className="mt-1 text-slate-900">{lastBy ? `${lastBy}, ` : ''}{viewingTimeText(v.lastActedAt)}{v.reason ? <span className="mt-1 block whitespace-pre-line text-slate-700">Reason: “{v.reason}”</span> : null}</dd>
      </div>
      {outcomes.length > 0 ? (
        <div className="sm:col-span-2"><dt className="text-slate-600">How it went</dt>
          <dd className="mt-1 text-slate-900">{outcomes.map(([side, name, o]) => <span key={side} className="block">{side === v.me ? 'You' : name} said: {OUTCOME_TEXT[o!]}</span>)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** /viewings/:id: the viewing, its state, whose turn it is, the moves allowed now, and where to meet. */
export function ViewingDetail({ id }: { id: string }) {
  const query = useViewing(id);
  usePageTitle(query.data ? `Viewing of ${query.data.listing.title}` : 'Viewing');

  if (query.isPending) return <LoadingState label="Loading the viewing..." className="min-h-80" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) {
      return (
        <StatusScreen icon={CalendarClock} title="This viewing could not be found" actions={<Button asChild><Link href="/viewings">See my viewings</Link></Button>}>
          It may belong to someone else, or the link may be incomplete.
        </StatusScreen>
      );
    }
    return (
      <StatusScreen icon={WifiOff} tone="warning" title="We could not load this viewing" actions={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {errorMessage(query.error, 'Check your connection and try again.')}
      </StatusScreen>
    );
  }
  const v = query.data;
  const status = statusLabel(v);
  return (
    <Container size="md" className="space-y-5 py-6 sm:py-10">
      <Link href="/viewings" className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
        <ArrowLeft className="size-4" aria-hidden="true" />My viewings
      </Link>
      <header className="space-y-2">
        <Badge variant={status.variant} data-testid="viewing-status">{status.text}</Badge>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Viewing of <Link href={`/property/${v.listing.id}`} className="text-brand-800 hover:underline">{v.listing.title}</Link>
        </h1>
        {v.listing.location ? <p className="text-slate-600">{v.listing.location}</p> : null}
        <p className="text-slate-800" data-testid="viewing-turn">{turnText(v)}</p>
      </header>
      <Facts viewing={v} />
      <ViewingActions key={`${v.status}-${v.lastActedAt}`} viewing={v} />
      {v.meeting ? <MeetingCard meeting={v.meeting} /> : null}
    </Container>
  );
}
