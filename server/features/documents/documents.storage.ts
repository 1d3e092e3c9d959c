// Ownership documents are kept apart from listing photos: on disk under DATA_DIR/private-documents, in a bucket
// under the 'private-documents/' prefix (objects written without any ACL, so as private as the bucket), never
// under the public media path. Nothing serves this store but the documents routes, after their permission check.
import path from 'node:path';
import type { Config } from '../../config.js';
import { diskMediaStorage } from '../../lib/storage/disk-storage.js';
import type { MediaStorage } from '../../lib/storage/media-storage.js';
import { s3MediaStorage } from '../../lib/storage/s3-storage.js';

export const DOCUMENTS_PREFIX = 'private-documents/';

export function createDocumentStorage(config: Pick<Config, 's3' | 'DATA_DIR'>): MediaStorage {
  return config.s3
    ? s3MediaStorage({ ...config.s3, prefix: DOCUMENTS_PREFIX })
    : diskMediaStorage(path.join(config.DATA_DIR, 'private-documents'));
}

export { documentFolder, newDocumentKey } from '../../lib/storage/document-keys.js';
