// The photo pairs of the trust corpus (issue 30, item 2): recipes, not image files. Each pair names its two
// pictures as demo scenes (drawn from a seed by the demo renderer) and the edits applied to each; this module
// renders them with sharp, deterministically, then passes each through what the server keeps of an upload (the
// `sm` variant the fingerprint is computed from), so the bench and the test see what the server would see.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import { z } from 'zod';
import { renderScene } from '../../server/db/demo/images.js';
import { IMAGE_VARIANTS } from '../../server/lib/storage/media-storage.js';

const DIR = path.dirname(fileURLToPath(import.meta.url));
export const PHOTO_PAIRS_FILE = 'photo-pairs.json';

const fraction = z.number().min(0).max(1);
const sceneSchema = z.object({
  kind: z.enum(['house', 'villa', 'townhouse', 'apartment', 'land', 'commercial', 'living', 'kitchen', 'bedroom']),
  seed: z.number().int().nonnegative(),
  coastal: z.boolean().optional(),
}).strict();

/** One edit, applied in order. Fractions are of the picture as it is at that step. */
export const editSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('mirror') }).strict(),
  z.object({ op: z.literal('crop'), left: fraction, top: fraction, width: fraction, height: fraction }).strict(),
  // A band across the picture with text on it (a phone number, "FOR RENT"), as listers and thieves add.
  z.object({ op: z.literal('band'), text: z.string(), at: z.enum(['top', 'middle', 'bottom']), height: fraction, colour: z.string(), opacity: fraction }).strict(),
  // A logo or a line of text laid over part of the picture.
  z.object({ op: z.literal('watermark'), text: z.string(), x: fraction, y: fraction, size: fraction, opacity: fraction, logo: z.boolean(), diagonal: z.boolean().optional() }).strict(),
  z.object({ op: z.literal('modulate'), brightness: z.number().positive().optional(), saturation: z.number().nonnegative().optional(), hue: z.number().optional() }).strict(),
  z.object({ op: z.literal('contrast'), factor: z.number().positive() }).strict(),
  /** Warm (red up, blue down) or cool (the reverse) by this much, 0..1. */
  z.object({ op: z.literal('tint'), warmth: z.number().min(-1).max(1) }).strict(),
  z.object({ op: z.literal('greyscale') }).strict(),
  // A screenshot: the picture inside a phone screen or a window, with bars of a solid colour or the picture
  // blurred, and perhaps a status bar on top. Sizes are fractions of the picture's own width or height.
  z.object({ op: z.literal('screenshot'), top: fraction, bottom: fraction, left: fraction, right: fraction, bars: z.union([z.literal('blur'), z.string()]), statusBar: z.boolean() }).strict(),
  /** Degrees clockwise; `fill` the corners with a colour, or 'crop' them away as a phone's straighten tool does. */
  z.object({ op: z.literal('rotate'), degrees: z.number().min(-10).max(10), fill: z.string() }).strict(),
  z.object({ op: z.literal('resize'), scale: z.number().positive() }).strict(),
  /** How the file is saved at the end (default JPEG quality 85). */
  z.object({ op: z.literal('encode'), format: z.enum(['jpeg', 'png', 'webp']), quality: z.number().int().min(1).max(100).optional() }).strict(),
]);

const pictureSchema = z.object({ scene: sceneSchema, edits: z.array(editSchema).default([]) }).strict();

export const photoPairSchema = z.object({
  id: z.string().regex(/^photo-\d{3}$/),
  half: z.enum(['tuning', 'held-out']),
  /** Positive: the second picture is the first one reused (the flag should be raised). */
  label: z.enum(['positive', 'negative']),
  note: z.string().min(3).max(160),
  /** The picture already on a live listing of one account. */
  first: pictureSchema,
  /** The picture uploaded later by another account. */
  second: pictureSchema,
}).strict();

export type Scene = z.infer<typeof sceneSchema>;
export type Edit = z.infer<typeof editSchema>;
export type Picture = z.infer<typeof pictureSchema>;
export type PhotoPair = z.infer<typeof photoPairSchema>;

export function loadPhotoPairs(): PhotoPair[] {
  return z.array(photoPairSchema).parse(JSON.parse(readFileSync(path.join(DIR, PHOTO_PAIRS_FILE), 'utf8')));
}

export const sceneKey = (s: Scene) => `${s.kind}/${s.seed}${s.coastal ? '/coast' : ''}`;

/**
 * The halves' rule for photo pairs: the pairs made from one source picture (the first picture) are one group, and
 * groups alternate in file order; a negative's second picture is drawn for that group alone, so every picture
 * belongs to one half only (checked by the corpus test).
 */
export const PHOTO_HALF_RULE = { stratum: () => 'all', group: (p: PhotoPair) => sceneKey(p.first.scene) };

/** Scenes are drawn at 900x675, bigger than the 480 px the fingerprint reads, like a phone photo. */
const SCENE_SCALE = 0.75;

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function svgOverlay(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
}

/** One edit applied to a picture, as a thief would (also used by the detector's own tests and benches). */
export async function applyEdit(input: Buffer, edit: Edit): Promise<Buffer> {
  const { width, height } = await sharp(input).metadata() as { width: number; height: number };
  const png = (image: Sharp) => image.png({ compressionLevel: 1 }).toBuffer();
  switch (edit.op) {
    case 'mirror': return png(sharp(input).flop());
    case 'crop': {
      const left = Math.round(edit.left * width);
      const top = Math.round(edit.top * height);
      return png(sharp(input).extract({ left, top, width: Math.min(width - left, Math.round(edit.width * width)), height: Math.min(height - top, Math.round(edit.height * height)) }));
    }
    case 'band': {
      const h = Math.round(edit.height * height);
      const y = edit.at === 'top' ? 0 : edit.at === 'bottom' ? height - h : Math.round((height - h) / 2);
      const body = `<rect x="0" y="${y}" width="${width}" height="${h}" fill="${edit.colour}" fill-opacity="${edit.opacity}"/>` +
        `<text x="${width / 2}" y="${y + h * 0.68}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h * 0.55)}" fill="#fff" text-anchor="middle">${escapeXml(edit.text)}</text>`;
      return png(sharp(input).composite([{ input: svgOverlay(width, height, body) }]));
    }
    case 'watermark': {
      const size = Math.round(edit.size * height);
      const x = edit.x * width;
      const y = edit.y * height;
      const logo = edit.logo ? `<circle cx="${x}" cy="${y}" r="${size * 0.8}" fill="#c0392b" fill-opacity="${edit.opacity}"/>` +
        `<path d="M${x - size * 0.45} ${y + size * 0.2} L${x} ${y - size * 0.45} L${x + size * 0.45} ${y + size * 0.2} Z" fill="#fff" fill-opacity="${edit.opacity}"/>` : '';
      const textX = edit.logo ? x + size : x;
      const rotate = edit.diagonal ? ` transform="rotate(-30 ${x} ${y})"` : '';
      const body = `${logo}<text x="${textX}" y="${y + size * 0.35}" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="#fff" fill-opacity="${edit.opacity}" stroke="#000" stroke-opacity="${edit.opacity / 2}"${rotate}>${escapeXml(edit.text)}</text>`;
      return png(sharp(input).composite([{ input: svgOverlay(width, height, body) }]));
    }
    case 'modulate': {
      const { op: _op, ...change } = edit;
      return png(sharp(input).modulate(change));
    }
    case 'contrast': return png(sharp(input).linear(edit.factor, 128 * (1 - edit.factor)));
    case 'tint': {
      const w = edit.warmth * 0.25;
      return png(sharp(input).linear([1 + w, 1, 1 - w], [20 * edit.warmth, 0, -20 * edit.warmth]));
    }
    case 'greyscale': return png(sharp(input).greyscale().toColourspace('srgb'));
    case 'screenshot': {
      const [top, bottom, left, right] = [edit.top * height, edit.bottom * height, edit.left * width, edit.right * width].map(Math.round) as [number, number, number, number];
      const W = width + left + right;
      const H = height + top + bottom;
      const background = edit.bars === 'blur'
        ? await sharp(input).resize(W, H, { fit: 'cover' }).blur(25).modulate({ brightness: 0.8 }).png().toBuffer()
        : await sharp({ create: { width: W, height: H, channels: 3, background: edit.bars } }).png().toBuffer();
      const layers: OverlayOptions[] = [{ input, left, top }];
      if (edit.statusBar) {
        const h = Math.max(12, Math.round(H * 0.035));
        layers.push({ input: svgOverlay(W, h, `<rect width="${W}" height="${h}" fill="#111"/><text x="${h * 0.6}" y="${h * 0.75}" font-family="sans-serif" font-size="${h * 0.7}" fill="#fff">12:45</text><text x="${W - h * 0.6}" y="${h * 0.75}" font-family="sans-serif" font-size="${h * 0.7}" fill="#fff" text-anchor="end">4G 78%</text>`), left: 0, top: 0 });
      }
      return png(sharp(background).composite(layers));
    }
    case 'rotate': {
      if (edit.fill !== 'crop') return png(sharp(input).rotate(edit.degrees, { background: edit.fill }));
      // Straightened: rotated, then cut to the largest centred rectangle of the same shape with no corner.
      const a = Math.abs((edit.degrees * Math.PI) / 180);
      const factor = 1 / (Math.cos(a) + Math.sin(a) * Math.max(width / height, height / width));
      const rotated = await sharp(input).rotate(edit.degrees, { background: '#000' }).png().toBuffer();
      const r = await sharp(rotated).metadata() as { width: number; height: number };
      const w = Math.floor(width * factor);
      const h = Math.floor(height * factor);
      return png(sharp(rotated).extract({ left: Math.floor((r.width - w) / 2), top: Math.floor((r.height - h) / 2), width: w, height: h }));
    }
    case 'resize': return png(sharp(input).resize(Math.round(width * edit.scale), Math.round(height * edit.scale)));
    case 'encode': {
      const image = sharp(input);
      if (edit.format === 'png') return image.png().toBuffer();
      return edit.format === 'webp' ? image.webp({ quality: edit.quality ?? 80 }).toBuffer() : image.jpeg({ quality: edit.quality ?? 85 }).toBuffer();
    }
  }
}

const scenes = new Map<string, Promise<Buffer>>();

/** The scene as a camera would give it (cached for the run: several pairs share a source). */
function renderSource(scene: Scene): Promise<Buffer> {
  const key = sceneKey(scene);
  if (!scenes.has(key)) scenes.set(key, renderScene({ ...scene, scale: SCENE_SCALE }));
  return scenes.get(key)!;
}

/** The file as uploaded: the scene, each edit in turn, saved as the last `encode` says (else JPEG 85). */
export async function renderUpload(picture: Picture): Promise<Buffer> {
  let file = await renderSource(picture.scene);
  for (const edit of picture.edits) file = await applyEdit(file, edit);
  if (picture.edits.at(-1)?.op !== 'encode') file = await applyEdit(file, { op: 'encode', format: 'jpeg', quality: 85 });
  return file;
}

/** What the server keeps and fingerprints: storeImage's `sm` variant (480 px wide WebP at quality 60). */
export async function asStoredSmall(upload: Buffer): Promise<Buffer> {
  return sharp(upload).rotate().toColourspace('srgb').resize({ width: IMAGE_VARIANTS.sm, withoutEnlargement: true }).webp({ quality: 60, effort: 2 }).toBuffer();
}

/** The picture as the server would fingerprint it. */
export async function renderStored(picture: Picture): Promise<Buffer> {
  return asStoredSmall(await renderUpload(picture));
}
