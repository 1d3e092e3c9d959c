// The confirm step of photo_reused (photo-align.ts, photo-same-picture.ts) and the upload's query (photo-hash.ts)
// on the demo's drawn scenes: the same picture edited is found and aligned; a look-alike room drawn from another
// seed is not.
import sharp, { type Sharp } from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../db/demo/images.js';
import { alignPictures, type MatchImage } from './photo-align.js';
import { colourFit, isSamePicture } from './photo-same-picture.js';
import { refineAlignment } from './photo-refine.js';
import { areCandidates, contentBox, fingerprintPhoto, matchImageOfPhoto, queryOf } from './photo-hash.js';
import { applyEdit, renderStored } from '../../../tests/trust-corpus/photo-pairs.js';

/** Turned clockwise by `degrees`, cut to the largest centred rectangle without a corner, then to `keep` of its height from the top. */
async function turnedAndCut(source: Buffer, degrees: number, keep: number): Promise<Buffer> {
  const straightened = await applyEdit(source, { op: 'rotate', degrees, fill: 'crop' });
  return keep === 1 ? straightened : applyEdit(straightened, { op: 'crop', left: 0, top: 0, width: 1, height: keep });
}

/** As the server keeps an upload: the 480 px wide WebP the fingerprint is read from. */
const stored = (image: Sharp) => image.resize({ width: 480 }).webp({ quality: 60 }).toBuffer();

/** A band across the whole width, `share` of the height, at `at` (0 top, 0.5 middle, 1 bottom), with white text on it. */
async function withBand(source: Buffer, at: number, share: number, colour: string, opacity: number, text: string): Promise<Buffer> {
  const { width, height } = await sharp(source).metadata() as { width: number; height: number };
  const h = Math.round(height * share);
  const y = Math.round((height - h) * at);
  const band = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${y}" width="${width}" height="${h}" fill="${colour}" fill-opacity="${opacity}"/><text x="${width / 2}" y="${y + h * 0.68}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h * 0.45)}" fill="#fff" text-anchor="middle">${text}</text></svg>`);
  return sharp(source).composite([{ input: band }]).png().toBuffer();
}


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

  it('is looked up and confirmed inside a phone screenshot: a status bar, then black bars above and below', async () => {
    const { width, height } = await sharp(original).metadata() as { width: number; height: number };
    const bar = Math.round(height * 0.5);
    const status = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="24"><rect width="${width}" height="24" fill="#111"/><text x="12" y="17" font-family="sans-serif" font-size="14" fill="#fff">12:45</text></svg>`);
    const shot = await sharp({ create: { width, height: height + 2 * bar, channels: 3, background: '#000' } })
      .composite([{ input: original, left: 0, top: bar }, { input: status, left: 0, top: 0 }]).png().toBuffer();
    const upload = await stored(sharp(shot));
    expect(areCandidates(await queryOf(upload), (await fingerprintPhoto(original)).hashes)).toBe(true);
    expect(isSamePicture(await matchImageOfPhoto(upload), picture)).toBe(true);
  });

  it('is looked up when turned 8 degrees and straightened (cut to a rectangle without corners)', async () => {
    const { width, height } = await sharp(original).metadata() as { width: number; height: number };
    const turned = await sharp(original).rotate(8, { background: '#000' }).png().toBuffer();
    const t = await sharp(turned).metadata() as { width: number; height: number };
    const factor = 1 / (Math.cos((8 * Math.PI) / 180) + Math.sin((8 * Math.PI) / 180) * (width / height));
    const [w, h] = [Math.floor(width * factor), Math.floor(height * factor)];
    const upload = await stored(sharp(turned).extract({ left: Math.floor((t.width - w) / 2), top: Math.floor((t.height - h) / 2), width: w, height: h }));
    expect(areCandidates(await queryOf(upload), (await fingerprintPhoto(original)).hashes)).toBe(true);
  });

  it('is looked up when cut to a square anywhere along it (a quarter off, split between the sides)', async () => {
    const { width, height } = await sharp(original).metadata() as { width: number; height: number };
    const { hashes } = await fingerprintPhoto(original);
    // Before the off-centre square crops were stored, the cuts 5 % and 15 % in were not candidates of this picture.
    for (const left of [0.05, 0.1, 0.15, 0.2]) {
      const square = await stored(sharp(original).extract({ left: Math.round(width * left), top: 0, width: Math.round(width * 0.75), height }));
      expect(areCandidates(await queryOf(square), hashes), `${left}`).toBe(true);
    }
  });

  it('is looked up when cut to a square between the stored ones, or to a smaller square off-centre', async () => {
    // Neither was a candidate before a square upload was also looked up with 4 % cut off either side.
    const cuts: [Parameters<typeof renderScene>[0]['kind'], number, number, number, number, number][] = [['apartment', 4246, 0.2, 0, 0.75, 1], ['living', 4242, 0.14, 0.02, 0.72, 0.96], ['bedroom', 4244, 0.14, 0.02, 0.72, 0.96]];
    for (const [kind, seed, left, top, w, h] of cuts) {
      const source = await stored(sharp(await renderScene({ kind, seed, scale: 0.6 })));
      const { width, height } = await sharp(source).metadata() as { width: number; height: number };
      const square = await stored(sharp(source).extract({ left: Math.round(width * left), top: Math.round(height * top), width: Math.round(width * w), height: Math.round(height * h) }));
      expect(areCandidates(await queryOf(square), (await fingerprintPhoto(source)).hashes), `${kind} ${left}`).toBe(true);
    }
  });

  it('is looked up when turned 6 degrees, straightened and then cut 10 % off one side', async () => {
    const source = await stored(sharp(await renderScene({ kind: 'apartment', seed: 4246, scale: 0.6 })));
    const { width, height } = await sharp(source).metadata() as { width: number; height: number };
    const turned = await sharp(source).rotate(6, { background: '#000' }).png().toBuffer();
    const t = await sharp(turned).metadata() as { width: number; height: number };
    const factor = 1 / (Math.cos((6 * Math.PI) / 180) + Math.sin((6 * Math.PI) / 180) * (width / height));
    const [w, h] = [Math.floor(width * factor), Math.floor(height * factor)];
    const straightened = await sharp(turned).extract({ left: Math.floor((t.width - w) / 2), top: Math.floor((t.height - h) / 2), width: w, height: h }).png().toBuffer();
    // Not a candidate with one probed bit a band for the turned-back hashes.
    const upload = await stored(sharp(straightened).extract({ left: 0, top: 0, width: Math.round(w * 0.9), height: h }));
    expect(areCandidates(await queryOf(upload), (await fingerprintPhoto(source)).hashes)).toBe(true);
  });

  it('is looked up when turned 4 degrees anticlockwise, straightened and cut 14 % off the bottom (turned back by the turn its uprights show)', async () => {
    const source = await stored(sharp(await renderScene({ kind: 'kitchen', seed: 4250, scale: 0.6 })));
    const upload = await stored(sharp(await turnedAndCut(source, -4, 0.86)));
    // Not a candidate when the lookup only guessed 6 degrees either way.
    expect(areCandidates(await queryOf(upload), (await fingerprintPhoto(source)).hashes)).toBe(true);
    expect(isSamePicture(await matchImageOfPhoto(upload), await matchImageOfPhoto(source))).toBe(true);
  });

  it('is looked up turned back once, by six hashes, when its uprights lean; by the two fixed guesses when level', async () => {
    const source = await stored(sharp(await renderScene({ kind: 'kitchen', seed: 4250, scale: 0.6 })));
    const level = await queryOf(source);
    // Whole and two centred crops, straight and mirrored (6), and two crops turned back 6 degrees either way (4).
    expect(level.hashes.length).toBeLessThanOrEqual(10);
    // The same six, and six crops turned back by the turn read (instead of the four).
    expect((await queryOf(await stored(sharp(await turnedAndCut(source, 5, 1))))).hashes.length).toBe(12);
  });

  it('is looked up by four more hashes when square, and by none more when not (the shifted squares cost the rest nothing)', async () => {
    const { height } = await sharp(original).metadata() as { width: number; height: number };
    // The same picture squeezed square: no bars are found in either, so only the shifted squares differ.
    const square = await sharp(original).resize(height, height, { fit: 'fill' }).webp({ quality: 60 }).toBuffer();
    const wide = await queryOf(original);
    // Whole and two centred crops, straight and mirrored (6), and two crops turned back either way (4).
    expect(wide.hashes.length).toBeLessThanOrEqual(10);
    expect((await queryOf(square)).hashes.length).toBe(wide.hashes.length + 4);
  });

  it('is confirmed with a band across its middle whose edges lie along the building\'s own lines', async () => {
    const source = await renderScene({ kind: 'commercial', seed: 4248, scale: 0.6 });
    const { width, height } = await sharp(source).metadata() as { width: number; height: number };
    const h = Math.round(height * 0.14);
    const y = Math.round((height - h) / 2);
    const band = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${y}" width="${width}" height="${h}" fill="#1a5fb4" fill-opacity="0.85"/><text x="${width / 2}" y="${y + h * 0.68}" font-family="sans-serif" font-weight="bold" font-size="${Math.round(h * 0.55)}" fill="#fff" text-anchor="middle">+232 77 654 321</text></svg>`);
    const banded = await stored(sharp(await sharp(source).composite([{ input: band }]).png().toBuffer()));
    // The outline rule alone refused it before bands across the picture were left out of it.
    expect(isSamePicture(await matchImageOfPhoto(banded), await matchImageOfPhoto(await stored(sharp(source))))).toBe(true);
  });

  it('is confirmed under a band at the bottom, a fifth of the height at the top, or a dark veil across the middle', async () => {
    // Each failed before a strip of rows misfitting from side to side was left out and the rest judged alone:
    // the bottom band by the outline rule (it ends at the picture's border), the other two by the colour fit
    // and the edge blocks (a fifth of the height plus the letters is more than the quarter the fit ignores).
    const bands: [Parameters<typeof renderScene>[0]['kind'], number, number, number, string, number][] = [
      ['bedroom', 4244, 1, 0.12, '#c0392b', 0.85], ['house', 4250, 0, 0.2, '#c0392b', 0.9], ['kitchen', 4254, 0.5, 0.2, '#000', 0.8],
    ];
    for (const [kind, seed, at, share, colour, opacity] of bands) {
      const source = await renderScene({ kind, seed, scale: 0.6 });
      const banded = await stored(sharp(await withBand(source, at, share, colour, opacity, 'CALL 076 123 456')));
      expect(isSamePicture(await matchImageOfPhoto(banded), await matchImageOfPhoto(await stored(sharp(source)))), kind).toBe(true);
    }
  }, 60_000);

  it('is confirmed when shrunk to a quarter and stored again, its alignment refined on the pixels', async () => {
    // A chat app's thumbnail blown back up by the server: the corners of so blurred a copy sit a little off, so
    // their alignment may be out by a per cent or two in scale and a pixel in place, along every edge at once.
    const { width, height } = await sharp(original).metadata() as { width: number; height: number };
    const thumbnail = await sharp(original).resize(Math.round(width / 4), Math.round(height / 4)).jpeg({ quality: 70 }).toBuffer();
    const upload = await matchImageOfPhoto(await stored(sharp(thumbnail)));
    expect(isSamePicture(upload, picture)).toBe(true);
    // Put the corners' alignment 1.5 % out in scale and a pixel across, as such a copy's corners can: the pixels
    // bring it back to the true one (the same size, within half a per cent and a pixel).
    const t = alignPictures(upload, picture)!;
    const off = { ...t, a: t.a * 1.015, b: t.b * 1.015, tx: t.tx + 1, ty: t.ty - 1 };
    const refined = refineAlignment(upload, picture, off)!;
    expect(Math.abs(Math.hypot(refined.a, refined.b) - 1)).toBeLessThan(0.005);
    expect(Math.hypot(refined.tx, refined.ty)).toBeLessThan(1);
    expect(colourFit(upload, picture, refined).misfitArea).toBeLessThanOrEqual(colourFit(upload, picture, off).misfitArea);
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

  it('cut to a square is not taken for the other room, however it is looked up', async () => {
    const [a, b] = await Promise.all([2971, 250021].map(async (seed) => stored(sharp(await renderScene({ kind: 'bedroom', seed, scale: 0.6 })))));
    const { width, height } = await sharp(b!).metadata() as { width: number; height: number };
    for (const left of [0, 0.125, 0.2]) {
      const square = await stored(sharp(b!).extract({ left: Math.round(width * left), top: 0, width: height, height }));
      const found = areCandidates(await queryOf(square), (await fingerprintPhoto(a!)).hashes);
      expect(found && isSamePicture(await matchImageOfPhoto(square), await matchImageOfPhoto(a!)), `${left}`).toBe(false);
    }
  });

  it('with a band across it is not the same picture, wherever the band lies', async () => {
    // Leaving the band's rows out leaves the rest of the other bedroom, which still fails.
    const [a, source] = await Promise.all([2971, 250021].map(async (seed) => renderScene({ kind: 'bedroom', seed, scale: 0.6 })));
    const other = await matchImageOfPhoto(await stored(sharp(a!)));
    for (const [at, share] of [[1, 0.14], [0.5, 0.2], [0, 0.22]] as const) {
      const banded = await stored(sharp(await withBand(source!, at, share, '#2c3e50', 0.9, '+232 30 987 654')));
      expect(isSamePicture(await matchImageOfPhoto(banded), other), `${at}`).toBe(false);
    }
  }, 60_000);

  it('in grey, whose floor and bedspread misfit across the bottom rows, is not excused as a band', async () => {
    // The other bedroom's floor and bedspread misfit from side to side over the bottom tenth; their outline runs
    // along the stored room's own edges (the bed, the skirting), as a recoloured object's does, so no band is sought.
    const [first, second] = await Promise.all([7300913, 7301777].map((seed) => renderStored({ scene: { kind: 'bedroom', seed }, edits: seed === 7301777 ? [{ op: 'greyscale' }] : [] })));
    expect(isSamePicture(await matchImageOfPhoto(second!), await matchImageOfPhoto(first!))).toBe(false);
  }, 60_000);

  it('turned and cut like a thief\'s copy is not taken for the other room, though both lean the same way', async () => {
    const kitchen = await stored(sharp(await renderScene({ kind: 'kitchen', seed: 4250, scale: 0.6 })));
    const other = await stored(sharp(await renderScene({ kind: 'kitchen', seed: 4254, scale: 0.6 })));
    const upload = await stored(sharp(await turnedAndCut(other, -4, 0.86)));
    expect(isSamePicture(await matchImageOfPhoto(upload), await matchImageOfPhoto(kitchen))).toBe(false);
  });

  it('shrunk to a third or a quarter and stored again is still not the same picture', async () => {
    // Refining the alignment on the pixels brings a look-alike bedroom's walls and bed into line too; its
    // bedspread, curtains and floor in other colours still misfit inside the stored room's own outlines.
    const [a, b] = await Promise.all([2971, 250021].map(async (seed) => stored(sharp(await renderScene({ kind: 'bedroom', seed, scale: 0.6 })))));
    const other = await matchImageOfPhoto(a!);
    const { width, height } = await sharp(b!).metadata() as { width: number; height: number };
    for (const factor of [3, 4]) {
      const small = await sharp(b!).resize(Math.round(width / factor), Math.round(height / factor)).jpeg({ quality: 75 }).toBuffer();
      const upload = await matchImageOfPhoto(await stored(sharp(small)));
      expect(isSamePicture(upload, other), `${factor}`).toBe(false);
      expect(isSamePicture(other, upload), `${factor} reversed`).toBe(false);
    }
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

  it('are cut when the status bar has flat rows above its text, and a flat sky fading into the picture is not', () => {
    const width = 60;
    const height = 100;
    const draw = (value: (x: number, y: number) => number) => {
      const rgb = new Uint8Array(width * height * 3);
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rgb.fill(value(x, y), (y * width + x) * 3, (y * width + x) * 3 + 3);
      return rgb;
    };
    const checker = (x: number, y: number) => (((x >> 2) + (y >> 2)) % 2) * 180 + 40;
    // Rows 0-1 flat, 2-3 the clock's text, then a black bar to row 20; the picture; a black bar from row 80.
    const shot = draw((x, y) => (y < 2 ? 0 : y < 4 ? ((x >> 1) % 2) * 200 : y >= 20 && y < 80 ? checker(x, y) : 0));
    const box = contentBox(shot, width, height);
    expect(box.top).toBeCloseTo(0.2, 1);
    expect(box.top + box.height).toBeCloseTo(0.8, 1);
    // A sky (a soft gradient) down to row 30, then a few edges (a mast, the walls) before the busy part: not a bar.
    const sky = draw((x, y) => (y < 30 ? 150 + y : y < 60 ? (x % 20 === 0 ? 0 : 180) : checker(x, y)));
    expect(contentBox(sky, width, height)).toEqual({ left: 0, top: 0, width: 1, height: 1 });
  });
});
