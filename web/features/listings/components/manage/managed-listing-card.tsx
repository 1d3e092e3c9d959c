import { Link } from 'wouter';
import { Bath, BedDouble, CircleX, Eye, House, MapPin, MessageSquare, PencilLine } from 'lucide-react';
import { ListingPrice } from '../../../../components/listings/listing-price';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import type { Listing } from '../../../../../common/api/listings';
import { placeText } from '../../../../lib/place-text';
import { ListingActionsMenu } from './listing-actions-menu';
import { ListingStatusBadge } from '../../../../components/listings/listing-status-badge';
import { pluralize } from '../../../../../common/format';
import { listingDateText } from './listing-date';

export function listingTitle(listing: Pick<Listing, 'title'>): string {
  return listing.title.trim() || 'Untitled draft';
}

interface ManagedListingCardProps {
  listing: Listing;
  /** The lister's account is not approved yet: approved listings are not public until it is. */
  accountPending: boolean;
  onArchive: () => void;
  onRestore: () => void;
  onDelete: () => void;
}

/** A listing as its lister manages it: review status, real views and inquiries, and the actions menu. */
export function ManagedListingCard({ listing, accountPending, onArchive, onRestore, onDelete }: ManagedListingCardProps) {
  const photo = listing.photos[0];
  const title = listingTitle(listing);
  return (
    <article className="flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-col">
      <div className="relative w-28 shrink-0 bg-slate-100 sm:aspect-[16/10] sm:w-full" style={{ backgroundColor: photo?.placeholderColor ?? undefined }}>
        {photo ? (
          <img src={photo.sm} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-slate-400">
            <House className="size-10" aria-hidden="true" />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <div className="flex items-start gap-2">
          <div className="flex flex-1 flex-wrap gap-1.5">
            <ListingStatusBadge listing={listing} />
            {listing.pendingChanges ? <Badge variant="warning">Changes awaiting review</Badge> : null}
            <Badge variant="outline">{listing.propertyType === 'rent' ? 'For Rent' : 'For Sale'}</Badge>
          </div>
          <div className="-mt-1 -mr-1">
            <ListingActionsMenu listing={listing} title={title} onArchive={onArchive} onRestore={onRestore} onDelete={onDelete} />
          </div>
        </div>
        {listing.priceOnRequest ? (
          <p className="text-base font-medium text-slate-600">Price on request</p>
        ) : (
          <ListingPrice listing={listing} context="card" className="text-base font-bold text-brand-800 sm:text-lg" />
        )}
        <h3 className="line-clamp-2 leading-snug font-semibold text-slate-900">
          <Link href={`/property/${listing.id}`} className="hover:underline">{title}</Link>
        </h3>
        <p className="flex items-start gap-1.5 text-sm text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="line-clamp-1">{placeText(listing) || 'No address yet'}</span>
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {listing.bedrooms !== null ? <span className="inline-flex items-center gap-1"><BedDouble className="size-4" aria-hidden="true" />{listing.bedrooms} bed</span> : null}
          {listing.bathrooms !== null ? <span className="inline-flex items-center gap-1"><Bath className="size-4" aria-hidden="true" />{listing.bathrooms} bath</span> : null}
          <span className="inline-flex items-center gap-1"><Eye className="size-4" aria-hidden="true" />{pluralize(listing.viewCount, 'view')}</span>
          {listing.inquiryCount !== null ? (
            <span className="inline-flex items-center gap-1"><MessageSquare className="size-4" aria-hidden="true" />{pluralize(listing.inquiryCount, 'inquiry', 'inquiries')}</span>
          ) : null}
        </p>
        {listing.status === 'rejected' ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="flex items-center gap-1.5 font-semibold"><CircleX className="size-4" aria-hidden="true" />Rejection reason</p>
            <p className="mt-1">{listing.rejectionReason || 'No reason was given.'}</p>
          </div>
        ) : null}
        {listing.status === 'approved' && !listing.pendingChanges && listing.changesRejectionReason ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">Your last changes were not approved; the listing stays live as it was.</p>
            <p className="mt-1">Reason: {listing.changesRejectionReason}</p>
          </div>
        ) : null}
        {listing.documentsRequest ? (
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Our reviewer asked for more ownership papers</p>
            <p className="mt-1">{listing.documentsRequest.reason}</p>
            <Link href={`/edit-property/${listing.id}`} className="mt-1 inline-block font-semibold underline">Add papers</Link>
          </div>
        ) : null}
        {listing.status === 'approved' && accountPending && !listing.isArchived ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">Approved: it goes live as soon as your account is approved.</p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-xs text-slate-500">
          <span className="whitespace-nowrap">{listingDateText(listing)}</span>
          {listing.status === 'draft' || listing.status === 'rejected' ? (
            <Button asChild size="sm" variant="secondary" className="h-auto min-h-9 whitespace-normal">
              <Link href={`/edit-property/${listing.id}`}>
                <PencilLine aria-hidden="true" />
                {listing.status === 'draft' ? 'Finish listing' : 'Fix and resubmit'}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
