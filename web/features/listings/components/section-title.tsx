import { useFormContext } from 'react-hook-form';
import { FORM_CATEGORIES } from '../../../../common/constants';
import { capitalize } from '../../../../common/format';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import type { ListingFormValues } from '../listing-form-values';

const TYPES = [
  { value: 'sale', label: 'For Sale' },
  { value: 'rent', label: 'For Rent' },
] as const;

export function TitleSection() {
  const { register, watch, formState: { errors } } = useFormContext<ListingFormValues>();
  const type = watch('propertyType') ?? 'sale';
  const category = watch('propertyCategory');
  const categories: string[] = [...FORM_CATEGORIES];
  // A listing saved with an older category keeps it selectable.
  if (category && !categories.includes(category)) categories.push(category);
  return (
    <>
      <FormField id="listing-title" label="Title" error={errors.title?.message} hint="For example: 3-bedroom house with sea view in Lumley">
        {(aria) => <Input {...aria} maxLength={120} autoComplete="off" {...register('title')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800">Listing type</legend>
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
            {TYPES.map((t) => (
              <label
                key={t.value}
                className={cn(
                  'flex h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold text-slate-600 transition-colors',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  type === t.value && 'bg-white text-brand-800 shadow-sm',
                )}
              >
                <input type="radio" value={t.value} className="sr-only" {...register('propertyType')} />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id="listing-category" label="Category" error={errors.propertyCategory?.message}>
          {(aria) => (
            <Select {...aria} {...register('propertyCategory', { setValueAs: (v: string | null) => v || null })}>
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c} value={c}>{capitalize(c)}</option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </>
  );
}
