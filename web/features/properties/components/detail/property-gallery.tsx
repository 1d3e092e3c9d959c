import { useState } from 'react';
import { cn } from '../../../../lib/cn';
import type { Listing } from '../../../../../common/api/listings';
import { listingPhotos } from '../../../../lib/listing-display';
import { ImageCarousel } from '../../../../components/listings/image-carousel';

/** The detail gallery (spec): the photo, an 'n / total' counter and thumbnails, or 'No images available'. */
export function PropertyGallery({ property }: { property: Listing }) {
  const [index, setIndex] = useState(0);
  const photos = listingPhotos(property);
  return (
    <div>
      <ImageCarousel
        photos={photos}
        title={property.title}
        index={index}
        onIndexChange={setIndex}
        priority
        className="-mx-4 aspect-[4/3] sm:mx-0 sm:rounded-2xl lg:aspect-[16/10]"
      />
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
                <img src={photo.sm} alt="" width={112} height={80} loading="lazy" decoding="async" className="size-full object-cover" style={{ backgroundColor: photo.placeholderColor ?? undefined }} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
