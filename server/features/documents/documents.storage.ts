// Ownership documents are kept apart from listing photos: on disk under DATA_DIR/private-documents, in a bucket
// under the 'private-documents/' prefix (objects written without any ACL, so as private as the bucket), never
// under the public media path. Nothing serves this store but the documents routes, after their permission check.
import { randomUUID } from 'node:crypto';
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

/** A new storage key: a random folder (122 random bits, unrelated to any id in a URL) and the file's type. */
export function newDocumentKey(extension: string): string {
  return `${randomUUID()}/document.${extension}`;
}

/** The folder a key lives in, which deleteFolder removes. */
export function documentFolder(key: string): string {
  return key.split('/')[0]!;
}
