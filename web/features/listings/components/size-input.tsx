import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { groupDigits } from '../../../../common/format';
import { squareFeetToTownLots, townLotsToSquareFeet, type SizeUnit } from '../../../../common/land-size';
import { FormField } from '../../../components/ui/form-field';
import { fieldClasses, Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import type { ListingFormValues } from '../listing-form-values';

const whole = { type: 'number', inputMode: 'numeric' as const, step: '1', min: '0' };

/**
 * The size, always stored in square feet. Land may be given in town lots (50 × 70 ft), as it is sold, and is
 * converted as the lister types; other property is measured in square feet.
 */
export function SizeInput() {
  const { control, register, formState: { errors } } = useFormContext<ListingFormValues>();
  const land = useWatch({ control, name: 'propertyCategory' }) === 'land';
  const error = errors.squareFootage?.message;
  if (!land) {
    return (
      <FormField id="listing-sqft" label="Square footage" error={error} className="col-span-2 sm:col-span-1">
        {(aria) => <Input {...aria} {...whole} placeholder="sq ft" {...register('squareFootage')} />}
      </FormField>
    );
  }
  return (
    <Controller
      control={control}
      name="squareFootage"
      render={({ field }) => <LandSize value={field.value == null ? '' : String(field.value)} onChange={field.onChange} onBlur={field.onBlur} error={error} />}
    />
  );
}

interface LandSizeProps {
  value: string;
  onChange: (squareFeet: string) => void;
  onBlur: () => void;
  error?: string;
}

function LandSize({ value, onChange, onBlur, error }: LandSizeProps) {
  const [unit, setUnit] = useState<SizeUnit>('lots');
  const [lotsTyped, setLotsTyped] = useState('');
  const feet = value === '' ? null : Number(value);
  // What the lister typed stays as typed ("1." mid-way), unless the stored size changed some other way.
  const typedMatches = lotsTyped !== '' && feet !== null && townLotsToSquareFeet(Number(lotsTyped)) === feet;
  const lotsShown = typedMatches ? lotsTyped : feet === null || Number.isNaN(feet) ? '' : String(squareFeetToTownLots(feet));

  return (
    <FormField
      id="listing-sqft"
      label="Land size"
      error={error}
      className="col-span-2"
      hint={unit === 'lots' && feet ? `= ${groupDigits(feet)} sq ft (1 town lot is 50 × 70 ft)` : '1 town lot is 50 × 70 ft = 3,500 sq ft'}
    >
      {(aria) => (
        <div className="flex gap-2">
          {unit === 'lots' ? (
            <Input
              {...aria}
              type="number"
              inputMode="decimal"
              step="0.25"
              min="0"
              placeholder="town lots"
              value={lotsShown}
              onBlur={onBlur}
              onChange={(e) => {
                setLotsTyped(e.target.value);
                onChange(e.target.value === '' ? '' : String(townLotsToSquareFeet(Number(e.target.value))));
              }}
            />
          ) : (
            <Input {...aria} {...whole} placeholder="sq ft" value={value} onBlur={onBlur} onChange={(e) => onChange(e.target.value)} />
          )}
          <select
            aria-label="Unit"
            value={unit}
            onChange={(e) => setUnit(e.target.value as SizeUnit)}
            className={cn(fieldClasses, 'h-11 w-36 shrink-0')}
          >
            <option value="lots">town lots</option>
            <option value="sqft">sq ft</option>
          </select>
        </div>
      )}
    </FormField>
  );
}
