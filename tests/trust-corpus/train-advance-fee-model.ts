// Trains advance_fee's model (common/advance-fee-model.ts) on the tuning half of the corpus and the rules' written
// cases, and writes common/advance-fee-model.json: `npm run corpus:train` after the corpus, the cases or the
// normalisation change.
// advance-fee-model.test.ts checks that the file is what this trains, so it never holds a held-out text.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { textForModel } from '../../common/advance-fee.js';
import { trainAdvanceFeeModel, type AdvanceFeeModel } from '../../common/advance-fee-model.js';
import { writtenCases } from '../../common/advance-fee.cases.js';
import { loadTrustCorpus } from './corpus.js';
import { ASK_EDITS } from './ask-edits.js';

export const MODEL_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../common/advance-fee-model.json');

/**
 * The corpus's tuning half, each text as written and under each ordinary edit of a chat or an ad (ask-edits.ts: a
 * greeting before, no full stops, sentences reversed, capitals, "b4" …), and the rules' written cases
 * (common/advance-fee.cases.ts): never a held-out text. The edits teach the model that an ask is an ask however it
 * is dressed: "light bill … pay urs b4 u cam see d room" typed without its full stop runs the bill's honest words into
 * the ask's sentence, and a model that met the text only as written took the ask back (bench/RESULTS.md).
 */
export function trainOnTuningHalf(): AdvanceFeeModel {
  const tuning = loadTrustCorpus().advanceFee.filter((i) => i.half === 'tuning');
  const asWritten = (i: (typeof tuning)[number], edit: (text: string) => string = (t) => t) =>
    (i.channel === 'listing' ? `${i.title}. ${edit(i.description)}` : edit(i.text));
  const versions = [undefined, ...ASK_EDITS.map((e) => e.edit)];
  const texts = tuning.flatMap((i) => versions.map((edit) => ({
    normalised: textForModel(asWritten(i, edit)),
    ask: i.label === 'positive',
    weight: 1 / versions.length,
  })));
  const written = writtenCases().map((c) => ({ normalised: textForModel(c.text), ask: c.ask }));
  return trainAdvanceFeeModel([...texts, ...written], `Naive Bayes weights trained by tests/trust-corpus/train-advance-fee-model.ts on the ${tuning.length} texts of the tuning half of tests/trust-corpus/advance-fee.json, each as written and under the ${ASK_EDITS.length} ordinary edits of tests/trust-corpus/ask-edits.ts, and the ${written.length} written cases of common/advance-fee.cases.ts. Do not edit: retrain.`);
}

export const modelFileText = (model: AdvanceFeeModel) => `${JSON.stringify(model, null, 0).replace(/,"/g, ',\n"')}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = trainOnTuningHalf();
  writeFileSync(MODEL_FILE, modelFileText(model));
  console.log(`${MODEL_FILE}: ${Object.keys(model.weights).length} features`);
}
