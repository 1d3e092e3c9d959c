import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useFavourite } from '../../lib/favourites';

/** The heart on a listing: saved in this browser, announced as a toggle. */
export function FavouriteButton({ propertyId, title, className }: { propertyId: string; title: string; className?: string }) {
  const [saved, toggle] = useFavourite(propertyId);
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={saved}
      aria-label={`Save ${title} to favourites`}
      title={saved ? 'Saved to favourites' : 'Save to favourites'}
      className={cn(
        'z-10 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/5 transition-colors',
        'hover:text-red-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        saved && 'text-red-600',
        className,
      )}
    >
      <Heart className={cn('size-5', saved && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
