import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { Eye, MessageSquareWarning } from 'lucide-react';
import type { ReportedListing, ReporterRecord } from '../../../../common/api/trust';
import type { ResolveReportsInput } from '../../../../common/schemas/trust';
import { FRAUD_FLAG_REJECTION_REASONS, REPORT_REASON_LABELS } from '../../../../common/trust';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

type Action = ResolveReportsInput['action'];

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const ACTION_TEXT: Record<Exclude<Action, 'dismiss'>, { button: string; label: string; prefill: string }> = {
  reject_listing: { button: 'Reject listing', label: 'Reason the lister will read', prefill: FRAUD_FLAG_REJECTION_REASONS.reported },
  suspend_lister: {
    button: 'Suspend lister',
    label: 'Reason shown when they try to sign in',
    prefill: 'Several users reported your listings and our review confirmed it. Contact support to appeal.',
  },
};

interface ReportCardProps {
  entry: ReportedListing;
  busy: Action | null;
  onResolve: (input: ResolveReportsInput) => void;
}

/** One reported listing: who reported what, and dismiss / reject the listing / suspend the lister. */
export function ReportCard({ entry, busy, onResolve }: ReportCardProps) {
  const [step, setStep] = useState<Exclude<Action, 'dismiss'> | null>(null);
  const [reason, setReason] = useState('');
  const id = useId();
  const headingId = `${id}-title`;

  function open(action: Exclude<Action, 'dismiss'>) {
    setStep(action);
    setReason(ACTION_TEXT[action].prefill);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (step && reason.trim().length >= 5) onResolve({ action: step, reason: reason.trim() });
  }

  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">{entry.title || 'Untitled listing'}</h3>
          <p className="text-sm text-slate-600">
            Listed by <span className="font-medium text-slate-800">{entry.lister.name}</span> · account {entry.lister.accountStatus}
          </p>
          {entry.lister.scamWarnings > 0 ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-red-800">
              <MessageSquareWarning className="size-4" aria-hidden="true" />
              {entry.lister.scamWarnings} message{entry.lister.scamWarnings === 1 ? '' : 's'} from this lister asked for money before a viewing
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge variant="danger">{entry.reports.length} report{entry.reports.length === 1 ? '' : 's'}</Badge>
          <Badge variant="neutral">Weight {formatWeight(entry.weight)} of {entry.weightToHide}</Badge>
          {entry.hidden ? <Badge variant="warning">Hidden from the public</Badge> : null}
        </div>
      </header>
      <ul className="space-y-2" aria-label="Reports">
        {entry.reports.map((r) => (
          <li key={r.id} className="rounded-xl bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-900">{REPORT_REASON_LABELS[r.reason]} <span className="font-normal text-slate-500">· {dateFormat.format(new Date(r.createdAt))}</span></p>
            {r.details ? <p className="mt-1 whitespace-pre-line text-slate-700">{r.details}</p> : null}
            <ReporterLine reporter={r.reporter} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
        <Link href={`/property/${entry.propertyId}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <Eye className="size-4" aria-hidden="true" />
          Open the listing
        </Link>
        {step ? (
          <form onSubmit={submit} className="space-y-2 rounded-xl border border-red-200 bg-red-50/60 p-3">
            <Label htmlFor={`${id}-reason`}>{ACTION_TEXT[step].label}</Label>
            <Textarea id={`${id}-reason`} rows={3} maxLength={1000} autoFocus value={reason} onChange={(e) => setReason(e.target.value)} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => setStep(null)} disabled={busy !== null}>Cancel</Button>
              <Button type="submit" variant="destructive" disabled={reason.trim().length < 5 || busy !== null} loading={busy === step}>
                {step === 'reject_listing' ? 'Submit Rejection' : 'Confirm Suspension'}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onResolve({ action: 'dismiss' })} loading={busy === 'dismiss'} disabled={busy !== null}>
              Dismiss reports
            </Button>
            <Button variant="outline" className="text-red-700" onClick={() => open('reject_listing')} disabled={busy !== null || entry.status === 'rejected'}>
              {ACTION_TEXT.reject_listing.button}
            </Button>
            <Button variant="destructive" onClick={() => open('suspend_lister')} disabled={busy !== null || entry.lister.accountStatus === 'suspended'}>
              {ACTION_TEXT.suspend_lister.button}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

const formatWeight = (w: number) => (Math.round(w * 100) / 100).toString();
const DAY_MS = 86_400_000;

/** Who reported, and what their reports have weighed so far: why this report counts for as much as it does. */
function ReporterLine({ reporter: r }: { reporter: ReporterRecord }) {
  const days = Math.floor((Date.now() - new Date(r.accountCreatedAt).getTime()) / DAY_MS);
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="reporter-record">
      By <span className="font-medium text-slate-800">{r.username ?? 'a provider sign-in'}</span> · account {days} day{days === 1 ? '' : 's'} old ·{' '}
      {r.verified ? 'verified' : 'not verified'} · {r.reportsMade} report{r.reportsMade === 1 ? '' : 's'} made, {r.upheld} upheld, {r.dismissed} dismissed ·
      weight {formatWeight(r.weight)}
      {r.relatedReporters > 0 ? ` · same device, address or phone as ${r.relatedReporters} other reporter${r.relatedReporters === 1 ? '' : 's'}: counted once` : ''}
    </p>
  );
}
