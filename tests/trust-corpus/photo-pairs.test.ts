// The photo pairs of the trust corpus (issue 30, item 2) and photo_reused measured on them (item 1). The pairs
// are rendered from their recipes once for the run and fed to the detector as the service feeds it.
import { beforeAll, describe, expect, it } from 'vitest';
import { halfByRule } from './corpus.js';
import { loadPhotoPairs, PHOTO_HALF_RULE, sceneKey, type Edit } from './photo-pairs.js';
import { detectPhotoPairs, photoReport, photoScore, type PhotoResult } from '../../bench/trust-photo-report.js';

const pairs = loadPhotoPairs();
const HALVES = ['tuning', 'held-out'] as const;

describe('the photo pairs', () => {
  it('hold at least 150 pairs with unique ids, positives and honest negatives in both halves', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(150);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length);
    for (const half of HALVES) {
      for (const label of ['positive', 'negative']) expect(pairs.filter((p) => p.half === half && p.label === label).length, `${half} ${label}`).toBeGreaterThanOrEqual(30);
    }
  });

  it('take their halves by the written rule, and every picture belongs to one half only', () => {
    expect(pairs.map((p) => p.half)).toEqual(halfByRule(pairs, PHOTO_HALF_RULE.stratum, PHOTO_HALF_RULE.group));
    const halfOf = new Map<string, string>();
    for (const p of pairs) {
      for (const scene of [p.first.scene, p.second.scene]) {
        expect(halfOf.get(sceneKey(scene)) ?? p.half, `${p.id} ${sceneKey(scene)}`).toBe(p.half);
        halfOf.set(sceneKey(scene), p.half);
      }
    }
  });

  it('reuse the first picture in every positive and never in a negative', () => {
    for (const p of pairs) expect(sceneKey(p.first.scene) === sceneKey(p.second.scene), p.id).toBe(p.label === 'positive');
  });

  it('cover every trick in the positives of both halves, and combinations of them', () => {
    const tricks = (edits: Edit[]) => edits.map((e) => (e.op === 'encode' ? `encode:${e.format}` : e.op === 'rotate' ? 'rotate' : e.op));
    for (const half of HALVES) {
      const positives = pairs.filter((p) => p.half === half && p.label === 'positive');
      const seen = new Set(positives.flatMap((p) => tricks(p.second.edits)));
      for (const op of ['mirror', 'crop', 'band', 'watermark', 'modulate', 'contrast', 'tint', 'greyscale', 'screenshot', 'rotate', 'resize', 'encode:jpeg', 'encode:png', 'encode:webp']) {
        expect(seen, `${half} ${op}`).toContain(op);
      }
      expect(positives.filter((p) => p.second.edits.length >= 3).length, `${half} combinations`).toBeGreaterThanOrEqual(3);
    }
    // Crops reach a quarter of the picture, off-centre too.
    const crops = pairs.flatMap((p) => p.second.edits).filter((e) => e.op === 'crop');
    expect(crops.some((c) => c.width * c.height <= 0.75 && c.left > 0 && c.left + c.width < 1)).toBe(true);
  });
});

describe('photo_reused on the photo pairs', () => {
  let results: PhotoResult[];
  beforeAll(async () => { results = await detectPhotoPairs(pairs); }, 600_000);
  const score = (half: string) => photoScore(results.filter((r) => r.pair.half === half));

  // What the detector achieves now, rounded down (decision 0013: corners aligned, one colour map; tuning 100 %,
  // held-out 95 % of reuses, no false flag on either half), so it does not slip back. The goal
  // (recall ≥ 95 %, precision ≥ 98 % on the held-out half) is met, recall with nothing to spare;
  // `npm run bench:trust` prints the figures.
  it('keeps finding the reuses it finds today without flagging look-alikes, on both halves', () => {
    expect(score('tuning').recall).toBeGreaterThanOrEqual(1);
    expect(score('tuning').precision).toBeGreaterThanOrEqual(0.98);
    expect(score('held-out').recall).toBeGreaterThanOrEqual(0.95);
    expect(score('held-out').precision).toBeGreaterThanOrEqual(0.98);
  });

  it('reports the held-out half by counts only, never a pair (between them, the two reports miss every pair once)', () => {
    const flagEverything = results.map((r) => ({ ...r, flagged: true }));
    const flagNothing = results.map((r) => ({ ...r, flagged: false }));
    const printed = [...photoReport(flagEverything), ...photoReport(flagNothing)].join('\n');
    for (const p of pairs) {
      if (p.half === 'held-out') {
        expect(printed, p.id).not.toContain(p.id);
      } else {
        expect(printed, p.id).toContain(`${p.id}  ${p.note}`);
      }
    }
  });
});
