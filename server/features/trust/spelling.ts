// How two spellings of one word differ when a lister types in a hurry or writes Krio as it is said: shared by the
// duplicate check's index keys (fact-keys.ts) and its judgement (listing-facts.ts), so both read a mistyped place the
// same way. Names and fact words are read by sound in two ways on purpose: a place's name also loses a final h
// ("Toke" / Tokeh), a fact word also loses an r before a consonant and a final g ("pakin" / parking).

/** At most one letter added, dropped or changed, or two neighbours swapped: in one pass, as it runs on every word. */
export function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Spelling by sound, as Krio and hurried listers write names: "Katolik" for Catholic, "mishon" for mission, "Toke" for Tokeh. */
function bySound(word: string): string {
  return word.replace(/([aeiou])h$/, '$1').replace(/ph/g, 'f').replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/th/g, 't').replace(/sh/g, 's').replace(/(.)\1/g, '$1');
}
/** Names this long are told apart by more than one letter: shorter ones must be spelt alike once read by sound. */
const SLIP_MIN_LENGTH = 5;
/**
 * One name however it is spelt: the same once read by sound, or, in names of 5+ letters, one typing slip apart
 * ("Goderick" / Goderich, "Peninsula" / Peninsular, "Waterlo" / Waterloo, "mishon" / mission).
 */
export function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  const [sa, sb] = [bySound(a), bySound(b)];
  // Or as Krio says it, without an r before a consonant ("Yɔk" / York).
  return sa === sb || soundKey(a) === soundKey(b) || (Math.min(a.length, b.length) >= SLIP_MIN_LENGTH && (oneSlipApart(a, b) || oneSlipApart(sa, sb)));
}

/**
 * A word as Krio writes it by sound, from the English or the Krio spelling: c as k or s, doubled letters single, no r
 * between a vowel and a consonant, a final y as i, no g after a final n ("balcony" and "balkoni", "parking" and "pakin",
 * "glass" and "glas" meet), no g in an "ng" before a consonant ("Kintɔm" / Kingtom), and French's "ou" as "u"
 * ("Gbalamouya" / Gbalamuya). Not a final r or e dropped: "shower" would meet "show", "Salone" "salon".
 */
export function soundKey(word: string): string {
  return word.replace(/ou/g, 'u').replace(/ph/g, 'f').replace(/ck/g, 'k').replace(/c(?=[eiy])/g, 's').replace(/c/g, 'k').replace(/th/g, 't').replace(/y$/, 'i')
    .replace(/(.)\1/g, '$1').replace(/(?<=[aeiou])r(?=[^aeiou])/g, '').replace(/ng(?=[^aeiou]|$)/g, 'n');
}
