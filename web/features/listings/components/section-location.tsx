import { useFormContext } from 'react-hook-form';
import { locationGroups } from '../../../../common/places';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import type { ListingFormValues } from '../listing-form-values';
import { AddressPlaceSuggestion } from './address-place-suggestion';

export function LocationSection() {
  const { register, formState: { errors } } = useFormContext<ListingFormValues>();
  return (
    <>
      <FormField id="listing-location" label="Location" error={errors.location?.message} hint="The neighbourhood or town: it puts your listing on the map and in searches for it, its district and region.">
        {(aria) => (
          <Select {...aria} {...register('location', { setValueAs: (v: string | null) => v || null })}>
            <option value="">Choose a location</option>
            {locationGroups(false).map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </optgroup>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="listing-address" label="Address" error={errors.address?.message} hint="Street and landmark, for example: 12 Wilkinson Road, near the Lumley roundabout">
        {(aria) => <Input {...aria} maxLength={200} autoComplete="street-address" {...register('address')} />}
      </FormField>
      <AddressPlaceSuggestion />
    </>
  );
}
