import { Link } from 'wouter';
import { ListingPrice } from '../../../components/listings/listing-price';
import type { Listing } from '../../../../common/api/listings';
import { popupListings, type LocationGroup } from './group-by-location';

interface LocationPopupProps {
  group: LocationGroup<Listing>;
  onShowAll: (place: string) => void;
}

/** Up to 2 listings with price and link, then '+N more' (which lists them all in the grid). */
export function LocationPopup({ group, onShowAll }: LocationPopupProps) {
  const { shown, more } = popupListings(group.properties);
  return (
    <div className="w-56 text-slate-900">
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {group.name} · {group.properties.length} {group.properties.length === 1 ? 'property' : 'properties'}
      </p>
      <ul className="space-y-2">
        {shown.map((p) => (
          <li key={p.id}>
            <Link href={`/property/${p.id}`} className="block rounded-lg p-1 -m-1 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
              <span className="line-clamp-2 text-sm font-semibold text-slate-900">{p.title}</span>
              <ListingPrice listing={p} context="map" inLink className="text-sm font-bold text-brand-800" />
            </Link>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <button type="button" onClick={() => onShowAll(group.name)} className="mt-2 text-sm font-semibold text-accent-700 hover:underline">
          +{more} more
        </button>
      ) : null}
    </div>
  );
}
