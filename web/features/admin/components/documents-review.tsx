// The admin's look at a listing's ownership papers (issue 32, decision 0020): open each (every opening is
// audit-logged), tick the checklist, add a note, then mark "Documents seen" or ask the lister for more.
import { useEffect, useId, useState } from 'react';
import { FileText, TriangleAlert } from 'lucide-react';
import type { Listing } from '../../../../common/api/listings';
import {
  DOCUMENT_CHECKS, DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, DOCUMENT_NOTE_MAX_LENGTH, DOCUMENT_REQUEST_REASON_MAX_LENGTH,
  describeDocumentsSeen, type DocumentCheck, type DocumentKind,
} from '../../../../common/documents';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api/http';
import { useListingDocuments, useReviewDocuments } from '../../../lib/api/documents';

const CHECKS = Object.keys(DOCUMENT_CHECKS) as DocumentCheck[];

export function DocumentsReview({ listing }: { listing: Listing }) {
  const id = useId();
  const docs = useListingDocuments(listing.id);
  const review = useReviewDocuments(listing.id);
  const attached = DOCUMENT_KINDS.filter((k) => docs.data?.some((d) => d.kind === k));
  const [kinds, setKinds] = useState<DocumentKind[]>([]);
  const [checks, setChecks] = useState<DocumentCheck[]>([]);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const attachedKey = attached.join(',');
  // Every attached kind is ticked to start with; the admin unticks what they could not confirm.
  useEffect(() => setKinds(attachedKey ? (attachedKey.split(',') as DocumentKind[]) : []), [attachedKey]);

  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);
  const allChecked = CHECKS.every((c) => checks.includes(c));

  async function markSeen() {
    setDone(null);
    await review.mutateAsync({ decision: 'seen', kinds, checks, note });
    setDone('Marked as documents seen.');
  }
  async function askForMore() {
    setDone(null);
    await review.mutateAsync({ decision: 'more', reason, checks, note });
    setAsking(false);
    setDone('The lister will see your request on the listing.');
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-xl border border-slate-200 p-3">
      <h4 id={`${id}-title`} className="font-semibold text-slate-900">Ownership documents</h4>
      {listing.documentsSeen ? <p className="text-sm text-brand-800">{describeDocumentsSeen(listing.documentsSeen.kinds, listing.documentsSeen.seenAt)}.</p> : null}
      {listing.documentsRequest ? <p className="text-sm text-amber-800">More asked for: {listing.documentsRequest.reason}</p> : null}
      {docs.isLoading ? <p className="flex items-center gap-2 text-sm text-slate-600"><Spinner /> Loading documents…</p> : null}
      {docs.isError ? (
        <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
          The documents could not be loaded.
          <Button type="button" size="sm" variant="outline" onClick={() => void docs.refetch()}>Try again</Button>
        </div>
      ) : null}
      {docs.data && docs.data.length === 0 ? <p className="text-sm text-slate-500">No ownership documents attached.</p> : null}
      {docs.data?.length ? (
        <>
          <ul aria-label="Documents to review" className="space-y-2">
            {docs.data.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center gap-2 text-sm">
                <FileText className="size-4 text-brand-700" aria-hidden="true" />
                <a href={doc.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-800 hover:underline">
                  {DOCUMENT_KIND_LABELS[doc.kind]}: {doc.fileName}
                </a>
                {doc.sameFileElsewhere ? (
                  <span className="inline-flex items-center gap-1 text-amber-800">
                    <TriangleAlert className="size-4" aria-hidden="true" /> The same file is on {doc.sameFileElsewhere} other lister{doc.sameFileElsewhere === 1 ? "'s listing" : "s' listings"}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-500">Each opening is recorded in the audit log.</p>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">Checklist</legend>
            {CHECKS.map((c) => (
              <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="size-5" checked={checks.includes(c)} onChange={() => setChecks(toggle(checks, c))} />
                {DOCUMENT_CHECKS[c]}
              </label>
            ))}
          </fieldset>
          <fieldset className="space-y-1">
            <legend className="text-sm font-medium text-slate-800">Kinds seen</legend>
            {attached.map((k) => (
              <label key={k} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" className="size-5" checked={kinds.includes(k)} onChange={() => setKinds(toggle(kinds, k))} />
                {DOCUMENT_KIND_LABELS[k]}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-medium text-slate-800">Note (for reviewers only)</label>
            <Textarea id={`${id}-note`} value={note} maxLength={DOCUMENT_NOTE_MAX_LENGTH} rows={2} onChange={(e) => setNote(e.target.value)} />
          </div>
          {asking ? (
            <div>
              <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-800">What is missing (the lister sees this)</label>
              <Textarea id={`${id}-reason`} value={reason} maxLength={DOCUMENT_REQUEST_REASON_MAX_LENGTH} rows={2} onChange={(e) => setReason(e.target.value)} />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={!allChecked || kinds.length === 0} loading={review.isPending} onClick={() => void markSeen().catch(() => undefined)}>
              Documents seen
            </Button>
            {asking ? (
              <Button type="button" variant="outline" disabled={!reason.trim()} loading={review.isPending} onClick={() => void askForMore().catch(() => undefined)}>
                Send request
              </Button>
            ) : (
              <Button type="button" variant="outline" onClick={() => setAsking(true)}>Ask for more</Button>
            )}
          </div>
          {!allChecked ? <p className="text-xs text-slate-500">Tick every check to mark the documents seen.</p> : null}
        </>
      ) : null}
      {review.isError ? <Alert variant="danger">{errorMessage(review.error, 'Could not save the review. Please try again.')}</Alert> : null}
      {done ? <p role="status" className="text-sm text-brand-800">{done}</p> : null}
    </section>
  );
}
