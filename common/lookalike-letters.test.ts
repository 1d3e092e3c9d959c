import { describe, expect, it } from 'vitest';
import { foldLookalikes } from './lookalike-letters.js';

describe('foldLookalikes', () => {
  it('reads Cyrillic and Greek look-alike letters in Latin words as the Latin letter', () => {
    expect(foldLookalikes('Sеnd the viewing fее bеfore')).toBe('Send the viewing fee before'); // Cyrillic е
    expect(foldLookalikes('Оrange Мoney ΑCCOUNT')).toBe('Orange Money ACCOUNT'); // Cyrillic О, М; Greek Α
    expect(foldLookalikes('рау thе dерοsit')).toBe('pay the deposit'); // every letter of 'рау' is Cyrillic
  });

  it('drops characters that show nothing and folds compatibility forms', () => {
    expect(foldLookalikes('view\u200bing f\u00adee\u200d \ufeffnow')).toBe('viewing fee now');
    expect(foldLookalikes('ｖｉｅｗｉｎｇ ｆｅｅ Ｌｅ ５００')).toBe('viewing fee Le 500');
    expect(foldLookalikes('𝐩𝐚𝐲 𝐟𝐢𝐫𝐬𝐭')).toBe('pay first');
  });

  it('leaves a text written in another alphabet as it is, and plain text unchanged', () => {
    expect(foldLookalikes('Квартира в центре, оплата после просмотра')).toBe('Квартира в центре, оплата после просмотра');
    expect(foldLookalikes('Квартира, дом и сад: viewing free')).toBe('Квартира, дом и сад: viewing free');
    expect(foldLookalikes('2 bedroom flat, Lumley — Le 7,000 a month')).toBe('2 bedroom flat, Lumley — Le 7,000 a month');
  });
});
