// Ownership documents being sent from the builder: each file keeps its kind and its File until the server has
// it, so a dropped connection loses nothing (Retry sends the same file again).
import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_MAX_BYTES, type DocumentKind } from '../../../../common/documents';
import { isApiError } from '../../../lib/api/http';
import { documentKeys, uploadDocument } from '../../../lib/api/documents';
import { UploadNetworkError } from '../../../lib/api/media';

const MB = 1024 * 1024;

export interface DocumentUpload {
  key: string;
  kind: DocumentKind;
  file: File;
  /** Share of the bytes sent (0..1) while uploading; null before the first report. */
  progress: number | null;
  error: string | null;
  /** The connection or the server failed, not the file: the same file may be sent again. */
  retryable: boolean;
}

let counter = 0;
const nextKey = () => `d${Date.now().toString(36)}${(counter += 1)}`;

export function useDocumentUploads(ensureListingId: () => Promise<string | null>) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<DocumentUpload[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const patch = (key: string, change: Partial<DocumentUpload>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const send = useCallback(async (item: DocumentUpload) => {
    patch(item.key, { progress: null, error: null, retryable: false });
    const listingId = await ensureListingId();
    if (!listingId) {
      patch(item.key, { error: 'Give the listing a title first: it is saved as a draft, then papers can be attached.', retryable: true });
      return;
    }
    try {
      await uploadDocument(listingId, item.kind, item.file, { onProgress: (p) => patch(item.key, { progress: p.total ? p.sent / p.total : null }) });
      setItems((list) => list.filter((i) => i.key !== item.key));
      await queryClient.invalidateQueries({ queryKey: documentKeys.list(listingId) });
    } catch (error) {
      const retryable = error instanceof UploadNetworkError || (isApiError(error) && (error.status >= 500 || error.status === 429));
      const message = isApiError(error) && error.serverMessage ? error.serverMessage : 'The upload failed. Check your connection and try again.';
      patch(item.key, { error: message, retryable, progress: null });
    }
  }, [ensureListingId, queryClient]);

  const addFiles = useCallback((kind: DocumentKind, files: FileList | File[]) => {
    const added = [...files].map((file): DocumentUpload => ({
      key: nextKey(), kind, file, progress: null, retryable: false,
      error: file.size > DOCUMENT_MAX_BYTES ? `Each document must be at most ${DOCUMENT_MAX_BYTES / MB} MB.` : null,
    }));
    setItems((list) => [...list, ...added]);
    // One at a time: papers are large and phones' connections slow.
    void (async () => {
      for (const item of added) if (!item.error) await send(item);
    })();
  }, [send]);

  const retry = useCallback((key: string) => {
    const item = itemsRef.current.find((i) => i.key === key);
    if (item) void send(item);
  }, [send]);

  const dismiss = useCallback((key: string) => setItems((list) => list.filter((i) => i.key !== key)), []);
  const uploading = items.filter((i) => !i.error).length;
  return { items, addFiles, retry, dismiss, uploading };
}
export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
