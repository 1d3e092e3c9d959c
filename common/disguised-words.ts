// Words written to slip past a filter, read as their writer meant them. A scammer who knows that the fee check reads
// words writes "p@y the v1ewing f33", "v i e w i n g  f e e", "💰 before 👀" or "Le 1OO" with a letter O, and any
// reader still sees the words. Which words to look for is the caller's: the fee check passes the words its own
// patterns read, so a disguised word is read back only when it becomes one the check knows ("0range" -> "orange"),
// never an e-mail address, a code or a name. Used before a text is normalised; never changes what is shown or stored.

/** Symbols and digits that stand for letters, with every letter each may stand for. */
const LETTER_FOR: Record<string, readonly string[]> = {
  '0': ['o'], '1': ['i', 'l'], '3': ['e'], '4': ['a'], '5': ['s'], '7': ['t'], '8': ['b'],
  '@': ['a'], $: ['s'], '!': ['i'], '|': ['l'],
};
const STAND_IN = /[0134578@$!|]/;
/** A token of letters and stand-ins: the candidates for a disguised word. */
const TOKEN = /[\p{L}0-9@$!|]+/gu;
/** A number with its unit or ordinal ("100k", "2bed", "10am", "1st", "4sale", "24hrs"): written so, not disguised. */
const NUMBER_WITH_UNIT = /^(?:[1-9]\d*|0(?=\.))(?:\.\d+)?\p{L}{1,4}$/u;

/**
 * Pictures standing for the words of an ask or a denial: "💰 before 👀", "🚫 viewing fee", "💸 ➡️ 🔑". Only pictures
 * with one reading; a pointing hand or a smile stays a picture.
 */
const PICTURE_WORDS: readonly (readonly [RegExp, string])[] = [
  [/[\u{1F4B0}\u{1F4B4}-\u{1F4B8}\u{1F4B2}\u{1F911}\u{1FA99}]/gu, 'money'],
  [/[\u{1F3E0}\u{1F3E1}\u{1F3D8}\u{1F3DA}\u{1F3E2}]/gu, 'house'],
  [/[\u{1F511}\u{1F5DD}]/gu, 'keys'],
  [/[\u{1F440}\u{1F441}]/gu, 'viewing'],
  [/[\u{1F4CD}\u{1F4CC}\u{1F5FA}]/gu, 'location'],
  [/[\u{1F6AB}\u274C\u26D4]/gu, 'no'],
  [/(?:[\u27A1\u2192\u21D2\u279C\u279D\u27F6])\uFE0F?/gu, 'then'],
];

/** Letters spaced or dotted apart, three or more: "v i e w i n g", "p.a.y", "f-e-e". */
const SPACED_LETTERS = /(?<![\p{L}\d])(?:[\p{L}0-9@$][ .\-_*·]{1,2}){2,}[\p{L}0-9@$](?![\p{L}\d])/gu;

/** "1OO", "2OOk", "5o0": a sum with letter O's for zeros. */
const SUM_WITH_LETTER_O = /(?<![\p{L}\d])[1-9][0-9Oo]*[Oo][0-9Oo]*(?=k?\b|[^\p{L}\d]|$)/gu;

/** Every reading of a token with its stand-ins replaced (at most 32: a "1" may be an i or an l). */
function readings(token: string): string[] {
  let out = [''];
  for (const c of token) {
    const letters = LETTER_FOR[c] ?? [c];
    out = out.flatMap((start) => letters.map((l) => start + l));
    if (out.length > 32) return [];
  }
  return out;
}

function knownReading(token: string, words: ReadonlySet<string>): string | null {
  for (const reading of readings(token)) {
    if (words.has(reading) || (reading.endsWith('s') && words.has(reading.slice(0, -1)))) return reading;
  }
  return null;
}

/**
 * A run of letters cut into known words, as few as possible ("viewingfee" -> "viewing fee"), or null when some part is
 * no known word.
 */
function cutIntoWords(run: string, words: ReadonlySet<string>): string | null {
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= run.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const word = knownReading(run.slice(start, end), words);
      if (word && (!best[end] || before.length + 1 < best[end]!.length)) best[end] = [...before, word];
    }
  }
  return best[run.length]?.join(' ') ?? null;
}

/** The text with disguised words read as the known words they stand for; everything else as written. */
export function readDisguisedWords(text: string, words: ReadonlySet<string>): string {
  let out = text;
  for (const [picture, word] of PICTURE_WORDS) out = out.replace(picture, ` ${word} `);
  out = out.replace(SUM_WITH_LETTER_O, (sum) => sum.replace(/[Oo]/g, '0'));
  out = out.replace(SPACED_LETTERS, (run) => {
    const letters = run.replace(/[ .\-_*·]/g, '').toLowerCase();
    if ((letters.match(/\p{L}/gu) ?? []).length < 3) return run;
    return cutIntoWords(letters, words) ?? run;
  });
  return out.replace(TOKEN, (token) => {
    if (!STAND_IN.test(token) || !/\p{L}/u.test(token) || token.length < 2 || NUMBER_WITH_UNIT.test(token)) return token;
    return knownReading(token.toLowerCase(), words) ?? token;
  });
}

/** The words in pattern sources: what a check built from them reads ("(?:pay|send)\\s+first" -> pay, send, first). */
export function wordsInPatterns(sources: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const source of sources) {
    for (const word of source.replace(/\\[a-zA-Z]/g, ' ').toLowerCase().match(/[a-z]{2,}/g) ?? []) words.add(word);
  }
  return words;
}
