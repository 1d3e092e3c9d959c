import { Link } from 'wouter';
import { Save, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { ListingIntent } from '../listing-form-values';
import { autosaveLabel, type AutosaveStatus } from '../autosave/autosave-logic';
import type { Listing } from '../../../../common/api/listings';

interface FormActionsProps {
  listing?: Listing;
  busy: boolean;
  intent: ListingIntent | null;
  uploading: number;
  saveStatus: AutosaveStatus;
  errorCount: number;
  onSaveDraft: () => void;
}

// Both buttons side by side down to a 320 px phone: there their icons go and the padding narrows, and a label
// that still does not fit wraps inside its button rather than pushing the page sideways.
const NARROW_FIT = 'min-w-0 flex-1 sm:flex-none max-[400px]:px-3 max-[400px]:leading-tight max-[400px]:whitespace-normal';

/** The action bar stays in reach at the bottom of the screen while the lister scrolls through the form. */
export function FormActions({ listing, busy, intent, uploading, saveStatus, errorCount, onSaveDraft }: FormActionsProps) {
  const draftable = !listing || listing.status === 'draft';
  const waiting = uploading > 0;
  return (
    <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border md:bottom-4">
      {errorCount > 0 ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          Please check the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked above.
        </p>
      ) : null}
      <div className={cn('flex flex-wrap justify-between gap-x-3 text-sm text-slate-600', (saveStatus !== 'idle' || waiting) && 'mb-2')} aria-live="polite">
        <span data-testid="autosave-status" className={saveStatus === 'retrying' || saveStatus === 'invalid' ? 'font-medium text-amber-800' : undefined}>
          {autosaveLabel(saveStatus)}
        </span>
        {waiting ? <span>Waiting for {uploading} {uploading === 1 ? 'upload' : 'uploads'} to finish...</span> : null}
      </div>
      <div className="flex gap-2 sm:items-center sm:justify-end">
        {listing ? (
          // Three buttons do not fit a phone's width: there, the page's own link leads back instead.
          <div className={draftable ? 'hidden sm:flex' : 'flex'}>
            <Button asChild variant="ghost">
              <Link href="/my-properties">Cancel</Link>
            </Button>
          </div>
        ) : null}
        {draftable ? (
          <Button variant="outline" className={NARROW_FIT} onClick={onSaveDraft} disabled={busy} loading={busy && intent === 'draft'}>
            <Save aria-hidden="true" className="max-[400px]:hidden" />
            Save as Draft
          </Button>
        ) : null}
        <Button type="submit" className={NARROW_FIT} disabled={busy || waiting} loading={busy && intent === 'pending'}>
          <Send aria-hidden="true" className="max-[400px]:hidden" />
          {draftable ? 'Submit for Review' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}
