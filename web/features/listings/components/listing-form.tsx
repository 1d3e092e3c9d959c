import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlignLeft, Camera, FileCheck, ListChecks, MapPin, Type } from 'lucide-react';
import { listingWriteSchema } from '../../../../common/schemas/listing';
import type { CurrentUser } from '../../../../common/api/users';
import {
  emptyListingValues, listingToFormValues, type ListingFormOutput, type ListingFormValues,
} from '../listing-form-values';
import type { Listing } from '../../../../common/api/listings';
import { AccountNotice } from './account-notice';
import { ContentGuidelines } from './content-guidelines';
import { FormActions } from './form-actions';
import { DescriptionSection } from './section-description';
import { DocumentsSection } from './section-documents';
import { FeaturesSection } from './section-features';
import { LocationSection } from './section-location';
import { MediaSection } from './section-media';
import { TitleSection } from './section-title';
import { SortableSections, type SectionDef } from './sortable-sections';
import { mediaFromListing, mediaFromLocalCopy, useMediaUploads } from './use-media-uploads';
import { useListingSubmit } from './use-listing-submit';
import { localCopyKey, readLocalCopy } from '../autosave/autosave-logic';
import { useListingAutosave } from '../autosave/use-listing-autosave';
import { useLeaveGuard } from '../../../lib/use-leave-guard';

type SectionId = 'title' | 'description' | 'media' | 'documents' | 'features' | 'location';
/** Spec section 9: title, description, media, features, location; the optional ownership papers after the photos (issue 32). */
export const DEFAULT_SECTION_ORDER: SectionId[] = ['title', 'description', 'media', 'documents', 'features', 'location'];

interface ListingFormProps {
  user: CurrentUser;
  /** The listing to edit; without it the form creates a new one. */
  listing?: Listing;
}

/** The listing builder: five reorderable sections, the guidelines box, and Save as Draft / Submit for Review. */
export function ListingForm({ user, listing }: ListingFormProps) {
  // What this person typed here before (reload, "Back to Options", a dropped connection) comes back first.
  const [restored] = useState(() => readLocalCopy(window.localStorage, localCopyKey(user.id, listing?.id ?? null), listing?.updatedAt ?? null));
  const form = useForm<ListingFormValues, unknown, ListingFormOutput>({
    resolver: zodResolver(listingWriteSchema),
    defaultValues: restored?.values ?? (listing ? listingToFormValues(listing) : emptyListingValues()),
  });
  const media = useMediaUploads(restored ? mediaFromLocalCopy(restored.media) : listing ? mediaFromListing(listing) : []);
  const [order, setOrder] = useState<SectionId[]>(DEFAULT_SECTION_ORDER);
  const autosave = useListingAutosave({ form, media, userId: user.id, listing, restoredDraftId: restored?.draftId ?? null, restoredCopy: restored, restored: Boolean(restored) });
  useLeaveGuard(autosave.unsaved);
  const { submit, mediaError, busy, intent } = useListingSubmit({ form, media, listing, autosave });
  const photoError = mediaError ?? form.formState.errors.images?.message ?? null;

  const sections: SectionDef<SectionId>[] = [
    { id: 'title', title: 'Property Title', icon: Type, description: 'A clear title, the listing type and the kind of property.', required: 'Required', content: <TitleSection /> },
    { id: 'description', title: 'Description', icon: AlignLeft, description: 'What a buyer or tenant needs to know.', required: 'Required', content: <DescriptionSection /> },
    { id: 'media', title: 'Photos & Videos', icon: Camera, description: 'Real photos of the property, inside and out.', required: 'A photo required', content: <MediaSection media={media} error={photoError} /> },
    {
      id: 'documents', title: 'Ownership documents', icon: FileCheck, description: 'Optional. Private papers for our reviewers: never shown to buyers or tenants.',
      content: <DocumentsSection listing={listing} listingId={listing?.id ?? autosave.draftId()} ensureListingId={async () => listing?.id ?? (await autosave.settle())} />,
    },
    { id: 'features', title: 'Property Features', icon: ListChecks, description: 'Rooms, size, price and amenities.', required: 'Price required', content: <FeaturesSection /> },
    { id: 'location', title: 'Location & Address', icon: MapPin, description: 'Where the property is.', required: 'Address required', content: <LocationSection /> },
  ];

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit('pending');
        }}
        className="space-y-4"
        aria-label={listing ? 'Edit property listing' : 'Create property listing'}
      >
        <AccountNotice user={user} />
        {restored ? (
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" role="status">
            We brought back what you typed here last time{restored.draftId ? ' (also saved as a draft in My Properties)' : ''}.
          </p>
        ) : null}
        <ContentGuidelines />
        <p className="text-sm text-slate-600">
          Drag a section by its handle to change the order in which you fill it in, or use the handle with the keyboard.
        </p>
        <SortableSections sections={sections} order={order} onOrderChange={setOrder} />
        <FormActions
          listing={listing}
          busy={busy}
          intent={intent}
          uploading={media.uploading}
          saveStatus={autosave.status}
          errorCount={Object.keys(form.formState.errors).length}
          onSaveDraft={() => submit('draft')}
        />
      </form>
    </FormProvider>
  );
}
