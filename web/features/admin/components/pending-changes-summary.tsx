import type { Listing } from '../../../../common/api/listings';
import { changedFieldLabels, holdsPrice, proposedValues } from '../../../../common/listing-changes';
import { PhotoStrip } from './photo-strip';

/** A live listing's changes waiting for review: what changed and the proposed values; the live version stays. */
export function PendingChangesSummary({ listing }: { listing: Listing }) {
  const changes = listing.pendingChanges;
  if (!changes) return null;
  return (
    <section aria-label="Changes to a live listing" className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Changes to a live listing: {changedFieldLabels(changes.fields).join(', ')}</p>
      <p>The approved version below stays live. Approve applies these changes; reject keeps the live version and tells the lister why.</p>
      {holdsPrice(changes) ? (
        <p>The new price is not live yet: a fraud check flagged it when the lister changed it. Check the flags before approving.</p>
      ) : null}
      <dl className="space-y-1">
        {proposedValues(changes).map(({ field, label, value }) => (
          <div key={field}>
            <dt className="inline font-medium">New {label.toLowerCase()}: </dt>
            <dd className="inline whitespace-pre-line">{value}</dd>
          </div>
        ))}
      </dl>
      {changes.fields.includes('images') ? (
        <div>
          <p className="mb-1 font-medium">New photos:</p>
          <PhotoStrip photos={changes.photos} title={`${listing.title} (proposed)`} />
        </div>
      ) : null}
    </section>
  );
}
