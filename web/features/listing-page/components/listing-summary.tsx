import { CalendarClock, FileCheck, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { describeDocumentsSeen } from '../../../../common/documents';
import { ListingPrice } from '../../../components/listings/listing-price';
import { PriceGuideLine } from '../../../components/listings/price-guide-line';
import { timeOnMarket } from '../../../../common/time-on-market';
import { Badge } from '../../../components/ui/badge';
import type { Listing } from '../../../../common/api/listings';
import { categoryLabel, listingTypeLabel, placeLabel } from '../../../lib/listing-display';

/** Badges, title, address, price and time on market: the top of the detail page. */
export function ListingSummary({ property: p }: { property: Listing }) {
  const category = categoryLabel(p.propertyCategory);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Badge variant="brand">{listingTypeLabel(p.propertyType)}</Badge>
        {category ? <Badge variant="outline">{category}</Badge> : null}
        {p.isPriceReduced ? <Badge variant="danger">Price Reduced</Badge> : null}
      </div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{p.title || 'Untitled property'}</h1>
      <p className="flex items-start gap-1.5 text-slate-700">
        <MapPin className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        {placeLabel(p)}
        {p.location && p.address && !p.address.toLowerCase().includes(p.location.toLowerCase()) ? `, ${p.location}` : ''}
      </p>
      {p.documentsSeen ? (
        <p className="flex items-start gap-1.5 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="documents-seen">
          <FileCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {describeDocumentsSeen(p.documentsSeen.kinds, p.documentsSeen.seenAt)}.{' '}
            <Link href="/trust#documents" className="font-semibold underline">What this means</Link>
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <ListingPrice listing={p} context="detail" className="text-3xl font-bold text-brand-800" suffixClassName="text-lg" />
        <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
          <CalendarClock className="size-4" aria-hidden="true" />
          {timeOnMarket(p.createdAt)}
        </p>
      </div>
      {p.status === 'approved' ? <PriceGuideLine listing={p} /> : null}
    </div>
  );
}
