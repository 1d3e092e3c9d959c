import { FILTER_VALUES, locationGroups } from '../../../../common/places';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { rememberListingKind } from '../../../lib/last-listing-kind';
import { categoryLabel } from '../../../lib/listing-display';
import {
  BATHROOM_OPTIONS, BEDROOM_OPTIONS, CATEGORY_OPTIONS, parseWholeNumber, rangeErrors, withCurrency, type Currency, type ListingKind, type SearchFilters,
} from '../../../../common/search-filters';
import { CommitInput } from './commit-input';

interface FilterFieldsProps {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  /** A draft (the phone sheet): text boxes report every keystroke; the sheet applies the draft at the end. */
  draft?: boolean;
  /** Prefix for element ids, so two copies of the fields can be on one page. */
  idPrefix: string;
  showSearch?: boolean;
}

// Plain digits: reformatting while someone types (live drafts) would move the cursor.
const numberText = (n: number | undefined) => (n === undefined ? '' : String(n));

function Segmented<T extends string>({ legend, name, options, value, onChange }: {
  legend: string; name: string; options: ReadonlyArray<{ value: T; label: string }>; value: T; onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex flex-1 cursor-pointer items-center justify-center rounded-lg px-1.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === o.value ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input type="radio" name={name} value={o.value} checked={value === o.value} onChange={() => onChange(o.value)} className="sr-only" />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The browse filters (spec sections 3 and 5), shared by the desktop side panel and the phone sheet. */
export function FilterFields({ filters: f, onChange, draft, idPrefix, showSearch = true }: FilterFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (patch: Partial<SearchFilters>) => onChange({ ...f, ...patch });
  const setNumber = (key: keyof SearchFilters) => (text: string) => set({ [key]: parseWholeNumber(text) });
  const usd = f.currency === 'USD';
  const unit = usd ? 'USD' : 'Le';
  // A typed place we do not know stays a filter (the results say "Did you mean …?"), never a fake option.
  const knownLocation = !f.location || FILTER_VALUES.includes(f.location);
  const errors = rangeErrors(f);

  return (
    <div className="space-y-5">
      {showSearch ? (
        <div className="space-y-1.5">
          <Label htmlFor={id('q')}>Search</Label>
          <CommitInput id={id('q')} type="search" enterKeyHint="search" live={draft} value={f.q ?? ''} onCommit={(q) => set({ q: q.trim() || undefined })} placeholder="Keyword, street or area" />
        </div>
      ) : null}

      <div className="space-y-1.5">
        <Label htmlFor={id('location')}>Location</Label>
        <Select id={id('location')} value={knownLocation ? (f.location ?? 'all') : ''} onChange={(e) => set({ location: e.target.value === 'all' ? undefined : e.target.value })}>
          {!knownLocation ? <option value="" disabled>Choose a place</option> : null}
          <option value="all">All locations</option>
          {locationGroups(true).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </optgroup>
          ))}
        </Select>
      </div>

      <Segmented<'any' | ListingKind>
        legend="Looking to"
        name={id('type')}
        value={f.propertyType ?? 'any'}
        onChange={(v) => {
          rememberListingKind(v);
          set({ propertyType: v === 'any' ? undefined : v });
        }}
        options={[{ value: 'any', label: 'Any' }, { value: 'sale', label: 'For Sale' }, { value: 'rent', label: 'For Rent' }]}
      />

      <div className="space-y-1.5">
        <Label htmlFor={id('category')}>Property category</Label>
        <Select id={id('category')} value={f.category ?? ''} onChange={(e) => set({ category: e.target.value || undefined })}>
          <option value="">Any category</option>
          {CATEGORY_OPTIONS.map((c) => <option key={c} value={c}>{categoryLabel(c)}</option>)}
        </Select>
      </div>

      <Segmented<Currency>
        legend="Currency"
        name={id('currency')}
        value={f.currency}
        onChange={(c) => onChange(withCurrency(f, c))}
        options={[{ value: 'USD', label: 'USD ($)' }, { value: 'SLL', label: 'Leones (Le)' }]}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Price ({unit}{f.propertyType === 'rent' ? ' per month' : ''})</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['min', 'max'] as const).map((end) => {
            const key = `${end}Price${usd ? 'Usd' : 'Sll'}` as const;
            return (
              <div key={key}>
                <label htmlFor={id(key)} className="sr-only">{end === 'min' ? 'Minimum' : 'Maximum'} price in {usd ? 'US dollars' : 'leones'}</label>
                <CommitInput id={id(key)} inputMode="numeric" live={draft} value={numberText(f[key])} onCommit={setNumber(key)} placeholder={end === 'min' ? 'No min' : 'No max'} autoComplete="off" aria-invalid={errors.price ? true : undefined} aria-describedby={errors.price ? id('price-error') : undefined} />
              </div>
            );
          })}
        </div>
        <FieldError id={id('price-error')} message={errors.price} />
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Label htmlFor={id('bedrooms')}>Bedrooms</Label>
          <Select id={id('bedrooms')} value={f.bedrooms ?? ''} onChange={(e) => set({ bedrooms: parseWholeNumber(e.target.value) })}>
            <option value="">Any</option>
            {BEDROOM_OPTIONS.map((n) => <option key={n} value={n}>{n}+</option>)}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={id('bathrooms')}>Bathrooms</Label>
          <Select id={id('bathrooms')} value={f.bathrooms ?? ''} onChange={(e) => set({ bathrooms: parseWholeNumber(e.target.value) })}>
            <option value="">Any</option>
            {BATHROOM_OPTIONS.map((n) => <option key={n} value={n}>{n}+</option>)}
          </Select>
        </div>
      </div>

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Size (square feet)</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['minSquareFeet', 'maxSquareFeet'] as const).map((key) => (
            <div key={key}>
              <label htmlFor={id(key)} className="sr-only">{key === 'minSquareFeet' ? 'Minimum' : 'Maximum'} square feet</label>
              <CommitInput id={id(key)} inputMode="numeric" live={draft} value={numberText(f[key])} onCommit={setNumber(key)} placeholder={key === 'minSquareFeet' ? 'No min' : 'No max'} autoComplete="off" aria-invalid={errors.squareFeet ? true : undefined} aria-describedby={errors.squareFeet ? id('size-error') : undefined} />
            </div>
          ))}
        </div>
        <FieldError id={id('size-error')} message={errors.squareFeet} />
      </fieldset>

      <div>
        <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" id={id('documentsSeen')} className="size-5 accent-brand-700" checked={Boolean(f.documentsSeen)} onChange={(e) => set({ documentsSeen: e.target.checked ? true : undefined })} aria-describedby={id('documentsSeen-hint')} />
          Documents seen
        </label>
        <p id={id('documentsSeen-hint')} className="text-xs text-slate-600">
          Only listings whose ownership papers Salone Homes has seen. <a href="/trust#documents" className="underline">Not a title search</a>.
        </p>
      </div>
    </div>
  );
}
