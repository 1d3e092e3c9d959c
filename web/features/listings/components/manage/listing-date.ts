import type { Listing } from '../../../../../common/api/listings';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * The date line of a lister's card, named for what happened: a pending or rejected listing was never
 * "listed", so it says when it was submitted or rejected (a review is the last write to a rejected listing).
 */
export function listingDateText(listing: Pick<Listing, 'status' | 'createdAt' | 'updatedAt' | 'submittedAt' | 'approvedAt'>): string {
  const on = (iso: string) => dateFormat.format(new Date(iso));
  switch (listing.status) {
    case 'draft':
      return `Saved ${on(listing.updatedAt)}`;
    case 'pending':
      return `Submitted ${on(listing.submittedAt ?? listing.updatedAt)}`;
    case 'rejected':
      return `Rejected ${on(listing.updatedAt)}`;
    case 'approved':
      return `Listed ${on(listing.approvedAt ?? listing.createdAt)}`;
  }
}
