// Reads a document upload: the `kind` field, then up to 10 files of at most 15 MB, one in memory at a time.
import type { FastifyRequest } from 'fastify';
import { DOCUMENT_FILE_NAME_MAX_LENGTH, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_FILES, type DocumentKind } from '../../../common/documents.js';
import { documentKindSchema } from '../../../common/schemas/documents.js';
import { AppError } from '../../lib/errors.js';

const MB = 1024 * 1024;
export const DOCUMENT_TOO_LARGE = `Each document must be at most ${DOCUMENT_MAX_BYTES / MB} MB.`;
export const TOO_MANY_FILES = `You can add at most ${DOCUMENT_MAX_FILES} documents to a listing.`;
export const KIND_FIRST = 'Choose what kind of document this is (send the kind before the files).';

export interface ReceivedDocument {
  fileName: string;
  body: Buffer;
}

// Control characters, and the bidirectional overrides that can make 'deed‮fdp.exe' read as 'deedexe.pdf'.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The file name as given, without control characters or path, cut to length; a plain name when nothing is left. */
export function cleanFileName(given: string | undefined, extension: string): string {
  const base = (given ?? '').replace(UNSAFE_NAME_CHARACTERS, '').split(/[\\/]/).pop()!.trim();
  return base ? base.slice(0, DOCUMENT_FILE_NAME_MAX_LENGTH) : `document.${extension}`;
}

/**
 * Hands each file to `handle` as it arrives. After the first refusal the rest of the body is still read and
 * thrown away: answering mid-upload makes browsers report a network error instead of the message.
 */
export async function receiveDocuments(
  request: FastifyRequest,
  handle: (kind: DocumentKind, file: ReceivedDocument) => Promise<void>,
): Promise<number> {
  if (!request.isMultipart()) throw new AppError('bad_request', 'Send the documents as multipart/form-data.');
  let kind: DocumentKind | null = null;
  let failure: unknown = null;
  let count = 0;
  try {
    const parts = request.parts({ limits: { files: DOCUMENT_MAX_FILES, fileSize: DOCUMENT_MAX_BYTES, fields: 5, parts: DOCUMENT_MAX_FILES + 5 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'kind') {
          const parsed = documentKindSchema.safeParse(part.value);
          if (!parsed.success) failure ??= new AppError('validation', 'Choose what kind of document this is', { kind: 'Choose a kind from the list' });
          else kind = parsed.data;
        }
        continue;
      }
      if (failure || !kind) {
        failure ??= new AppError('validation', KIND_FIRST, { kind: 'Choose what kind of document this is' });
        part.file.resume();
        continue;
      }
      try {
        const body = await part.toBuffer();
        if (part.file.truncated) throw new AppError('too_large', DOCUMENT_TOO_LARGE);
        count += 1;
        await handle(kind, { fileName: part.filename ?? '', body });
      } catch (error) {
        failure = translate(error);
        part.file.resume();
      }
    }
  } catch (error) {
    failure ??= translate(error);
  }
  if (failure) throw failure;
  return count;
}

function translate(error: unknown): unknown {
  const code = (error as { code?: string })?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', DOCUMENT_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('too_large', TOO_MANY_FILES);
  if (error instanceof AppError) return error;
  return new AppError('bad_request', 'The upload was interrupted or malformed. Please try again.');
}
