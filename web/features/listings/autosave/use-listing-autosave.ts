// Autosave for the listing builder: every change is kept on the device at once (reload, "Back to Options",
// offline), and new listings and drafts are saved to the server as a draft once typing pauses. Failures are
// retried with growing pauses and when the connection comes back.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api/http';
import { invalidateListingQueries } from '../../../lib/api/invalidate';
import { createListing, updateListing } from '../../../lib/api/listing-writes';
import type { Listing } from '../../../../common/api/listings';
import type { ListingFormOutput, ListingFormValues } from '../listing-form-values';
import type { MediaUploads } from '../components/use-media-uploads';
import {
  AUTOSAVE_DEBOUNCE_MS, clearLocalCopy, isMeaningful, localCopyKey, readLocalCopy, retryDelay, serverSaveFor, writeLocalCopy,
  rememberDraftId, type AutosaveStatus, type LocalCopy, type SavedMediaRef,
} from './autosave-logic';
import { draftOfSession, endDraftSession, sessionDraftId, sessionDraftKey } from './draft-session';

interface Options {
  form: UseFormReturn<ListingFormValues, unknown, ListingFormOutput>;
  media: MediaUploads;
  userId: string;
  listing?: Listing;
  /** The server draft a restored local copy belongs to. */
  restoredDraftId: string | null;
  /** The local copy the values came from: its draft key goes with the create (a reload mid-create sends it again). */
  restoredCopy: Pick<LocalCopy, 'draftKey'> | null;
  /** The values came from the local copy: save them to the server too (the last change may not have been). */
  restored: boolean;
}

export function useListingAutosave({ form, media, userId, listing, restoredDraftId, restoredCopy, restored }: Options) {
  const queryClient = useQueryClient();
  const key = localCopyKey(userId, listing?.id ?? null);
  const serverDrafts = !listing || listing.status === 'draft';
  const draftId = useRef<string | null>(listing?.status === 'draft' ? listing.id : restoredDraftId);
  const [draftKey] = useState(() => sessionDraftKey(restoredCopy));
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [unsaved, setUnsaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempt = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const changedSince = useRef(0);
  const stopped = useRef(false);
  const mounted = useRef(true);
  const mediaRef = useRef(media);
  mediaRef.current = media;

  const currentValues = useCallback((): ListingFormValues => {
    const m = mediaRef.current;
    return { ...form.getValues(), images: m.imageIds, videos: m.videoIds };
  }, [form]);

  const keepLocally = useCallback(() => {
    const refs: SavedMediaRef[] = mediaRef.current.items
      .filter((i) => i.id && i.status !== 'rejected')
      .map((i) => ({ id: i.id!, kind: i.kind, name: i.name, status: i.status }));
    writeLocalCopy(window.localStorage, key, { values: currentValues(), media: refs, draftId: draftId.current, draftKey, baseUpdatedAt: listing?.updatedAt ?? null });
  }, [currentValues, draftKey, key, listing?.updatedAt]);

  const saveNow = useCallback(async (): Promise<void> => {
    if (stopped.current) return;
    if (inFlight.current) return inFlight.current.then(() => saveNow());
    const values = currentValues();
    const action = serverSaveFor({ serverDrafts, draftId: draftId.current, meaningful: isMeaningful(values, values.images?.length ?? 0) });
    if (action === 'none') {
      setStatus(serverDrafts ? 'idle' : 'local');
      return;
    }
    const version = changedSince.current;
    const retryLater = () => {
      setStatus('retrying');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), retryDelay(attempt.current));
      attempt.current += 1;
    };
    if (!navigator.onLine) return retryLater();
    setStatus('saving');
    const input = { ...values, status: 'draft' as const };
    const saveNewDraft = async () => {
      const { draft, created } = await draftOfSession(key, () => createListing(input, draftKey));
      return created ? draft : updateListing({ id: draft.id, input });
    };
    inFlight.current = (async () => {
      try {
        const saved = action === 'create' ? await saveNewDraft() : await updateListing({ id: draftId.current!, input });
        draftId.current = saved.id;
        attempt.current = 0;
        // A builder left while this save was on its way must not write its older values over the next one's.
        if (mounted.current) keepLocally();
        else rememberDraftId(window.localStorage, key, saved.id);
        setStatus('saved');
        if (changedSince.current === version) setUnsaved(false);
        void invalidateListingQueries(queryClient);
      } catch (error) {
        const refused = isApiError(error) && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
        if (refused) setStatus('invalid');
        else retryLater();
      } finally {
        inFlight.current = null;
      }
    })();
    return inFlight.current;
  }, [currentValues, draftKey, keepLocally, key, queryClient, serverDrafts]);

  const onChange = useCallback(() => {
    if (stopped.current) return;
    changedSince.current += 1;
    setUnsaved(true);
    keepLocally();
    if (!serverDrafts) {
      setStatus('local');
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void saveNow();
    }, AUTOSAVE_DEBOUNCE_MS);
  }, [keepLocally, saveNow, serverDrafts]);

  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name !== 'status' && name !== 'images' && name !== 'videos') onChange();
    });
    return () => subscription.unsubscribe();
  }, [form, onChange]);

  // New uploads finishing, removals and a new order change what the draft holds.
  const mediaSignature = media.items.map((i) => `${i.key}:${i.id ?? ''}:${i.status}`).join('|');
  const firstSignature = useRef(mediaSignature);
  useEffect(() => {
    if (mediaSignature !== firstSignature.current) onChange();
  }, [mediaSignature, onChange]);

  useEffect(() => {
    const onOnline = () => {
      if (status === 'retrying') void saveNow();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [saveNow, status]);

  const resumed = useRef(false);
  useEffect(() => {
    if (restored && !resumed.current) {
      resumed.current = true;
      onChange();
    }
  }, [restored, onChange]);

  // Leaving the builder inside the app ("Back to Options") sends a save still waiting for the typing pause.
  const saveRef = useRef(saveNow);
  saveRef.current = saveNow;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      void saveRef.current();
    };
  }, []);

  /** Before a button saves: wait for a save in flight, so the button updates the draft instead of making another. */
  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    await inFlight.current;
    // An earlier builder of this session may have created the draft after this one opened.
    draftId.current ??= await sessionDraftId(key);
    return draftId.current;
  }, [key]);

  /** A button saved the listing: remember the draft, or forget the local copy once it is submitted. */
  const markSaved = useCallback((saved: Listing) => {
    draftId.current = saved.id;
    setUnsaved(false);
    if (saved.status === 'draft') {
      setStatus('saved');
      keepLocally();
      return;
    }
    stopped.current = true;
    endDraftSession(key);
    clearTimeout(timer.current);
    timer.current = undefined;
    clearLocalCopy(window.localStorage, key);
    clearLocalCopy(window.localStorage, localCopyKey(userId, saved.id));
    // The builder's copy of a draft submitted from its edit page must not bring it back as a draft.
    const builderKey = localCopyKey(userId, null);
    if (readLocalCopy(window.localStorage, builderKey)?.draftId === saved.id) clearLocalCopy(window.localStorage, builderKey);
  }, [keepLocally, key, userId]);

  return { status, unsaved: unsaved || media.uploading > 0, settle, markSaved, draftId: () => draftId.current, draftKey };
}
export type ListingAutosave = ReturnType<typeof useListingAutosave>;
