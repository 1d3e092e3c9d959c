import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findAdvanceFeeAskByRules, findAdvanceFeeRequest, textForModel } from '../../common/advance-fee.js';
import { advanceFeeScore, modelFeatures } from '../../common/advance-fee-model.js';
import { MODEL_FILE, modelFileText, trainOnTuningHalf } from './train-advance-fee-model.js';

describe('advance_fee model file', () => {
  it('is what the tuning half of the corpus trains, so no held-out text is in it (retrain: npm run corpus:train)', () => {
    expect(readFileSync(MODEL_FILE, 'utf8')).toBe(modelFileText(trainOnTuningHalf()));
  });

  it('reads a number as one token and adjacent words as pairs', () => {
    expect(modelFeatures('send $50 now')).toEqual(['send', '$<n>', 'now', 'send $<n>', '$<n> now']);
  });
});

// Texts written for this test, not taken from the corpus.
describe('advance_fee: the rules and the model together', () => {
  it.each([
    'Hello sir, my oga says every client must settle the logistics with 150 before we start the movement to the site.',
    'Dear applicant, your file is ready. Kindly regularise the processing component to unlock the inspection calendar.',
    'Boss, e get one small thing wey you go settle before the movement. Na so we de do am for all clients.',
  ])('the model finds an ask the rules have no pattern for: %s', (text) => {
    expect(findAdvanceFeeAskByRules(text)).toBeNull();
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });

  it('quotes the sentence that reads most like the ask', () => {
    const text = 'Good morning, hope the family is well. Dear applicant, kindly regularise the processing component to unlock the inspection calendar. God bless.';
    expect(findAdvanceFeeRequest(text)?.quote).toBe('Dear applicant, kindly regularise the processing component to unlock the inspection calendar.');
    // Two sentences share their neighbours' window: the sentence alone decides.
    expect(findAdvanceFeeRequest('Dear applicant, your file is ready. Kindly regularise the processing component to unlock the inspection calendar.')?.quote)
      .toBe('Kindly regularise the processing component to unlock the inspection calendar.');
  });

  it('keeps an ask the rules find when honest words are padded around it', () => {
    const text = 'No viewing fee, no agent fee, rent after signing, commission paid by the landlord, we are honest people, no scam here. Send 100k transport before I come.';
    expect(advanceFeeScore(textForModel(text))).toBeLessThan(0);
    expect(findAdvanceFeeRequest(text)?.quote).toBe('Send 100k transport before I come.');
  });

  it.each([
    'Hello, the rent is NLe 4,000 a month, one year in advance, paid by Orange Money after we sign at the lawyer\'s office. Viewing is free.',
    'Please note our agency never asks for money before a viewing. Our commission is paid by the landlord.',
    'Can you lend me 500 for my daughter\'s school fees? I will pay back at month end.',
    'Booking for the short-let is through the app; pay at check-in, NLe 900 a night, keys at the door.',
  ])('flags no honest text: %s', (text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });
});
