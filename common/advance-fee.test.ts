import { describe, expect, it } from 'vitest';
// The rules alone: the model that reads beside them (advance-fee-model.ts) is tested in tests/trust-corpus.
import { findAdvanceFeeAskByRules as findAdvanceFeeRequest } from './advance-fee.js';
// The texts, with what explains them, are in advance-fee.cases.ts (the model trains on them too).
import {
  ASKING,
  HONEST,
  KINDS,
  EXCEPTIONS,
  ASKS_BY_IDEA,
  HONEST_BY_IDEA,
  CYRILLIC_E,
  LOOKALIKE_ASKS,
  LOOKALIKE_HONEST,
  ASKS_FIFTH_ROUND,
  HONEST_FIFTH_ROUND,
  ASKS_SIXTH_ROUND,
  HONEST_SIXTH_ROUND,
  ASKS_SEVENTH_ROUND,
  HONEST_SEVENTH_ROUND,
  ASKS_ORDERED_TO_A_NUMBER,
  HONEST_NOT_SENT_OR_REPORTED,
  ASKS_AFTER_IN_ANOTHER_CLAUSE,
  HONEST_PAID_AFTER_IN_ITS_CLAUSE,
  ASKS_WORDS_OF_THE_LISTS,
  HONEST_WORDS_OF_THE_LISTS,
  EIGHTH_ROUND,
  ASKS_BARE_SUM_IN_PERSON,
  HONEST_BARE_SUM_IN_PERSON,
  ASKS_DISGUISED_WORDS,
  HONEST_DISGUISED_WORDS,
  ASKS_HELD_UNSEEN_HELP_THREATS,
  HONEST_HELD_UNSEEN_HELP_THREATS,
  ASKS_OWNER_ABROAD_KRIO_QUOTED,
  HONEST_OWNER_ABROAD_KRIO_QUOTED,
  ASKS_BOUGHT_ACCESS_BETTING_BEFOREHAND,
  HONEST_BOUGHT_ACCESS_BETTING_BEFOREHAND,
  ASKS_BET_AND_BARE_ORDER,
  HONEST_BET_AND_BARE_ORDER,
  ASKS_BARE_SUM_ARRIVES,
  HONEST_BARE_SUM_ARRIVES,
  ASKS_DEVICE_DATA,
  HONEST_DEVICE_DATA,
  ASKS_CONTRIBUTE_LAND_WALK,
  HONEST_CONTRIBUTE_LAND_WALK,
  ASKS_VIEWER_SENT_PLACEHOLDER,
  HONEST_VIEWER_SENT_PLACEHOLDER,
  ASKS_SENT_BEFORE_THE_VISIT,
  HONEST_SENT_AFTER_THE_VISIT,
  ASKS_OTHERS_PRACTICE_OFFER_REFUSED,
  HONEST_OTHERS_PRACTICE_OFFER_REFUSED,
  ASKS_NOBODY_NEEDS_SEE_FIRST,
  HONEST_NOBODY_NEEDS_SEE_FIRST,
  ASKS_BOUGHT_THROUGH_VACANT,
  HONEST_BOUGHT_THROUGH_VACANT,
  ASKS_ROUND_33,
  HONEST_ROUND_33,
  ASKS_ROUND_36,
  HONEST_ROUND_36,
  ASKS_ROUND_38,
  HONEST_ROUND_38,
  ASKS_ROUND_40,
  HONEST_ROUND_40,
  ASKS_ROUND_42,
  HONEST_ROUND_42,
  ASKS_ROUND_42_APPENDED,
  HONEST_ROUND_42_APPENDED,
  ASKS_ROUND_43,
  HONEST_ROUND_43,
  ASKS_ROUND_44,
  HONEST_ROUND_44,
  ASKS_ROUND_45,
  HONEST_ROUND_45,
  ASKS_ROUND_50,
  HONEST_ROUND_50,
  ASKS_ROUND_51,
  HONEST_ROUND_51,
  ASKS_ROUND_52,
  HONEST_ROUND_52,
  ASKS_ROUND_53,
  HONEST_ROUND_53,
  ASKS_ROUND_54,
  HONEST_ROUND_54,
  ASKS_ROUND_55,
  HONEST_ROUND_55,
  ASKS_ROUND_56,
  HONEST_ROUND_56,
  ASKS_ROUND_57,
  HONEST_ROUND_57,
  ASKS_ROUND_58,
  HONEST_ROUND_58,
  ASKS_BESIDE_ANOTHERS_PAY,
} from './advance-fee.cases.js';

/** A group of texts by idea: each ask found, each honest text left alone. */
function asksAndHonest(title: string, asks: readonly string[], honest: readonly string[]): void {
  describe(title, () => {
    it.each(asks)('asks: %s', (text) => {
      expect(findAdvanceFeeRequest(text)).not.toBeNull();
    });
    it.each(honest)('honest: %s', (text) => {
      expect(findAdvanceFeeRequest(text)).toBeNull();
    });
  });
}

describe('advance-fee requests', () => {
  it.each(ASKING)('finds: %s', (text) => {
    expect(findAdvanceFeeRequest(`Lovely two-bedroom flat with a borehole. ${text} Call now.`)).not.toBeNull();
  });

  it.each(HONEST)('leaves alone: %s', (text) => {
    expect(findAdvanceFeeRequest(`Lovely two-bedroom flat with a borehole. ${text} Call now.`)).toBeNull();
  });

  it('quotes the sentence that asks, for the admin', () => {
    const found = findAdvanceFeeRequest('Nice house in Bo. Viewing fee Le 100 on Orange Money. Water all year.');
    expect(found?.quote).toBe('Viewing fee Le 100 on Orange Money.');
  });
});

describe('advance_fee by what the ask is', () => {
  it.each(KINDS)('finds %s', (_kind, text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });

  it.each(EXCEPTIONS)('leaves alone %s', (_kind, text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });

  // How long it takes is measured by `npm run bench:trust` (a benchmark, not a timed test).
  it('reads a long honest text without a flag', () => {
    const long = 'Spacious flat with a borehole, tiles and a prepaid meter, near the market and the school. '.repeat(400);
    expect(findAdvanceFeeRequest(long)).toBeNull();
  });
});

describe.each(Object.entries(ASKS_BY_IDEA))('advance_fee finds asks: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });
});

describe.each(Object.entries(HONEST_BY_IDEA))('advance_fee leaves honest texts alone: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });
});

describe('advance_fee reads look-alike letters and invisible characters as a reader does', () => {
  it.each(LOOKALIKE_ASKS)('finds %s', (_kind, text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });

  it.each(LOOKALIKE_HONEST)('leaves alone %s', (_kind, text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });

  it('quotes the sentence as it was written, look-alikes and all', () => {
    const text = `Nice flat in Wilberforce. Viewing f${CYRILLIC_E}${CYRILLIC_E} Le 100 on Orange Money. Water all year.`;
    expect(findAdvanceFeeRequest(text)?.quote).toBe(`Viewing f${CYRILLIC_E}${CYRILLIC_E} Le 100 on Orange Money.`);
  });
});

describe.each(Object.entries(ASKS_FIFTH_ROUND))('advance_fee finds asks, fifth round: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });
});

describe.each(Object.entries(HONEST_FIFTH_ROUND))('advance_fee leaves honest texts alone, fifth round: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });
});

describe.each(Object.entries(ASKS_SIXTH_ROUND))('advance_fee finds asks, sixth round: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });
});

describe.each(Object.entries(HONEST_SIXTH_ROUND))('advance_fee leaves honest texts alone, sixth round: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });
});

describe.each(Object.entries(ASKS_SEVENTH_ROUND))('advance_fee finds asks, seventh round: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });
});

describe.each(Object.entries(HONEST_SEVENTH_ROUND))('advance_fee leaves honest texts alone, seventh round: %s', (_idea, texts) => {
  it.each(texts)('%s', (text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });
});

asksAndHonest('advance_fee: a chat that sends no money or reports an ask', ASKS_ORDERED_TO_A_NUMBER, HONEST_NOT_SENT_OR_REPORTED);

asksAndHonest(
  'advance_fee: "after the viewing" in a clause that names no payment',
  ASKS_AFTER_IN_ANOTHER_CLAUSE,
  HONEST_PAID_AFTER_IN_ITS_CLAUSE,
);

asksAndHonest(
  'advance_fee: Krio spellings, shorthand, money names and channels from the lists',
  ASKS_WORDS_OF_THE_LISTS,
  HONEST_WORDS_OF_THE_LISTS,
);

describe.each(Object.entries(EIGHTH_ROUND))('advance_fee, eighth round: %s', (_rule, { asks, honest }) => {
  it.each(asks)('asks: %s', (text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });
  it.each(honest)('honest: %s', (text) => {
    expect(findAdvanceFeeRequest(text)).toBeNull();
  });
});

asksAndHonest('advance_fee: a bare sum handed over in person', ASKS_BARE_SUM_IN_PERSON, HONEST_BARE_SUM_IN_PERSON);

asksAndHonest(
  'advance_fee: words disguised to slip past the check, and asks put as policy or euphemism',
  ASKS_DISGUISED_WORDS,
  HONEST_DISGUISED_WORDS,
);

asksAndHonest(
  'advance_fee: the home held or paid for unseen, help asked as money, and threats on the money arriving',
  ASKS_HELD_UNSEEN_HELP_THREATS,
  HONEST_HELD_UNSEEN_HELP_THREATS,
);

asksAndHonest(
  'advance_fee: an owner abroad in the region, a home held unseen in Krio, quoted texts and denials in Krio',
  ASKS_OWNER_ABROAD_KRIO_QUOTED,
  HONEST_OWNER_ABROAD_KRIO_QUOTED,
);

asksAndHonest(
  'advance_fee: access only for holders of a paid receipt, a betting wallet as the till, a fee paid beforehand',
  ASKS_BOUGHT_ACCESS_BETTING_BEFOREHAND,
  HONEST_BOUGHT_ACCESS_BETTING_BEFOREHAND,
);

asksAndHonest(
  'advance_fee: a wager staked before the viewing, and "send and I show you" after a sum named earlier',
  ASKS_BET_AND_BARE_ORDER,
  HONEST_BET_AND_BARE_ORDER,
);

asksAndHonest('advance_fee: a bare sum that "reaches", then the caretaker told or waiting', ASKS_BARE_SUM_ARRIVES, HONEST_BARE_SUM_ARRIVES);

asksAndHonest('advance_fee: data bought for the lister\'s device (a router that opens the gate)', ASKS_DEVICE_DATA, HONEST_DEVICE_DATA);
asksAndHonest('advance_fee: money "contributed", and the land walk named as a noun (round 20)', ASKS_CONTRIBUTE_LAND_WALK, HONEST_CONTRIBUTE_LAND_WALK);
asksAndHonest('advance_fee: money asked of each viewer, a sum "sent" before the access, a chat\'s deleted-message lines (round 21)', ASKS_VIEWER_SENT_PLACEHOLDER, HONEST_VIEWER_SENT_PLACEHOLDER);
asksAndHonest('advance_fee: a visit, the noun, is an access: money sent before it asks, after it does not (round 22)', ASKS_SENT_BEFORE_THE_VISIT, HONEST_SENT_AFTER_THE_VISIT);
asksAndHonest('advance_fee: what other agents do, told as their practice, the hunter\'s offer turned down, a state body\'s "commission" (round 23)', ASKS_OTHERS_PRACTICE_OFFER_REFUSED, HONEST_OTHERS_PRACTICE_OFFER_REFUSED);
asksAndHonest('advance_fee: nobody needs money to view, a friend said she paid, the viewing put first before the home\'s money (round 27)', ASKS_NOBODY_NEEDS_SEE_FIRST, HONEST_NOBODY_NEEDS_SEE_FIRST);
asksAndHonest('advance_fee: a pass bought through a channel before the visit, the home "is free" as vacant, a caller disowned, Krio "notin fo pay", "quiet and secure", money before the appointment (rounds 29 and 32)', ASKS_BOUGHT_THROUGH_VACANT, HONEST_BOUGHT_THROUGH_VACANT);
asksAndHonest('advance_fee: the home\'s terms beside directions to view, "see first, pay later", a story of someone else\'s payment, a fee label in a text that denies it (round 33)', ASKS_ROUND_33, HONEST_ROUND_33);
asksAndHonest('advance_fee: a fee done away with, the let\'s paperwork given as terms (round 36)', ASKS_ROUND_36, HONEST_ROUND_36);
asksAndHonest('advance_fee: a message that is all quote is the sender\'s own words; a reply under a quoted ask answers it (round 38)', ASKS_ROUND_38, HONEST_ROUND_38);
asksAndHonest('advance_fee: short asks (a sum on QM or afri, a number in twos, "no 300 no key", emoji chains), Krio warnings (rounds 39 and 40)', ASKS_ROUND_40, HONEST_ROUND_40);
asksAndHonest('advance_fee: a tour once a sum is received; a stranger\'s pasted chat lines (rounds 41 and 42)', ASKS_ROUND_42, HONEST_ROUND_42);
asksAndHonest('advance_fee: money asked of whoever comes to view; counted hunters; a fee asked about without its "?" (round 42)', ASKS_ROUND_42_APPENDED, HONEST_ROUND_42_APPENDED);
asksAndHonest('advance_fee: a transfer service as the verb; keys promised for the arrival against a sum sent now; paid when you reach (round 43)', ASKS_ROUND_43, HONEST_ROUND_43);
asksAndHonest('advance_fee: an ask relayed and ordered on; a sentence typed without full stops; a reported sum; a land sale\'s terms (round 44)', ASKS_ROUND_44, HONEST_ROUND_44);
asksAndHonest('advance_fee: "200 or no viewing", numbered steps, a trip after a sum; a tenant\'s rent falling due, a receipt promised, "not you", "see it first, then" (rounds 45 and 46)', ASKS_ROUND_45, HONEST_ROUND_45);
asksAndHonest('advance_fee: a place on the viewing list or a slot bought, a code sent once a bare sum reaches the line, access kept for registered bidders or a draw\'s winners, "Transfer" opening a sentence, "many people asking" (rounds 49 and 50)', ASKS_ROUND_50, HONEST_ROUND_50);
asksAndHonest('advance_fee: the one who opens refusing until paid, a viewing that "needs" a sum upfront, access after a sum sent by a channel (round 51)', ASKS_ROUND_51, HONEST_ROUND_51);
asksAndHonest('advance_fee: text-speak\'s "4" after a sum, Krio\'s "mek" before videos held back, the caretaker who opens once paid; money "after" a viewing offered just before (round 52)', ASKS_ROUND_52, HONEST_ROUND_52);
asksAndHonest('advance_fee: a bill "cleared" on the asker\'s number, Krio\'s "fo" before a verb, a sum before the network without "on" (round 53)', ASKS_ROUND_53, HONEST_ROUND_53);
asksAndHonest('advance_fee: Krio\'s "him" before a cost, beacons or a survey plan shown once a fee is paid; paid by the house, the estate or the family (round 54)', ASKS_ROUND_54, HONEST_ROUND_54);
describe('advance_fee: another\'s pay denied beside an order of a sum by a channel (review)', () => {
  it.each(ASKS_BESIDE_ANOTHERS_PAY)('asks: %s', (text) => {
    expect(findAdvanceFeeRequest(text)).not.toBeNull();
  });
});
asksAndHonest('advance_fee: Chipper Cash as the verb, the one who opens refusing "if nobody pays", "send me it first" (round 55)', ASKS_ROUND_55, HONEST_ROUND_55);
asksAndHonest('advance_fee: a worker\'s "day\'s pay" is his wages; Krio "no need fo send anytin" denies; paid by the compound (round 56)', ASKS_ROUND_56, HONEST_ROUND_56);
asksAndHonest('advance_fee: a bare sum "first" beside the network named before a number; arrears taken from the old tenant\'s deposit; Krio "after dat", "fɔ come"; "no deposit or commitment" (round 57)', ASKS_ROUND_57, HONEST_ROUND_57);
asksAndHonest('advance_fee: Krio "no need buy" denies, not an order beside it (round 58)', ASKS_ROUND_58, HONEST_ROUND_58);
