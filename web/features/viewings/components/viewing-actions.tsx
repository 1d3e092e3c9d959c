import { useMemo, useState, type FormEvent } from 'react';
import { CalendarCheck, CalendarX, Check, Repeat, UserX } from 'lucide-react';
import type { Viewing } from '../../../../common/api/viewings';
import { isMoveAllowed, VIEWING_REASON_MAX, type ViewingOutcome } from '../../../../common/viewings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useListingViewingHours, useViewingMove, type ViewingMoveBody } from '../../../lib/api/viewings';
import { errorMessage } from '../../../lib/api/http';
import { toast } from '../../../lib/use-toast';
import { viewingFormErrors, type ViewingFormErrors } from '../../../lib/viewings/form-errors';
import { useStoredDraft } from '../../../lib/viewings/use-stored-draft';
import { ANY_DAYTIME, bookableDays, viewingLongText } from '../../../lib/viewings/viewing-time';
import { otherPerson } from '../viewing-status';
import { chosenTimes, EMPTY_CHOICE, TimeChoices, type TimeChoice } from '../../../components/viewings/time-choices';

type Mode = 'none' | 'propose' | 'decline' | 'cancel';
const fieldError = (text: string) => <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800" data-testid="viewing-form-error">{text}</p>;

/** The moves the viewing allows this person now (common/viewings.ts's one rule, as the server checks it). */
export function ViewingActions({ viewing: v }: { viewing: Viewing }) {
  const now = new Date();
  const facts = { status: v.status, proposedBy: v.proposedBy, scheduledAt: v.scheduledAt ? new Date(v.scheduledAt) : null };
  const can = (move: Parameters<typeof isMoveAllowed>[2]) => isMoveAllowed(facts, v.me, move, now);
  const confirmed = v.status === 'confirmed';
  const [mode, setMode] = useState<Mode>('none');
  const [draft, setDraft, clearDraft] = useStoredDraft(`viewing-move:${v.id}`, { accept: '', choices: [EMPTY_CHOICE] as TimeChoice[], reason: '' });
  const [errors, setErrors] = useState<ViewingFormErrors>({});
  const move = useViewingMove(v.id);
  // A hunter proposes inside the lister's hours; the lister may offer any daytime of their own.
  const hours = useListingViewingHours(v.listing.id, v.me === 'hunter' && mode === 'propose');
  const days = useMemo(() => bookableDays(v.me === 'lister' ? ANY_DAYTIME : hours.data?.windows ?? [], new Date()), [v.me, hours.data]);
  const futureTimes = v.proposedTimes.filter((t) => new Date(t) > now);
  const myOutcome = v.me === 'hunter' ? v.hunterOutcome : v.listerOutcome;

  const send = (body: ViewingMoveBody, done: string) => {
    setErrors({});
    move.mutate(body, {
      onSuccess: () => {
        clearDraft();
        setMode('none');
        toast({ title: done, variant: 'success' });
      },
      onError: (error) => setErrors(viewingFormErrors(error, 'That did not work. Please try again.')),
    });
  };
  const needReason = (reason: string) => (reason.trim().length < 3 ? (setErrors({ reason: 'Please give a reason.' }), false) : true);

  const onAccept = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.accept) return setErrors({ accept: 'Please choose one of the times.' });
    send({ move: 'accept', time: draft.accept }, 'Viewing confirmed');
  };
  const onPropose = (e: FormEvent) => {
    e.preventDefault();
    const times = chosenTimes(draft.choices);
    if (times.length === 0) return setErrors({ all: 'Please pick at least one time.' });
    if (confirmed && !needReason(draft.reason)) return;
    send({ move: 'propose', times, reason: draft.reason.trim() || undefined }, 'Times sent');
  };
  const onReasoned = (which: 'decline' | 'cancel') => (e: FormEvent) => {
    e.preventDefault();
    if (!needReason(draft.reason)) return;
    send({ move: which, reason: draft.reason.trim() }, which === 'decline' ? 'Viewing declined' : 'Viewing cancelled');
  };
  const outcome = (value: ViewingOutcome) => send({ move: 'outcome', outcome: value }, 'Thank you for telling us');

  const reasonField = (label: string, optional = false) => (
    <FormField id="viewing-reason" label={label} optional={optional} error={errors.reason} hint={`${otherPerson(v).name} will read it.`}>
      {(aria) => <Textarea {...aria} rows={3} maxLength={VIEWING_REASON_MAX} value={draft.reason} onChange={(e) => setDraft({ ...draft, reason: e.target.value })} />}
    </FormField>
  );
  const formButtons = (label: string, variant: 'primary' | 'destructive' = 'primary') => (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={() => { setMode('none'); setErrors({}); }}>Back</Button>
      <Button type="submit" variant={variant} loading={move.isPending}>{label}</Button>
    </div>
  );

  if (!can('answer') && !can('propose') && !can('cancel') && !(can('outcome') && !myOutcome)) return null;

  return (
    <section aria-labelledby="viewing-actions-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="viewing-actions-title" className="text-lg font-semibold text-slate-900">What would you like to do?</h2>

      {can('outcome') && !myOutcome ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Did the viewing with {otherPerson(v).name} take place? Only the two of you and our team see this.</p>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button onClick={() => outcome('took_place')} loading={move.isPending}><Check aria-hidden="true" />It took place</Button>
            <Button variant="outline" onClick={() => outcome('no_show')} disabled={move.isPending}><UserX aria-hidden="true" />{otherPerson(v).name} did not come</Button>
          </div>
        </div>
      ) : null}

      {mode === 'none' && can('answer') && futureTimes.length > 0 ? (
        <form onSubmit={onAccept} className="space-y-3" noValidate>
          <fieldset aria-describedby={errors.accept ? 'accept-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-900">Accept one of the proposed times</legend>
            <div className="space-y-1.5">
              {futureTimes.map((t) => (
                <label key={t} className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name="accept" value={t} checked={draft.accept === t} onChange={() => setDraft({ ...draft, accept: t })} className="size-4 accent-brand-700" />
                  {viewingLongText(t)}
                </label>
              ))}
            </div>
            {errors.accept ? <p id="accept-error" role="alert" className="mt-1.5 text-sm text-red-700">{errors.accept}</p> : null}
          </fieldset>
          <Button type="submit" loading={move.isPending}><CalendarCheck aria-hidden="true" />Accept this time</Button>
        </form>
      ) : null}
      {mode === 'none' && can('answer') && futureTimes.length === 0 ? (
        <p className="text-sm text-slate-700">All the proposed times have passed: offer other times, or decline.</p>
      ) : null}

      {mode === 'none' ? (
        <div className="flex flex-wrap gap-2">
          {can('propose') ? <Button variant="outline" onClick={() => setMode('propose')}><Repeat aria-hidden="true" />{confirmed ? 'Move the viewing' : 'Offer other times'}</Button> : null}
          {can('answer') ? <Button variant="outline" onClick={() => setMode('decline')}><CalendarX aria-hidden="true" />Decline</Button> : null}
          {can('cancel') ? <Button variant="ghost" onClick={() => setMode('cancel')}>{confirmed ? 'Cancel the viewing' : 'Cancel the request'}</Button> : null}
        </div>
      ) : null}

      {mode === 'propose' ? (
        <form onSubmit={onPropose} className="space-y-4" noValidate>
          {v.me === 'hunter' && hours.isPending ? <p className="text-sm text-slate-600" role="status">Loading the viewing hours...</p> : null}
          {v.me === 'hunter' && hours.isError ? (
            <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(hours.error, 'The viewing hours could not be loaded.')}{' '}
              <Button type="button" variant="outline" size="sm" className="ml-1" onClick={() => void hours.refetch()}>Try again</Button>
            </div>
          ) : null}
          <TimeChoices idPrefix="viewing-propose" days={days} choices={draft.choices} errors={errors} onChange={(choices) => { setDraft({ ...draft, choices }); setErrors({}); }} />
          {reasonField(confirmed ? 'Why move it?' : 'A note about the new times', !confirmed)}
          {errors.form ? fieldError(errors.form) : null}
          {formButtons('Send the times')}
        </form>
      ) : null}
      {mode === 'decline' || mode === 'cancel' ? (
        <form onSubmit={onReasoned(mode)} className="space-y-4" noValidate>
          {reasonField(mode === 'decline' ? 'Why decline?' : 'Why cancel?')}
          {errors.form ? fieldError(errors.form) : null}
          {formButtons(mode === 'decline' ? 'Decline the viewing' : 'Cancel the viewing', 'destructive')}
        </form>
      ) : null}
      {mode === 'none' && errors.form ? fieldError(errors.form) : null}
    </section>
  );
}
