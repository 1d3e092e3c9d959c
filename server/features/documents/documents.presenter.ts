import type { ListingDocument as Row } from '../../db/schema.js';
import type { ListingDocument } from '../../../common/api/documents.js';

export function documentUrl(doc: Pick<Row, 'id' | 'propertyId'>): string {
  return `/api/properties/${doc.propertyId}/documents/${doc.id}`;
}

/** `sameFileElsewhere` only for admins (null otherwise): the lister need not learn how reuse is found. */
export function presentDocument(doc: Row, sameFileElsewhere: number | null): ListingDocument {
  return {
    id: doc.id,
    kind: doc.kind,
    fileName: doc.fileName,
    contentType: doc.contentType,
    bytes: doc.bytes,
    createdAt: doc.createdAt.toISOString(),
    url: documentUrl(doc),
    sameFileElsewhere,
  };
}
