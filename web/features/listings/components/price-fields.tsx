import { useFormContext } from 'react-hook-form';
import { TriangleAlert } from 'lucide-react';
import { formatPrice, formatSll, hasPrice, looksLikeOldLeones, rentSuffix } from '../../../../common/price';
import { findOldLeonePrice } from '../../../../common/old-leones';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ListingFormValues } from '../listing-form-values';

/** Since 2022: 1 new leone = 1,000 old leones. */
const OLD_PER_NEW = 1000;

export function PriceFields() {
  const { register, watch, setValue, formState: { errors } } = useFormContext<ListingFormValues>();
  const [usd, sll, onRequest, type, category, location] = watch(['priceUSD', 'priceSLL', 'priceOnRequest', 'propertyType', 'propertyCategory', 'location']);
  // The same rule the server flags with (usual range for the kind of property and place), or the old flat limit.
  const oldLeones = !onRequest && (looksLikeOldLeones(sll) || findOldLeonePrice({ priceSLL: sll, propertyType: type, propertyCategory: category, location }) !== null);
  const newAmount = oldLeones ? Math.round((Number(String(sll).replace(/,/g, '')) / OLD_PER_NEW) * 100) / 100 : 0;
  const shown = onRequest ? 'Price on request' : formatPrice({ priceUSD: usd, priceSLL: sll }, 'detail');
  const suffix = onRequest ? '' : rentSuffix({ priceUSD: usd, priceSLL: sll, propertyType: type });
  const priceInput = { type: 'number', inputMode: 'decimal' as const, step: '0.01', min: '0', disabled: Boolean(onRequest) };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Price{type === 'rent' ? ' per month' : ''}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="listing-price-usd" label="Price in US dollars (USD)" error={errors.priceUSD?.message}>
          {(aria) => <Input {...aria} {...priceInput} placeholder="e.g. 150000" {...register('priceUSD')} />}
        </FormField>
        <FormField id="listing-price-sll" label="Price in leones (Le)" error={errors.priceSLL?.message}>
          {(aria) => <Input {...aria} {...priceInput} placeholder="e.g. 3500000" {...register('priceSLL')} />}
        </FormField>
      </div>
      {oldLeones ? (
        <div role="alert" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div className="space-y-2">
            <p>
              This looks like an amount in old leones. Since 2022, 1 new leone (SLE) is 1,000 old leones, and prices here are in new
              leones. Did you mean {formatSll(newAmount)}?
            </p>
            <Button size="sm" variant="outline" onClick={() => setValue('priceSLL', String(newAmount), { shouldValidate: true, shouldDirty: true })}>
              Use {formatSll(newAmount)}
            </Button>
          </div>
        </div>
      ) : null}
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-300 has-[:checked]:bg-brand-50/50">
        <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" {...register('priceOnRequest')} />
        <span>
          <span className="block text-sm font-medium text-slate-900">Price on request</span>
          <span className="block text-sm text-slate-600">No price is shown; buyers ask you for it by message.</span>
        </span>
      </label>
      {onRequest || hasPrice({ priceUSD: usd, priceSLL: sll }) ? (
        <p className="text-sm text-slate-600" aria-live="polite">
          Buyers will see: <strong className="text-slate-900">{shown}{suffix}</strong>
          {usd && sll && !onRequest ? ' (the USD price is shown first)' : ''}
        </p>
      ) : (
        <p className="text-sm text-slate-600">Enter a price in USD or leones (or both), or tick Price on request.</p>
      )}
    </fieldset>
  );
}
