import { Link } from 'wouter';
import { Eye, UserRound } from 'lucide-react';
import { capitalize, featureLabel, fullName, shortId } from '../../../../common/format';
import { ListingPrice } from '../../../components/listings/listing-price';
import { Badge } from '../../../components/ui/badge';
import type { Listing } from '../../../../common/api/listings';
import { placeText } from '../../../lib/place-text';
import { PhotoStrip } from './photo-strip';
import { ReviewActions } from './review-actions';
import { PendingChangesSummary } from './pending-changes-summary';
import { FraudFlags, flagRejectionReason } from './fraud-flags';
import { DocumentsReview } from './documents-review';

interface PendingPropertyCardProps {
  listing: Listing;
  busy: 'approve' | 'reject' | null;
  onApprove: () => void;
  onReject: (reason: string) => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="font-medium text-slate-900">{value}</dd>
    </div>
  );
}

const submittedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Everything the reviewer needs to judge a listing, photos included, with Approve and Reject. */
export function PendingPropertyCard({ listing, busy, onApprove, onReject }: PendingPropertyCardProps) {
  const lister = fullName(listing.user, 'Unknown lister');
  const kind = listing.propertyCategory ?? listing.propertyType;
  const headingId = `pending-${listing.id}`;
  return (
    <article aria-labelledby={headingId} className="min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">{listing.title || 'Untitled listing'}</h3>
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Submitted by <span className="font-medium text-slate-800">{lister}</span> ({listing.user.userType === 'agent' ? 'agent' : 'owner'})
              {/* The spec's "submitter user ID", shortened: enough to tell two people of the same name apart. */}
              <span className="text-xs whitespace-nowrap text-slate-500"> · ID <code title={listing.userId}>{shortId(listing.userId)}</code></span>
            </span>
          </p>
          {listing.submittedAt ? <p className="text-xs text-slate-500">Submitted {submittedFormat.format(new Date(listing.submittedAt))}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-1.5">
          <Badge variant="accent">{listing.propertyType === 'rent' ? 'For Rent' : 'For Sale'}</Badge>
          <Badge variant="warning">{listing.pendingChanges ? 'Changes to a live listing' : 'Pending Review'}</Badge>
        </div>
      </header>
      <div>
        <ListingPrice listing={listing} context="admin" className="text-2xl font-bold text-brand-800" suffixClassName="text-base" />
        {listing.priceOnRequest ? <p className="text-sm font-medium text-slate-600">(price on request)</p> : null}
      </div>
      {listing.user.accountStatus !== 'approved' ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          The lister&apos;s account is {listing.user.accountStatus}: once approved here, this listing goes live only after the account is approved.
        </p>
      ) : null}
      <FraudFlags flags={listing.flags} hiddenByReports={listing.hiddenByReports} />
      <PendingChangesSummary listing={listing} />
      <PhotoStrip photos={listing.photos} title={listing.title || 'this listing'} />
      <DocumentsReview listing={listing} />
      {listing.description ? <p className="line-clamp-6 text-sm whitespace-pre-line text-slate-700">{listing.description}</p> : <p className="text-sm text-slate-500 italic">No description</p>}
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 sm:grid-cols-4">
        <Fact label="Category" value={kind ? capitalize(kind) : 'N/A'} />
        <Fact label="Bedrooms" value={listing.bedrooms === null ? 'N/A' : String(listing.bedrooms)} />
        <Fact label="Bathrooms" value={listing.bathrooms === null ? 'N/A' : String(listing.bathrooms)} />
        <Fact label="Location" value={placeText(listing) || 'N/A'} />
      </dl>
      {listing.features.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Features">
          {listing.features.map((f) => <li key={f}><Badge>{featureLabel(f)}</Badge></li>)}
        </ul>
      ) : null}
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-start sm:justify-between">
        <Link href={`/property/${listing.id}`} className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <Eye className="size-4" aria-hidden="true" />
          Open full preview
        </Link>
        <div className="sm:min-w-80">
          <ReviewActions subject={listing.title || 'this listing'} busy={busy} onApprove={onApprove} onReject={onReject} prefillReason={flagRejectionReason(listing.flags)} />
        </div>
      </div>
    </article>
  );
}
