import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { clearedFilters, type SearchFilters } from '../../../../common/search-filters';
import { FilterFields } from './filter-fields';

interface FilterSheetProps {
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
  onClose: () => void;
}

/** Phones: the filters in a bottom sheet. Changes are a draft until "Show results", so one search runs, not ten. */
export default function FilterSheet({ filters, onApply, onClose }: FilterSheetProps) {
  const [draft, setDraft] = useState(filters);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Filters"
        description="Narrow the listings down. Nothing changes until you press Show results."
        // Focus the sheet itself, not its first box: a phone keyboard popping up over the filters helps nobody.
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (e.currentTarget as HTMLElement | null)?.focus();
        }}
      >
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
            <Button type="submit" className="flex-1">
              Show results
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
