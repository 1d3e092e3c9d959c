import { useState } from 'react';
import { Link } from 'wouter';
import { ArrowRight, Bath, BedDouble, MapPin, MessageSquare, Ruler } from 'lucide-react';
import { QUICK_VIEW_DESCRIPTION_CHARS } from '../../../common/constants';
import { pluralize, truncate } from '../../../common/format';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Dialog, DialogContent } from '../ui/dialog';
import type { Listing } from '../../../common/api/listings';
import { categoryLabel, listingPhotos, listingTypeLabel, placeLabel, quickViewFeatures } from '../../lib/listing-display';
import { FavouriteButton } from './favourite-button';
import { ImageCarousel } from './image-carousel';
import { ListingPrice } from './listing-price';
import { OwnListingNote } from './own-listing-note';
import { useCurrentUser } from '../../lib/api/current-user';
import { isOwnListing } from '../../lib/user-rules';
import { sizeText } from '../../../common/land-size';

interface QuickViewDialogProps {
  property: Listing;
  onClose: () => void;
  onContact: (property: Listing) => void;
}

export default function QuickViewDialog({ property: p, onClose, onContact }: QuickViewDialogProps) {
  const [index, setIndex] = useState(0);
  const photos = listingPhotos(p);
  const { shown, more } = quickViewFeatures(p.features);
  const category = categoryLabel(p.propertyCategory);
  const own = isOwnListing(useCurrentUser().user, p);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg" title={p.title || 'Property'} description={placeLabel(p)} className="sm:max-h-[92dvh]">
        <div className="relative -mx-5 sm:mx-0">
          <ImageCarousel photos={photos} title={p.title} index={index} onIndexChange={setIndex} className="aspect-[4/3] sm:aspect-[16/10] sm:rounded-2xl" />
          <FavouriteButton propertyId={p.id} title={p.title} className="absolute top-3 right-3" />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge variant="brand">{listingTypeLabel(p.propertyType)}</Badge>
          {category ? <Badge variant="outline">{category}</Badge> : null}
          {p.isPriceReduced ? <Badge variant="danger">Price Reduced</Badge> : null}
        </div>
        <div className="mt-3">
          <ListingPrice listing={p} context="quickView" className="text-2xl font-bold text-brand-800" suffixClassName="text-base" />
        </div>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          {p.bedrooms ? <li className="inline-flex items-center gap-1.5"><BedDouble className="size-4 text-slate-500" aria-hidden="true" />{pluralize(p.bedrooms, 'bedroom')}</li> : null}
          {p.bathrooms ? <li className="inline-flex items-center gap-1.5"><Bath className="size-4 text-slate-500" aria-hidden="true" />{pluralize(p.bathrooms, 'bathroom')}</li> : null}
          {p.squareFootage ? <li className="inline-flex items-center gap-1.5"><Ruler className="size-4 text-slate-500" aria-hidden="true" />{sizeText(p.squareFootage, p.propertyCategory)}</li> : null}
          <li className="inline-flex items-center gap-1.5"><MapPin className="size-4 text-slate-500" aria-hidden="true" />{p.location || placeLabel(p)}</li>
        </ul>
        {p.description ? <p className="mt-3 text-sm leading-relaxed text-slate-700">{truncate(p.description, QUICK_VIEW_DESCRIPTION_CHARS)}</p> : null}
        {shown.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Features">
            {shown.map((f) => (
              <li key={f} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">{f}</li>
            ))}
            {more > 0 ? <li className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">+{more} more</li> : null}
          </ul>
        ) : null}
        {own ? <OwnListingNote propertyId={p.id} className="mt-5" /> : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row">
          {own ? null : (
            <Button variant="outline" className="sm:flex-1" onClick={() => onContact(p)}>
              <MessageSquare aria-hidden="true" />
              Contact
            </Button>
          )}
          <Button asChild className="sm:flex-1">
            <Link href={`/property/${p.id}`} onClick={onClose}>
              View Details
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
