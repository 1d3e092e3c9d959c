// A second reader for advance_fee: a naive Bayes model of the words of asks and of honest texts, trained on the
// tuning half of the labelled corpus (tests/trust-corpus; `npm run corpus:train` writes advance-fee-model.json, and
// a test checks that the file is what the tuning half trains, so no held-out text is in it). The rules in
// advance-fee.ts know what an ask is; they miss asks put in words they have not met. The model has met many ways of
// asking and of answering honestly, and weighs every word and pair of words a text uses, so it reads an ask in new
// words that rules would need a new pattern for. Measured on red-team rounds it had not seen, it found most of what
// the rules missed (bench/RESULTS.md, decision 0013). Its score is a log-odds: above zero reads more like an ask.

import model from './advance-fee-model.json';

export interface AdvanceFeeModel {
  about: string;
  /** log(asks / honest texts) in the training texts. */
  bias: number;
  /** Each word and pair of adjacent words seen in training, with its log-odds (asks against honest texts). */
  weights: Record<string, number>;
}

/**
 * The words and adjacent pairs of a normalised text (advance-fee.ts normalises it), each once. A number is one token
 * whatever its digits, so "send 150" and "send 200", "$50" and "$75" are one feature; no word is dropped ("no",
 * "before", "after" decide).
 */
export function modelFeatures(normalised: string): string[] {
  const words = normalised.split(' ').filter(Boolean).map((w) => w.replace(/\d+(?:\.\d+)?/g, '<n>'));
  const features = new Set<string>(words);
  for (let i = 1; i < words.length; i++) features.add(`${words[i - 1]} ${words[i]}`);
  return [...features];
}

const WEIGHTS = new Map(Object.entries((model as AdvanceFeeModel).weights));
const BIAS = (model as AdvanceFeeModel).bias;

/** How much a normalised text reads like an ask for money before a viewing: log-odds, words never seen count 0. */
export function advanceFeeScore(normalised: string): number {
  let score = BIAS;
  for (const feature of modelFeatures(normalised)) score += WEIGHTS.get(feature) ?? 0;
  return score;
}

/**
 * Naive Bayes over the features a text has (absent ones count nothing), with add-half smoothing: a feature seen in a
 * asks and b honest texts weighs log(((a + ½) / (asks + 1)) / ((b + ½) / (honest + 1))). A text counts its weight (1
 * unless given): the trainer gives a text and its edited copies one weight between them, so that copies teach the
 * words an edit brings without counting the text many times over (which would make a word seen in one text weigh as
 * if seen in many). Deterministic: the same texts give the same file, weights rounded to 1/1000.
 */
export function trainAdvanceFeeModel(texts: readonly { normalised: string; ask: boolean; weight?: number }[], about: string): AdvanceFeeModel {
  let asks = 0;
  let honest = 0;
  const seen = new Map<string, [number, number]>();
  for (const t of texts) {
    const weight = t.weight ?? 1;
    if (t.ask) asks += weight;
    else honest += weight;
    for (const feature of modelFeatures(t.normalised)) {
      const counts = seen.get(feature) ?? [0, 0];
      counts[t.ask ? 0 : 1] += weight;
      seen.set(feature, counts);
    }
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const weights: Record<string, number> = {};
  for (const feature of [...seen.keys()].sort()) {
    const [a, b] = seen.get(feature)!;
    weights[feature] = round(Math.log(((a + 0.5) / (asks + 1)) / ((b + 0.5) / (honest + 1))));
  }
  return { about, bias: round(Math.log(asks / honest)), weights };
}
