import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ListingFormValues } from '../listing-form-values';
import { FeatureToggles } from './feature-toggles';
import { PriceFields } from './price-fields';
import { SizeInput } from './size-input';

export function FeaturesSection() {
  const { register, formState: { errors } } = useFormContext<ListingFormValues>();
  const whole = { type: 'number', inputMode: 'numeric' as const, step: '1', min: '0' };
  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <FormField id="listing-bedrooms" label="Bedrooms" error={errors.bedrooms?.message}>
          {(aria) => <Input {...aria} {...whole} max={100} {...register('bedrooms')} />}
        </FormField>
        <FormField id="listing-bathrooms" label="Bathrooms" error={errors.bathrooms?.message}>
          {(aria) => <Input {...aria} {...whole} max={100} {...register('bathrooms')} />}
        </FormField>
        <SizeInput />
      </div>
      <PriceFields />
      <FeatureToggles />
    </>
  );
}
