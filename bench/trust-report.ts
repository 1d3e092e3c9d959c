// The report of `npm run bench:trust` (issue 30, item 2), kept apart from the script so a test can check what it
// prints: per detector and half the items, true/false positives/negatives, precision and recall beside the goals,
// and the misses of the tuning half only. The held-out half is the measure of whether tuning generalised; a tuner
// who saw its misses would tune on it, so for it only counts are printed, never an id, a note or a text.
import type { PriceTooLowItem, TrustCorpus } from '../tests/trust-corpus/corpus.js';
import type { ListingText } from '../server/features/trust/text-similarity.js';
import type { PricedListing } from '../common/old-leones.js';

export const GOAL = { recall: 0.95, precision: 0.98 } as const;
type Half = 'tuning' | 'held-out';
const HALVES: Half[] = ['tuning', 'held-out'];

export interface TextDetectors {
  listingAsksAdvanceFee(listing: { title: string; description: string }): boolean;
  messageAsksAdvanceFee(content: string): boolean;
  duplicateOf(candidate: ListingText, original: ListingText): boolean;
  looksLikeOldLeones(listing: PricedListing): boolean;
  priceTooLow(item: PriceTooLowItem): boolean;
}

interface Scored { id: string; half: Half; label: 'positive' | 'negative'; note: string; flagged: boolean }

function scoreOf(rows: Scored[]) {
  const tp = rows.filter((r) => r.label === 'positive' && r.flagged).length;
  const fp = rows.filter((r) => r.label === 'negative' && r.flagged).length;
  const fn = rows.filter((r) => r.label === 'positive' && !r.flagged).length;
  const tn = rows.filter((r) => r.label === 'negative' && !r.flagged).length;
  // No flag at all: precision is undefined, not perfect.
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  return { items: rows.length, tp, fp, fn, tn, precision, recall };
}

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(1)} %`);
const meets = (v: number | null, goal: number) => (v !== null && v >= goal ? 'met' : 'missed');

function rowsOf(name: string, rows: Scored[]): string[] {
  return HALVES.map((half) => {
    const s = scoreOf(rows.filter((r) => r.half === half));
    const goal = half === 'held-out' ? `recall ${meets(s.recall, GOAL.recall)}, precision ${meets(s.precision, GOAL.precision)}` : '(tuning: no goal)';
    return `| ${name} | ${half} | ${s.items} | ${s.tp} | ${s.fp} | ${s.fn} | ${s.tn} | ${pct(s.precision)} | ${pct(s.recall)} | ${goal} |`;
  });
}

/** The report's lines: the table, then the tuning half's misses. */
export function trustReport(corpus: TrustCorpus, d: TextDetectors): string[] {
  const listings = corpus.advanceFee.map((item) => ({
    id: item.id, half: item.half, label: item.label, note: item.note, channel: item.channel,
    flagged: item.channel === 'listing' ? d.listingAsksAdvanceFee(item) : d.messageAsksAdvanceFee(item.text),
  }));
  const duplicate: Scored[] = corpus.duplicateListing.map((i) => ({ id: i.id, half: i.half, label: i.label, note: i.note, flagged: d.duplicateOf(i.candidate, i.original) }));
  const oldLeone: Scored[] = corpus.oldLeonePrice.map((i) => ({ id: i.id, half: i.half, label: i.label, note: i.note, flagged: d.looksLikeOldLeones(i.listing) }));
  const priceTooLow: Scored[] = corpus.priceTooLow.map((i) => ({ id: i.id, half: i.half, label: i.label, note: i.note, flagged: d.priceTooLow(i) }));
  const detectors: [string, Scored[]][] = [['advance_fee', listings], ['duplicate_listing', duplicate], ['old_leone_price', oldLeone], ['price_too_low', priceTooLow]];

  const lines = [
    `Trust corpus: ${listings.length + duplicate.length + oldLeone.length + priceTooLow.length} items. Goal on the held-out half: recall ≥ ${GOAL.recall * 100} %, precision ≥ ${GOAL.precision * 100} %.`,
    '',
    '| detector | half | items | TP | FP | FN | TN | precision | recall | goal |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rowsOf('advance_fee', listings),
    ...rowsOf('advance_fee, listings', listings.filter((r) => r.channel === 'listing')),
    ...rowsOf('advance_fee, messages', listings.filter((r) => r.channel === 'message')),
    ...rowsOf('duplicate_listing', duplicate),
    ...rowsOf('old_leone_price', oldLeone),
    ...rowsOf('price_too_low', priceTooLow),
    '',
    'Misses on the tuning half (the held-out half\'s are only counted above):',
  ];
  for (const [name, rows] of detectors) {
    const misses = rows.filter((r) => r.half === 'tuning' && r.flagged !== (r.label === 'positive'));
    lines.push('', `${name}: ${misses.length}`);
    for (const m of misses) lines.push(`  ${m.label === 'positive' ? 'missed' : 'false '}  ${m.id}  ${m.note}`);
  }
  return lines;
}
