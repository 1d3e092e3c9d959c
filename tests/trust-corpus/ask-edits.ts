// Ordinary edits of a chat or an ad, applied to advance-fee.json's TUNING half (issue 30: a detector must not know
// only the phrasing it was tuned on): an ask found as written should still be found after any one of them, and an
// honest text left alone should stay alone. Each keeps what the text says; none removes the ask.
type Edit = (text: string) => string;

const QUOTED_LINE = /^\s*>/;
const reverseSentences: Edit = (t) => t.split(/(?<=[.!?])(?<!\.\.\.|\u2026)\s+|(?<=\.\.\.|\u2026)\s+(?=[A-Z])/).reverse().join(' ');
function reverseOwnSentences(text: string): string {
  const lines = text.split('\n');
  const quoted = lines.filter((line) => QUOTED_LINE.test(line));
  if (quoted.length === 0 || quoted.length === lines.length) return reverseSentences(text);
  return [reverseSentences(lines.filter((line) => !QUOTED_LINE.test(line)).join('\n')), ...quoted].join('\n');
}

export const ASK_EDITS: { name: string; edit: Edit }[] = [
  { name: 'a greeting before', edit: (t) => `Good morning my dear, hope you are well. ${t}` },
  { name: 'a blessing after', edit: (t) => `${t} God bless you.` },
  { name: 'a signature', edit: (t) => `${t}\n- Mohamed (agent)` },
  { name: '"pls reply fast"', edit: (t) => `${t} Pls reply fast.` },
  { name: 'capitals', edit: (t) => t.toUpperCase() },
  { name: 'small letters', edit: (t) => t.toLowerCase() },
  // (the line breaks stay: one who types no full stops still starts a new line, and a reply's quoted line stays its own)
  { name: 'no full stops', edit: (t) => t.replace(/[.!?]([ \t]+|(?=\n))/g, (_, space: string) => (space ? ' ' : '')) },
  { name: 'one line a sentence', edit: (t) => t.replace(/([.!?])\s+/g, '$1\n') },
  { name: 'emojis', edit: (t) => `🙏🏾 ${t} 🏠` },
  { name: 'spaces doubled', edit: (t) => t.replace(/ /g, '  ') },
  { name: 'OM and AM for the networks', edit: (t) => t.replace(/Orange Money/gi, 'OM').replace(/Africell Money/gi, 'AM') },
  { name: 'NLe for Le', edit: (t) => t.replace(/\bLe\s?(\d)/g, 'NLe $1') },
  { name: '"pey", "snd"', edit: (t) => t.replace(/\bpay\b/gi, 'pey').replace(/\bsend\b/gi, 'snd') },
  { name: '"b4" for "before"', edit: (t) => t.replace(/\bbefore\b/gi, 'b4') },
  { name: 'visit for viewing', edit: (t) => t.replace(/\bviewing\b/gi, 'visit').replace(/\bview\b/gi, 'see') },
  { name: 'charge for fee', edit: (t) => t.replace(/\bfee\b/gi, 'charge') },
  // A sentence ends at ".", "!" or "?", but not at an ellipsis before a small letter: "behind the hospital... send
  // NLe 100" inside a quote is one sentence, and reversing its halves would write a text nobody writes. Nor does anyone
  // move his own words into the message his reply quotes ("> ..."): the quoted lines stay, after his reversed sentences.
  { name: 'sentences reversed', edit: reverseOwnSentences },
  { name: 'land for house', edit: (t) => t.replace(/\bhouse\b/gi, 'land').replace(/\bflat\b/gi, 'plot') },
];
