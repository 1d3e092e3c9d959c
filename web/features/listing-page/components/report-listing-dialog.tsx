import { useState, type FormEvent } from 'react';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '../../../../common/trust';
import { reportListingSchema } from '../../../../common/schemas/trust';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api/http';
import { useReportListing } from '../../../lib/api/reports';
import { toast } from '../../../lib/use-toast';

/** The report form: a reason (and words for "Other"), checked with the server's own schema before sending. */
export default function ReportListingDialog({ propertyId, onClose }: { propertyId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const report = useReportListing();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportListingSchema.safeParse({ reason: reason || undefined, details: details.trim() || undefined });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'details' ? 'details' : 'reason';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    report.mutate({ propertyId, ...parsed.data }, {
      onSuccess: () => {
        toast({ title: 'Thank you for your report', description: 'An administrator will look at this listing.', variant: 'success' });
        onClose();
      },
      // The typed reason stays in the form, so a failed send can simply be tried again.
      onError: (error) => setErrors({ form: errorMessage(error, 'Could not send your report. Please try again.') }),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }}>
      <DialogContent title="Report this listing" description="Tell us what is wrong. Reports are read by our administrators; the lister is not told who reported.">
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <fieldset aria-describedby={errors.reason ? 'report-reason-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-900">Reason</legend>
            <div className="space-y-1.5">
              {REPORT_REASONS.map((value) => (
                <label key={value} className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-brand-700" />
                  {REPORT_REASON_LABELS[value]}
                </label>
              ))}
            </div>
            <FieldError id="report-reason-error" message={errors.reason} />
          </fieldset>
          <div>
            <Label htmlFor="report-details">Details {reason === 'other' ? '' : '(optional)'}</Label>
            <Textarea id="report-details" value={details} maxLength={REPORT_DETAILS_MAX_LENGTH} onChange={(e) => setDetails(e.target.value)}
              aria-invalid={errors.details ? true : undefined} aria-describedby={errors.details ? 'report-details-error' : undefined}
              placeholder="What happened? For example: they asked for a viewing fee by Orange Money." />
            <FieldError id="report-details-error" message={errors.details} />
          </div>
          {errors.form ? <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">{errors.form}</p> : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>{report.isPending ? 'Sending…' : 'Send report'}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
