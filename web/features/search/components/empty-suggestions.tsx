import { groupDigits } from '../../../../common/format';
import { nearestPlaces } from '../../../../common/place-match';
import { FILTER_VALUES, locationLabel } from '../../../../common/places';
import { filterChips, hasRangeError, toApiQuery, type SearchFilters } from '../../../../common/search-filters';
import { Button } from '../../../components/ui/button';
import { useSearchCounts } from '../../../lib/api/search';
import { NearbyPlaces } from './nearby-places';

interface EmptySuggestionsProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/**
 * What would help when nothing matches, worked out from the filters in use: the places nearest to an unknown
 * one ("Did you mean Freetown?"), the area and nearest places of a neighbourhood with nothing there, then the
 * filters whose removal finds the most listings, with their counts.
 */
export function EmptySuggestions({ filters, onChange }: EmptySuggestionsProps) {
  const unknownPlace = filters.location && !FILTER_VALUES.includes(filters.location) ? filters.location : undefined;
  const places = unknownPlace ? nearestPlaces(unknownPlace) : [];
  const chips = filterChips(filters).filter((c) => !hasRangeError(c.without));
  const counts = useSearchCounts(chips.map((c) => toApiQuery(c.without)));
  const removals = chips
    .map((chip, i) => ({ chip, total: counts[i]?.data }))
    .filter((r): r is { chip: (typeof chips)[number]; total: number } => (r.total ?? 0) > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, 2);
  const weighing = counts.some((c) => c.isPending);

  return (
    <div className="flex flex-col items-center gap-3">
      {places.length ? (
        <p className="text-sm text-slate-700">
          {`No place called \u201c${unknownPlace}\u201d. Did you mean `}
          {places.map((place, i) => (
            <span key={place}>
              {i > 0 ? ' or ' : null}
              <Button variant="link" className="h-auto p-0 align-baseline" onClick={() => onChange({ ...filters, location: place })}>
                {locationLabel(place)}
              </Button>
            </span>
          ))}
          ?
        </p>
      ) : unknownPlace ? (
        <p className="text-sm text-slate-700">{`No place called \u201c${unknownPlace}\u201d. Choose one from the Location list.`}</p>
      ) : null}
      <NearbyPlaces filters={filters} onChange={onChange} />
      {removals.length ? (
        <ul aria-label="Suggestions" className="flex flex-col items-center gap-2">
          {removals.map(({ chip, total }) => (
            <li key={chip.key}>
              <Button variant="outline" onClick={() => onChange(chip.without)}>
                {`Remove \u201c${chip.label}\u201d: ${groupDigits(total)} ${total === 1 ? 'property' : 'properties'}`}
              </Button>
            </li>
          ))}
        </ul>
      ) : weighing && chips.length ? (
        <p className="text-sm text-slate-500">Looking for what would help…</p>
      ) : null}
    </div>
  );
}
