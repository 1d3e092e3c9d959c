import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';

/**
 * Where media files live: the local disk (default) or an S3-compatible bucket (decision 0011). Keys are
 * `<media id>/<file>`; the app serves both the same way from /api/media/..., so URLs, cache headers and access
 * rules do not depend on the store. Each write stores a whole object, so a reader never sees half a file.
 */
export interface MediaStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Moves a finished temporary file into the store (videos are spooled to disk while they arrive). */
  putFile(key: string, tempPath: string, contentType: string): Promise<void>;
  /** Size and time of a stored file, or null when there is none. */
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  /** The file's bytes, or a byte range of them (inclusive). */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  readAll(key: string): Promise<Buffer | null>;
  /** Removes every file of a media id. */
  deleteFolder(id: string): Promise<void>;
  /** Every media id with files, each with the time of its newest file (the orphan sweep walks this). */
  listFolders(): AsyncIterable<{ id: string; modifiedAt: Date }>;
}

// Photos are stored once per size as WebP with metadata (GPS, camera) stripped: cards and data saver get the
// small one, a phone's detail gallery `ph` (a 412 px screen at 1.75 dppx needs 721 px: 960 px was a third more
// bytes for its largest paint), wide screens the medium and large ones. Videos are kept as uploaded.
export const IMAGE_VARIANTS = { sm: 480, ph: 768, md: 960, lg: 1600 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;
// The smaller variants are seen small or on a phone on costly data: lower quality there, measured on the demo
// photos (768 px: 17.2 KB at 66, 18.3 KB at 72).
const VARIANT_QUALITY: Record<ImageVariant, number> = { sm: 60, ph: 66, md: 72, lg: 72 };

export function isImageVariant(value: string): value is ImageVariant {
  return Object.hasOwn(IMAGE_VARIANTS, value);
}

/** Where a media id's files are in the local-disk store (tests look there; the app goes through MediaStorage). */
export function mediaDir(dataDir: string, id: string): string {
  return path.resolve(dataDir, 'media', id);
}

/** The storage key of one file of a media id: `<id>/<file>`, the same on disk and in a bucket. */
export function mediaKey(id: string, file: string): string {
  return `${id}/${file}`;
}

export function imageKey(id: string, variant: ImageVariant): string {
  return mediaKey(id, `${variant}.webp`);
}

export function mediaUrl(id: string, variant: ImageVariant = 'md'): string {
  return `/api/media/${id}/${variant}.webp`;
}

/** Video container by MIME type: the file extension it is stored under. */
export const VIDEO_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
};

export function videoKey(id: string, mimeType: string): string {
  return mediaKey(id, `original.${VIDEO_EXTENSIONS[mimeType] ?? 'bin'}`);
}

export function videoUrl(id: string): string {
  return `/api/media/${id}/original`;
}

export interface StoredImage {
  width: number;
  height: number;
  bytes: number;
  placeholderColor: string;
}

const DECODE_OPTIONS = { failOn: 'error', limitInputPixels: 80_000_000 } as const;
// A very tall image would otherwise keep its full height in memory while being cut into variants.
const MAX_VARIANT_HEIGHT = IMAGE_VARIANTS.lg * 4;

/** One variant of a photo: `image` cut to its width (never enlarged) and encoded as WebP at its quality. */
function encodeVariant(image: Sharp, variant: ImageVariant): Promise<Buffer> {
  return image
    .resize({ width: IMAGE_VARIANTS[variant], withoutEnlargement: true })
    // Effort 2 takes half the CPU of 3 for the same size on camera photos (measured: 1200 px, 98 vs 192 ms).
    .webp({ quality: VARIANT_QUALITY[variant], effort: 2 })
    .toBuffer();
}

/** Decodes, auto-rotates and re-encodes an image into every variant. Throws if it is not a decodable image. */
export async function storeImage(storage: MediaStorage, id: string, input: Buffer): Promise<StoredImage> {
  const meta = await sharp(input, DECODE_OPTIONS).metadata();
  // Decode once, at most as large as the biggest variant, and cut every variant from those pixels: decoding
  // the upload again for each size was most of the cost.
  const { data, info } = await sharp(input, DECODE_OPTIONS)
    .rotate()
    .resize({ width: IMAGE_VARIANTS.lg, height: MAX_VARIANT_HEIGHT, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const sizes = await Promise.all(
    (Object.keys(IMAGE_VARIANTS) as ImageVariant[]).map(async (variant) => {
      const out = await encodeVariant(pixels(), variant);
      await storage.put(imageKey(id, variant), out, 'image/webp');
      return out.length;
    }),
  );
  const { dominant } = await pixels().resize({ width: 64 }).stats();
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    width: (rotated ? meta.height : meta.width) ?? info.width,
    height: (rotated ? meta.width : meta.height) ?? info.height,
    bytes: sizes.reduce((sum, n) => sum + n, 0),
    placeholderColor: `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  };
}

/**
 * The key of one variant of a stored photo, made now from the large variant if it is missing: a photo stored
 * before that variant existed (`ph` since 2026-11-26) gets it on its first request, then keeps it.
 */
export async function ensureImageVariant(storage: MediaStorage, id: string, variant: ImageVariant): Promise<string> {
  const target = imageKey(id, variant);
  if (variant === 'lg' || (await storage.stat(target))) return target;
  const large = await storage.readAll(imageKey(id, 'lg'));
  if (!large) return target; // served as 404 by the caller
  const out = await encodeVariant(sharp(large), variant);
  // Two first requests may both make it: each store writes whole objects, so a reader never sees half of one.
  await storage.put(target, out, 'image/webp');
  return target;
}

/** Moves an uploaded video (already written to a temporary file, and probed) into the store. */
export async function storeVideoFile(storage: MediaStorage, id: string, tempPath: string, mimeType: string): Promise<void> {
  await storage.putFile(videoKey(id, mimeType), tempPath, mimeType);
}

export async function deleteMediaFiles(storage: MediaStorage, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => storage.deleteFolder(id)));
}

// Link previews (WhatsApp, Facebook, X, iMessage) want a JPEG: several preview clients show no WebP at all.
// 1200 px wide keeps the photo's ratio and fits every large-card layout; 300 KB is the size WhatsApp is known
// to show reliably. Made from the stored large variant the first time a preview asks for it, then kept.
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_MAX_BYTES = 300 * 1024;
const QUALITIES = [80, 70, 60, 50, 40];

export function previewJpegKey(id: string): string {
  return mediaKey(id, 'preview.jpg');
}

export function previewJpegUrl(id: string): string {
  return `/api/media/${id}/preview.jpg`;
}

/** The preview JPEG's key, made now from the large variant if it is not there yet. */
export async function ensurePreviewJpeg(storage: MediaStorage, id: string): Promise<string> {
  const target = previewJpegKey(id);
  if (await storage.stat(target)) return target;
  const large = await storage.readAll(imageKey(id, 'lg'));
  if (!large) return target; // served as 404 by the caller
  const source = sharp(large).resize({ width: PREVIEW_WIDTH, height: PREVIEW_WIDTH, fit: 'inside', withoutEnlargement: true });
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await source.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  // Two first requests may both make it: each store writes whole objects, so a reader never sees half of one.
  await storage.put(target, jpeg, 'image/jpeg');
  return target;
}
