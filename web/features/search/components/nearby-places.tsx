import { groupTotal } from '../../../../common/format';
import { FILTER_VALUES } from '../../../../common/places';
import { toApiQuery, type SearchFilters } from '../../../../common/search-filters';
import { Button } from '../../../components/ui/button';
import { useNearbyPlaces } from '../../../lib/api/nearby-places';

interface NearbyPlacesProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/**
 * A neighbourhood with nothing under these filters: its whole area ("All of Freetown (12)") and the nearest
 * places that have something, each a button that searches there, counted by the server under the same filters.
 */
export function NearbyPlaces({ filters, onChange }: NearbyPlacesProps) {
  const known = Boolean(filters.location && FILTER_VALUES.includes(filters.location));
  const { data } = useNearbyPlaces(toApiQuery(filters), known);
  if (!data?.place || (!data.area && data.nearby.length === 0)) return null;
  const options = [...(data.area ? [data.area] : []), ...data.nearby];
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm text-slate-700">{`Nothing in ${data.place} yet. Try:`}</p>
      <ul aria-label={`Places near ${data.place}`} className="flex flex-wrap justify-center gap-2">
        {options.map((o) => (
          <li key={o.value}>
            <Button variant="outline" onClick={() => onChange({ ...filters, location: o.value })}>
              {`${o.label} (${groupTotal(o.count)})`}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
