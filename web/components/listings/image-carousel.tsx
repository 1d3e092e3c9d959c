import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ListingPhoto } from '../../../common/api/listings';
import { ListingImage } from './listing-image';

/** The index after stepping by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0;
  return (((index + step) % total) + total) % total;
}

interface ImageCarouselProps {
  photos: ListingPhoto[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  /** The first photo is the page's largest paint: load it at once. */
  priority?: boolean;
  className?: string;
  /** Data saver: only these photos load; the others wait for a tap on their placeholder. */
  revealed?: ReadonlySet<number>;
  onReveal?: (index: number) => void;
}

const SWIPE_PX = 40;

/** One photo at a time; buttons, arrow keys and swipes move through them and wrap around. */
export function ImageCarousel({ photos, title, index, onIndexChange, priority, className, revealed, onReveal }: ImageCarouselProps) {
  const start = useRef<number | null>(null);
  const total = photos.length;
  const current = photos[Math.min(index, total - 1)];

  if (!current) {
    return (
      <div className={cn('flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600', className)}>
        <ImageOff className="size-8" aria-hidden="true" />
        <p className="text-sm font-medium">No images available</p>
      </div>
    );
  }

  const go = (step: number) => onIndexChange(wrapIndex(index, step, total));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === 'ArrowRight') go(1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };

  const arrow =
    'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-md ' +
    'hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      className={cn('relative touch-pan-y overflow-hidden bg-slate-200 select-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none', className)}
    >
      {revealed && !revealed.has(index) ? (
        <div className="flex size-full items-center justify-center" style={{ backgroundColor: current.placeholderColor ?? undefined }}>
          <button
            type="button"
            onClick={() => onReveal?.(index)}
            className="rounded-full bg-white/95 px-4 py-2.5 text-sm font-semibold text-slate-900 shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            Tap to load photo {index + 1}
          </button>
        </div>
      ) : (
        <ListingImage
          key={current.id}
          photo={current}
          alt={`${title}, photo ${index + 1} of ${total}`}
          use="viewer"
          priority={priority && index === 0}
          className="pointer-events-none"
        />
      )}
      {total > 1 ? (
        <>
          <button type="button" className={cn(arrow, 'left-3')} onClick={() => go(-1)} aria-label="Previous photo">
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button type="button" className={cn(arrow, 'right-3')} onClick={() => go(1)} aria-label="Next photo">
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </>
      ) : null}
      <p aria-live="polite" className="absolute right-3 bottom-3 rounded-full bg-slate-950/75 px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
        {index + 1} / {total}
      </p>
    </div>
  );
}
