// What the builder's buttons do: validate with the shared schema, send, then tell the person what happened
// with the spec's texts (sections 2 and 8).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation } from 'wouter';
import { isApiError } from '../../../lib/api/http';
import { toast } from '../../../lib/toast-store';
import { useCreateListing, useUpdateListing } from '../../../lib/api/listing-writes';
import {
  LISTING_FIELDS, toListingPayload, type ListingFormOutput, type ListingFormValues, type ListingIntent,
} from '../listing-form-values';
import { listingKeys } from '../../../lib/api/listing-keys';
import type { Listing } from '../../../../common/api/listings';
import { holdsPrice } from '../../../../common/listing-changes';
import { LIVE_PRICE_FIELDS } from '../../../../common/schemas/listing';
import { handleLoggedOut } from '../../../lib/unauthorized';
import type { MediaUploads } from './use-media-uploads';
import type { ListingAutosave } from '../autosave/use-listing-autosave';

export const SUBMITTED_TEXT = "Property listing submitted successfully! It's now being reviewed for approval.";
const CREATE_FAILED = 'Failed to submit property listing. Please try again.';
const UPDATE_FAILED = 'Failed to update property. Please try again.';

interface Options {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  media: MediaUploads;
  /** The listing being edited; none when creating. */
  listing?: Listing;
  autosave: ListingAutosave;
}

export function updatedText(saved: Listing): string {
  // A price the fraud checks flagged waits for review too (decision 0009): the lister is told the live price stays.
  if (saved.status === 'approved' && holdsPrice(saved.pendingChanges)) {
    const others = saved.pendingChanges!.fields.some((f) => !(LIVE_PRICE_FIELDS as readonly string[]).includes(f));
    return `Your listing stays live at its current price. The new price${others ? ' and the other changes are' : ' is'} waiting for review.`;
  }
  if (saved.status === 'approved' && saved.pendingChanges) return 'Your listing stays live. The other changes are waiting for review.';
  if (saved.status === 'approved') return 'Your changes are live.';
  return 'Your changes are being reviewed and go live once approved.';
}

export function useListingSubmit({ form, media, listing, autosave }: Options) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const create = useCreateListing();
  const update = useUpdateListing();
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [intent, setIntent] = useState<ListingIntent | null>(null);

  function onFailure(error: unknown) {
    if (handleLoggedOut(error)) return;
    if (isApiError(error) && error.fields) {
      let first = true;
      for (const [name, message] of Object.entries(error.fields)) {
        if (name === 'images' || name === 'videos') setMediaError(message);
        else if ((LISTING_FIELDS as readonly string[]).includes(name)) {
          form.setError(name as (typeof LISTING_FIELDS)[number], { type: 'server', message }, { shouldFocus: first });
          first = false;
        }
      }
    }
    // A refusal that is not a passing fault (403: e.g. a rejected account) says why; everything else is the spec's text.
    const refused = isApiError(error) && error.status === 403 && error.serverMessage;
    toast({ title: 'Error', description: refused || (listing ? UPDATE_FAILED : CREATE_FAILED), variant: 'destructive' });
  }

  function onSaved(saved: Listing, chosen: ListingIntent) {
    media.purgeRemoved();
    autosave.markSaved(saved);
    queryClient.setQueryData(listingKeys.detail(saved.id), saved);
    if (chosen === 'draft' && saved.status === 'draft') {
      // The builder stays open, so uploads still running finish and join the draft by autosave.
      const more = media.uploading > 0 ? ' Photos still uploading are added when they finish.' : '';
      toast({ title: 'Draft saved', description: `Your listing is saved as a draft. Finish it any time from My Properties.${more}`, variant: 'success' });
      return;
    }
    if (!listing || listing.status === 'draft') toast({ title: 'Success', description: SUBMITTED_TEXT, variant: 'success' });
    else toast({ title: 'Property updated successfully!', description: updatedText(saved), variant: 'success' });
    navigate('/my-properties');
  }

  async function send(values: ListingFormOutput) {
    const chosen = values.status;
    const payload = toListingPayload(values);
    setMediaError(null);
    setIntent(chosen);
    // An autosaved draft is updated, never duplicated.
    const id = listing?.id ?? (await autosave.settle());
    const callbacks = { onSuccess: (saved: Listing) => onSaved(saved, chosen), onError: onFailure, onSettled: () => setIntent(null) };
    if (id) update.mutate({ id, input: payload }, callbacks);
    // The session's draft key: a reload or a lost answer while it was being made answers that listing, updated.
    else create.mutate({ input: payload, draftKey: autosave.draftKey }, callbacks);
  }

  function submit(chosen: ListingIntent) {
    form.setValue('status', chosen);
    form.setValue('images', media.imageIds);
    form.setValue('videos', media.videoIds);
    void form.handleSubmit(send)();
  }

  return { submit, mediaError, busy: create.isPending || update.isPending, intent };
}
