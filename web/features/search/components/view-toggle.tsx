import { LayoutGrid, Map as MapIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { ViewMode } from '../../../../common/search-filters';

/** Grid or Map (spec). Buttons with aria-pressed: both are always visible, one is on. */
export function ViewToggle({ view, onChange, onMapIntent }: { view: ViewMode; onChange: (v: ViewMode) => void; onMapIntent?: () => void }) {
  const item = (value: ViewMode, label: string, Icon: typeof MapIcon) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      onPointerEnter={value === 'map' ? onMapIntent : undefined}
      onFocus={value === 'map' ? onMapIntent : undefined}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        view === value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {/* Icons alone on the smallest phones, where the words would push the toolbar onto a third row. */}
      <span className="max-[399px]:sr-only">{label}</span>
    </button>
  );
  return (
    <div role="group" aria-label="View" className="inline-flex gap-1 rounded-xl bg-slate-200/70 p-1">
      {item('grid', 'Grid', LayoutGrid)}
      {item('map', 'Map', MapIcon)}
    </div>
  );
}
