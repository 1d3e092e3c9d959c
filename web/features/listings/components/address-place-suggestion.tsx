import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { placeSuggestedByAddress } from '../../../../common/address-place';
import { Button } from '../../../components/ui/button';
import type { ListingFormValues } from '../listing-form-values';

/**
 * "Your address mentions Wilberforce. File the listing under Wilberforce?" when the place chosen is all of
 * Freetown (or none) and the address names one neighbourhood in it: a search for the neighbourhood only finds
 * listings filed under it. The same matcher refiled the listings saved before (server/db/data-steps.ts).
 */
export function AddressPlaceSuggestion() {
  const { control, setValue } = useFormContext<ListingFormValues>();
  const [location, address] = useWatch({ control, name: ['location', 'address'] });
  const [declined, setDeclined] = useState<string | null>(null);
  const suggested = placeSuggestedByAddress(location, address);
  const key = `${location ?? ''}|${suggested ?? ''}`;
  const show = suggested && declined !== key;
  return (
    <div aria-live="polite">
      {show ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800">
          <p className="min-w-0 flex-1">{`Your address mentions ${suggested}. File the listing under ${suggested}?`}</p>
          <Button size="sm" onClick={() => setValue('location', suggested, { shouldDirty: true, shouldValidate: true })}>
            {`Use ${suggested}`}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeclined(key)}>
            {location ? `Keep ${location}` : 'Not now'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
