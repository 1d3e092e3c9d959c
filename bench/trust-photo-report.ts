// The photo_reused part of `npm run bench:trust` (issue 30, item 2): runs the detector over every pair of the
// photo corpus as the service would (bench/trust-photo.ts) and prints precision and recall per half beside the
// goal, and the misses of the tuning half only. The held-out half is counted, never listed, so nobody tunes on it.
import { mapWithLimit } from '../server/db/demo/photos.js';
import type { PhotoPair } from '../tests/trust-corpus/photo-pairs.js';
import { renderStored } from '../tests/trust-corpus/photo-pairs.js';
import { photoReusedOf } from './trust-photo.js';

export const PHOTO_GOAL = { recall: 0.95, precision: 0.98 } as const;
const HALVES = ['tuning', 'held-out'] as const;

export interface PhotoResult { pair: PhotoPair; flagged: boolean }

/** Renders both pictures of every pair and runs the detector; two at a time (the work is CPU-bound). */
export async function detectPhotoPairs(pairs: readonly PhotoPair[], detect = photoReusedOf): Promise<PhotoResult[]> {
  return mapWithLimit(pairs, 2, async (pair) => {
    const [first, second] = await Promise.all([renderStored(pair.first), renderStored(pair.second)]);
    return { pair, flagged: await detect(first, second) };
  });
}

export function photoScore(results: readonly PhotoResult[]) {
  const count = (label: string, flagged: boolean) => results.filter((r) => r.pair.label === label && r.flagged === flagged).length;
  const [tp, fp, fn, tn] = [count('positive', true), count('negative', true), count('positive', false), count('negative', false)];
  return { items: results.length, tp, fp, fn, tn, precision: tp + fp === 0 ? null : tp / (tp + fp), recall: tp + fn === 0 ? null : tp / (tp + fn) };
}

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)} %`);
const meets = (v: number | null, goal: number) => (v !== null && v >= goal ? 'met' : 'missed');

/** The report's lines: a table in the text detectors' format, then the tuning half's misses. */
export function photoReport(results: readonly PhotoResult[]): string[] {
  const lines = [
    `Photo pairs: ${results.length}. Goal on the held-out half: recall ≥ ${PHOTO_GOAL.recall * 100} %, precision ≥ ${PHOTO_GOAL.precision * 100} %.`,
    '',
    '| detector | half | items | TP | FP | FN | TN | precision | recall | goal |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const half of HALVES) {
    const s = photoScore(results.filter((r) => r.pair.half === half));
    const goal = half === 'held-out' ? `recall ${meets(s.recall, PHOTO_GOAL.recall)}, precision ${meets(s.precision, PHOTO_GOAL.precision)}` : '(tuning: no goal)';
    lines.push(`| photo_reused | ${half} | ${s.items} | ${s.tp} | ${s.fp} | ${s.fn} | ${s.tn} | ${pct(s.precision)} | ${pct(s.recall)} | ${goal} |`);
  }
  const misses = results.filter((r) => r.pair.half === 'tuning' && r.flagged !== (r.pair.label === 'positive'));
  lines.push('', `Misses on the tuning half (the held-out half's are only counted above): ${misses.length}`);
  for (const m of misses) lines.push(`  ${m.pair.label === 'positive' ? 'missed' : 'false '}  ${m.pair.id}  ${m.pair.note}`);
  return lines;
}
