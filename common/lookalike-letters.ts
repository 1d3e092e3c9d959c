// Letters that look Latin but are not, and characters that show nothing. A scammer who learns that the text
// checks read words can write "viewing fее" with Cyrillic е's, or put a zero-width space inside every word of a
// copied listing, and a reader sees the same text while a check that reads letters sees other words. Folded before
// the fee and copied-text checks normalise a text; never used to change what is shown or stored.

// Cyrillic and Greek letters drawn like a Latin one in the fonts phones use (Unicode's confusables, the lower and
// upper case that matter for words; not the small capitals в, м, н, т, which a reader tells apart; digits and
// fullwidth forms are left to NFKC).
const LOOKALIKES: Record<string, string> = {
  а: 'a', е: 'e', ё: 'e', к: 'k', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ԛ: 'q', ԝ: 'w', ӏ: 'l', ɡ: 'g',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', Х: 'X', У: 'Y', І: 'I', Ј: 'J', Ѕ: 'S',
  α: 'a', ο: 'o', ν: 'v', ι: 'i', κ: 'k', ρ: 'p', υ: 'u', ϲ: 'c',
  Α: 'A', Β: 'B', Ε: 'E', Ζ: 'Z', Η: 'H', Ι: 'I', Κ: 'K', Μ: 'M', Ν: 'N', Ο: 'O', Ρ: 'P', Τ: 'T', Υ: 'Y', Χ: 'X',
};
const LOOKALIKE_CLASS = `[${Object.keys(LOOKALIKES).join('')}]`;
const LOOKALIKE = new RegExp(LOOKALIKE_CLASS, 'u');
const EVERY_LOOKALIKE = new RegExp(LOOKALIKE_CLASS, 'gu');
const ONLY_LATIN_OR_LOOKALIKE = new RegExp(`^(?:\\p{Script=Latin}|${LOOKALIKE_CLASS})+$`, 'u');

/**
 * The text as a reader sees it, in plain letters: compatibility forms folded (fullwidth ｖｉｅｗ, bold 𝐯𝐢𝐞𝐰),
 * invisible format characters dropped (zero-width spaces and joiners, soft hyphens, direction marks), and each word
 * made only of Latin letters and Cyrillic or Greek look-alikes read in Latin. A word with any other Cyrillic or
 * Greek letter (Russian "Квартира") is left as it is; one that happens to be all look-alikes reads as nonsense
 * Latin, which no check matches.
 */
export function foldLookalikes(text: string): string {
  const visible = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  if (!LOOKALIKE.test(visible)) return visible;
  return visible.replace(/\p{L}+/gu, (word) => (ONLY_LATIN_OR_LOOKALIKE.test(word) ? word.replace(EVERY_LOOKALIKE, (c) => LOOKALIKES[c]!) : word));
}
