// The turn read from a picture's upright lines (photo-tilt.ts), which photo_reused's lookup turns an upload back by.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderScene } from '../../db/demo/images.js';
import { TILT, uprightTilt } from './photo-tilt.js';
import { applyEdit } from '../../../tests/trust-corpus/photo-pairs.js';

/** Turned clockwise by `degrees` and cut to the largest centred rectangle of the same shape without a corner. */
const turnedAndStraightened = (source: Buffer, degrees: number) => applyEdit(source, { op: 'rotate', degrees, fill: 'crop' });

/** Decoded small, as the lookup reads an upload (3 bytes a pixel). */
async function tiltOf(image: Buffer) {
  const { data, info } = await sharp(image).resize(256, 256, { fit: 'inside' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return uprightTilt(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height, info.channels);
}


let bedroom: Buffer;
let shopfront: Buffer;
beforeAll(async () => {
  bedroom = await renderScene({ kind: 'bedroom', seed: 5151, scale: 0.6 });
  shopfront = await renderScene({ kind: 'commercial', seed: 5152, scale: 0.6 });
}, 60_000);

describe('the turn of the upright lines', () => {
  it('is about nothing for a room taken level, read with confidence', async () => {
    const tilt = await tiltOf(bedroom);
    expect(Math.abs(tilt.degrees)).toBeLessThan(0.6);
    expect(tilt.share).toBeGreaterThanOrEqual(TILT.minShare);
  });

  it('follows a room turned clockwise or anticlockwise and straightened, within a degree and a half', async () => {
    for (const degrees of [5, -3, 7]) {
      const tilt = await tiltOf(await turnedAndStraightened(bedroom, degrees));
      expect(tilt.share).toBeGreaterThanOrEqual(TILT.minShare);
      expect(Math.abs(tilt.degrees - degrees)).toBeLessThan(1.5);
    }
  });

  it('reads a shop front turned 4 degrees and then cut on one side', async () => {
    const turned = await turnedAndStraightened(shopfront, -4);
    const { width, height } = await sharp(turned).metadata() as { width: number; height: number };
    const cut = await sharp(turned).extract({ left: Math.round(width * 0.15), top: 0, width: Math.round(width * 0.85), height }).png().toBuffer();
    expect((await tiltOf(cut)).degrees).toBeCloseTo(-4, 0);
  });

  it('is not trusted on a picture with few upright lines (a plot under a horizon, a flat colour)', async () => {
    // A stake leaning 5 degrees would fool a reader that trusted any near-upright edge; here it is a small part of
    // the picture's edges (the horizon, furrows far from upright), so the share stays low and the lookup falls
    // back to its fixed guesses.
    const plot = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="120" fill="#8cf"/>` +
      `<rect y="120" width="400" height="180" fill="#a8743c"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => `<line x1="${k * 45}" y1="300" x2="${k * 45 + 60}" y2="120" stroke="#6b4a22" stroke-width="3"/>`).join('')}` +
      `<line x1="170" y1="290" x2="176" y2="220" stroke="#3a2a12" stroke-width="2"/></svg>`);
    expect((await tiltOf(await sharp(plot).png().toBuffer())).share).toBeLessThan(TILT.minShare);
    const flat = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#6a8' } }).png().toBuffer();
    expect(await tiltOf(flat)).toEqual({ degrees: 0, share: 0 });
  });
});
