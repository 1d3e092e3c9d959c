import { describe, expect, it } from 'vitest';
import { fromKrio, readsAsKrio } from './krio-words.js';

describe('duplicate_listing reads a Krio listing in English words (krio-words.ts)', () => {
  it('reads a text as Krio by several of its common words, in the standard orthography or typed by ear', () => {
    expect(readsAsKrio('Wan ful tawn lɔt fɔ sɛl na Fogbo. Di land dray ɛn i flat, tu said dɔn fɛns wit blɔk.')).toBe(true);
    expect(readsAsKrio('Tu bedrum en palor de fo rent na Kissy, wata insai di kompawnd.')).toBe(true);
  });

  it('leaves an English listing as written, though it has a word Krio shares ("en suite", "Don", "kin", "wit")', () => {
    const english = 'Master bedroom en suite, next of kin welcome. Call Don on 076 112 334, a landlord with wit and patience. Tiles and AC.';
    expect(readsAsKrio(english)).toBe(false);
  });

  it('puts the counts, sizes, rooms and land words in English, so the readers of counts and facts take them', () => {
    // The case is kept: a unit's letter is told by its capital ("Self contain A").
    expect(fromKrio('Self contain A de fɔ rɛnt na wi kɔmpawnd')).toBe('Self contain A de for rent na wi compound');
    expect(fromKrio('Wan ful tawn lɔt. Fifti fut bay wan ɔndrɛd fut.')).toBe('One full town lot. Fifty feet by one hundred feet.');
    expect(fromKrio('Fo bɛdrum os de fɔ rɛnt; tu bafrum, di oda tu bedrum de shia wan bafrum')).toBe('four bedroom house de for rent; two bathroom, the other two bedroom de share one bathroom');
    expect(fromKrio('Di stɔ na lɛk 15 mita bay 20 mita')).toBe('The store na lek 15 metres by 20 metres');
    expect(fromKrio('NLe 2,000 fɔ wan eka wan sizin, tati-tu tawzin fɔ di yia')).toBe('NLe 2,000 for one acre one season, thirty-two thousand for the year');
  });
});
