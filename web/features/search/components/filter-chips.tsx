import { X } from 'lucide-react';
import { filterChips, type SearchFilters } from '../../../../common/search-filters';

interface FilterChipsProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}

/** The filters that are on, each a chip that removes it: on a phone they are the only sign of them. */
export function FilterChips({ filters, onChange }: FilterChipsProps) {
  const chips = filterChips(filters);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filters on" className="mb-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            onClick={() => onChange(chip.without)}
            aria-label={`Remove filter: ${chip.label}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1.5 pr-2.5 pl-3.5 text-sm font-medium text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {chip.label}
            <X className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
