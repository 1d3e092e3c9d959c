import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.js';

export type MediaKind = 'image' | 'video';

/** A file as received: its real type (from magic bytes), size, and either its bytes or a temporary file. */
export interface ReceivedFile {
  filename: string;
  kind: MediaKind;
  mimeType: string;
  bytes: number;
  buffer: Buffer | null;
  tempPath: string | null;
}

export interface UploadRules {
  maxFiles: number;
  /** Largest accepted size per kind; a kind that is missing is not accepted. */
  maxBytes: Partial<Record<MediaKind, number>>;
  /** Whether a file of exactly maxBytes is already too large (the profile photo must be "under 5MB"). */
  limitIsExclusive?: boolean;
  unsupportedMessage: string;
  tooLargeMessage: Record<MediaKind, string>;
  tooManyMessage: string;
  /** Where videos are written while they arrive (on the same disk as the media folder, so they can be moved). */
  tempDir: string;
}

// Extensions as file-type names them. The client's file name and MIME type are never trusted.
const ACCEPTED_TYPES: Record<string, { kind: MediaKind; mimeType: string }> = {
  jpg: { kind: 'image', mimeType: 'image/jpeg' },
  png: { kind: 'image', mimeType: 'image/png' },
  apng: { kind: 'image', mimeType: 'image/png' },
  gif: { kind: 'image', mimeType: 'image/gif' },
  webp: { kind: 'image', mimeType: 'image/webp' },
  mp4: { kind: 'video', mimeType: 'video/mp4' },
  m4v: { kind: 'video', mimeType: 'video/mp4' },
  webm: { kind: 'video', mimeType: 'video/webm' },
  mov: { kind: 'video', mimeType: 'video/quicktime' },
  avi: { kind: 'video', mimeType: 'video/x-msvideo' },
};

const SNIFF_BYTES = 4100;

export async function sniffMediaType(head: Uint8Array): Promise<{ kind: MediaKind; mimeType: string } | null> {
  const detected = await fileTypeFromBuffer(head);
  return (detected && ACCEPTED_TYPES[detected.ext]) ?? null;
}

/**
 * Reads every file of a multipart request and hands each to `handle` as soon as it has arrived, so only one
 * photo is in memory at a time. After the first refusal the rest of the request is still read (and thrown
 * away): answering mid-upload makes browsers report a network error instead of our message.
 */
export async function receiveUploads(
  request: FastifyRequest,
  rules: UploadRules,
  handle: (file: ReceivedFile) => Promise<void>,
): Promise<number> {
  if (!request.isMultipart()) throw new AppError('bad_request', 'Send the files as multipart/form-data.');
  const largest = Math.max(0, ...Object.values(rules.maxBytes));
  let failure: unknown = null;
  let count = 0;
  try {
    const parts = request.parts({ limits: { files: rules.maxFiles, fileSize: largest, fields: 20, parts: rules.maxFiles + 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (failure) {
        part.file.resume();
        continue;
      }
      let received: ReceivedFile | null = null;
      try {
        // A body cut off mid-file (no closing boundary) fails here, while reading: the client's fault, a 400.
        received = await readFile(part, rules).catch((error: unknown) => {
          throw translateMultipartError(error, rules);
        });
        count += 1;
        await handle(received);
      } catch (error) {
        failure = error;
      } finally {
        if (received?.tempPath) await rm(received.tempPath, { force: true });
      }
    }
  } catch (error) {
    failure ??= translateMultipartError(error, rules);
  }
  if (failure) throw failure;
  return count;
}

async function readFile(part: MultipartFile, rules: UploadRules): Promise<ReceivedFile> {
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    return await readFromIterator(part, iterator, rules);
  } catch (error) {
    await drain(iterator);
    throw error;
  }
}

/** Reads a refused file to its end, discarding it, so that the parts after it can still arrive. */
async function drain(iterator: AsyncIterator<Buffer>): Promise<void> {
  try {
    for (let next = await iterator.next(); !next.done; next = await iterator.next());
  } catch {
    /* the request itself failed; the caller reports the first error */
  }
}

async function readFromIterator(part: MultipartFile, iterator: AsyncIterator<Buffer>, rules: UploadRules): Promise<ReceivedFile> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let done = false;
  while (bytes < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    bytes += next.value.length;
  }
  const type = bytes > 0 ? await sniffMediaType(Buffer.concat(chunks)) : null;
  const limit = type ? rules.maxBytes[type.kind] : undefined;
  if (!type || limit === undefined) throw new AppError('bad_request', rules.unsupportedMessage);
  const tooLarge = new AppError('too_large', rules.tooLargeMessage[type.kind]);
  const over = (n: number) => (rules.limitIsExclusive ? n >= limit : n > limit);

  const base = { filename: part.filename ?? '', kind: type.kind, mimeType: type.mimeType };
  if (type.kind === 'image') {
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      bytes += next.value.length;
      if (over(bytes)) throw tooLarge;
      chunks.push(next.value);
    }
    if (over(bytes) || part.file.truncated) throw tooLarge;
    return { ...base, bytes, buffer: Buffer.concat(chunks), tempPath: null };
  }

  await mkdir(rules.tempDir, { recursive: true });
  const tempPath = path.join(rules.tempDir, randomUUID());
  const out = createWriteStream(tempPath);
  try {
    for (const chunk of chunks) if (!out.write(chunk)) await once(out, 'drain');
    while (!done) {
      const next = await iterator.next();
      if (next.done) break;
      bytes += next.value.length;
      if (over(bytes)) throw tooLarge;
      if (!out.write(next.value)) await once(out, 'drain');
    }
    if (over(bytes) || part.file.truncated) throw tooLarge;
    out.end();
    await once(out, 'finish');
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  return { ...base, bytes, buffer: null, tempPath };
}

function translateMultipartError(error: unknown, rules: UploadRules): unknown {
  const code = (error as { code?: string })?.code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('too_large', rules.tooManyMessage);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('too_large', rules.tooLargeMessage.video);
  if (error instanceof AppError) return error;
  return new AppError('bad_request', 'The upload was interrupted or malformed. Please try again.');
}
