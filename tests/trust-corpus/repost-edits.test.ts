import { describe, expect, it } from 'vitest';
import { duplicateOf } from '../../bench/trust-detectors.js';
import { loadTrustCorpus } from './corpus.js';
import { REPOST_EDITS, repostEditOutcomes } from './repost-edits.js';

// Only the edits the detector is held to: `npm run bench:trust` prints the others (a third of this file's time).
const outcome = repostEditOutcomes(loadTrustCorpus().duplicateListing, duplicateOf, REPOST_EDITS.filter((e) => e.holds !== false));

describe('duplicate_listing after the ordinary edits of a repost (tuning half)', () => {
  it('has reposts and honest pairs to edit', () => {
    expect(outcome.found).toBeGreaterThan(150);
    expect(outcome.alone).toBeGreaterThan(150);
  });
  it.each(outcome.edits.filter((e) => e.holds === true).map((e) => [e.name, e] as const))('%s: every repost still found, no honest pair flagged', (_name, { lost, flagged }) => {
    expect(lost).toEqual([]);
    expect(flagged).toEqual([]);
  });
  it.each(outcome.edits.filter((e) => e.holds === 'reposts').map((e) => [e.name, e] as const))('%s: every repost still found', (_name, { lost }) => {
    expect(lost).toEqual([]);
  });
});
