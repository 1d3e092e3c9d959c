// advance_fee and duplicate_listing measured on both halves of the trust corpus (issue 30, item 1), as
// `npm run bench:trust` measures them. The tuning half must meet the goal. The held-out half is never tuned on:
// where it does not meet the goal, the floor below is the figure it reached when the detectors were last tuned,
// so a change that makes them worse fails; raise a floor only by measuring, never by tuning on held-out items.
import { describe, expect, it } from 'vitest';
import { GOAL } from '../../bench/trust-report.js';
import { duplicateOf, listingAsksAdvanceFee, messageAsksAdvanceFee } from '../../bench/trust-detectors.js';
import { loadTrustCorpus } from './corpus.js';

type Half = 'tuning' | 'held-out';
interface Scored { half: Half; positive: boolean; flagged: boolean }

const corpus = loadTrustCorpus();
const advanceFee: Scored[] = corpus.advanceFee.map((i) => ({
  half: i.half,
  positive: i.label === 'positive',
  flagged: i.channel === 'listing' ? listingAsksAdvanceFee(i) : messageAsksAdvanceFee(i.text),
}));
const duplicate: Scored[] = corpus.duplicateListing.map((i) => ({ half: i.half, positive: i.label === 'positive', flagged: duplicateOf(i.candidate, i.original) }));

function figures(rows: Scored[], half: Half) {
  const own = rows.filter((r) => r.half === half);
  const tp = own.filter((r) => r.positive && r.flagged).length;
  const flagged = own.filter((r) => r.flagged).length;
  const positives = own.filter((r) => r.positive).length;
  return { precision: flagged === 0 ? 0 : tp / flagged, recall: positives === 0 ? 0 : tp / positives };
}

/**
 * Held-out figures measured once on the grown corpus (2026-11-28, corpus of 3c5888c: a second round of 80 messages
 * and 20 honest duplicate pairs written without reading the detectors; the held-out half was never read, only
 * counted), after advance_fee was reworked on the tuning half and written cases (57bb372) and duplicate_listing
 * learned to tell two units of one template by the facts they state, rounded down: advance_fee 113 of 122 asks
 * found with 5 honest texts flagged (recall 92.6 %, precision 95.8 %; listings meet the goal, messages do not);
 * duplicate_listing 35 of 35 with 2 (100 %, 94.6 %). The goal is recall 95 %, precision 98 %.
 * advance_fee measured again on 2026-11-29 after a third round of written chat cases (tuner-msg): 113 of 122 with 4
 * honest texts flagged (recall 92.6 %, precision 96.6 %; messages 95.4 % precision, recall unchanged at 88.6 %).
 * advance_fee measured on 2026-11-29 on the corpus grown by af-491..af-570 (597e6eb), once before and once after a
 * fourth round of written chat cases (tuner-msg2): 132 -> 133 of 142 asks found, 5 honest texts flagged (recall
 * 93.0 -> 93.7 %, precision 96.4 %; messages 90.0 -> 91.1 % recall, 95.3 % precision; listings 98.1/98.1 %).
 * advance_fee measured on 2026-11-29 on the corpus grown by af-571..af-650 (430b8d1), once before and once after a
 * fifth round of written chat cases and look-alike letters (tuner-af): 148 -> 149 of 162 asks found, 5 honest texts
 * flagged (recall 91.4 -> 92.0 %, precision 96.7 -> 96.8 %; messages 88.2 -> 89.1 % recall, 96.0 -> 96.1 %
 * precision; listings 98.1/98.1 %). Both are below the recall floor of 0.93, which is left as it is (never lowered
 * to fit a measure): on this corpus the floor fails until advance_fee finds 151 of the 162 held-out asks.
 * duplicate_listing measured on 2026-11-29 on the corpus grown by dup-161..200 (b8becc1), once before and once after
 * it learned to read the phone, Krio and more facts (tuner-dup2): 39 -> 41 of 42 reposts found, 2 honest pairs
 * flagged (recall 92.9 -> 97.6 %, precision 95.1 -> 95.3 %). The recall floor goes down from 1 to 0.97 because the
 * held-out half grew with reposts of new kinds, not because the detector got worse; the precision floor goes up.
 * duplicate_listing measured on 2026-11-29 on the corpus grown by dup-201..240 (8381358), once before and once after
 * it learned to compare a repost half put into Krio by its content words, more facts (upstairs/downstairs, studio,
 * furnished, finished or a shell, plots) and unit numbers by kind (tuner-dup): 47 -> 48 of 49 reposts found, 2 -> 1
 * honest pairs flagged (recall 95.9 -> 98.0 %, precision 95.9 -> 98.0 %; each 48 of 49, 97.96 %, just under the
 * 98 % goal). The precision floor goes up to 0.97 (rounded down); the recall floor stays at 0.97.
 * duplicate_listing measured on 2026-11-29 04:57 UTC on the corpus grown by dup-241..280 (cf953f2), once before and
 * once after it learned counts and unit numbers in words, the part of a place (side, room grade, beds, own or shared
 * toilet, view, a container's length) as facts, a phone lister's words, a repost cut to a few short sentences, and
 * address keys without a number or without a flat number (tuner-dup2): 52 of 56 reposts found before and after,
 * 1 -> 0 honest pairs flagged (recall 92.9 %, precision 98.1 -> 100 %). The precision floor goes up to 1 (measured,
 * 52 of 52). The recall floor stays at 0.97 and FAILS: the held-out half's new reposts of the fifth round (3 of its
 * 7 missed) are below it, before and after; it is not lowered (a floor is never lowered to pass) and the held-out
 * pairs are not read to tune on (issue 30: the next tuning round, on new tuning pairs, has to find those classes).
 */
const HELD_OUT_FLOOR = {
  advance_fee: { recall: 0.93, precision: 0.96 },
  duplicate_listing: { recall: 0.97, precision: 1 },
};

describe.each([['advance_fee', advanceFee], ['duplicate_listing', duplicate]] as const)('%s on the trust corpus', (name, rows) => {
  it('meets the goal on the tuning half', () => {
    const { precision, recall } = figures(rows, 'tuning');
    expect(recall).toBeGreaterThanOrEqual(GOAL.recall);
    expect(precision).toBeGreaterThanOrEqual(GOAL.precision);
  });

  it('reaches its floor on the held-out half', () => {
    const { precision, recall } = figures(rows, 'held-out');
    expect(recall).toBeGreaterThanOrEqual(HELD_OUT_FLOOR[name].recall);
    expect(precision).toBeGreaterThanOrEqual(HELD_OUT_FLOOR[name].precision);
  });
});
