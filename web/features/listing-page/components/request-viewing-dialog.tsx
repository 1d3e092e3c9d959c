import { useMemo, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { VIEWING_NOTE_MAX } from '../../../../common/viewings';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { LoadingState } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { LoadError } from '../../../components/ui/load-error';
import { useListingViewingHours, useRequestViewing } from '../../../lib/api/viewings';
import { toast } from '../../../lib/use-toast';
import { viewingFormErrors, type ViewingFormErrors } from '../../../lib/viewings/form-errors';
import { useStoredDraft } from '../../../lib/viewings/use-stored-draft';
import { bookableDays, hoursText } from '../../../lib/viewings/viewing-time';
import { chosenTimes, EMPTY_CHOICE, TimeChoices, type TimeChoice } from '../../../components/viewings/time-choices';

interface Props { propertyId: string; title: string; verified: boolean; onClose: () => void }

function VerifyFirst({ onClose }: { onClose: () => void }) {
  return (
    <div className="space-y-4">
      <Alert variant="warning" title="Verify your account first">
        Only people with a verified phone number or e-mail can request viewings: it keeps listers safe from fake requests.
      </Alert>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>Not now</Button>
        <Button asChild><Link href="/profile"><ShieldCheck aria-hidden="true" />Verify on my profile</Link></Button>
      </div>
    </div>
  );
}

/** The request: up to three times inside the lister's hours and a short note, kept if sending fails. */
export default function RequestViewingDialog({ propertyId, title, verified, onClose }: Props) {
  const hours = useListingViewingHours(propertyId, verified);
  const [draft, setDraft, clearDraft] = useStoredDraft(`viewing-request:${propertyId}`, { choices: [EMPTY_CHOICE] as TimeChoice[], note: '' });
  const [errors, setErrors] = useState<ViewingFormErrors>({});
  const request = useRequestViewing();
  const [, navigate] = useLocation();
  const days = useMemo(() => (hours.data ? bookableDays(hours.data.windows, new Date()) : []), [hours.data]);
  // A kept draft may hold a time that has passed since: it is dropped, the day stays.
  const choices = draft.choices.map((c) => (c.time && !days.some((d) => d.times.some((t) => t.iso === c.time)) ? { ...c, time: '' } : c));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const times = chosenTimes(choices);
    if (times.length === 0) return setErrors({ all: 'Please pick at least one time.' });
    if (new Set(times).size !== times.length) return setErrors({ all: 'Each time may be picked once.' });
    setErrors({});
    request.mutate({ propertyId, times, note: draft.note.trim() || undefined }, {
      onSuccess: (viewing) => {
        clearDraft();
        toast({ title: 'Viewing requested', description: 'We told the lister. You will hear when they answer.', variant: 'success' });
        onClose();
        navigate(`/viewings/${viewing.id}`);
      },
      onError: (error) => setErrors(viewingFormErrors(error, 'Your request could not be sent. Please try again.')),
    });
  };

  let body;
  if (!verified) body = <VerifyFirst onClose={onClose} />;
  else if (hours.isPending) body = <LoadingState label="Loading the lister's viewing hours..." className="min-h-40" />;
  else if (hours.isError) {
    body = <LoadError title="The viewing hours could not be loaded" error={hours.error} onRetry={() => void hours.refetch()} />;
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200">
          <span className="font-semibold text-slate-900">Viewing hours: </span>{hoursText(hours.data.windows)} (Freetown time)
        </p>
        {days.length === 0 ? (
          <Alert variant="warning" title="No free times in the next three weeks">Message the lister to agree a time.</Alert>
        ) : (
          <TimeChoices idPrefix="viewing-request" days={days} choices={choices} errors={errors} onChange={(next) => { setDraft({ ...draft, choices: next }); setErrors({}); }} />
        )}
        <FormField id="viewing-note" label="A note for the lister" optional error={errors.note} hint="For example, who is coming with you, or what you would like to see.">
          {(aria) => <Textarea {...aria} value={draft.note} maxLength={VIEWING_NOTE_MAX} rows={3} onChange={(e) => setDraft({ ...draft, note: e.target.value })} />}
        </FormField>
        {errors.form ? <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800" data-testid="viewing-form-error">{errors.form}</p> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
          <Button type="submit" loading={request.isPending} disabled={days.length === 0}>{request.isPending ? 'Sending…' : 'Send request'}</Button>
        </div>
      </form>
    );
  }

  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent title="Request a viewing" description={`Of “${title}”. The lister picks one of your times or offers another.`}>
        {body}
      </DialogContent>
    </Dialog>
  );
}
