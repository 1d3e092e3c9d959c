// A listing's ownership documents (common/api/documents): the lister's uploads, and the admin's review.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingDocument } from '../../../common/api/documents';
import type { DocumentKind } from '../../../common/documents';
import type { DocumentReviewInput } from '../../../common/schemas/documents';
import { apiGet, apiRequest, UPLOAD_TIMEOUT_MS } from './http';
import { invalidateListingQueries } from './invalidate';
import { postWithProgress, type UploadOptions } from './upload';

const documentsPath = (propertyId: string) => `/api/properties/${encodeURIComponent(propertyId)}/documents`;

export const documentKeys = { list: (propertyId: string) => ['listing-documents', propertyId] as const };

/** GET /api/properties/:id/documents (the lister and admins). */
export function documentsQuery(propertyId: string) {
  return queryOptions({ queryKey: documentKeys.list(propertyId), queryFn: () => apiGet<ListingDocument[]>(documentsPath(propertyId)) });
}

export function useListingDocuments(propertyId: string | null) {
  return useQuery({ ...documentsQuery(propertyId ?? ''), enabled: Boolean(propertyId) });
}

/** POST /api/properties/:id/documents with one file, reporting progress. */
export function uploadDocument(
  propertyId: string,
  kind: DocumentKind,
  file: File,
  options: UploadOptions = {},
): Promise<ListingDocument> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('files', file, file.name);
  return postWithProgress<ListingDocument>(documentsPath(propertyId), body, 'document', { ...options, timeoutMs: UPLOAD_TIMEOUT_MS });
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
