import { useState } from 'react';
import { cn } from '../../../lib/cn';
import type { Listing } from '../../../../common/api/listings';
import { listingPhotos } from '../../../lib/listing-display';
import { FavouriteButton } from '../../../components/listings/favourite-button';
import { ImageCarousel } from '../../../components/listings/image-carousel';
import { useDataSaver } from '../../../lib/data-saver';
import { useHydrated } from '../../../boot/hydration';

/** The detail gallery (spec): the photo, an 'n / total' counter and thumbnails, or 'No images available'. */
export function ListingGallery({ property }: { property: Listing }) {
  const [index, setIndex] = useState(0);
  const photos = listingPhotos(property);
  // Data saver: the first photo only; each later one (and no thumbnail) until it is tapped.
  const saving = useDataSaver();
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const reveal = (i: number) => setRevealed((r) => new Set(r).add(i));
  // The thumbnails' photos come with the app: they only work with its code (a tap shows that photo), and in
  // the server's HTML they were fetched beside the first photo, the page's largest paint, on a 3G link.
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <ImageCarousel
        photos={photos}
        title={property.title}
        index={index}
        onIndexChange={setIndex}
        priority
        revealed={saving ? revealed : undefined}
        onReveal={reveal}
        className="-mx-4 aspect-[4/3] sm:mx-0 sm:rounded-2xl lg:aspect-[16/10]"
      />
      <FavouriteButton propertyId={property.id} title={property.title} className="absolute top-3 right-3 sm:top-4 sm:right-4" />
      {photos.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Photos">
          {photos.map((photo, i) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${photos.length}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block h-16 w-20 overflow-hidden rounded-lg ring-offset-2 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:h-20 sm:w-28',
                  i === index ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100',
                )}
              >
                {!hydrated || (saving && !revealed.has(i)) ? (
                  <span className="flex size-full items-center justify-center text-sm font-semibold text-slate-800" style={{ backgroundColor: photo.placeholderColor ?? '#e2e8f0' }}>{i + 1}</span>
                ) : (
                  <img src={photo.sm} alt="" width={112} height={80} loading="lazy" decoding="async" className="size-full object-cover" style={{ backgroundColor: photo.placeholderColor ?? undefined }} />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
