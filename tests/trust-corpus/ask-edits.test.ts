import { describe, expect, it } from 'vitest';
import { listingAsksAdvanceFee, messageAsksAdvanceFee } from '../../bench/trust-detectors.js';
import { loadTrustCorpus, type AdvanceFeeItem } from './corpus.js';
import { ASK_EDITS } from './ask-edits.js';

const asks = (item: AdvanceFeeItem, edit: (text: string) => string = (t) => t) => (item.channel === 'listing'
  ? listingAsksAdvanceFee({ title: item.title, description: edit(item.description) })
  : messageAsksAdvanceFee(edit(item.text)));
// An edit that leaves a text as it was (no "house" to change, no Orange Money to shorten) leaves its outcome as it was:
// only the texts it changes are read again, a third fewer.
const changes = (item: AdvanceFeeItem, edit: (text: string) => string) => {
  const text = item.channel === 'listing' ? item.description : item.text;
  return edit(text) !== text;
};
// The tuning half only: the held-out half is measured, never looked at (README.md).
const tuning = loadTrustCorpus().advanceFee.filter((item) => item.half === 'tuning');
const found = tuning.filter((item) => item.label === 'positive' && asks(item));
const alone = tuning.filter((item) => item.label === 'negative' && !asks(item));

describe('advance_fee after the ordinary edits of a chat or an ad (tuning half)', () => {
  it('has asks and honest texts to edit', () => {
    expect(found.length).toBeGreaterThan(300);
    expect(alone.length).toBeGreaterThan(300);
  });
  it.each(ASK_EDITS.map((e) => [e.name, e] as const))('%s: every ask still found, no honest text flagged', (_name, { edit }) => {
    expect(found.filter((item) => changes(item, edit) && !asks(item, edit)).map((item) => item.id)).toEqual([]);
    expect(alone.filter((item) => changes(item, edit) && asks(item, edit)).map((item) => item.id)).toEqual([]);
  });
});
