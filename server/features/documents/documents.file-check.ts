// What an uploaded ownership document may be: a real PDF without encryption, scripts, actions or attachments,
// or a photo that is re-encoded so no metadata (EXIF GPS, camera, author) survives. Decided by the bytes.
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';

export const NOT_A_DOCUMENT = 'Documents must be PDF files or photos (JPEG, PNG or WebP).';
export const ENCRYPTED_PDF = 'This PDF is password-protected or encrypted. Please upload a copy without a password.';
export const ACTIVE_PDF =
  'This PDF contains scripts, automatic actions or attached files, which we do not accept. Print it to a new PDF or upload photos of the papers.';
export const UNREADABLE_PHOTO = 'This photo could not be read. Please take it again or upload a PDF.';

export interface CheckedDocument {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'pdf' | 'jpg' | 'png' | 'webp';
  body: Buffer;
}

const PHOTO_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Refuses what is not a clean PDF or a decodable photo; photos come back re-encoded without metadata. */
export async function checkDocumentFile(input: Buffer): Promise<CheckedDocument> {
  const detected = await fileTypeFromBuffer(input);
  if (detected?.ext === 'pdf') {
    requireCleanPdf(input);
    return { contentType: 'application/pdf', extension: 'pdf', body: input };
  }
  if (detected && Object.hasOwn(PHOTO_TYPES, detected.ext)) {
    const ext = detected.ext as keyof typeof PHOTO_TYPES;
    return { contentType: PHOTO_TYPES[ext], extension: ext, body: await reencodePhoto(input, ext) };
  }
  throw new AppError('bad_request', NOT_A_DOCUMENT);
}

async function reencodePhoto(input: Buffer, ext: keyof typeof PHOTO_TYPES): Promise<Buffer> {
  try {
    // rotate() applies the EXIF orientation to the pixels; sharp writes no metadata unless asked (withMetadata).
    const image = sharp(input, { failOn: 'error', limitInputPixels: 80_000_000 }).rotate();
    if (ext === 'png') return await image.png().toBuffer();
    if (ext === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    throw new AppError('bad_request', UNREADABLE_PHOTO);
  }
}

const ENCRYPTION_NAMES = new Set(['Encrypt']);
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA']);
// A PDF name: a slash and regular characters (anything but white space and delimiters).
const NAME = /\/([^\s/<>[\]()%{}]+)/g;
const STREAM = /stream\r?\n/g;
const INFLATED_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Looks at every name in the file and in its compressed streams (object streams can hide dictionaries), with
 * `#xx` escapes decoded, so `/J#61vaScript` is found as well.
 */
export function requireCleanPdf(input: Buffer): void {
  const names = new Set<string>();
  collectNames(input.toString('latin1'), names);
  for (const stream of compressedStreams(input)) collectNames(stream.toString('latin1'), names);
  if ([...names].some((n) => ENCRYPTION_NAMES.has(n))) throw new AppError('bad_request', ENCRYPTED_PDF);
  if ([...names].some((n) => ACTIVE_NAMES.has(n))) throw new AppError('bad_request', ACTIVE_PDF);
}

function collectNames(text: string, into: Set<string>): void {
  for (const match of text.matchAll(NAME)) {
    into.add(match[1]!.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  }
}

function* compressedStreams(input: Buffer): Generator<Buffer> {
  const text = input.toString('latin1');
  let budget = INFLATED_MAX_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    if (budget <= 0) throw new AppError('bad_request', ACTIVE_PDF);
    try {
      const out = inflateSync(input.subarray(start, end), { maxOutputLength: budget });
      budget -= out.length;
      yield out;
    } catch (error) {
      // Not a Flate stream (an image, or raw data): nothing to read. Past the budget: too much to check, refused.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new AppError('bad_request', ACTIVE_PDF);
    }
  }
}
