import type { ListingPhoto } from '../../../common/api/listings';
import { PHONE_SIZES, phoneSrcSet, WIDE_MEDIA, WIDE_SIZES, wideSrcSet } from '../../../common/photo-srcset';
import { cn } from '../../lib/cn';
import { dataSaverInServerHtml, useDataSaver } from '../../lib/data-saver';
import { useInServerHtml } from '../../boot/hydration';

interface ListingImageProps {
  photo: ListingPhoto;
  alt: string;
  /** card: the small variant only; viewer: small to large, chosen by the browser for the screen. */
  use: 'card' | 'thumb' | 'viewer';
  /** The first photo a page shows (its largest paint): load at once, ahead of others. */
  priority?: boolean;
  className?: string;
}

// Phones get at most the 960 px variant even on dense screens: the 1600 px one costs several times the data
// for detail nobody sees on a 6-inch screen. Wide screens may take the large one (common/photo-srcset.ts).

/** A listing photo with its size set and its average colour behind it, so nothing jumps while it loads. */
export function ListingImage({ photo, alt, use, priority, className }: ListingImageProps) {
  // Data saver: the small variant everywhere, also in the gallery and the quick view. Not for a first photo
  // the server drew large (it had no Save-Data header): the browser fetched it before the app ran, and a small
  // copy now would cost more data.
  const inServerHtml = useInServerHtml();
  const saving = useDataSaver() && !(priority && inServerHtml && !dataSaverInServerHtml());
  const common = {
    alt,
    width: photo.width ?? 480,
    height: photo.height ?? 360,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    className: cn('size-full object-cover', className),
    style: { backgroundColor: photo.placeholderColor ?? undefined },
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  if (use !== 'viewer' || saving || photo.sm === photo.lg) return <img src={photo.sm} {...common} />;
  return (
    <picture>
      <source media={WIDE_MEDIA} srcSet={wideSrcSet(photo)} sizes={WIDE_SIZES} />
      <img src={photo.md} srcSet={phoneSrcSet(photo)} sizes={PHONE_SIZES} {...common} />
    </picture>
  );
}
