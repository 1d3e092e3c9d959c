// A listing's ownership documents (common/api/documents): the lister's uploads, and the admin's review.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingDocument } from '../../../common/api/documents';
import type { DocumentKind } from '../../../common/documents';
import type { DocumentReviewInput } from '../../../common/schemas/documents';
import { ApiError, apiGet, apiRequest, UPLOAD_TIMEOUT_MS } from './http';
import { invalidateListingQueries } from './invalidate';
import { UploadNetworkError, type UploadProgress } from './media';

const documentsPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/documents`;

export const documentKeys = { list: (propertyId: string) => ['listing-documents', propertyId] as const };

/** GET /api/properties/:id/documents (the lister and admins). */
export function documentsQuery(propertyId: string) {
  return queryOptions({ queryKey: documentKeys.list(propertyId), queryFn: () => apiGet<ListingDocument[]>(documentsPath(propertyId)) });
}

export function useListingDocuments(propertyId: string | null) {
  return useQuery({ ...documentsQuery(propertyId ?? ''), enabled: Boolean(propertyId) });
}

/** POST /api/properties/:id/documents with one file, reporting progress (XMLHttpRequest: fetch cannot). */
export function uploadDocument(
  propertyId: string,
  kind: DocumentKind,
  file: File,
  options: { signal?: AbortSignal; onProgress?: (p: UploadProgress) => void } = {},
): Promise<ListingDocument> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', documentsPath(propertyId));
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ sent: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        const [item] = JSON.parse(xhr.responseText) as ListingDocument[];
        if (item) resolve(item);
        else reject(new Error('The server did not return the document.'));
      } catch {
        reject(new Error('The server did not return the document.'));
      }
    };
    xhr.onerror = () => reject(new UploadNetworkError('The connection dropped during the upload.'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** DELETE /api/properties/:id/documents/:documentId (the lister). */
export function deleteDocument(doc: Pick<ListingDocument, 'url'>): Promise<null> {
  return apiRequest<null>('DELETE', doc.url);
}

/** POST /api/admin/properties/:id/documents/review: "Documents seen" or a request for more. */
export function useReviewDocuments(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentReviewInput) => apiRequest<null>('POST', `/api/admin/properties/${encodeURIComponent(propertyId)}/documents/review`, input),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: documentKeys.list(propertyId) }), invalidateListingQueries(queryClient)]);
    },
  });
}
