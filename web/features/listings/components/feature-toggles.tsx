import { Controller, useFormContext } from 'react-hook-form';
import { Check, Plus } from 'lucide-react';
import { FEATURES, type Feature } from '../../../../common/constants';
import { featureLabel } from '../../../../common/format';
import { cn } from '../../../lib/cn';
import type { ListingFormValues } from '../listing-form-values';

/** Feature tags as toggle buttons (aria-pressed): stored with underscores, shown with spaces. */
export function FeatureToggles() {
  const { control } = useFormContext<ListingFormValues>();
  return (
    <Controller
      control={control}
      name="features"
      render={({ field }) => {
        const selected = new Set<Feature>((field.value ?? []) as Feature[]);
        const toggle = (f: Feature) => {
          const next = new Set(selected);
          if (next.has(f)) next.delete(f);
          else next.add(f);
          field.onChange(FEATURES.filter((x) => next.has(x)));
        };
        return (
          <div role="group" aria-labelledby="listing-features-label">
            <p id="listing-features-label" className="mb-2 text-sm font-semibold text-slate-900">Features</p>
            <div className="flex flex-wrap gap-2">
              {FEATURES.map((f) => {
                const on = selected.has(f);
                return (
                  <button
                    key={f}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(f)}
                    className={cn(
                      'inline-flex h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors',
                      'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 focus-visible:outline-none',
                      on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400',
                    )}
                  >
                    {on ? <Check className="size-4" aria-hidden="true" /> : <Plus className="size-4" aria-hidden="true" />}
                    {featureLabel(f)}
                  </button>
                );
              })}
            </div>
          </div>
        );
      }}
    />
  );
}
