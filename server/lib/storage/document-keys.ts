// Storage keys of ownership documents (decision 0020), here below the features so the demo seed can write papers
// under the same kind of key as an upload.
import { randomUUID } from 'node:crypto';

/** A new storage key: a random folder (122 random bits, unrelated to any id in a URL) and the file's type. */
export function newDocumentKey(extension: string): string {
  return `${randomUUID()}/document.${extension}`;
}

/** The folder a key lives in, which deleteFolder removes. */
export function documentFolder(key: string): string {
  return key.split('/')[0]!;
}
