// Advance-fee texts as one spelling (common/advance-fee.ts reads them): look-alike letters and invisible characters
// as a reader sees them, case, punctuation, Krio and text-speak spellings, digit separators, a mobile-money menu
// dialled, a phone number read out in words, a voice note's stammer, Krio's perfect and future. Kept apart so the
// detector's word lists and rules can assume one spelling per word.

import { foldLookalikes } from './lookalike-letters.js';

// Krio and text-speak spellings mapped to the English word the lists below use. Only words that cannot mean
// something else in a listing are mapped ("de" and "na" stay: they carry several meanings in Krio); Krio's
// emphatic "o"/"oo" is dropped.
const SPELLINGS: Record<string, string> = {
  u: 'you', yu: 'you', ur: 'your', yor: 'your', una: 'you', d: 'the', di: 'the', da: 'the', dis: 'this',
  b4: 'before', bifo: 'before', bifor: 'before', befo: 'before', bfr: 'before', bf4: 'before',
  fos: 'first', fes: 'first', fust: 'first', '1st': 'first', frst: 'first',
  pe: 'pay', pey: 'pay', sen: 'send', snd: 'send', tranfer: 'transfer', trnsfer: 'transfer',
  moni: 'money', mone: 'money', mony: 'money', os: 'house', ose: 'house', si: 'see', kam: 'come', cam: 'come',
  tumara: 'tomorrow', tmrw: 'tomorrow', natin: 'nothing', notin: 'nothing', anytin: 'anything', dat: 'that', enitin: 'anything', eniting: 'anything', nor: 'not', nah: 'not',
  den: 'then', afta: 'after', wen: 'when', wit: 'with', pls: 'please', plz: 'please', pliz: 'please',
  mek: 'make', fo: 'for', pan: 'on', gi: 'give', mi: 'me', wan: 'want', n: 'and', am: 'it', dem: 'them', hav: 'have',
  dont: "don't", cant: "can't", wont: "won't", doesnt: "doesn't", insp: 'inspection', reg: 'registration',
  lnd: 'land', nxt: 'next', tnx: 'thanks', momo: 'mobile money', afrimoney: 'africell money', om: 'orange money', qm: 'q money', afri: 'africell money',
  tmr: 'tomorrow', tel: 'tell', eni: 'any', enibodi: 'anybody', eniwan: 'anyone', aks: 'ask',
  fi: 'for', nomba: 'number', numba: 'number', boking: 'booking', bukin: 'booking', vyu: 'view', vyuin: 'viewing',
  vyuing: 'viewing', viewin: 'viewing', luk: 'look', transfa: 'transfer', dipozit: 'deposit', diposit: 'deposit',
  fom: 'form', foam: 'form', fii: 'fee', chaj: 'charge', lan: 'land', shap: 'shop', kii: 'key', ki: 'key', kiy: 'keys',
  regis: 'registration', rejistreshon: 'registration', registreshon: 'registration', applikeshon: 'application', bifos: 'before', tek: 'take', kya: 'carry', kyar: 'carry',
  sho: 'show', shoing: 'showing', shoin: 'showing', giv: 'give', nw: 'now', afrimoni: 'africell money', afrimony: 'africell money', ples: 'place', oo: '', o: '', admn: 'admin',
  // Krio's "dey" is "de" (is, be), "e" is he, she or it ("e go show you", "e no dey collect").
  dey: 'de', e: 'he', waka: 'walk', yia: 'year', af: 'half', hol: 'hold', frittong: 'freetown', wey: 'who', wanna: 'want to', gonna: 'going to', stil: 'still', bot: 'but', tumoro: 'tomorrow', tomoro: 'tomorrow', tmoro: 'tomorrow',
  // Krio as it is written down (by sound, after the open o and e are read as o and e), and chat shorthand: words a
  // scammer or a lister writes that no English word spells so. Not Krio words that are English ones too ("rich" for
  // "reach", "tel", "le" for "let").
  pipul: 'people', odas: 'others', oda: 'other', wetin: 'what', sabi: 'know', fri: 'free', sain: 'sign', sainin: 'signing',
  agriment: 'agreement', kontrak: 'contract', loya: 'lawyer', advans: 'advance', balans: 'balance', komishon: 'commission',
  lokashon: 'location', lokeshon: 'location', adres: 'address', transpot: 'transport', fyul: 'fuel', fiul: 'fuel', tide: 'today',
  naw: 'now', kwik: 'quick', opin: 'open', insay: 'inside', akawnt: 'account', akaunt: 'account', orinj: 'orange', oranj: 'orange',
  kyumoni: 'q money', bak: 'back', kol: 'call', sekyuriti: 'security', gyet: 'gate', gyetman: 'gateman', wachman: 'watchman',
  ketaka: 'caretaker', kiateka: 'caretaker', pemen: 'payment', pement: 'payment', resit: 'receipt',
  '2day': 'today', '2moro': 'tomorrow', '2morrow': 'tomorrow', '2mrw': 'tomorrow', bcos: 'because', bcoz: 'because',
  frm: 'from', wth: 'with', abt: 'about', thru: 'through', txt: 'text', msg: 'message', amt: 'amount', trnsf: 'transfer',
  trf: 'transfer', trsf: 'transfer', pymt: 'payment', pmt: 'payment', paymt: 'payment', appt: 'appointment', addr: 'address',
  mk: 'make', vids: 'videos', vid: 'video', vidz: 'videos', picz: 'pics', pix: 'pics',
};

/** Every spelling read above, as written: words a fee check knows (a disguised "0M" is read as "om"). */
export const KNOWN_SPELLINGS: readonly string[] = Object.keys(SPELLINGS);

const CONTRACTED: Record<string, string> = { ll: 'will', re: 'are', ve: 'have', m: 'am' };

/**
 * Lower case, plain letters and spaces, Krio/text-speak spellings in English, "Le 3,500" → "le 3500". Look-alike
 * letters are read first as the reader sees them ("fее" with Cyrillic е's, a zero-width space inside a word).
 */
export function normaliseForFees(text: string): string {
  const plain = foldLookalikes(text)
    // "push 50 on my AM": Africell Money's initials in capitals after "my", "on", "via" (Krio "am", "it", is lower case).
    .replace(/(?<=\b(?:[Mm][Yy]|[Mm][Ee]|[Yy]our|[Uu]r|[Oo]n|[Vv]ia|[Bb]y|[Tt]hrough|[Pp]an)\s+)AM\b/g, 'africell money')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // Krio's own letters (fɔs, bifɔ, mɔni): the open o and e read as plain o and e.
    .replace(/\u0254/g, 'o')
    .replace(/\u025b/g, 'e')
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/(\d)[,.](?=\d{3}\b)/g, '$1')
    // "150/-": a sum written as a price tag
    .replace(/(\d)\s?\/-/g, '$1 le')
    .replace(/\bo\.\s?m\b\.?/g, 'om')
    .replace(/\ba\/c\b/g, 'account')
    .replace(/\b(le|nle|sle|sll|usd)(?=\d)/g, '$1 ')
    .replace(/([$£€])\s?/g, ' $1')
    .replace(/&/g, ' and ')
    .replace(/\bw\/o\b/g, ' without ')
    .replace(/\b4\s+(?=(?:d|di|the|viewing|view|inspection|visit|it|am|me|you|u)\b)/g, 'for ')
    // Krio's "fo" before a verb is "to": "i go kam tumara fo sho yu" (to show you)
    .replace(/\b(?:fo|for)\s+(?=(?:sho|show|si|see|view|carry|kya|kyar|take|tek|open|opin|meet|bring|come|kam|cam)\b)/g, 'to ')
    // "no need fo send anytin": Krio's "fo" after "need" is "to", a denial as "no need to send" is
    .replace(/\bneed\s+(?:fo|for)\s+(?=(?:send|sen|snd|pay|pe|pey|transfer|bring|give|gi)\b)/g, 'need to ')
    // "snd 50 4 data bundle": text-speak's "4" after a sum is "for"
    .replace(/(?<=\b\d{2,6}k?\s+)4\s+(?=[a-z])/g, 'for ')
    // "i'll", "we're", "you've": one spelling for the patterns below ("i will", "we are", "you have").
    .replace(/\b(i|you|u|we|they|he|she|it)'(ll|re|ve|m)\b/g, (_m, who: string, verb: string) => `${who} ${CONTRACTED[verb]}`)
    // A mobile-money menu dialled ("*161*1#", "#144#"): the channel, whatever network's code it is.
    .replace(/[*#]\d{2,4}(?:\*\d+)*#/g, ' ussd code ')
    .replace(/[^a-z0-9$£€%'\s]+/g, ' ')
    // A word in quotes ("the 'registration' Le 80"): the quote marks go, an apostrophe inside a word stays.
    .replace(/(?<![a-z])'|'(?![a-z])/g, ' ');
  return plain
    .split(/\s+/)
    .filter(Boolean)
    // Krio written as said: "inspekshon", "transakshon", "reservashon" end in "ction" or "tion" in English.
    // Krio "am" is "it" ("send am"), but "i am" is English ("i am sending you the fare").
    .map((word, i, words) => (word === 'am' && words[i - 1] === 'i' ? word
      : SPELLINGS[word] ?? word.replace(/kshon$/, 'ction').replace(/(?<=\w{3})shon$/, 'tion')))
    .filter(Boolean)
    .join(' ')
    // A phone number read out digit by digit ("zero seven six, four four one ..."): four or more digits in words
    // are a number, not a sum or a denial ("orange money zero seven six" is no "money: zero").
    .replace(DIGITS_IN_WORDS_RE, (run) => run.split(' ').map((w) => DIGIT_WORDS[w]).join(''))
    // A sum said as people say it ("one fifty on my line" is 150, "two seventy five" 275); not a time ("at two thirty")
    // or a count of something ("one fifty metres").
    .replace(HUNDREDS_SAID_RE, (_m, hundreds: string, tens: string, units?: string) => String(Number(DIGIT_WORDS[hundreds]) * 100 + TENS[tens]! + (units ? Number(DIGIT_WORDS[units]) : 0)))
    // A voice note's stammer ("send di... di one bag", "we go... we go see am"): a word or two said twice, read once.
    .replace(/\b([a-z0-9']+(?: [a-z0-9']+)?) \1\b/g, '$1')
    // Krio's "him" before a thing is "his": "400 for him fuel", "send him transport"
    .replace(/\bhim\s+(?=(?:fuel|transport|fare|lunch|food|money|fee|fees|share|commission|cut|airtime|credit|drink|kola|battery|phone|number|account|line)\b)/g, 'his ')
    // A worker's wages ("they will cut his day's pay", "a week's pay"): a noun, no order to pay.
    .replace(/\b(?:(?:day|week|month)(?:'s|s)?|(?:cut|dock|lose|lost)\s+(?:his|her|im|my|their|your|the))\s+pay\b/g, (m) => m.replace(/pay$/, 'wages'))
    // Krio's perfect: "i don pay the lawyer" is "i have paid" (the hunter's own payment, not an order).
    .replace(/\b(i|we)\s+(?:don|done)\s+(pay|send|transfer)\b/g, (_m, who: string, verb: string) => `${who} have ${PAST[verb]}`)
    // Krio's future: "we go sign and you go pay" is "we will sign and you will pay", no trip ("we go see it" keeps its go).
    .replace(/\b(i|you|we|he|she|they)\s+go\s+(?=(?:pay|sign|settle|remit)\b)/g, '$1 will ');
}
const PAST: Record<string, string> = { pay: 'paid', send: 'sent', transfer: 'transferred' };
const DIGIT_WORDS: Record<string, string> = { zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9' };
const DIGIT_WORD = `(?:${Object.keys(DIGIT_WORDS).join('|')})`;
const DIGITS_IN_WORDS_RE = new RegExp(String.raw`\b${DIGIT_WORD}(?: ${DIGIT_WORD}){3,}\b`, 'g');
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const HUNDREDS_SAID_RE = new RegExp(String.raw`(?<!\b(?:at|by|around|about|till|until|before|after|from|past|to)\s)\b(one|two|three|four|five|six|seven|eight|nine)\s+(${Object.keys(TENS).join('|')})(?:\s+(one|two|three|four|five|six|seven|eight|nine))?\b(?!\s+(?:am|pm|o'clock|oclock|hours?|hrs?|minutes?|mins?|metres?|meters?|feet|ft|people|persons|years?|plots?|lots?|acres?|bedrooms?|rooms?|houses?|flats?|units?))`, 'g');
