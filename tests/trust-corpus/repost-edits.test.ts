import { describe, expect, it } from 'vitest';
import { duplicateOf } from '../../bench/trust-detectors.js';
import { loadTrustCorpus } from './corpus.js';
import { REPOST_EDITS } from './repost-edits.js';

// The tuning half only: the held-out half is measured, never looked at (README.md).
const tuning = loadTrustCorpus().duplicateListing.filter((item) => item.half === 'tuning');
const found = tuning.filter((item) => item.label === 'positive' && duplicateOf(item.candidate, item.original));
const alone = tuning.filter((item) => item.label === 'negative' && !duplicateOf(item.candidate, item.original));

describe('duplicate_listing after the ordinary edits of a repost (tuning half)', () => {
  it('has reposts and honest pairs to edit', () => {
    expect(found.length).toBeGreaterThan(150);
    expect(alone.length).toBeGreaterThan(150);
  });
  it.each(REPOST_EDITS.filter((e) => e.holds).map((e) => [e.name, e] as const))('%s: every repost still found, no honest pair flagged', (_name, { edit }) => {
    expect(found.filter((item) => !duplicateOf(edit(item.candidate), item.original)).map((item) => item.id)).toEqual([]);
    expect(alone.filter((item) => duplicateOf(edit(item.candidate), item.original)).map((item) => item.id)).toEqual([]);
  });
});
