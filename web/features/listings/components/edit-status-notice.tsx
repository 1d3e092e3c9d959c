import { Alert } from '../../../components/ui/alert';
import type { Listing } from '../../../../common/api/listings';
import { changedFieldLabels } from '../../../../common/listing-changes';

/** What saving does to this listing, so nobody takes a live listing off the site by surprise. */
export function EditStatusNotice({ listing }: { listing: Listing }) {
  const className = 'mb-4';
  if (listing.status === 'approved') {
    const fields = listing.pendingChanges ? changedFieldLabels(listing.pendingChanges.fields).join(', ') : null;
    return (
      <>
        {fields ? (
          <Alert variant="warning" title="Changes awaiting review" className={className}>
            Your changes to: {fields} are waiting for our team. Until then home hunters see the approved version. You are editing your latest changes.
          </Alert>
        ) : null}
        {!fields && listing.changesRejectionReason ? (
          <Alert variant="danger" title="Your last changes were not approved" className={className}>
            Reason: {listing.changesRejectionReason}. The listing stays live as it was.
          </Alert>
        ) : null}
        <Alert variant="info" title="Your listing stays live while you edit" className={className}>
          Price, availability and small text fixes (a few characters) go live at once, unless our checks question them (a price far
          below similar listings, a request for money before a viewing). New photos, a new address or place, type, category, rooms,
          features, bigger text changes and questioned ones are checked by our team first; until then the approved version stays live.
        </Alert>
      </>
    );
  }
  if (listing.status === 'rejected') {
    return (
      <Alert variant="danger" title="This listing was rejected" className={className}>
        {listing.rejectionReason ? <>Reason: {listing.rejectionReason}. </> : null}
        Fix what the reviewer asked for, then save: your listing goes back to review.
      </Alert>
    );
  }
  if (listing.status === 'draft') {
    return (
      <Alert variant="info" title="This is a draft" className={className}>
        Only you can see it. Save it again as a draft, or submit it for review when it is ready.
      </Alert>
    );
  }
  return (
    <Alert variant="info" title="Waiting for review" className={className}>
      Our team has not reviewed this listing yet. Your changes are included in the review.
    </Alert>
  );
}
