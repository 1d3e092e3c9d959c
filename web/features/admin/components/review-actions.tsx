import { useId, useState, type FormEvent } from 'react';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast-store';

interface ReviewActionsProps {
  /** Names the item for screen readers: "Approve <subject>". */
  subject: string;
  busy: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: (reason: string) => void;
  /** The reason the rejection box starts with (a fraud flag's reason); the admin can edit it. */
  prefillReason?: string;
}

/**
 * Approve, or Reject which reveals the 'Rejection Reason' box with 'Submit Rejection' and 'Cancel' (spec).
 * Approve asks once more too: it publishes at once and e-mails the lister, so a slip of the thumb must not do it.
 */
export function ReviewActions({ subject, busy, onApprove, onReject, prefillReason }: ReviewActionsProps) {
  const [step, setStep] = useState<'choose' | 'approve' | 'reject'>('choose');
  const rejecting = step === 'reject';
  const setRejecting = (on: boolean) => setStep(on ? 'reject' : 'choose');
  const [reason, setReason] = useState(prefillReason ?? '');
  const id = useId();
  const blank = reason.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blank) {
      toast({ title: 'Rejection Reason Required', description: 'Please provide a reason for rejection.', variant: 'destructive' });
      return;
    }
    onReject(reason.trim());
  }

  if (step === 'approve') {
    return (
      <div role="group" aria-label={`Approve ${subject}?`} className="space-y-2 rounded-xl border border-brand-200 bg-brand-50 p-3">
        <p className="text-sm text-slate-800">Approve {subject}? The lister is told at once.</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setStep('choose')} disabled={busy !== null}>
            Cancel
          </Button>
          <Button onClick={onApprove} loading={busy === 'approve'} disabled={busy !== null} autoFocus>
            <Check aria-hidden="true" />
            Confirm Approval
          </Button>
        </div>
      </div>
    );
  }
  if (!rejecting) {
    return (
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <Button onClick={() => setStep('approve')} loading={busy === 'approve'} disabled={busy !== null} aria-label={`Approve ${subject}`} className="sm:min-w-32">
          <Check aria-hidden="true" />
          Approve
        </Button>
        <Button variant="outline" onClick={() => setRejecting(true)} disabled={busy !== null} aria-label={`Reject ${subject}`} className="text-red-700 sm:min-w-32">
          <X aria-hidden="true" />
          Reject
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-red-200 bg-red-50/60 p-3">
      <Label htmlFor={`${id}-reason`}>Rejection Reason</Label>
      <Textarea
        id={`${id}-reason`}
        rows={3}
        maxLength={1000}
        autoFocus
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="Tell the lister what to fix, e.g. the photos do not match the address."
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          onClick={() => {
            setRejecting(false);
            setReason(prefillReason ?? '');
          }}
          disabled={busy !== null}
        >
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={blank || busy !== null} loading={busy === 'reject'}>
          Submit Rejection
        </Button>
      </div>
    </form>
  );
}
