// The confirm step of photo_reused (photo-align.ts) and the upload's query (photo-hash.ts) on the demo's drawn
// scenes: the same picture edited is found and aligned; a look-alike room drawn from another seed is not.
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../db/demo/images.js';
import { alignPictures, colourFit, isSamePicture, type MatchImage } from './photo-align.js';
import { areCandidates, contentBox, fingerprintPhoto, matchImageOfPhoto, queryOf } from './photo-hash.js';

/** As the server keeps an upload: the 480 px wide WebP the fingerprint is read from. */
const stored = (image: Sharp) => image.resize({ width: 480 }).webp({ quality: 60 }).toBuffer();

let original: Buffer;
let picture: MatchImage;
beforeAll(async () => {
  original = await stored(sharp(await renderScene({ kind: 'living', seed: 4242, scale: 0.6 })));
  picture = await matchImageOfPhoto(original);
}, 60_000);

describe('the same picture, edited', () => {
  it('is aligned through a mirror and a crop, and fits one colour map', async () => {
    const { width, height } = await sharp(original).metadata() as { width: number; height: number };
    const edited = await stored(sharp(original).flop().extract({ left: Math.round(width * 0.2), top: 0, width: Math.round(width * 0.8), height }).greyscale());
    const upload = await matchImageOfPhoto(edited);
    const t = alignPictures(upload, picture);
    expect(t?.mirror).toBe(true);
    // The upload shows 80 % of the width at the same output width: one of its pixels is 0.8 of the original's.
    expect(Math.hypot(t!.a, t!.b)).toBeCloseTo(0.8, 1);
    const fit = colourFit(upload, picture, t!);
    expect(fit.relative).toBeLessThan(0.1);
    expect(isSamePicture(upload, picture)).toBe(true);
  });

  it('is found through a band across its top and a turn of 3 degrees', async () => {
    const { width, height } = await sharp(original).metadata() as { width: number; height: number };
    const band = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${height * 0.1}" width="${width}" height="${height * 0.15}" fill="#1a4" fill-opacity="0.9"/></svg>`);
    const banded = await sharp(original).composite([{ input: band }]).png().toBuffer();
    const edited = await stored(sharp(banded).rotate(3, { background: '#fff' }));
    // (The same band over the tiled floor is missed: its outline runs along the tile joints, as a recoloured
    // bedspread's runs along the bed; decision 0013 lists it under what is not caught.)
    expect(isSamePicture(await matchImageOfPhoto(edited), picture)).toBe(true);
  });

  it('is looked up by its mirrored hashes', async () => {
    const mirrored = await stored(sharp(original).flop());
    expect(areCandidates(await queryOf(mirrored), (await fingerprintPhoto(original)).hashes)).toBe(true);
  });
});

describe('a look-alike room', () => {
  it('of the same layout in other colours is not the same picture', async () => {
    // Two bedrooms the demo draws alike (same walls, bed, window and wardrobe; other bedspread, curtains, floor).
    const [a, b] = await Promise.all([2971, 250021].map(async (seed) => matchImageOfPhoto(await stored(sharp(await renderScene({ kind: 'bedroom', seed, scale: 0.6 }))))));
    expect(isSamePicture(a!, b!)).toBe(false);
    expect(isSamePicture(b!, a!)).toBe(false);
  });

  it('of another kind is not aligned at all, or fits no colour map', async () => {
    const kitchen = await matchImageOfPhoto(await stored(sharp(await renderScene({ kind: 'kitchen', seed: 99, scale: 0.6 }))));
    expect(isSamePicture(kitchen, picture)).toBe(false);
  });
});

describe('screenshot bars', () => {
  it('are cut away: solid bars above and below, with a status bar on top', () => {
    const width = 60;
    const height = 100;
    const rgb = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const inside = y >= 20 && y < 80;
        // A status bar: detail in the first 3 rows; the picture: a checkerboard; bars: flat black.
        const value = y < 3 ? ((x >> 1) % 2) * 200 : inside ? (((x >> 2) + (y >> 2)) % 2) * 180 + 40 : 0;
        rgb[i] = rgb[i + 1] = rgb[i + 2] = value;
      }
    }
    const box = contentBox(rgb, width, height);
    expect(box.left).toBe(0);
    expect(box.width).toBe(1);
    expect(box.top).toBeCloseTo(0.2, 1);
    expect(box.height).toBeCloseTo(0.6, 1);
  });
});
