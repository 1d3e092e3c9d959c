import { Alert } from '../../../components/ui/alert';
import type { Listing } from '../../../../common/api/listings';

/** What saving does to this listing, so nobody takes a live listing off the site by surprise. */
export function EditStatusNotice({ listing }: { listing: Listing }) {
  const className = 'mb-4';
  if (listing.status === 'approved') {
    return (
      <Alert variant="warning" title="Saving sends this listing back to review" className={className}>
        This listing is approved. When you save your changes it is reviewed again, and it is hidden from home hunters until it is approved.
      </Alert>
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
