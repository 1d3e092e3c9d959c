import { memo } from 'react';
import { Link } from 'wouter';
import { Bath, BedDouble, Clock, Eye, House, MapPin, Ruler } from 'lucide-react';
import type { PriceCurrency } from '../../../common/price';
import { featureLabel } from '../../../common/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import type { Listing } from '../../../common/api/listings';
import { categoryLabel, listerName, listingPhotos, listingTypeLabel, placeLabel } from '../../lib/listing-display';
import { FavouriteButton } from './favourite-button';
import { ListingImage } from './listing-image';
import { ListingPrice } from './listing-price';
import { sizeText } from '../../../common/land-size';

const CARD_FEATURES = 3;

export interface PropertyCardProps {
  /** A search result also says whether it matched the price filter only through the exchange rate. */
  property: Listing & { priceMatchConverted?: boolean };
  /** The currency chosen on /search: the main price is shown in it. */
  preferredCurrency?: PriceCurrency;
  /** Opens the quick view; without it the card has no quick-view button. */
  onQuickView?: (property: Listing) => void;
  /** The first cards on a page: their photos load at once instead of lazily. */
  priority?: boolean;
}

function Fact({ icon: Icon, children }: { icon: typeof House; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon className="size-4 text-slate-500" aria-hidden="true" />
      {children}
    </span>
  );
}

// Memoised: a grid that grows card by card re-renders, and the cards already drawn need not.
export const PropertyCard = memo(function PropertyCard({ property: p, preferredCurrency, onQuickView, priority }: PropertyCardProps) {
  const photo = listingPhotos(p)[0];
  const href = `/property/${p.id}`;
  const extraFeatures = p.features.length - CARD_FEATURES;
  const category = categoryLabel(p.propertyCategory);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      {/* Wider on phones, so the first card's price is on the first screen of /search even at 360x640. */}
      <div className="relative aspect-[2/1] overflow-hidden bg-slate-100 sm:aspect-[4/3]">
        {photo ? (
          <ListingImage photo={photo} alt="" use="card" priority={priority} className="transition-transform duration-300 group-hover:scale-[1.03]" />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <House className="size-10" aria-hidden="true" />
          </div>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge className="bg-white/95 text-slate-800 shadow-sm">{listingTypeLabel(p.propertyType)}</Badge>
          {p.isPriceReduced ? <Badge className="bg-red-600 text-white shadow-sm">Reduced</Badge> : null}
        </div>
        <FavouriteButton propertyId={p.id} title={p.title} className="absolute top-2.5 right-2.5" />
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <ListingPrice listing={p} context="card" preferred={preferredCurrency} matchedByConversion={p.priceMatchConverted} className="text-xl font-bold text-brand-800" />
        <h3 className="line-clamp-2 font-semibold text-slate-900">
          {/* The title link covers the whole card (its focus ring too); the buttons sit above it. */}
          <Link href={href} className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:ring-2 focus-visible:after:ring-brand-500 focus-visible:after:ring-inset">
            {p.title || 'Untitled property'}
          </Link>
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-slate-600" data-testid="card-place">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 truncate">{placeLabel(p)}</span>
        </p>
        {p.user ? (
          // Above the title's card-wide link, so it opens the lister's page (issue 33) instead of the listing.
          <p data-card-lister className="relative z-10 truncate text-sm text-slate-600">
            By <Link href={`/listers/${p.userId}`} className="font-medium text-brand-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" data-testid="card-lister">{listerName(p)}</Link>
          </p>
        ) : null}
        <p className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm text-slate-700">
          {p.bedrooms ? <Fact icon={BedDouble}>{`${p.bedrooms} bed`}</Fact> : null}
          {p.bathrooms ? <Fact icon={Bath}>{`${p.bathrooms} bath`}</Fact> : null}
          {p.squareFootage ? <Fact icon={Ruler}>{sizeText(p.squareFootage, p.propertyCategory)}</Fact> : null}
          {!p.bedrooms && !p.bathrooms && !p.squareFootage && category ? <Fact icon={House}>{category}</Fact> : null}
        </p>
        {p.features.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5 pt-1" aria-label="Features">
            {p.features.slice(0, CARD_FEATURES).map((f) => (
              <li key={f} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">{featureLabel(f)}</li>
            ))}
            {extraFeatures > 0 ? <li className="px-1 py-0.5 text-xs font-medium text-slate-600">+{extraFeatures} more</li> : null}
          </ul>
        ) : null}

        <CardActions p={p} onQuickView={onQuickView} />
      </div>
    </article>
  );
});

// A lister's own listings are managed from their own cards (features/listings/components/manage), not these.
function CardActions({ p, onQuickView }: Pick<PropertyCardProps, 'onQuickView'> & { p: Listing }) {
  const pending = p.status === 'pending';
  if (!onQuickView && !pending) return null;
  return (
    <div className="relative z-10 mt-auto flex flex-wrap gap-2 pt-3">
      {onQuickView ? (
        <Button variant="outline" size="sm" onClick={() => onQuickView(p)} aria-label={`Quick view: ${p.title}`} className="flex-1">
          <Eye aria-hidden="true" />
          Quick view
        </Button>
      ) : null}
      {pending ? (
        <Button variant="secondary" size="sm" disabled>
          <Clock aria-hidden="true" />
          Pending
        </Button>
      ) : null}
    </div>
  );
}
