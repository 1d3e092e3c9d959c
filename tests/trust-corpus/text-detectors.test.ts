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
 * The floors are the held-out figures as last measured, rounded down, or the goal where the measure meets it
 * (2026-12-02, on texts written in rounds without reading the detectors; bench/RESULTS.md keeps each round's figures
 * before and after its tuning). advance_fee, rules and the naive Bayes model together (the model trained on the tuning
 * half, each text also under the ordinary edits of ask-edits.ts, and the rules' written cases), with the tenth to
 * fifty-ninth rounds (af-991..4990): 1,170 of 1,247 asks found (93.8 %; the fortieth round, very short messages,
 * brought 7 held-out asks missed before any tuning and after it, the forty-sixth, short texts, 5, the fiftieth, new
 * pretexts, 5, the thirty-ninth, forty-seventh, forty-eighth and forty-ninth 1 each, the forty-second and forty-third 2
 * each, the fifty-fifth, fifty-sixth, fifty-eighth and fifty-ninth 1 each: the forty-ninth and fiftieth alone took the
 * recall from 94.1 % to 93.7 %, and the model retrained on their tuning half lost 2 asks of the earlier rounds'
 * held-out half, the retrain for the fifty-second 1 more, the retrain on the fifty-seventh's tuning half 5 more, which
 * took the recall from 93.9 % to 93.5 %); of 1,220 texts flagged, 50 honest (95.9 %; the eighteenth round's held-out
 * half brought 2 honest chats flagged before any tuning, the twenty-second and twenty-third 1 each, the twenty-fifth 4,
 * the twenty-sixth 2, the twenty-seventh 3, the twenty-ninth 4, the thirtieth 1, the thirty-second 4, the thirty-third
 * 3, the thirty-fourth, thirty-fifth and thirty-sixth 1 each, the thirty-seventh 2, the thirty-ninth 1 before its
 * tuning and 2 after it, the forty-third and forty-fourth 2 each, the forty-fifth and forty-seventh, the money of a
 * tenancy under way, 6 and 4, the forty-eighth, forty-ninth, fifty-second and fifty-third 1 each, the fifty-fourth 2,
 * which alone took the precision from 96.0 % to 95.9 %; the retrain for the forty-ninth and fiftieth cleared 1 of the
 * earlier, those for the fifty-second and fifty-third flagged 1 more each, and the changes for the fifty-sixth cleared
 * 1; the fifty-seventh brought 2 before its tuning and its retrain 2 more, the fifty-eighth 3 before its tuning, its
 * retrain and tuning clearing 2). duplicate_listing, with the tenth to ninety-fourth rounds of pairs (dup-441..3840)
 * after their tuning: 849 of 959 reposts found (88.5 %; the seventy-seventh to seventy-ninth rounds, short ads and
 * businesses' premises in unusual layouts, brought 12 held-out reposts missed before any tuning, the eighty-sixth and
 * eighty-seventh, rural trades and premises retold in other words, 7 each, the eighty-eighth 1, the eighty-ninth 2, the
 * ninetieth 1, the ninety-first, businesses' premises in other forms, 5, the ninety-second 3: the eighty-sixth to
 * eighty-eighth took the recall from 89.8 % to 89.0 %, the ninety-first and ninety-second to 88.5 % before their
 * tuning, the ninety-third and ninety-fourth, free hands in Krio, French and short posts with the price restated, 8
 * before their tuning, which took it to 88.3 %), 9 of 858 flags on honest pairs (99.0 %). A floor goes down only when
 * the corpus grows with items of new kinds (each round's held-out asks missed or honest texts flagged before any
 * tuning), never to let a change of a detector through; the figures that fell short of the goal are in the README and
 * the note.
 */
const HELD_OUT_FLOOR = {
  advance_fee: { recall: 0.93, precision: 0.95 },
  duplicate_listing: { recall: 0.88, precision: 0.98 },
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
