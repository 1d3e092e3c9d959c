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

export const MODEL_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../common/advance-fee-model.json');

/** The corpus's tuning half and the rules' written cases (common/advance-fee.cases.ts): never a held-out text. */
export function trainOnTuningHalf(): AdvanceFeeModel {
  const tuning = loadTrustCorpus().advanceFee.filter((i) => i.half === 'tuning').map((i) => ({
    normalised: textForModel(i.channel === 'listing' ? `${i.title}. ${i.description}` : i.text),
    ask: i.label === 'positive',
  }));
  const written = writtenCases().map((c) => ({ normalised: textForModel(c.text), ask: c.ask }));
  return trainAdvanceFeeModel([...tuning, ...written], `Naive Bayes weights trained by tests/trust-corpus/train-advance-fee-model.ts on the ${tuning.length} texts of the tuning half of tests/trust-corpus/advance-fee.json and the ${written.length} written cases of common/advance-fee.cases.ts. Do not edit: retrain.`);
}

export const modelFileText = (model: AdvanceFeeModel) => `${JSON.stringify(model, null, 0).replace(/,"/g, ',\n"')}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const model = trainOnTuningHalf();
  writeFileSync(MODEL_FILE, modelFileText(model));
  console.log(`${MODEL_FILE}: ${Object.keys(model.weights).length} features`);
}
