import { describe, expect, it } from 'vitest';
import { readDisguisedWords, wordsInPatterns } from './disguised-words.js';

const WORDS = wordsInPatterns([String.raw`\b(?:pay|send|viewing|fee|orange|money|inspection|first|before|the|om)\b`]);

describe('readDisguisedWords', () => {
  it('reads digits and symbols standing for letters back to the known word', () => {
    expect(readDisguisedWords('p@y the v1ewing f33 on 0range m0ney', WORDS)).toBe('pay the viewing fee on orange money');
    expect(readDisguisedWords('P@Y F1RST', WORDS)).toBe('pay first');
    expect(readDisguisedWords('send on 0M', WORDS)).toBe('send on om');
  });

  it('joins letters spaced or dotted apart and cuts them into known words', () => {
    expect(readDisguisedWords('send the v i e w i n g f e e', WORDS)).toBe('send the viewing fee');
    expect(readDisguisedWords('p.a.y first', WORDS)).toBe('pay first');
  });

  it('reads pictures with one reading as words, and a sum with letter O zeros as digits', () => {
    expect(readDisguisedWords('💰 before 👀', WORDS).replace(/\s+/g, ' ').trim()).toBe('money before viewing');
    expect(readDisguisedWords('🚫 fee', WORDS).replace(/\s+/g, ' ').trim()).toBe('no fee');
    expect(readDisguisedWords('send 1OO or 2OOk', WORDS)).toBe('send 100 or 200k');
  });

  it('leaves alone what reads as no known word: addresses, codes, numbers with units, names, ordinary spacing', () => {
    for (const text of ['mail k0r0ma@gmail.com', 'gate code A7B3', '2bed flat, 100k, 1st floor, 10am', 'Mr O. K. Kamara', 'I am a b c', 'Block 5 O', 'room 4B'])
      expect(readDisguisedWords(text, WORDS)).toBe(text);
  });
});

describe('wordsInPatterns', () => {
  it('takes the words of pattern sources, not their escapes', () => {
    expect([...wordsInPatterns([String.raw`\bsend\s+(?:me|us)\s+first\b`])].sort()).toEqual(['first', 'me', 'send', 'us']);
  });
});
