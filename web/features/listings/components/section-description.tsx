import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import type { ListingFormValues } from '../listing-form-values';
import { DESCRIPTION_MAX_LENGTH } from '../../../../common/constants';

export function DescriptionSection() {
  const { register, watch, formState: { errors } } = useFormContext<ListingFormValues>();
  const length = (watch('description') ?? '').length;
  return (
    <FormField
      id="listing-description"
      label="Description"
      error={errors.description?.message}
      hint={
        <span className="flex justify-between gap-3">
          <span>Rooms, condition, water and power supply, road access, documents (title deed, survey plan).</span>
          <span aria-live="polite" className="shrink-0 tabular-nums">{length}/{DESCRIPTION_MAX_LENGTH}</span>
        </span>
      }
    >
      {(aria) => <Textarea {...aria} rows={6} maxLength={DESCRIPTION_MAX_LENGTH} {...register('description')} />}
    </FormField>
  );
}
