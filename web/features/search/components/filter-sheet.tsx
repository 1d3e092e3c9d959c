// Loaded only through ./lazy-filters (see there): the phone filter sheet, and the filter fields it shares with
// the wide screens' side panel.
import { lazy, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSearchCount } from '../../../lib/api/search';
import { groupTotal } from '../../../../common/format';
import { clearedFilters, hasRangeError, toApiQuery, type SearchFilters } from '../../../../common/search-filters';
import { FilterFields } from './filter-fields';

export { FilterFields };

// Fetched alongside this file when the sheet is opened (./lazy-filters).
const SheetDialog = lazy(() => import('./sheet-dialog'));

/** The draft a moment after the last keystroke: one count per pause, not one per digit typed. */
function useSettled<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function showLabel(total: number | undefined): string {
  if (total === undefined) return 'Show results';
  if (total === 0) return 'No results';
  return `Show ${groupTotal(total)} ${total === 1 ? 'result' : 'results'}`;
}

interface FilterSheetProps {
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
  onClose: () => void;
}

/** Phones: the filters in a bottom sheet. Changes are a draft until "Show results", so one search runs, not ten. */
export default function FilterSheet({ filters, onApply, onClose }: FilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  const settled = useSettled(draft);
  const invalid = hasRangeError(draft);
  const count = useSearchCount(toApiQuery(settled), !hasRangeError(settled));
  const total = invalid ? undefined : count.data;
  return (
    <SheetDialog onClose={onClose}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onApply(draft);
        }}
      >
        {/* The page keeps its own search box above the results on these screens. */}
        <FilterFields filters={draft} onChange={setDraft} draft idPrefix="sheet" showSearch={false} />
        <div className="sticky -bottom-5 -mx-5 mt-6 flex gap-2 border-t border-slate-200 bg-white px-5 pt-3 pb-1">
          <Button variant="outline" onClick={() => setDraft(clearedFilters(draft))}>
            Clear all
          </Button>
          <Button type="submit" className="flex-1" disabled={invalid}>
            <span aria-live="polite">{showLabel(total)}</span>
          </Button>
        </div>
      </form>
    </SheetDialog>
  );
}
