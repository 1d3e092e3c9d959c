// Advance-fee scams: money asked before a viewing, a meeting, the address or the keys. Built around what such a
// request is rather than around phrasings seen so far (issue 30, item 1; decision 0013):
//   (a) a demand for money: a payment verb, an amount, a payment channel or a fee's name, together;
//   (b) a precondition: the money comes before the viewing ("before", "first", "to book", "then we go", "pending
//       payment", "no pay no view", the owner abroad who posts the keys);
//   (c) unless the text says the opposite ("no viewing fee", "nothing to pay before viewing", "after signing",
//       "paid by the landlord", a warning against scams).
// (a) and (b) may sit in one sentence or in two adjacent ones. Text is normalised first (advance-fee-normalise.ts:
// look-alike letters and invisible characters as a reader sees them, case, punctuation, Krio and text-speak
// spellings, digit separators, a voice note's stammer), so each list below holds one spelling per word. Used for
// listings (the advance_fee flag) and messages (safetyWarning). Every pattern is bounded: linear in the text.

import { KNOWN_SPELLINGS, normaliseForFees } from './advance-fee-normalise.js';
import { readDisguisedWords, wordsInPatterns } from './disguised-words.js';
import { advanceFeeScore } from './advance-fee-model.js';

const alt = (words: readonly string[]) => `(?:${words.join('|')})`;

// --- (a) A demand for money ----------------------------------------------------------------------------------

/** Verbs that move money. "deposit", "put", "do", "drop", "top up" only when money follows (else a noun/other). */
const PAY_VERBS = ['pay', 'pays', 'paid', 'paying', 'payable', 'payment', 'send', 'sending', 'transfer', 'transferring',
  'remit', 'make payment', 'settle', 'wire', 'wired', 'do the needful', 'lend me', 'loan me', 'lend us', 'loan us',
  // "do the necessary" said alone, as "do the needful" is (not "do the necessary repairs")
  String.raw`do the necessary(?=\s*$|\s+(?:on|to|via|through|by|with|now|today|first|and|then|so|before|asap|quick|quickly|for\s+(?:me|us))\b)`];
const MONEY_AFTER = String.raw`(?=\s+(?:(?:me|us|him|them|the|your|a|my|our|his|her|it|half|small|some|that|line|number|phone)\s+){0,2}(?:le|nle|sle|usd|\$|£|€|\d|money|cash|fee|fees|deposit|commitment|token|registration|booking|form|credit|airtime|into|in|to|on|via|through|with))`;
/** The same, for verbs that also take other things ("want to view", "take the road"): only money itself may follow. */
const MONEY_AFTER_ITSELF = String.raw`(?=\s+(?:(?:me|us|him|them|the|your|a|my|our|his|her|it|half|small|some|that|security|caretaker|watchman|gateman|guard|boy|man|agent)\s+){0,3}(?:(?:le|nle|sle|usd|money|cash|fee|fees|deposit|commitment|token|registration|booking|form|credit|airtime)\b|[$£€\d]))`;
const PAY_VERB = String.raw`\b(?:${alt(PAY_VERBS)}|(?:take\s+care\s+of|cover|handle|sort\s+out)\s+(?:my|the|his|the\s+agent's)\s+(?:transport|fuel|fare|movement|okada|keke|taxi|bike|logistics)|fund(?=\s+(?:my|his|her|our|this|the)\s+(?:\w+\s+)?(?:account|wallet)\b)|(?:deposit|deposited|put|do|drop|top\s+up|topup|recharge|load|stake|bet|wager|contribut(?:e|es|ed|ing)|register(?:s|ed|ing)?\s+with)${MONEY_AFTER}|\b(?:register|sign\s+up)\s+with\s+(?:us|me|our\s+\w+)\b|\b(?:give|buy|bring|hand|hand\s+over|push|(?:collect|charge|take|need|want|require|expect|ask|demand)(?:s|ed|ing)?(?:\s+for)?|insist(?:s|ed|ing)?\s+on)${MONEY_AFTER_ITSELF}|\b(?:required|needed|compulsory|mandatory|refundable)|\b(?:top|recharge|credit|load)\s+(?:me|us|him|her|my\s+(?:phone|line|number))\s+up`
  // a transfer service said as the verb: "just Cash App me the 600", "Zelle me", "OM me" (normalised "orange money me")
  + String.raw`|\b(?:cash\s?app|zelle|venmo|paypal|send\s?wave|remitly|world\s?remit|chipper(?:\s?cash)?|orange\s+money|africell\s+money|q\s?money|mobile\s+money)\s+(?:me|us|him|her)\b`
  // street words for paying: "drop something small for the caretaker", "push me something"
  + String.raw`|\b(?:drop|push)\s+(?:(?:me|us|him|her|them)\s+)?(?:something|a\s+little\s+something)\b(?!\s+(?:off|at|by|in|into)\b)`
  // a service to the reader, priced: "I can do it for you for Le 350" (police clearance, a gate pass, a survey plan copy)
  + String.raw`|\b(?:do|arrange|process|get|obtain|prepare|handle|organise|organize|sort(?:\s+(?:it|them|that))?\s+out)\s+(?:(?:it|them|that|this|one|the\s+\w+|your\s+\w+)\s+)?for\s+(?:you|u)\s+(?:for|at)(?=\s+(?:le|nle|sle|usd|[$£€]|\d)))\b`;

/** An amount of money: "le 150", "$100", "150k", "200 leones", "10%", "500 usd". */
const AMOUNT = String.raw`(?:\b(?:le|nle|sle|sll|usd|gbp|eur)\s?\d+(?:\.\d+)?\s?k?\b|[$£€]\s?\d+(?:\.\d+)?\s?k?\b|\b\d+(?:\.\d+)?\s?(?:k|le|leones?|nle|sle|dollars?|usd|pounds?|euros?|eur|gbp|quid|bucks|grand)\b|\b\d+\s?%|\b\d+\s?(?:thousand|million)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s+(?:hundred\s+)?(?:thousand|million)\b`
  // said as in a voice note: "one hundred", "two bags" (street words for a sum), not metres, people or bags of cement
  + String.raw`|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)\s+hundred\b(?!\s+(?:and\s+\w+\s+)?(?:metres?|meters?|m|feet|ft|yards?|people|persons|houses|homes|flats|plots|lots|acres|square|sq|years?|km|miles|units|rooms|bags|thousand|million))`
  + String.raw`|\b(?:one|two|three|four|five|\d{1,3})\s+bags?\b(?!\s+(?:of|with|and)\b))`;

/** Services and ways people pay in Sierra Leone (normalised: "om", "momo", "afrimoney" are spelt out). */
const CHANNELS = ['orange money', 'orange number', 'orange line', '(?:on|via|by|through|to|my|me|(?:on|via|by|through|to) (?:the|my|me|his|her|our|their)) orange\\b(?! (?:money|number|line|tree|trees|colour|color|paint|painted|gate|door|house|building|wall|walls|roof|fence|juice|fruit|one|sign|signboard|kiosk|shop|office|booth))', 'africell money', 'africell credit',
  'afri money', 'q ?money', 'qcell money', 'qcell', 'mobile money', 'money transfer', 'western union', 'wu', 'money ?gram',
  'world ?remit', 'ria', 'send ?wave', 'remitly', 'tap ?tap send', 'wave', 'lemfi', 'paypal', 'cash ?app', 'usdt', 'bitcoin',
  'bank transfer', 'bank account', 'bank draft', "(?:banker's|manager's|certified) (?:draft|cheque|check)", 'money order', 'bank details', 'account number', 'account no', 'acc no', 'acct',
  '(?:uba|rokel|slcb|ecobank|gt ?bank|access bank|zenith|union trust|first bank|vista|skye|ibtc|sierra leone commercial)(?: bank)?(?: account)?',
  // banks and transfer services not named above, and the agents who cash money in: "pay it at the POS by the junction"
  'standard chartered', 'keystone(?: bank)?', 'fibank', 'first international bank', 'guaranty trust(?: bank)?', 'vult',
  '(?:on|via|by|through|with) wise', 'paysend', 'apple cash', '(?:on|via|by|through|with|to\\s+my) (?:chime|chase)', 'wells fargo', 'bank of america',
  'barclays', 'lloyds', 'hsbc', 'natwest', 'monzo', 'small world', 'xoom', 'zelle', 'venmo', 'revolut', 'skrill', 'payoneer', 'chipper(?: cash)?',
  'apple pay', 'google pay', 'pos(?: agent| machine| point)?', '(?:bank|orange money|africell money|mobile money) agent',
  'mtcn', 'control number', 'ussd code', 'voucher(?: code)?', 'merchant(?: code| number)?', '(?:card )?pins', 'card pin', '(?:africell|orange|qcell) pins?',
  '(?:on|via|by|through|to|my|me)\\s+(?:(?:his|her|our|their)\\s+)?(?:africell|qcell)\\b(?!\\s+(?:network|signal|tower|mast|office|shop|building|junction))', 'airtime', 'scratch cards?', 'recharge cards?', '(?:africell|orange|qcell) cards?', 'card money', 'credit', '\\d{3}\\s?\\d{3}\\s+(?:orange|africell|qcell)',
  // the network before a mobile number: "Orange 077 880 315"
  '(?:orange|africell|qcell)(?=\\s+\\+?(?:232\\s?)?0?[2-9]\\d\\s?\\d{3}\\s?\\d{3}\\b)',
  // the network named for its money without saying so ("do the orange thing", "my afri wallet"), and a sum put "on my
  // line" (a line takes airtime or mobile money; "call me on my line" names no sum)
  '(?:orange|africell|afri|qcell)\\s+(?:thing|side|wallet)', '(?<=\\d\\s|\\dk\\s)(?:orange|africell|qcell)\\b(?!\\s+(?:trees?|fruits?|juice|colou?r|paint|painted|gate|door|house|building|walls?|roof|fence|signs?|signboard|kiosk|shop|office|booth|mast|tower|network|signal))', '(?<=\\d\\s|\\dk\\s)(?:on|to|into)\\s+(?:my|this|the\\s+same)\\s+(?:line|number|phone)',
  // a betting wallet used as a till ("fund my sportybet account 150"), and any account or wallet of the asker's "funded"
  '(?:sporty ?bet|1x ?bet|bet ?way|premier ?bet|winner ?bet|bet9ja|pari ?pesa|mel ?bet)(?: account| wallet| id)?',
  '(?<=\\b(?:fund|top\\s+up|load|credit)\\s+)(?:my|his|her|our|this|the)\\s+(?:\\w+\\s+)?(?:account|wallet)'];
const CHANNEL = String.raw`\b${alt(CHANNELS)}\b`;

/** What the money is called when it buys access: each one alone says the money comes before a viewing. */
const ACCESS_FEES = ['viewing', 'view', 'inspection', 'inspect', 'site visit', 'visit', 'visiting', 'showing', 'booking',
  'appointment', 'registration', 'form', 'application', 'processing', 'consultation', 'reservation', 'commitment',
  'holding', 'key', 'keys', 'membership', 'subscription', 'access', 'client card', 'checking', 'see house', 'look house', 'search', 'house search', 'finder', "finder's", 'card', 'documentation', 'logistics',
  'show round', 'show around', 'walk round', 'walk through', 'walkthrough', 'tour', 'house tour', 'site tour'];
/** Costs that are honest in some texts (transport offered free, fuel for one's own car): need a precondition. */
const OTHER_FEES = ['transport', 'fuel', 'agent', "agent's", 'agency', 'survey', 'goodwill', 'admin', 'administrative',
  'verification', 'file', 'gate', 'entry', 'caretaker', 'service', 'mobilisation', 'mobilization', 'facilitation', 'caution'];
const FEE_WORDS = ['fee', 'fees', 'charge', 'charges', 'money', 'cost', 'payment', 'deposit', 'levy', 'ticket'];
/** What buys access, priced without a fee's name: "viewing = le 100", "inspection 50k", "a form at le 100". */
const PRICED = ['viewing', 'viewings', 'inspection', 'site visit', 'appointment', 'registration', 'form', 'booking',
  'consultation', 'reservation', 'commitment', 'logistics', 'token', 'gate pass', 'gate key', 'meeting pass', 'membership', 'client card', 'ticket', '(?:pre ?)?qualification'];
const NOT_A_RENT = String.raw`(?!\s*(?:per|a|an|each|every)\s+(?:month|year|night|week|day|annum|plot|lot|acre))`;
const PRICED_ACCESS = String.raw`\b${alt(PRICED)}\s+(?:(?:is|costs?|cost|will|go|would|you|na|of|at|for|fee|package|charge|price|only|confirmation|tariff|rate|slot|ticket|amount)\s+){0,3}${AMOUNT}${NOT_A_RENT}`
  // "for priority viewing (before other clients) the charge is 100k": the charge named a few words after the access
  + String.raw`|\b(?:viewing|viewings|inspection|inspections|site\s+visit|showing)\b[^.]{0,40}?(?<!\b(?:agent|agent's|agency|service|legal|lawyer|lawyer's|survey|commission)\s)\b(?:charge|fee|cost)\s+(?:is|are|na|of|will\s+be)\s+${AMOUNT}${NOT_A_RENT}`
  // "a mandatory Le 100 fee applies to all viewings", "a charge is payable for every inspection"
  + String.raw`|\b(?:fee|fees|charge|charges|levy|cost)\s+(?:\w+\s+){0,2}?(?:applies|apply|is\s+charged|is\s+payable|is\s+due|is\s+required)\s+(?:\w+\s+){0,2}?(?:to|for|on|before)\s+(?:all\s+|every\s+|each\s+|any\s+|the\s+)?(?:viewings?|inspections?|visits?|showings?|site\s+visits?)\b`
  // "jump the queue for 75k", "priority viewing 100k": a place ahead of others sold
  + String.raw`|\b(?:jump|skip|beat|bypass)\s+(?:the\s+)?(?:queue|line|waiting\s+list|others)\b[^.]{0,30}?${AMOUNT}|\b(?:priority|vip|express|fast\s+track)\s+(?:viewing|inspection|access|slot|booking)\b[^.]{0,30}?${AMOUNT}`
  + String.raw`|\bregister(?:s|ed|ing)?\s+(?:\w+\s+){0,3}?with\s+${AMOUNT}|${AMOUNT}\s+(?:only\s+)?(?:to|for\s+you\s+to)\s+(?:see|view|visit|inspect|get\s+the\s+(?:address|location|keys?))\b`
  + String.raw`|\b(?:fee|charge|money|something|small\s+something|something\s+small|small\s+thing|little\s+something)\s+for\s+(?:my|the\s+agent's|our|his)\s+(?:time|transport|fuel|fare|movement|logistics)\b`
  + String.raw`|${AMOUNT}\s+(?:\w+\s+){0,2}?for\s+(?:the\s+|my\s+|his\s+)?(?:transport|movement|fuel|fare|caretaker|gateman|watchman|okada|keke|logistics|(?<=(?:my|his)\s)time|\w+'s\s+(?:time|transport|fuel|fare|movement|trouble))\b`
  + String.raw`|\b(?:secure|reserve|hold|book|lock|block|confirm)\s+(?:\w+\s+){0,3}?with\s+(?:a\s+|just\s+|only\s+|small\s+)?(?:${AMOUNT}|deposit|token|payment)`
  + String.raw`|${AMOUNT}\s+(?:\w+\s+){0,2}?(?<!\b(?:the|a|an|this|that|our|your|my|his|her|per|each|every|one|whole)\s)(?:holds?|secures?|reserves?|books?|locks?|blocks?)\b`
  // "inspection attracts a fee of 100k", "all viewings are paid" (not "paid for by the landlord")
  + String.raw`|\b(?:viewing|viewings|inspection|inspections|visit|visits|showing)\s+(?:\w+\s+){0,2}?(?:attracts?|carries|requires?|comes\s+with)\s+(?:a\s+)?(?:fee|charge|payment|${AMOUNT})`
  + String.raw`|\b(?:viewing|viewings|inspection|inspections|visit|visits|showing)\s+(?:is|are)\s+(?:paid|charged)\b(?!\s+(?:for\s+)?by)`
  // "100k and they are yours for the viewing": a sum a few words before what it buys (not "call me for the viewing")
  + String.raw`|${AMOUNT}${NOT_A_RENT}\s+(?:(?!(?:call|contact|phone|whatsapp|text|message|reach|rent|month|year|per|a)\b)[\w']+\s+){1,5}?for\s+(?:the\s+|your\s+)?(?:viewing|inspection|site\s+visit|showing)\b`
  // "100k and I'll take you to see five houses": a sum said first, then the access it buys
  + String.raw`|^(?:(?:it\s+is|it's|its|na|just|only|so)\s+)?${AMOUNT}${NOT_A_RENT}\s+(?:only\s+)?(?:and|then)\s+(?:i|we|he|she|the\s+agent)\s+(?:will\s+|go\s+|can\s+|shall\s+)?(?:take|show|carry|bring)\s+you\b`
  + String.raw`|\bno\s+free\s+(?:viewing|viewings|inspection|visits?|showing)\b|\b(?:viewing|viewings|inspection|visit|showing)\s+(?:is\s+|are\s+)?not\s+free\b`;
/** "the caretaker will show you for a fee of 40k", "I carry you round for 50k": being shown, priced. */
const SHOWN_FOR_FEE = String.raw`\b(?:show|take|carry|bring|open\s+for)\s+(?:you|u|us)\s+(?:round\s+|around\s+|the\s+\w+\s+|there\s+)?for\s+(?:a\s+(?:small\s+)?(?:fee|charge|token)\b|(?:only\s+|just\s+)?${AMOUNT}${NOT_A_RENT})`;
const SHOWN_FOR_FEE_RE = new RegExp(SHOWN_FOR_FEE);
/** "viewing fee", "booking deposit", "site visit money", "the le 100 form", "registration of le 150". */
const ACCESS_FEE = String.raw`${SHOWN_FOR_FEE}|\b${alt(ACCESS_FEES)}\s+(?:and\s+\w+\s+)?${alt(FEE_WORDS)}\b|${AMOUNT}\s+(?:(?:per|for|a|each|every)\s+)?(?:the\s+)?(?:${alt(ACCESS_FEES)}|registration)\b|${PRICED_ACCESS}|\b(?:fee|fees|charge|charges|money|booking|registration|commitment|deposit)\s+for\s+(?:the\s+|a\s+|your\s+|to\s+)?(?:viewing|view|inspection|visit|site visit|showing|see|look|inspect)\b`
  // "the fee for going round with you", "money for showing you the houses"
  + String.raw`|\b(?:fee|fees|charge|charges|money|cost|price|rate)\s+for\s+(?:going\s+(?:round|around|to\s+see)|(?:showing|taking|carrying|bringing)\s+(?:you|u|clients|people|customers|tenants|buyers|them)|coming\s+to\s+show|opening\s+the)\b`
  // "50k per house I show you", "Le 100 for each property we visit"
  + String.raw`|${AMOUNT}\s+(?:per|for\s+each|for\s+every|each|every|a)\s+(?:house|flat|property|place|apartment|room|site|plot|land)\s+(?:(?:i|we|he|she)\s+)?(?:show|shown|visit|visited|see|seen|view|viewed|inspect)\b`
  // what is bought to be let in: "the viewing card", "an inspection ticket", "a site visit pass"
  + String.raw`|\b(?:viewing|inspection|site\s+visit|showing)\s+(?:card|cards|ticket|tickets|pass|passes|permit|permits|slip|slips|coupon|coupons)\b`;
/** Access bought by name, read beside ACCESS_FEE (apart from it: one pattern past 20 KB reads slowly, see anyOf). */
const ACCESS_BOUGHT = [
  // the home's photos or video, or its address, sold: "more photos of the kitchen cost 40k", "unlock the video for 50 NLe"
  String.raw`\b(?:pictures|photos|pics|videos?|video\s+tour|walkthrough)(?:\s+of\s+(?:the\s+)?\w+(?:\s+and\s+(?:the\s+)?\w+)?)?\s+(?:cost|costs|is|are|go\s+for)\s+(?:only\s+|just\s+)?${AMOUNT}${NOT_A_RENT}`,
  String.raw`\bunlock\s+(?:[\w']+\s+){0,4}?(?:for|with|at)\s+(?:only\s+|just\s+)?${AMOUNT}`,
  // the viewing itself paid for, as an object: "pay the inspection 250", "send the viewing 100k"
  String.raw`\b(?:pay|pays|paying)\s+(?:(?:the|your|my|a|his|our)\s+)?(?:viewing|inspection|site\s+visit|showing)\b(?!\s+(?:team|officer|agent|report|date|time|day)\b)`,
  String.raw`\b(?:send|transfer|drop|push)\s+(?:(?:me|us|the|your|my)\s+){0,2}(?:viewing|inspection|site\s+visit|showing)\s+(?:${AMOUNT}|\d{2,6}\b)`,
  // money asked of whoever comes to view, as such: "each viewer sends NLe 100", "NLe 50 per visitor"
  String.raw`\b(?:each|every|any|all)\s+(?:viewers?|visitors?|house\s*hunters?|persons?\s+viewing)\s+(?:must\s+|should\s+|has\s+to\s+|have\s+to\s+|will\s+|to\s+)?(?:pays?|sends?|transfers?|contributes?)\s+(?:(?:me|us|the|a|an)\s+)?(?:${AMOUNT}|\d{2,6}\b)`,
  String.raw`(?:${AMOUNT}|\b\d{2,6})\s+(?:per|each|for\s+each|a)\s+(?:viewer|visitor|person\s+viewing)\b`,
  // the same said of whoever comes, with the day between: "the landlord say anybody coming Saturday should put 300 on
  // his Orange" (not those who come to sign: "anyone coming to sign the lease pays 3,000 at the lawyer's")
  String.raw`\b(?:anybody|anyone|everybody|everyone|whoever|all\s+those|any\s+(?:clients?|persons?|hunters?|tenants?|buyers?))\s+(?:who\s+(?:is\s+|are\s+)?(?:wants?\s+to\s+)?)?(?:coming|comes|to\s+(?:come|view|see|visit)|viewing|visiting)\b(?:\s+(?!sign|signing|signs|lease|agreement|contract|lawyer|move|moving|pay|send)[\w']+){0,4}?\s+(?:must|should|has\s+to|have\s+to|will|go|fit|to)\s+(?:first\s+)?(?:pay|send|transfer|put|drop|contribute|deposit)\s+(?:(?:me|us|him|her|the|a|an|small)\s+)?(?:${AMOUNT}|\d{2,6}k?\b)`,
].join('|');
/** Words for money that is asked for, without an amount. */
const MONEY_NOUNS = ['money', 'cash', 'fee', 'fees', 'charge', 'charges', 'deposit', 'token', 'goodwill', 'commitment',
  'registration', 'transport', 'fuel', 'fare', 'reservation', 'advance', 'balance', 'half', 'commission',
  'something small', 'small something', 'little something', 'small money',
  // costs a pretext gives the money before a viewing: "documentation and processing is 150k, then we go see it"
  'documentation', 'processing', 'paperwork', 'cleaning',
  // help asked as money: "a little assistance of NLe 250", "a contribution towards the elders", "a loan till Monday"
  'assistance', 'contribution', 'contributions', 'loan',
  // custom asked as money before land is walked or a house shown: the elders' drink, kola, the chief's shake hand
  'drink', 'kola', 'shake hand', 'handshake', 'saraka', 'appreciation', 'gift', 'christmas box',
  // what the money is called when it buys someone's effort: a mobilisation or facilitation fee, a motivation, a
  // caution or security deposit, the charge to cash it out
  'mobilisation', 'mobilization', 'facilitation', 'motivation', 'caution fee', 'caution money', 'security deposit',
  'security money', 'security fee', 'cash out charges?', 'cashout charges?', 'withdrawal charges?', 'withdrawal fee'];
/** Whom or what the money is for: "le 100 for the caretaker", "for my transport". */
const FOR_WHOM = String.raw`for\s+(?:the\s+|my\s+|your\s+|his\s+)?(?:caretaker|transport|fuel|fare|movement|agent|security|gateman|watchman|okada|keke|taxi|logistics|form|registration)`;
const MONEY_NOUN = String.raw`\b(?:${alt(MONEY_NOUNS)}|${FOR_WHOM}|${alt([...ACCESS_FEES, ...OTHER_FEES])}\s+${alt(FEE_WORDS)})\b`;

const re = (source: string) => new RegExp(source);
/**
 * A long list of alternatives as a few patterns, each under 16,000 characters, tested in turn: V8 stops optimising a
 * pattern longer than 20 KB, and one such pattern read the long test listing twice as slowly.
 */
function anyOf(sources: readonly string[]): { test: (text: string) => boolean } {
  const groups: string[][] = [[]];
  for (const source of sources) {
    const last = groups[groups.length - 1]!;
    if (last.length > 0 && [...last, source].join('|').length > 16_000) groups.push([source]);
    else last.push(source);
  }
  const patterns = groups.map((g) => re(g.join('|')));
  return { test: (text) => patterns.some((p) => p.test(text)) };
}
const PAY_VERB_RE = re(PAY_VERB);
const AMOUNT_RE = re(AMOUNT);
const CHANNEL_RE = re(CHANNEL);
const CHANNELS_RE = new RegExp(CHANNEL, 'g');
const ACCESS_FEE_RE = anyOf([ACCESS_FEE, ACCESS_BOUGHT]);
const MONEY_NOUN_RE = re(MONEY_NOUN);
// A bare number beside a channel or a payment verb is an amount ("150 on om", "send the booking money 100").
/** A bare sum with what it pays for, not the home: "200 for my transport", "50 for the form". */
const SUM_FOR_A_COST = String.raw`\b\d{2,6}k?\s+for\s+(?:the\s+|my\s+|his\s+|her\s+|our\s+)?(?:transport|fuel|fare|caretaker|form|registration|okada|keke|taxi|logistics|movement)\b`;
const SUM_FOR_A_COST_RE = re(SUM_FOR_A_COST);
/** "the agency registration is compulsory. It is NLe 200": paying to be let in, made a rule (the sum here or next). */
const COMPULSORY_ACCESS_RE = /\b(?:registration|form|booking|commitment|inspection|viewing|membership|subscription)\s+(?:fee\s+|money\s+)?(?:is|are)\s+(?:compulsory|mandatory|required|a\s+must|obligatory)\b/;
const BARE_AMOUNT_RE = re(String.raw`\b(?:airtime|credit|cards?|amount)\s+(?:of\s+)?\d{2,6}\b|\b(?:token|fee|deposit|commitment|charge|levy|sum|payment|money|cash|transport|fuel|fare|registration|booking|form|goodwill|appreciation|gift|drink|kola|motivation|mobili[sz]ation|facilitation)\s+(?:of\s+\d{2,6}\b|\d{2,6}\b(?!\s?\d))|\b\d{2,6}k?\s+(?:first\s+)?(?:(?:on|via|by|through|to)\s+(?:(?:my|his|her|our|their)\s+)?)?${alt(CHANNELS)}\b|${alt(PAY_VERBS)}\s+(?:\w+\s+){0,3}\d{2,6}\b(?!\s*\d)|${alt(PAY_VERBS)}\s+(?:\w+\s+){0,3}\d+(?:\.\d+)?\s?(?:m|mil|mill)\b|\bpush\s+(?:\w+\s+){0,2}\d{2,6}\b|\b\d{2,6}k?\s+(?:on|to|into)\s+(?:my|this|the\s+same)\s+(?:line|number|phone)\b`
  // a bare sum with what it is for ("200 for my transport"), and the home's rent counted in months ("2 months rent")
  + String.raw`|${SUM_FOR_A_COST}`
  + String.raw`|\b(?:\d{1,2}|one|two|three|four|five|six|twelve|a|half\s+a)\s+(?:months?|years?)(?:'s)?\s+(?:rent|advance|deposit)\b`
  // a bare sum handed over in person: "give me 100 first" (Krio "gi" is read as give); not a span of time or a count of things
  + String.raw`|\b(?:give|hand|bring)\s+(?:me|us|him|her|my\s+\w+)\s+\d{2,6}\b(?!\s*(?:\d|%|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|seconds?|secs?|people|persons?|copies|pages?|photos?|pictures?|pics?|plots?|rooms?|bags?\s+of\s+cement|blocks?))`
  // a sum in words beside a channel or after "push": "push fifty on my AM", "two hundred on the orange"
  + String.raw`|\b(?:(?:one|two|three|four|five)\s+hundred|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\s+(?:on|via|by|through|to)\s+(?:my\s+|the\s+|me\s+)?${alt(CHANNELS)}\b|\bpush\s+(?:me\s+|us\s+)?(?:ten|twenty|thirty|forty|fifty|hundred|one\s+hundred|two\s+hundred)\b`);

/** Money asked for in a sentence: two of a payment verb, an amount, a channel and a word for the money. */
/** The costs of getting an agent to the house, asked for outright with a verb and a channel or an amount. */
const MOVING_COST_RE = re(String.raw`\b(?:transport|fuel|okada|keke|taxi|caretaker|gate|logistics)\s+(?:money|fee|fees|fare|charge|cost)\b`);
/**
 * The cost of getting there put on the reader and ordered sent: "the transport is on you: 75k, send it". Said without
 * the order it is only what the trip costs the hunter ("transport is on you, about 30k by okada").
 */
const COST_ON_YOU_RE = re(String.raw`\b(?:transport|fuel|fare|movement|logistics|caretaker|gateman|watchman)\b[^.]{0,30}?\b(?:is|are|will\s+be|na)\s+(?:on|for)\s+(?:you|u)\b(?!\s+(?:to\s+)?(?:decide|choose))|\byou\s+(?:will\s+|go\s+|have\s+to\s+|must\s+|need\s+to\s+)?(?:bear|cover|handle|sort|take\s+care\s+of)\s+(?:the\s+|my\s+|his\s+)?(?:transport|fuel|fare|movement|logistics)\b`);
/** "He needs 30k fuel", "I want 50k for transport": a sum for the agent's movement, asked with a verb or a channel. */
const NEEDS_MOVING_COST_RE = re(String.raw`\b(?:need|needs|want|wants|require|requires|collect|collects|take|takes)\s+(?:${AMOUNT}|\d+k?)\s+(?:for\s+(?:the\s+|my\s+|his\s+|her\s+)?)?(?:transport|fuel|fare|okada|keke|taxi|logistics|movement)\b`);
function asksMovingCost(s: string): boolean {
  if (COST_ON_YOU_RE.test(s) && ORDER_TO_HUNTER_RE.test(s) && (AMOUNT_RE.test(s) || CHANNEL_RE.test(s))) return true;
  if (NEEDS_MOVING_COST_RE.test(s) && (PAY_VERB_RE.test(s.replace(NEEDS_MOVING_COST_RE, ' , ')) || CHANNEL_RE.test(s))) return true;
  return MOVING_COST_RE.test(s) && PAY_VERB_RE.test(s) && (CHANNEL_RE.test(s) || AMOUNT_RE.test(s) || BARE_AMOUNT_RE.test(s));
}

/**
 * A chat's bare order to send money ("ok send the 100k on this number", "make you send di transport 50k", "send it
 * now" beside a mobile-money number). The money for the home itself (rent, price, deposit, advance) is left to the
 * preconditions: honest listers ask for it too, after the viewing.
 */
const ORDER_RE = re(String.raw`(?:^|\b(?:ok|okay|oya|alright|fine|so|just|please|kindly|abeg|then|boss|dear|yes|sir|madam|now|and|make\s+you|you\s+go|you\s+fit|you\s+should|you\s+need\s+to|you\s+have\s+to|you\s+must)\s+)(?:send|transfer|drop|do|credit|pay|wire|remit|put|load|recharge|top\s+up|buy\s+me|push|clear|settle)\s+(?:(?:me|us|the|your|that|this|my|small)\s+){0,2}(?:${AMOUNT}|\d+k?\b|transport|fuel|form|commitment|registration|money|cash|fee|something|it\b|am\b)`);
/** An order naming a fee needs no sum beside it: "send the transport", "pay the form". */
const ORDER_FOR_FEE_RE = re(String.raw`(?:^|\b(?:ok|okay|so|just|please|kindly|abeg|then|boss|dear|yes|now|make\s+you|you\s+go|you\s+should|you\s+need\s+to|you\s+must)\s+)(?:send|transfer|drop|do|pay|bring)\s+(?:(?:me|us|the|your|my|small)\s+){0,2}(?:transport|fuel|fare|form|commitment|registration|token|viewing\s+fee|inspection\s+fee)\b`);
/** A price of land or a night's stay: the home's own money too ("Le 80,000 per town lot, negotiable"). */
const SALE_PRICE_RE = /\b(?:per\s+(?:plot|lot|town\s+lot|acre|night)|negotiable|for\s+sale|selling|sold)\b/;
const HOME_MONEY_RE = /\b(?:rent|rents|price|deposit|advance|balance|instal\w*|monthly|yearly|per\s+(?:month|year|annum)|a\s+(?:month|year)|bill|bills|edsa|guma|utilit\w*|electricity|water\s+rate)\b/;
// (in threes or in twos: "076 412 339", "076 55 21 09")
const MOBILE_NUMBER_RE = /\b0?[237]\d(?:\s?\d{3}\s?\d{3}|(?:\s?\d{2}){3})\b/;
/** "where is the money?", "have you sent it?", Krio "you don send the money?": the ask chased. */
const CHASE_RE = /\b(?:where\s+is|have\s+you\s+sent|did\s+you\s+send|you\s+(?:never|have\s+not|haven't|no|not|still\s+have\s+not|still\s+haven't)\s+(?:send|sent|pay|paid)|you\s+(?:don|done)\s+send|have\s+you\s+paid|did\s+you\s+pay|are\s+you\s+sending)\s+(?:the\s+|my\s+)?(?:money|it|payment|transfer|fee|cash|form|transport)\b/;
const ACCESS_MENTION_RE = /\b(?:view|viewing|see|show|visit|inspection|house|place|address|location|meet|take\s+you|carry\s+you|landlord|keys?)\b/;

/** A short line that only says where to send money: a number, an account, a name on it. */
function isPaymentDetails(s: string): boolean {
  // (a form's "network: orange" names the channel by its operator)
  return s.split(' ').length <= 12 && (MOBILE_NUMBER_RE.test(s) || CHANNEL_RE.test(s) || /\b(?:account|name|number|network)\b/.test(s));
}

/**
 * What is sent or spent that asks nobody for money: "send me a photo of your ID", "send your full name", "I spent 50k
 * on transport yesterday", and a state body named a commission ("the Anti-Corruption Commission froze it"). Read out
 * of a sentence before its money is counted.
 */
const NOT_MONEY_RE = new RegExp(String.raw`\b(?:anti\s+corruption|electoral|human\s+rights|law\s+reform|public\s+service|lands?|planning|boundaries|privati[sz]ation|social\s+action|telecommunications|petroleum\s+regulatory)\s+commission\b|\bcommission\s+(?:for|on)\s+(?:privati[sz]ation|human\s+rights|social\s+action|democracy)\b|\bsend\s+(?:me\s+|us\s+)?(?:a\s+|the\s+|your\s+)?(?:photo|picture|pic|copy|scan|selfie|video|full\s+name|name|id|id\s+card|passport|details|location|address|message|text|whatsapp)s?\b|\b(?:copy|fill|complete|sign|write)\s+(?:(?:this|it|that|the\s+\w+)\s+)?(?:in\s+|out\s+)?(?:and|&)\s+send\s+(?:it|this|that|them)(?:\s+back)?\b|\b(?:i|we|he|she)\s+(?:already\s+|have\s+|had\s+)?(?:spent|used|wasted)\s+(?:\w+\s+){0,2}?(?:${AMOUNT}|money|cash)(?:\s+(?:on|for)\s+(?:my\s+|the\s+|his\s+)?(?:transport|fuel|fare|okada|keke|taxi))?`, 'g');

/**
 * Mobile data bought or sent for someone ("buy him 5GB Orange data", "send 2 gig bundle to my line"): airtime by
 * another name. Not data bought for oneself ("buy your own data", "let me buy data").
 */
const DATA_FOR_SOMEONE_RE = re(String.raw`\b(?:buy|send|give|share|load|credit|top\s+up|transfer)\s+(?:me|him|her|us|them|(?:my|his|her|the|our)\s+(?!own\b|data\b|bundles?\b)\w+|its(?=\s+(?:\w+\s+)?(?:data|bundles?)\b))\s+(?:(?:some|small|a|the|\d+\s?(?:gb|mb|gig|gigs)|(?:orange|africell|qcell))\s+){0,3}(?:data|bundles?|data\s+bundles?)\b|\b(?:send|buy|transfer|share|load)\s+(?:(?:some|small|a|the)\s+)?(?:\d+\s?(?:gb|mb|gig|gigs)\s+)?(?:(?:orange|africell|qcell)\s+)?(?:data|bundles?|data\s+bundles?)\s+(?:to|on|into)\s+(?:my|his|her|this|the|our|0?[237]\d)\b`);

/** "he must receive 50k from you": a sum taken from the reader is asked of him. */
const FROM_YOU_RE = re(String.raw`${AMOUNT}\s+from\s+(?:you|u|each\s+client|every\s+client|all\s+clients|clients)\b`);

function demandsMoney(text: string): boolean {
  const s = text.replace(NOT_MONEY_RE, ' , ');
  if (DATA_FOR_SOMEONE_RE.test(s)) return true;
  const verb = PAY_VERB_RE.test(s) || FROM_YOU_RE.test(s);
  const amount = AMOUNT_RE.test(s) || BARE_AMOUNT_RE.test(s);
  const channel = CHANNEL_RE.test(s);
  // "orange money" names a channel, not the money asked for: nouns are looked for outside the channels' names.
  const rest = s.replace(CHANNELS_RE, ' ');
  const noun = MONEY_NOUN_RE.test(rest) || ACCESS_FEE_RE.test(rest);
  return [verb, amount, channel, noun].filter(Boolean).length >= 2;
}

// --- (b) A precondition: the money comes before the viewing ---------------------------------------------------

/** What the money is said to unlock. */
const ACCESS = String.raw`(?:(?:view|see|visit|inspect|meet|show|come|go|carry|take|bring|pick|open|unlock|release|travel|tour|fix|arrange|schedule|search|look|find|proceed|enter)(?:s|es|ing|ed|n)?|arranging|scheduling|releasing|walk(?:s|ed|ing)?\s+(?:(?:you|us|them)\s+)?(?:round|around|through|the\s+(?:land|plot|plots|site|boundary|boundaries|property|compound|farm))|(?:land|plot|plots|site|boundary|farm)\s+walk(?:s|ing)?|taking|coming|giving|shown|seen|met|brought|register\s+(?:your\s+name|you)|(?:put|add)\s+your\s+name|inspection|location|address|keys?|appointment|landlord|owner|list|documents|papers|site plan|number|gate|walked|expect\s+you|(?:tell|inform|alert|call)\s+(?:the\s+)?(?:caretaker|landlord|owner|gateman|watchman|security))`;
/** "before paying, visit the land": what follows "before" is the payment, so the money comes after. */
const NOT_PAYING = String.raw`(?!(?:you\s+|we\s+|any\s+|anybody\s+|anyone\s+|somebody\s+|someone\s+|everybody\s+|everyone\s+)?(?:pay|paying|payment|send|sending|transfer|transferring|(?:give|giving|hand)(?!\s+(?:out\b|over\s+(?:the\s+)?(?:address|location|keys?)\b|(?:you\s+)?(?:the\s+)?(?:address|location|keys?|pin|directions|contact)\b))|money)\b)`;
const NOT_FOR_FREE = String.raw`\b(?:can't|cannot|won't|will\s+not|don't|do\s+not|no|not)\s+(?:(?:de|go|fit)\s+)?(?:show|take|carry|come|go|bring|do|work|move|open|free)\b(?:\s+\w+){0,6}?\s+(?:for\s+)?(?<!\b(?:is|are|be|was|it's|its|always|totally)\s+(?:for\s+)?)free\b(?!\s+to\s+(?:do|fix|repair|mend|paint|clean|build|work)\b)|\bno\s+free\s+(?:viewing|viewings|inspection|visits?|showing)\b`;
/** "refundable if you don't take it": the money is paid before the choice. */
const REFUND_IF = String.raw`\brefund(?:ed|able)?\b[^.]{0,40}?\b(?:if|when|once|after|should)\s+(?:you\s+)?(?:take|rent|buy|decide|don't|do\s+not|choose|like|are\s+not)\b`
  // the same, the condition said first: "if you don't like it after seeing it, I refund you the same day"
  + String.raw`|\bif\s+(?:you|u)\s+(?:don't|do\s+not|did\s+not|didn't|no|not|are\s+not|aren't)\s+(?:like|love|want|take|fancy|happy|satisfied)\b(?:(?!\b(?:move|moved|moving|end|vacate|leave|stay|month|months|year|lease|tenancy)\b)[^.]){0,60}?\b(?:refund(?:s|ed)?|(?:give|pay|send)\s+(?:(?:it|am|you)\s+)?(?:(?:the|your)\s+money\s+)?back|return\s+(?:(?:the|your)\s+money|(?:it|am)\s+to\s+you))\b`
  // "you get it back when you return the key after you see the place": money handed back after the viewing was
  // paid before it (not a deposit back at the end of a lease: the move-out inspection is read apart)
  + String.raw`|\b(?:refund(?:s|ed|able)?|get\s+(?:it|am|them|your\s+money|the\s+money|everything)\s+back|give\s+(?:it|you\s+(?:it|the\s+money|your\s+money))\s+back|(?:it\s+)?return(?:ed)?\s+(?:it\s+)?to\s+you|give\s+you\s+back\s+(?:the\s+|your\s+)?(?:money|cash|it))\b(?:(?!\b(?:end|move|moving|vacate|leave|leaving|left)\b)[^.]){0,60}?\b(?:after|when|once)\s+(?:you\s+|we\s+)?(?:(?!move|moving|vacate|leave|end)[\w']+\s+){0,6}?(?:see|seen|saw|view|viewed|viewing|visit|visited|inspect|inspected|look\s+at)\b(?![^.]{0,30}\b(?:move\s+out|moving\s+out|vacate|end\s+of\s+(?:the\s+)?(?:lease|tenancy)))`;
const REFUND_IF_RE = re(REFUND_IF);
/** "deposit 200k and bring the slip when you come for inspection": the proof of payment is the ticket in. */
const PROOF_FOR_ACCESS = String.raw`\b(?:slip|receipt|proof|screenshot|evidence|teller)\b[^.]{0,40}?\b(?:for|to|at)\s+(?:the\s+)?(?:viewing|inspection|visit|see|view)\b`;
const PROOF_FOR_ACCESS_RE = re(PROOF_FOR_ACCESS);
/**
 * "buy the token so that when you come you can see everything", "so the house is clean when you reach": the money
 * readies the home for the reader's visit, which is still to come.
 */
const READY_FOR_VISIT = String.raw`\bso(?:\s+that)?\s+(?:(?!(?:pay|send|transfer)\b)[\w']+\s+){0,5}?(?:when|once|by\s+the\s+time)\s+(?:you|u|we)\s+(?:come|reach|arrive|get\s+there|visit|enter)\b`;
const READY_FOR_VISIT_RE = new RegExp(READY_FOR_VISIT, 'g');
/** "deducted from the rent", "we take it off the rent", "it counts towards your deposit": money now, credited later. */
const DEDUCTED = String.raw`\b(?:deduct(?:ed|ible)?\s+(?:(?:it|am|that|this)\s+)?from|(?:take|took|taken|remove|removed|knock|knocked)\s+(?:(?:it|am|that|this)\s+)?(?:off|from)|count(?:s|ed)?\s+(?:(?:it|am)\s+)?(?:as\s+part\s+of|towards|against))\s+(?:the\s+|your\s+)?(?:rent|price|deposit|first)\b`;
/**
 * "send 400 for my daughter's fees, it is deducted from your rent after the viewing": money credited against the rent
 * at or after the viewing was paid before it (not credited after signing or moving in, where a let is under way).
 */
const DEDUCTED_AT_VIEWING_RE = re(String.raw`${DEDUCTED}[^.]{0,40}?\b(?:after|when|once|at)\s+(?:you\s+|we\s+|the\s+)?(?:see|seen|view|viewed|viewing|visit|visited|inspect|inspected|inspection)\b`);
const SUBJECT = String.raw`(?:i|we|you|he|she|they|the\s+\w+|my\s+\w+|our\s+\w+|his\s+\w+)`;
const AUX = String.raw`(?:(?:will|go|can|shall|would|de|fit|start|then|only|just|[a-z]{3,}ly)\s+){0,3}`;
/** What is handed over once paid. */
const ACCESS_NOUN = String.raw`(?:address|location|pin|directions|keys?|number|contact|papers|documents|site\s+plan|survey\s+plan|beacons?|(?:viewing|inspection)\s+(?:time|date|schedule|list|slots?)|(?:lockbox|lock\s+box|key\s*safe|key\s*box|access|gate|door)\s+code|appointment|viewing|visit|inspection|(?:video\s+|virtual\s+|live\s+)?(?:tour|walk\s?through))`;
/** The money arriving: "payment", "you pay", "i receive", a sum by a channel ("after £40 Remitly"). */
const PAYMENT_EVENT = String.raw`(?:\d{2,6}k?\s+(?:reach|reaches|hit|hits|land|lands|enter|enters|drop|drops|reflect|reflects)\s+(?:my|our|his|her|the|this)\b|(?:${AMOUNT}|\d{2,6}k?)\s+(?:(?:on|via|by|through|with|to|into)\s+(?:(?:my|his|her|our|their|the)\s+)?)?${alt(CHANNELS)}\b|(?:the\s+)?payment|paying|receipt|confirmation\s+of\s+payment|(?:you|u)(?:'ve|\s+have)?\s+(?:pay|paid|send|sent|transfer|transferred|do\s+(?:the\s+)?(?:\d|transfer|payment|needful|necessary))|(?:i|we|he|she)\s+(?:receive|get|see|confirm)\s+(?:the\s+|your\s+|my\s+)?(?:money|payment|transfer|alert|credit|cash|le|\d)|(?:the\s+|your\s+|my\s+)?(?:(?:${AMOUNT}\s+)?(?:[a-z]+\s+){0,2}(?:money|payment|transfer|cash|alert|fee|commitment|deposit)|it|${AMOUNT}|\d+k)\s+(?:of\s+(?:(?:le|nle|sle|usd|[$£€])\s?)?\d+(?:\.\d+)?\s?(?:k|le|nle|sle|leones?|usd|dollars?)?\s+)?(?:reach|reaches|arrive|arrives|enter|enters|come|comes|drop|drops|land|lands|clear|clears|reflect|reflects|show|shows|hit|hits|is\s+received|is\s+in|is\s+confirmed|(?:(?:is|has\s+been|have\s+been)\s+)?(?:paid|made|sent|settled))\b)`;
/** Access that waits for the money: "once i see the alert i send the location", "address given after payment". */
/** The one who opens is told, or waits for the reader ("the caretaker will be informed and will be waiting for you"). */
const TOLD_TO_WAIT = String.raw`(?:informed|told|alerted|notified|wait(?:s|ing)?\s+for\s+(?:you|u))`;
const PAID_THEN_ACCESS = String.raw`\b(?:after|once|as\s+soon\s+as|when|immediately|upon|the\s+moment)\s+(?:${PAYMENT_EVENT}|the\s+\d{2,6}\s+(?:reach|reaches|arrive|arrives|land|lands|enter|enters|drop|drops|reflect|reflects|is\s+in|is\s+received))[^.]{0,60}?\b(?:${ACCESS}|${ACCESS_NOUN}|${TOLD_TO_WAIT})\b|\b(?:${ACCESS_NOUN}|show|release|give|share|send|(?:it|they)\s+(?:is|are|will\s+be|gets?)\s+(?:only\s+)?(?:released|given|shared|sent|shown|revealed|disclosed|handed\s+over)|(?:you|u)\s+(?:can|will|may|go|fit)\s+(?:only\s+)?(?:view|see|visit|inspect)|(?:i|we|he|she|the\s+agent|the\s+caretaker)\s+(?:will\s+|go\s+|can\s+|shall\s+)?(?:only\s+)?(?:move|come|leave|start|set\s+off|opens?)\b(?!\s+in\b)|(?:i|a|we|he|she|the\s+agent|the\s+caretaker)\s+(?:will\s+|go\s+|can\s+|shall\s+)?(?:only\s+)?(?:carry|take|bring)\s+(?:you|u)\b)\b[^.]{0,60}?\b(?:only\s+)?(?:after|once|when|upon|on|as\s+soon\s+as|if)\s+(?:the\s+|your\s+)?${PAYMENT_EVENT}`;
const NOT_A_TIME = String.raw`(?!\s+(?:\d+|year|years|month|months|floor|time|thing|come|served|class|of\s+all|line|two|three|six|day|week|quarter|and|of\s+(?:the|every|each)\s+month)\b)`;
/** "pay first", "first send the 100k": the money first, whatever "after" says next ("after we go see"). */
const FIRST_PAY = String.raw`${PAY_VERB}\s+(?:[\w'$%]+\s+){0,7}?first\b${NOT_A_TIME}|\bfirst\s+(?:(?:you|must|should|have\s+to|make\s+you)\s+)?(?:${alt(PAY_VERBS)}|deposit)\b`;
/** "half now and half after you see it": part of the money before the viewing. */
const SPLIT_BEFORE_VIEWING = String.raw`\b(?:now|today|upfront|up\s+front|first|in\s+advance)\b[^.]{0,40}?\b(?:rest|balance|half|remaining|remainder|other\s+half)\s+(?:\w+\s+){0,2}?(?:after|when|once|on)\s+(?:you\s+|we\s+)?(?:see|seen|view|viewed|viewing|inspection|inspect|visit|the\s+viewing|the\s+inspection|the\s+visit)\b`;
/** "bring 100 when we go see the land, but send it before": "before" with nothing after it is "beforehand"; "paid beforehand". */
const PAY_BEFOREHAND = String.raw`\b(?:paid|sent|transferred)\s+beforehand\b|\b(?:send|pay|transfer|drop|push)\s+(?:(?:it|am|them|the\s+money|the\s+cash|the\s+\w+)\s+)?(?:before|beforehand)\b(?!\s+(?:i|we|you|u|he|she|they|the|my|your|his|her|it|its|this|that|then|signing|moving|paying|viewing|seeing|we're|you're)\b)`;
const PAY_BEFOREHAND_RE = re(PAY_BEFOREHAND);
/** "let's see what he says", "we'll see if he agrees": seeing as finding out, not a viewing. */
const SEE_WHAT = String.raw`\s+(?:what|if|whether|how|who|why)\b`;
/** "give him 20k when you reach, he will not open otherwise": no access unless paid at the door. */
const NOT_OPEN_OTHERWISE = String.raw`\b(?:i|we|he|she|they|the\s+\w+)\s+(?:will\s+not|won't|no\s+go|not\s+go|cannot|can't|no\s+fit|not\s+fit|would\s+not|wouldn't)\s+(?:open|show|come|move|take|carry|bring|release|give|let\s+(?:you|us)\s+(?:in|enter|inside|through|pass))\b[^.]{0,30}?\b(?:otherwise|if\s+not|else)\b|\b(?:otherwise|if\s+not|else)\s+(?:i|we|he|she|they|the\s+\w+)\s+(?:will\s+not|won't|no\s+go|not\s+go|cannot|can't|no\s+fit|not\s+fit|would\s+not|wouldn't)\s+(?:open|show|come|move|take|carry|bring|release|give|let\s+(?:you|us)\s+(?:in|enter|inside|through|pass))\b`;
/** The home's photos or video sent or shown: "share all 30 pics", "send you the full video". */
const MEDIA_SENT = String.raw`(?:send|forward|share|drop|release|show|unlock)\s+(?:(?:you|u|them)\s+)?(?:(?:the|all|more|full|other|remaining|rest\s+of\s+the|inside|hd|\d+)\s+){0,3}(?:pictures|photos|pics|videos?|images|footage|video\s+tour)\b`;
/** "if the 150 no reach me before 6pm, forget the viewing": the money's arrival is the condition. */
const MONEY_NOT_ARRIVED = String.raw`\bif\s+(?:the\s+|my\s+|your\s+|that\s+)?(?:money|payment|transfer|cash|fee|${AMOUNT}|\d+k?)\s+(?:(?:no|not|does\s+not|doesn't|don't|never|has\s+not|hasn't)\s+)(?:reach|reached|come|arrive|arrived|land|landed|enter|drop|reflect|show)\b`;
const MONEY_NOT_ARRIVED_RE = re(String.raw`${MONEY_NOT_ARRIVED}[^.]{0,80}?\b(?:viewing|visit|inspection|slot|appointment|keys?|show|see|house|flat|room|land|plot)\b`);
const PRECONDITIONS = [
  // "before we see the house", "b4 u come", "prior to inspection", "ahead of the viewing"
  String.raw`\b(?:before|prior\s+to|ahead\s+of)\s+${NOT_PAYING}(?:[\w']+\s+){0,6}?(?:${ACCESS}|give|gives|hand|hands)\b`,
  // "pay first", "send the agent fee first", "first deposit le 500", "le 100 first on om"
  FIRST_PAY,
  SPLIT_BEFORE_VIEWING,
  PAY_BEFOREHAND,
  String.raw`${AMOUNT}\s+first\b`,
  // "the viewing itself needs 300 upfront": the viewing's own price, paid ahead of it
  String.raw`\b(?:viewings?|inspections?|visits?|showings?|tours?|walk\s?throughs?|appointments?)\s+(?:itself\s+)?(?:needs?|requires?|costs?|is|are|attracts?|takes?)\s+(?:(?:a|an|the|of)\s+)?(?:${AMOUNT}|\d{2,6}k?)\s+(?:[\w$£€%]+\s+){0,3}?(?:upfront|up\s+front|in\s+advance|beforehand)\b`,
  // "to book / secure / reserve / hold / confirm" the house or a slot; "secures your spot"; "i go reserve it"
  // (not "quiet and secure": the place described, nothing secured)
  String.raw`(?:^(?:please\s+|kindly\s+|just\s+)?|\b(?:to|and|will|go|i|we|can|now)\s+)(?:book|(?<!\b(?:quiet|safe|clean|calm|peaceful|private|fenced|gated|walled|neat|nice|spacious|cool)\s+and\s+)secure(?!\s*$|\s+(?:and|compound|area|environment|neighbourhood|location)\b)|reserve|hold|block|lock|confirm|keep)\b`,
  String.raw`\b(?:secures?|reserves?|holds?|books?|confirms?|keeps?)\s+(?:\w+\s+){0,2}(?:spot|slot|place|viewing|visit|appointment|house|flat|room|unit|land|plot|shop|it|yours)\b`,
  // "a deposit to show you are serious", "for me to know you are serious", "not a time waster"
  String.raw`\b(?:show|shows|prove|proves|know|knows|see|sees|confirm|if)\s+(?:that\s+)?you\s+(?:are\s+|re\s+)?(?:(?:serious|committed|ready)\b|not\s+a\s+time\s*waster)|\bproof\s+of\s+(?:funds|seriousness|commitment)\b|\b(?:show|shows|prove|proves|demonstrate)\s+(?:your\s+|some\s+|real\s+)?(?:commitment|seriousness)\b`,
  // "site visits are arranged only for holders of a tender pack receipt": access only for those who bought something
  String.raw`\b(?:only|solely|strictly|exclusively)\s+(?:for|to)\s+(?:holders?|those|people|persons|clients|buyers|bidders|customers|anyone|applicants)\s+(?:of|with|who|that)\b[^.]{0,40}?\b(?:receipts?|packs?|tickets?|paid|bought|purchased|passes)\b`,
  // "inspections are by prepaid appointment", "unpaid bookings will not be honoured": access only for the paid
  String.raw`\b(?:prepaid|pre\s+paid)\s+(?:viewings?|inspections?|appointments?|visits?|bookings?|site\s+visits?)\b|\b(?:viewings?|inspections?|appointments?|visits?)\s+(?:are|is)\s+(?:by\s+|strictly\s+|only\s+)?(?:prepaid|pre\s+paid|paid\s+for\s+in\s+advance)\b`,
  String.raw`\b(?:unpaid|unactivated|non\s?paid|unsettled)\s+(?:[a-z]+\s+)?(?:viewings?|inspections?|appointments?|bookings?|visits?|accounts?|slots?|requests?|reservations?)\b`,
  PROOF_FOR_ACCESS,
  // the first to pay gets it; pay or it goes to another client; refundable if you take it; deducted from the rent
  String.raw`\b(?:clients|people|tenants|buyers|those|anyone|customers)\s+(?:who|that)\s+(?:have\s+|has\s+|already\s+)?(?:paid|pay|sent|send|transferred)\b`,
  String.raw`\b(?:whoever|the\s+first\s+(?:person|one|client|tenant|buyer|people)|first\s+person)\s+(?:to\s+|who\s+)?(?:pay|pays|paid|send|sends|transfer|transfers)\b`,
  String.raw`\b(?:or|otherwise|else)\s+(?:${SUBJECT}\s+)?(?:(?:will|go|shall|may|might|can)\s+)?(?:give|rent|sell|let|pass)\s+(?:it|(?:the|your|this|that)\s+\w+)\s+(?:out\s+)?to\s+(?:another|someone|somebody|other|the\s+next)\b`,
  // pressure to pay now: "others have already paid", "send it in 30 minutes or you lose it", "otherwise it is gone"
  String.raw`\b(?:others|other\s+(?:people|clients|tenants|buyers)|(?:\d+|two|three|four|five|six|many|some|several)\s+(?:other\s+)?(?:people|clients|tenants|buyers|others))\s+(?:(?:have\s+|has\s+|don\s+|are\s+ready\s+to\s+|want\s+to\s+)?(?:already\s+)?(?:paid|pay|sent|send|transferred)\b|(?:are|is|de)\s+(?:paying|pay|sending|send)\s+(?:(?:today|now|already|this\s+week|tomorrow|as\s+we\s+speak)\b|$))`,
  String.raw`\b(?:or|otherwise|else|if\s+not)\s+(?:(?:you|u|i|we|the\s+\w+|it|they|someone|somebody)\s+)?(?:(?:will|go|may|might|can|shall|de|is|are|will\s+be)\s+)?(?:lose|losing|lost|miss|forget|gone|goes|taken|move\s+(?:on\s+)?to|give\s+(?:it|the\s+\w+)\s+(?:out\s+)?to)\b`,
  String.raw`\bif\s+(?:you|u)\s+(?:no|not|don't|do\s+not|fail\s+to|cannot|can't)\s+(?:pay|send|transfer|put|do\s+the\s+transfer|make\s+the\s+payment)\b`,
  MONEY_NOT_ARRIVED,
  // "the key is with the caretaker who wants NLe 50": the money of whoever holds the keys
  String.raw`\bkeys?\s+(?:is|are)\s+with\s+(?:the\s+|my\s+|his\s+|her\s+|our\s+)?\w+\s+(?:who|that|and\s+(?:he|she))\b`,
  String.raw`\b(?:last\s+chance|first\s+come\s+first\s+serve[d]?|time\s+is\s+running|before\s+(?:someone|somebody|others|another\s+(?:person|client))\s+(?:else\s+)?(?:pay|pays|take|takes|grab|grabs))\b`,
  // the money for whoever opens up: "small something for the boy who will show you", "for the caretaker to open"
  String.raw`\bfor\s+(?:the|my|our|his|her)\s+\w+\s+(?:to|who\s+(?:will|go|would|is\s+going\s+to)|that\s+(?:will|go))\s+(?:show|take|carry|open|bring|meet)\b`,
  // "pay 1m now and view on saturday": paying now, the viewing after
  String.raw`\b(?:pay|send|transfer|deposit)\b[^.]{0,30}?\b(?:now|today|first|upfront)\s+(?:and|then)\s+(?:(?:you|we)\s+)?(?:(?:can|will|go)\s+)?(?:view|see|inspect|visit|come)\b`,
  // "give him 20k when you reach, he will not open otherwise": no access unless paid at the door
  NOT_OPEN_OTHERWISE,
  // "before I waste my fuel", "before we spend our time on you"
  String.raw`\bbefore\s+(?:i|we|he|she)\s+(?:waste|spend|use|burn)\s+(?:my|our|his|her|the)\s+(?:fuel|time|money|transport|credit)\b`,
  REFUND_IF,
  DEDUCTED,
  String.raw`\b(?:money|cash|payment|fee|fees|commitment|token|registration|form|booking|transport|fuel)\s+first\b${NOT_A_TIME}`,
  // "le 100 for fuel and we go", "pay and we meet"
  String.raw`\band\s+${SUBJECT}\s+${AUX}(?:go|come|meet|see|view|visit|inspect|proceed)\b(?!${SEE_WHAT})`,
  // "to get the address", "make i call the landlord", "so i can come show you", "in order to see it" (not "to collect
  // rent for her": the speaker's errand with money, no access)
  String.raw`\b(?:(?<!\b(?:take|taking|bring|bringing|carry|carrying|come|coming|go|going|welcome|invite)\s+(?:you\s+|them\s+|us\s+)?)to|(?<=\S\s+)make|so|so\s+that|in\s+order\s+to|for\s+me\s+to|for\s+us\s+to|let\s+me|let\s+us|let's)\s+(?:(?:i|we|you|he|she|they|the\s+(?:agent|caretaker|watchman|gateman|landlord|owner|boy))\s+|(?<=make\s)a\s+)?(?:(?:can|could|will|go|fit)\s+)?(?:(?:start|begin)\s+)?(?:get|receive|obtain|collect|call(?!\s+my\b)|(?:tell|inform|alert)\s+(?:the\s+)?(?:landlord|owner|caretaker|gateman|watchman|security|him|her|them)|(?:tell|show)\s+you\s+(?:where|the\s+(?:address|location|place|way))|know\s+(?:the\s+)?(?:exact\s+)?(?:place|location|address|area|house)|buy\s+fuel|${ACCESS})\b(?!\s+(?:a\s+|the\s+|your\s+|my\s+|his\s+|her\s+)?(?:receipt|refund|balance|change|discount|rent|rents|money|payment|payments|cash)\b|${SEE_WHAT})`,
  // "buy the token so that when you come you can see everything": the money readies the home for the reader's visit
  READY_FOR_VISIT,
  // "buy him data and we do the call tonight": a video call or video tour is the viewing of one who cannot come
  String.raw`\b(?:and|then|so|to|make|before)\s+(?:${SUBJECT}\s+)?${AUX}(?:(?:do|start|make|have|begin|join|hold)\s+(?:the\s+|a\s+|our\s+)?(?:video\s+call|video\s+tour|call|tour|facetime|whatsapp\s+video)|video\s+call|facetime)\b`,
  // "viewing is restricted to pre-qualified clients": access kept for those who paid (not "registered", often free)
  String.raw`\b(?:viewings?|inspections?|visits?|showings?|access|address|location)\s+(?:is\s+|are\s+)?(?:only\s+)?(?:restricted|limited|reserved|open|available)\s+(?:only\s+)?(?:to|for)\s+(?:our\s+)?(?:pre\s?qualified|paid|paying|subscribed|premium|members)\b`,
  // "no viewing needed, I'm out of the country": a home let unseen (not "no need to view it again")
  String.raw`\b(?:no\s+need\s+(?:to|for)\s+(?:a\s+)?(?:view|viewing|see|visit|inspect|inspection)|no\s+(?:viewing|inspection|visit)\s+(?:is\s+)?(?:needed|necessary|required))\b(?!\s+(?:it\s+|them\s+)?again)`,
  // "pay the processing and i will schedule your inspection": the viewing booked once paid
  String.raw`\band\s+${SUBJECT}\s+${AUX}(?:schedule|book|fix|arrange|confirm|set\s+up|set|slot)\s+(?:your|the|a|our)\s+(?:viewing|inspection|visit|appointment|slot|showing|site\s+visit|tour|look)\b`,
  // "only registered bidders get the inspection schedule", "winners get viewing slots": the access kept for those who
  // paid, beside the sum asked
  String.raw`\b(?:only\s+(?:the\s+)?(?:registered|paid|paying|confirmed|subscribed|shortlisted)\s+(?:\w+\s+)?|(?:the\s+)?(?:winners?|ticket\s+holders)(?:'?\s*names?)?\s+)(?:will\s+)?(?:get|gets|receive|receives|are\s+given|win|wins)\s+(?:the\s+|a\s+|an\s+|their\s+|your\s+)?${ACCESS_NOUN}`,
  // "pay the fee now to be put on the viewing list": a place among the viewers, bought
  String.raw`\bto\s+(?:be\s+|get\s+)?(?:put|added|listed|placed|included|entered)\s+(?:on|in|onto|into)\s+(?:the\s+|our\s+|a\s+)?(?:viewing|inspection|visit|showing)\s+(?:list|schedule|register|rota)\b`,
  // "send it on my afrimoney and i'll be there by 10": the agent sets off once paid
  String.raw`\band\s+(?:i|we|he|she)\s+(?:will|go|shall|can)\s+(?:be\s+there|be\s+on\s+(?:my|our|his|her)\s+way|be\s+at\s+(?:the|your)\s+(?:house|place|site|gate|property|land)|reach|set\s+off|start\s+coming|leave\s+now)\b`,
  // "i need 60k to fuel my car and come show you": the trip that follows the money
  String.raw`\band\s+(?:come|go)\s+(?:and\s+)?(?:show|see|meet|take|carry|pick|open)\b`,
  // "then we go see it", "then you get appointment", "then viewing on tuesday", "and get the address"
  String.raw`\b(?:then|after\s+that|after\s+which|thereafter|tomorrow|later)\s+(?:(?:${SUBJECT}|a)\s+)?(?:(?:will|go|can|de|shall|would|start|begin)\s+)*(?:get|receive|send\s+you|the\s+viewing|viewing|inspection|${ACCESS}|(?:share|send|give|text|drop|forward)\s+(?:you\s+)?(?:the\s+|my\s+)?(?:[a-z']+\s+)?${ACCESS_NOUN})\b`,
  String.raw`\band\s+(?:(?:you|i)\s+(?:will\s+)?)?(?:get|receive)\s+(?:the\s+|my\s+|our\s+)?(?:address|location|number|keys?|list|papers|documents|viewing\s+time)\b`,
  String.raw`\band\s+${SUBJECT}\s+${AUX}(?:send\s+you|give\s+you|schedule\s+you|book\s+you|arrange|let\s+you\s+(?:in|enter|inside|see)|show|take|carry|bring|open|release|fix|search(?:ing)?|look(?:ing)?\s+for|find(?:ing)?)\b`,
  // "and i will text you the address", "and my boy will give you the key", "you get the location after payment"
  String.raw`\band\s+(?:${SUBJECT}\s+)?${AUX}\w+\s+(?:you\s+)?(?:the\s+|my\s+|our\s+|his\s+|her\s+)?${ACCESS_NOUN}\b`,
  PAID_THEN_ACCESS,
  // "40k on OM and I share all 30 pics", Krio's "mek i send you the vids" (so that I send): the photos or the video of
  // the home, held back until paid, or kept for "serious clients" (not "serious buyers only" alone: a listing's
  // ordinary line)
  String.raw`\b(?:and|then|after\s+that|so|so\s+that|make)\s+(?:(?:i|we|he|she)\s+)?${AUX}${MEDIA_SENT}`,
  String.raw`\b(?:pictures|photos|pics|videos?|video\s+tour)\b[^.]{0,60}?\b(?:only\s+)?(?:to|for)\s+(?:serious|paying|paid|committed)\s+(?:clients|customers|people|buyers|tenants)\b`,
  // "make you send the 100k, i go send you the location": the speaker promises what the money unlocks
  String.raw`\b(?:i|we|he|she)\s+(?:will|go|shall|can)\s+(?:send|give|share|text|drop|forward|whatsapp)\s+(?:you\s+)?(?:the\s+|my\s+|our\s+|his\s+|her\s+)?(?:address|location|pin|directions|contact|viewing\s+(?:time|date)|appointment)\b`,
  // "after payment i bring the key", "once payment is received we schedule your viewing", "as soon as i receive"
  // "view later", "pending payment", "for the inspection", "no pay no view", "no viewing without the form"
  String.raw`\b(?:view|see|visit|inspect|inspection|viewing)\s+(?:it\s+)?later\b`,
  String.raw`\bpending\s+(?:the\s+)?(?:payment|receipt|transfer)\b`,
  String.raw`\b(?:for|to\s+cover)\s+(?:the\s+|a\s+|your\s+)?(?:(?:full\s+|live\s+)?(?:video|virtual)\s+(?:tour|viewing|call)|viewing|view|visit|inspection|showing|site\s+visit|appointment|land\s+visit|booking|search(?!\s+(?:at|from|report|of\s+the\s+title|on\s+the\s+(?:title|land|plot)))|house\s+search|house\s+hunting)\b`,
  String.raw`\bno\s+(?:pay|payment|money)\s+(?:and\s+)?no\s+(?:view|viewing|see|show|visit|inspection|keys?)\b`,
  String.raw`\bno\s+(?:viewing|view|visit|inspection|showing|keys?|address)\s+(?:without|until|unless)\b`,
  String.raw`\buntil\s+(?:[\w']+\s+){0,8}?(?:i|we|they|he|she)\s+(?:will\s+not|won't|can't|cannot|not|no)\b`,
  String.raw`\b(?:can't|cannot|no\s+longer|no\s+more)\s+(?:do\s+|offer\s+)?free\s+(?:viewing|viewings|inspection|visits?)\b`,
  String.raw`\b(?:if|when|once)\s+(?:you|u)\s+(?:pay|send|transfer)\b[^.]{0,60}?\b(?:i|we|he|she|the\s+agent)\s+(?:will\s+|go\s+|can\s+)?(?:(?:\w+\s+){1,3}?and\s+)?(?:show|take|carry|bring|send|give|meet|open|release|fix)\b`,
  // "if you pay the commitment today, you'll see the house tomorrow"
  String.raw`\b(?:if|when|once)\s+(?:you|u)\s+(?:pay|send|transfer)\b[^.]{0,60}?\byou\s+(?:will|go|can|shall)\s+(?:see|view|visit|inspect|enter|meet)\b(?!\s+(?:a\s+|the\s+|your\s+)?(?:discount|difference|receipt|benefit|change|reduction|saving|savings|balance)\b)`,
  // "appointment confirmed once you pay", "the viewing is not free"
  String.raw`\b${ACCESS}\s+(?:is\s+|will\s+be\s+)?(?:confirmed|booked|fixed|scheduled|possible|arranged)\s+(?:only\s+)?(?:once|when|after|as\s+soon\s+as|if)\s+(?:you\s+)?(?:pay|send|transfer|payment)`,
  String.raw`\b(?:viewing|viewings|inspection|visit|showing)\s+(?:is\s+|are\s+)?not\s+free\b`,
  // "and the house is yours", "i cannot take you there free"
  String.raw`\b(?:the\s+)?(?:house|flat|place|land|plot|room|shop|apartment|it|they|keys?)\s+(?:is|are|will\s+be|becomes?)\s+yours\b`,
  NOT_FOR_FREE,
  // "agent fee must be paid upfront", "commission in advance"
  String.raw`\b(?:agent|agent's|agency)\s+(?:fee|fees|money|charge)\b[^.]{0,40}?\b(?:upfront|up\s+front|in\s+advance|first)\b`,
];
const PRECONDITION_RE = anyOf(PRECONDITIONS);
/** Krio "afta" is "then": "first send the 100k, after we go see" puts the money first, not after the viewing. */
const FIRST_THEN_AFTER_RE = re(String.raw`(?:${FIRST_PAY})[^.]{0,40}?\bafter\s+(?:we|i|he|she)\b`);
const SPLIT_BEFORE_VIEWING_RE = re(SPLIT_BEFORE_VIEWING);
/** "Viewing is Saturday. But first the caretaker wants his 80k, send it": a sentence that opens on "first" and orders a sum. */
const FIRST_OPENING_RE = re(String.raw`^(?:(?:but|and|ok|okay|so|now|however)\s+)?first(?:\s+of\s+all)?\b${NOT_A_TIME}`);
/**
 * In a chat the comma stands for "and": "send the agent fee now, we go see the house tomorrow". Read only beside
 * money that is not the home's own (an honest "rent by OM, we can view tomorrow" names the rent).
 */
const FUTURE_ACCESS_RE = re(String.raw`\b(?:we|i|he|she|they|the\s+(?:agent|caretaker|landlord|owner))\s+(?:will|go|shall|can|de\s+go|fit)\s+(?:[a-z]{3,}ly\s+)?(?:go\s+|come\s+)?(?:(?:and|to)\s+)?(?:see|view|visit|inspect|show|meet|carry|take|bring|open)\b`);
/** Money wanted at once, and a viewing still to come: "you will see the house Sunday", "viewing Saturday". */
const URGENT_RE = /\b(?:now|today|right\s+away|asap|immediately|quick|quickly|tonight|this\s+week|(?:by|before)\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow))\b/;
const ACCESS_LATER_RE = new RegExp(String.raw`${FUTURE_ACCESS_RE.source}|\b(?:you|u)\s+(?:will|go|can|shall)\s+(?:(?:then|now)\s+)?(?:see|view|visit|inspect)\s+(?:it|am|the\s+(?:house|flat|place|land|plot|room|apartment|shop|property|compound))\b|\b(?:viewing|inspection|visit|showing)\s+(?:is\s+|will\s+be\s+)?(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next\s+\w+|this\s+(?:week|weekend|evening|afternoon))\b`);
/** The reader asked to get in touch to view: "call to view", "contact us to book a viewing", "whatsapp me to see it". */
const CONTACT_INVITE_RE = new RegExp(String.raw`\b(?<!\b(?:can|to|will|i|we|go|make|so|he|she|they|would|could|shall|must|fit)\s)(?:call|contact|phone|ring|whatsapp|text|message|dm|inbox|reach|chat\s+with|send\s+(?:me|us)\s+an?\s+(?:whatsapp|message|text|sms|dm))\s+(?:(?:me|us|our\s+office|the\s+agent|the\s+caretaker|the\s+owner|on|at|\d+)\s+){0,3}(?:to|and|for)\s+(?:(?:a|an|the|your|book|arrange|fix|schedule|come|we|can|i)\s+){0,3}(?:view|viewing|viewings|see|visit|inspect|inspection|appointment|book|arrange|come)\b(?:\s+(?:it|the\s+\w+))?`
  + String.raw`|\b(?:to|for)\s+(?:a\s+|the\s+|your\s+)?(?:view|viewing|viewings|see\s+(?:it|the\s+\w+)|visit|inspection|appointment|appointments)\s+(?:(?:please|kindly|pls|just)\s+)?(?:call|contact|phone|ring|whatsapp|text|message|dm|reach|chat\s+with)\b`, 'g');
const PAID_THEN_ACCESS_RE = re(PAID_THEN_ACCESS);
/** Numbered steps, the money first: "na 2 steps. 1 pay 150 2 wi go see d place", "step 1: send the form money". */
const STEPS_PAY_THEN_ACCESS_RE = /\b(?:1|one|step\s+(?:1|one))\s*[.):-]?\s*(?:pay|send|transfer|drop|deposit)\b[^.]{0,40}?\b(?:2|two|step\s+(?:2|two))\s*[.):-]?\s*(?:(?:we|wi|you|u|i|a|he|she)\s+)?(?:(?:go|will|can|fit|de|shall)\s+)?(?:see|view|visit|inspect|meet|come|show|get\s+(?:the\s+)?(?:address|location|keys?))\b/;
/** The money, then the way in, as a chain: "💵 100 ➡️ 📍 ➡️ 🏠" (money 100 then location then house), "cash 200 then keys". */
const MONEY_THEN_ACCESS_RE = /\b(?:money|cash|fee)\s+(?:le\s+|nle\s+)?\d{2,6}k?\s+(?:and\s+)?then\s+(?:the\s+|your\s+)?(?:location|address|house|keys?|pin|viewing|view|see|directions)\b/;
/**
 * The home's money ordered to hold it until a viewing still to come ("send the first month so I can hold the flat until
 * Saturday when you come to see it"): a home held unseen against its rent. Money paid at that viewing is read apart
 * (isPaidAfter clears "pay the deposit when you come to see it").
 */
/**
 * The home's own money wanted now, the viewing set for later ("pay half the first year this week and get 10 % off; you
 * can come and check the house next weekend"): the unseen home paid for. Not a second visit ("see it again").
 */
const VIEWING_LATER_RE = /\b(?:you|u)\s+(?:will|go|can|shall|may)\s+(?:then\s+|now\s+|still\s+)?(?:come\s+(?:and\s+|to\s+)?)?(?:see|view|visit|inspect|check)\s+(?:it|am|the\s+(?:house|flat|place|land|plot|room|apartment|shop|property|compound))\b(?!\s+again\b)|\b(?:viewing|inspection|visit)\s+(?:is\s+|will\s+be\s+)?(?:on|next|tomorrow|this)\b/;
const HOLD_RE = /\b(?:hold|reserve|secure|block|keep|lock)\b/;
const VIEW_STILL_AHEAD_RE = /\b(?:when|once|till|until|before)\s+(?:you|u|we)\s+(?:[\w']+\s+){0,2}?(?:see|view|visit|inspect|come\s+(?:to\s+|and\s+)?(?:see|view|look))\b|\b(?:see|view|visit|inspect|check)\s+(?:it|am|the\s+\w+)\s+(?:when|once|after)\s+(?:you|u)\s+(?:come|arrive|reach|get\s+here|land)\b/;
/**
 * Krio's "e" is "it" as well as "he": "na 200 small. Once e land I go call the caretaker", "as e land a send you the
 * location" put the money's arrival before the viewing. Read so only just after a sum or a channel is named (else "once e land" is a person landing).
 */
const IT_ARRIVES_THEN_ACCESS_RE = re(String.raw`\b(?:once|when|as\s+soon\s+as|as|immediately|the\s+moment)\s+he\s+(?:land|reflect|clear|drop|enter|reach|show)\b[^.]{0,60}?\b(?:${ACCESS}|${ACCESS_NOUN})\b`);
/**
 * "Send and I show you Sunday": an order to pay with its sum left to the sentences before it ("you stake 150 now on
 * my Orange ... Deal?"), then access. Read so only when a sum or a channel was named in the four sentences before.
 */
const BARE_ORDER_THEN_ACCESS_RE = re(String.raw`^(?:(?:ok|okay|so|just|please|kindly|then|now|oya|abeg)\s+)?(?:send|pay|transfer|do\s+it)\s+(?:(?:it|am|now|today|quick)\s+)?(?:and|then|&)\s+(?:i|we|he|she)\s+(?:will\s+|go\s+|can\s+|shall\s+)?(?:show|take|carry|bring|give|send|share|open)\b`);
/** "no money no viewing", "no pay no key": a demand said as a rule, with no verb or sum needed. */
/**
 * "No viewing without payment", "without the fee, no inspection": access refused until paid, said as a rule. The
 * order matters: "no payment without viewing" is the hunter's own rule.
 */
const NO_ACCESS_WITHOUT_MONEY = String.raw`\bno\s+(?:view|viewing|viewings|see|show|showing|visit|visits|inspection|inspections|keys?|address|location|movement|appointment)\s+(?:without|until|unless|if\s+(?:you\s+)?(?:no|not|don't))\s+(?:you\s+)?(?:the\s+|my\s+|a\s+|your\s+|any\s+|some\s+|small\s+)?(?:pay|paying|payment|paid|money|cash|fee|fees|deposit|transport|form|commitment|registration|token|transfer|send|sending)\b`
  + String.raw`|\bwithout\s+(?:the\s+|a\s+|your\s+|any\s+|some\s+)?(?:payment|paying|money|cash|fee|fees|deposit|transport|form|commitment|registration|token)\s+(?:there\s+is\s+|there's\s+|we\s+have\s+)?no\s+(?:view|viewing|see|show|showing|visit|inspection|keys?|address|location|movement)\b`
  + String.raw`|\b(?:view|viewing|viewings|inspection|inspections|visit|visits|showing|keys?|address|location)\s+(?:is\s+|are\s+)?(?:only|strictly|solely)\s+(?:after|upon|on|with|against)\s+(?:the\s+|full\s+|prior\s+)?(?:payment|paying|receipt\s+of\s+payment|the\s+fee)\b`
  + String.raw`|\b(?:payment|money|fee|cash)\s+first\s+(?:and\s+|then\s+)?(?:viewing|view|inspection|visit|showing|keys?)\s+(?:after|later|next)\b`
  // "you won't see the place if you don't pay the form", Krio "yu nor go si di ples if yu nor pe"
  + String.raw`|\b(?:you|u)\s+(?:will\s+not|won't|cannot|can't|not|no)\s+(?:go\s+|fit\s+|be\s+able\s+to\s+)?(?:see|view|enter|visit|inspect|get\s+(?:the\s+)?(?:keys?|address|location))\b[^.]{0,40}?\b(?:if\s+(?:you\s+)?(?:not|no|don't|do\s+not)|if\s+(?:nobody|no\s*one|no\s+body)|unless\s+(?:you\s+)?|until\s+(?:you\s+)?)\s*(?:pay|send|transfer|bring|drop)\b(?!\s+attention)`
  // the one who opens refuses until paid: "the caretaker will not open the gate until you pay", Krio "e nor go open di
  // gate unless you don pay" (not the keys: a tenant gets them once the rent is paid at signing)
  + String.raw`|\b(?:i|we|he|she|they|the\s+\w+)\s+(?:will\s+not|won't|cannot|can't|would\s+not|wouldn't|not\s+go|no\s+go|not\s+fit|no\s+fit|not|never)\s+(?:open|show|come|move|take|carry|bring|let\s+(?:you|us)\s+(?:in|enter|inside|through|pass))\b(?!\s+(?:to\s+|and\s+)?(?:fix|repair|mend|work|clean|paint|build|do|service)\b)[^.]{0,40}?\b(?:if\s+(?:you\s+)?(?:not|no|don't|do\s+not)|if\s+(?:nobody|no\s*one|no\s+body)|unless\s+(?:you\s+)?|until\s+(?:you\s+)?|till\s+(?:you\s+)?)\s*(?:don\s+|have\s+|done\s+)?(?:pays?|paid|sends?|sent|transfer|transferred|bring|drop|settle|settled)\b(?!\s+attention)`;
const NO_ACCESS_WITHOUT_MONEY_RE = re(NO_ACCESS_WITHOUT_MONEY);
const NO_PAY_NO_ACCESS_RE = /\bno\s+(?:pay|payment|money|cash|fee|transport|form|commitment|\d{2,6}k?)\s+(?:and\s+)?no\s+(?:view|viewing|see|show|showing|visit|inspection|keys?|address|location|movement|go|come|appointment|entry)\b|\b(?:pay|payment|money|cash|\d{2,6}k?)\s+or\s+no\s+(?:view|viewing|see|show|showing|visit|inspection|keys?|address|location|appointment|entry)\b/;
const NOT_FOR_FREE_RE = re(NOT_FOR_FREE);
/** "I cannot move without transport": no access without the money, said outright. */
/** "I'll be waiting for the transfer before I leave the house": the agent sets off once paid. */
const WAITING_FOR_MONEY_RE = /\bwaiting\s+for\s+(?:the\s+|your\s+)?(?:transfer|money|payment|alert|cash|fee|transport)\b[^.]{0,30}?\bbefore\s+(?:i|we|he|she)\s+(?:leave|come|move|go|set\s+off|start)\b/;
const NOT_WITHOUT_MONEY_RE = re(String.raw`\b(?:can't|cannot|won't|will\s+not|no\s+fit|not\s+fit|don't|do\s+not|never|no\s+de|not\s+de)\s+(?:move|come|go|open|show|carry|take|bring)\b(?:\s+\w+){0,3}?\s+without\s+(?:the\s+|my\s+|your\s+|small\s+|some\s+)?(?:transport|money|fuel|payment|fee|fare|form|commitment|something|credit|airtime)\b`);
/** Airtime or network cards asked for: "airtime please, 10k", "buy me two africell cards of 10k". */
const AIRTIME_ASK_RE = re(String.raw`\b(?:airtime|scratch\s+cards?|recharge\s+cards?|(?:africell|orange|qcell)\s+cards?)\b(?=[^.]{0,40}?(?:\bplease\b|\bsend\b|\d))|\b(?:send|buy|give|need|want)\s+(?:me\s+)?(?:\w+\s+){0,2}?(?:airtime|scratch\s+cards?|recharge\s+cards?|(?:africell|orange|qcell)\s+cards?)\b`
  // the PIN of a network card scratched for the asker: "send me the card pin", "the africell pins"
  + String.raw`|\b(?:card|africell|orange|qcell|scratch\s+card|recharge\s+card)\s+pins?\b`);
/** "If you want to see it tomorrow," followed by "then send le 100": the condition in one sentence, the ask next. */
const WANTS_TO_SEE_RE = /\b(?:want|wish|like)\s+(?:to\s+)?(?:see|view|visit|inspect|come)\b/;
const STARTS_WITH_THEN_RE = /^(?:ok\s+|so\s+)?then\b/;
const SUM_FIRST_RE = new RegExp(String.raw`^(?:ok\s+|so\s+|just\s+|only\s+|na\s+)?(?:${AMOUNT}|\d+k\b)${NOT_A_RENT}`);
/** A sentence that opens on what comes after: "then I show you", "after that we go", "once it reflects". */
const FOLLOWS_RE = /^(?:ok\s+|so\s+|and\s+)?(?:then|after\s+that|after\s+which|once|as\s+soon\s+as|when|immediately)\b/;

// --- The owner abroad who posts the keys ----------------------------------------------------------------------

const ABROAD_RE = /\b(?:abroad|overseas|out\s+of\s+(?:the\s+)?country|outside\s+(?:the\s+)?country|out\s+of\s+sierra\s+leone|outside\s+sierra\s+leone|(?:in|for|na|dey\s+for|de\s+na|living\s+in|based\s+in)\s+(?:the\s+)?(?:uk|usa|us|states|america|england|london|germany|canada|europe|nigeria|ghana|dubai|france|holland|sweden|belgium|china|accra|lagos|abuja|conakry|guinea|monrovia|liberia|dakar|abidjan|banjul|gambia|qatar|doha|saudi|lebanon)|travel(?:l?ed)?\s+out|not\s+in\s+(?:freetown|the\s+country|sierra\s+leone)|not\s+de\s+na\s+salone)\b|\b(?:cannot|can't|not\s+able\s+to|unable\s+to)\s+(?:come|be\s+(?:there|around|in\s+\w+)|meet|show)\b|\b(?:posted\s+to|out\s+of\s+town|not\s+around|far\s+away|upcountry)\b/;
const KEYS_BY_COURIER_RE = /\b(?:keys?|documents?|papers?|site\s+plan)\b[^.]{0,80}?\b(?:post|posted|courier|couriered|dhl|fedex|ups|ems|mail|mailed|ship|shipped|deliver|delivered|dispatch|dispatched|send|sent|with\s+dhl)\b|\b(?:post|courier|dhl|fedex|ups|ems|mail|ship|deliver|dispatch)\b[^.]{0,40}?\b(?:the\s+|you\s+the\s+)?keys?\b/;

/** "he will tell the caretaker to give you the keys": the keys come from someone else, on the owner's word. */
const KEYS_BY_PROXY_RE = /\b(?:caretaker|brother|sister|boy|agent|gateman|watchman|neighbour|cousin|friend|lawyer|representative|driver|son|daughter|wife|husband)\b[^.]{0,40}?\b(?:(?:give|hand|release|bring)\s+(?:you\s+|over\s+)?(?:the\s+)?(?:keys?|papers|documents)|(?:has|holds|keeps|de\s+hold|get|got)\s+(?:the\s+|all\s+the\s+)?keys?|(?:will\s+|go\s+|can\s+)?hand\s+(?:it\s+|them\s+|everything\s+)?over\b(?!\s+(?:the\s+|your\s+)?(?:money|cash|payment|rent|deposit)))\b/;

/** "my driver will drop the keys at your place", "I bring you the keys at your hotel": keys delivered to the reader. */
const KEYS_ON_ARRIVAL_RE = /\b(?:give|hand|bring)\s+(?:you\s+|over\s+)?(?:the\s+|your\s+)?keys?\s+(?:to\s+you\s+)?(?:when|once|as\s+soon\s+as|the\s+day)\s+(?:you\s+)?(?:reach|arrive|land|come|get\s+(?:here|there|to))\b/;
const KEYS_TO_DOOR_RE = /\bkeys?\b[^.]{0,60}?\b(?:send|post|put|bring)\s+(?:it|them)\s+(?:by|on|with|through|in|for)\s+(?:the\s+|a\s+)?(?:bus|car|okada|courier|dhl|driver|transport|keke|taxi|poda\s+poda|lorry)\b|\b(?:bring|drop|deliver|send|post|carry)\s+(?:off\s+)?(?:you\s+)?(?:the\s+)?keys?\s+(?:to\s+(?:you|your)|at\s+your|for\s+you|wherever)\b|\b(?:bring|drop|deliver|send|post)\s+you\s+the\s+keys?\b/;

// --- (c) Honest exceptions -------------------------------------------------------------------------------------

/** Sentences that deny any fee, warn against paying, or put the cost on someone else: never an ask. */
const DENIALS = [
  String.raw`\b(?:no|zero|without\s+any|free\s+of|not\s+any)\s+(?:[\w']+\s+){0,2}?(?:(?:or|and|nor)\s+[\w']+\s+)?(?:fee|fees|charge|charges|payment|commission|cost|money)\b`,
  // "no deposit needed", "no deposit required to hold it"
  String.raw`\bno\s+(?:advance\s+|upfront\s+)?deposit\s*$|\b(?:hold|keep|reserve|block)\b[^.]{0,40}?\bwithout\s+(?:a\s+|any\s+)?deposit\b|\bno\s+(?:advance\s+|upfront\s+)?deposit\s+(?:(?:or|and|nor)\s+(?:any\s+)?(?:commitment|fee|fees|payment|money|registration|charge)\s+)?(?:is\s+|are\s+)?(?:needed|required|necessary|asked|requested|to\s+(?:hold|block|book|reserve))\b`,
  String.raw`\bno\s+(?:money|deposit)\s+(?:before|b4|up\s*front|in\s+advance)\b`,
  String.raw`\b(?:is|are|it's|its|be|always)\s+free\b|\bfree\s+(?:of\s+charge|viewing|viewings|inspection|visit|visits|booking|transport|forms?)\b|\bfor\s+free\b`,
  // (Krio "notin fo pay": "fo" is "to" there)
  String.raw`\b(?:pay|send|give|transfer|owe)\s+(?:\w+\s+)?nothing\b|\bnothing\s+(?:to|for|you\s+(?:have|need)\s+to)\s+pay\b|\bnothing\s+(?:is\s+)?(?:paid|payable|due)\b`
    // "paid on signing, nothing before the viewing" (not "nothing before you pay")
    + String.raw`|\bnothing\s+(?:(?:is\s+)?(?:paid|payable|due|to\s+pay)\s+)?(?:before|until|prior\s+to|ahead\s+of)\s+${NOT_PAYING}`,
  // (not "don't worry, send it", "don't forget to pay": reassurance and reminders that go with an order)
  String.raw`\b(?:do\s+not|don't|never|not|no\s+de|not\s+de|no\s+go|no\s+need(?:\s+to)?|nobody\s+should|no\s+one\s+should|should\s+not|shouldn't|won't|will\s+not|doesn't|does\s+not)\s+(?:(?!(?:worry|mind|fear|panic|be|delay|wait|hesitate|waste|forget|fail|i|we|he|she|they)\b)[\w']+\s+){0,2}?(?:pay|send|transfer|give|bring|buy|charge|collect|ask|request|charges|collects|asks|requests|demands|take(?!\s+(?:the\s+|a\s+|this\s+|that\s+|you\s+)?(?:house|flat|place|room|shop|land|plot|apartment|it|keys?|offer)\b))\b`,
  String.raw`\b(?:paid|covered|borne|settled|payable)\s+by\s+(?:the\s+)?(?:landlord|landlady|owner|seller|vendor|developer|employer|house|land|plot|property|compound|building|estate|family|management|company|agency)\b|\b(?:landlord|owner|seller|vendor)\s+pays\b`,
  // another paid it: "the landlord paid him 100", "the owner has already paid the guard"
  String.raw`\b(?:landlord|landlady|owner|seller|family|estate|management)\s+(?:has\s+|had\s+|already\s+)*paid\s+(?:him|her|them|it|the\s+\w+)\b`,
  // another's money covers it: "the landlord is recovering it from his caution deposit" (the old tenant's, not yours)
  String.raw`\b(?:recover(?:s|ed|ing)?|tak(?:e|es|en|ing)|deduct(?:s|ed|ing)?)\s+(?:(?:it|them|that|this|the\s+\w+)\s+)?(?:out\s+)?(?:from|of)\s+(?:his|her|their|the\s+(?:old|outgoing|former|previous|last)\s+tenant's)\s+(?:caution\s+|security\s+|own\s+)?deposit\b`,
  // "the landlord says he pays the repair, NLe 600, not you"; "you need no pay", Krio "yu no need pay"
  String.raw`\b(?:landlord|owner|he|she|i|we|they|agent|agency|company|management)\s+(?:(?:says?|said)\s+(?:he|she|they)\s+)?(?:(?:will|go|de|would|shall)\s+)?(?:pay|pays|paid|cover|covers|covered|bear|bears)\b[^.]{0,40}?\bnot\s+(?:you|u|the\s+tenant|tenants)\b`
    + String.raw`|\b(?:need|needs)\s+(?:no|not)\s+(?:to\s+)?(?:pay|send|transfer|give)\b|\bno\s+need\s+(?:(?:for|fo)\s+)?pay\b`,
  // (Krio's "bad pipul dɛn de na di grup, de tɛl pipul se …": bad people in the group, telling people to …)
  String.raw`\b(?:beware|warning|watch\s+out|be\s+careful|scam|scams|scammer|scammers|fraud|fraudsters?|fake\s+agents?|bad\s+people|report\s+(?:anyone|them|him|her|it|such|to))\b`,
  // (Krio and hurried English too: "if somebody tell you say you must pay 150, na lie")
  String.raw`\bif\s+(?:anyone|anybody|someone|somebody|an\s+agent|any\s+agent|a\s+person|they)\s+(?:asks?|tells?|wants?|demands?|requests?|calls?|phones?|texts?|messages?|inboxes|inbox|contacts?)\b`,
  // "see first, pay later": the order of things, said as a rule
  String.raw`\bsee\s+(?:it\s+|am\s+)?first\s*,?\s*(?:and\s+|then\s+)?pay\s+(?:later|after)\b`,
  // "ANYBODY ASKING YOU TO PAY FIRST IS NOT FROM THIS OFFICE", "somebody wey de ask you fo pay fos no be we pipul":
  // the asker disowned (not "whoever pays first gets it", nor "anyone asking to see it must pay")
  String.raw`\b(?:anybody|anyone|any\s+one|somebody|someone|whoever|people|any\s+(?:agent|person|caretaker|man|woman))\s+(?:who\s+|that\s+)?(?:(?:is|are|de)\s+)?(?:ask|asks|asking|asked|tell|tells|telling|demand|demands|demanding|request|requests|requesting|want|wants|wanting|collect|collects|collecting)\s+(?:(?:you|u)\s+(?:to\s+|for\s+)?|for\s+|from\s+you\s+)(?:pay|send|transfer|money|cash|(?:a\s+|any\s+|the\s+)?(?:viewing\s+|inspection\s+|form\s+|registration\s+|booking\s+|transport\s+)?(?:fee|fees|deposit))\b[^.]{0,80}?\b(?:not|no\s+be|isn't|aren't|ignore|block|fake|thief|thieves|liar|liars|419|impostor|impostors|imposter|don't|do\s+not|never)\b`,
  String.raw`\b(?:not|never)\s+before\b`,
  // A fee done away with: "the registration fee we formerly charged has been abolished", "we have scrapped the form
  // fee" (not "the form fee is waived, but pay the 50 booking": a fee named in its place)
  String.raw`\b(?:fee|fees|charge|charges)\b(?:(?!\b(?:but|instead|now|only)\b)[^.]){0,80}?\b(?:has|have|is|are|was|were)\s+(?:now\s+)?(?:been\s+)?(?:abolished|scrapped|cancell?ed|canceled|removed|discontinued|waived|dropped|stopped)\b(?![^.]*\b(?:but|instead|replaced|now\s+(?:pay|send))\b)`
    + String.raw`|\b(?:abolished|scrapped|cancell?ed|discontinued|waived|removed|stopped)\s+(?:the\s+|our\s+|its\s+|all\s+|any\s+)?(?:[\w']+\s+){0,2}?(?:fee|fees|charge|charges)\b(?![^.]*\b(?:but|instead|replaced|now\s+(?:pay|send))\b)`,
  // "we are not like those agents who want money first": others' asks disowned
  String.raw`\b(?:not\s+like|unlike)\s+(?:those|other|some|the|many)\s+(?:\w+\s+)?(?:agents|people|landlords|caretakers|scammers|ones)\s+(?:who|that|wey)\b`,
  // "the landlord refused the offer to pay before seeing", "he declined any money" (not "if you refuse to pay")
  String.raw`\b(?:refuse[sd]?|refusing|declined?|rejected?|turned\s+down)\s+(?:the\s+|your\s+|my\s+|any\s+|her\s+|his\s+)?(?:offer\s+to\s+|to\s+(?:take|accept|collect)\s+(?:any\s+|the\s+)?)?(?:pay|payment|money|deposit|fee|cash)\b`,
  // "we don't do viewing fees", "we no de take form money", "we never charge for viewing"
  String.raw`\b(?:do\s+not|don't|does\s+not|doesn't|never|no\s+de|not\s+de|no\s+longer)\s+(?:do|have|take|charge|collect|ask\s+for|request|demand|believe\s+in|need|sell|use)\s+(?:any\s+)?${alt(ACCESS_FEES)}\s+${alt(FEE_WORDS)}\b`
    + String.raw`|\b(?:do\s+not|don't|does\s+not|doesn't|never|no\s+de|not\s+de|no\s+longer)\s+(?:charge|collect)\s+(?:for\s+)?(?:any\s+)?(?:viewing|viewings|inspection|inspections|visits?|showing)\b`,
  // "about the viewing fee: we don't have one"
  String.raw`\b(?:don't|do\s+not|doesn't|does\s+not|never|no\s+de)\s+(?:have|charge|take|collect|ask\s+for|do)\s+(?:one|any|such\s+(?:a\s+)?(?:fee|charge|thing))\s*$`,
  // Krio's order not to: "no pay anybody before you see the house", "make una no send money", "una nɔ fɔ pe ɛni wan
  // kɔpɔ bifo una si di os" (you must not pay a copper before you see the house)
  String.raw`(?:^|\b(?:please|abeg|make\s+you|you|so))\s*no\s+(?:for\s+)?(?:pay|send|give|transfer)\s+(?:(?:it|him|her|them)\s+)?(?:anybody|anyone|any|money|anything|cash|fee|fees)\b`,
  // "nobody go collect money from you", "no one will ask you to pay", "nobody should send anything"
  String.raw`\b(?:nobody|no\s+one|no\s+body|none\s+of\s+us)\s+(?:(?:should|go|will|can|must|de|may|is\s+going\s+to|has\s+the\s+right\s+to|is\s+allowed\s+to)\s+)?(?:(?:charge|collect|ask|request|demand)\b|(?:pay|pays|send|sends|transfer|give|take)\s+(?:any|money|anything|fee|fees|cash|a\s+cent|(?:for\s+)?(?:the\s+|a\s+)?(?:viewing|viewings|inspection|visit|showing))\b)`,
  // "nobody in this group needs verification money to view", "no one has to pay anything": nothing needed from anyone
  String.raw`\b(?:nobody|no\s+one|no\s+body)\s+(?:(?:in|on|from|at)\s+(?:this|our|the)\s+(?:\w+\s+){0,2}?)?(?:needs?|has|is\s+required|is\s+expected)\s+(?:to\s+(?:pay|send|transfer|give|bring)\b|(?:any\s+|a\s+)?(?:[\w']+\s+)?(?:money|fee|fees|payment|deposit|charge)\b)`,
  String.raw`\b(?:can't|cannot|can\s+not)\s+(?:pay|send|transfer)\s+(?:any\s+)?(?:money|anything|fee|fees|before|until|upfront|up\s+front|first)\b`,
  String.raw`\b(?:fee|fees|charge|charges|cost|costs|money)\s+(?:\w+\s+)?(?:none|free|nil|zero|0)\b|^(?:none|nil)\b`,
  // The hunter's own offer turned down: "thank you for offering to send 300, but no" (not "thanks for offering, send
  // it to 076 ...")
  String.raw`\b(?:thank(?:s|\s+you)\s+for\s+(?:the\s+)?offer(?:ing)?|you\s+offered)\s+(?:to\s+(?:send|pay|transfer|give)\b)?[^.]{0,50}?\bbut\s+(?:no\b|(?:i|we)\s+(?:can't|cannot|don't|do\s+not|won't|will\s+not|never)\b|please\s+(?:don't|do\s+not|keep)\b)`,
];
const DENIAL_RE = re(DENIALS.join('|'));
const WARNING_RE = /\b(?:beware|warning|watch\s+out|be\s+careful|scam|scams|scammer|scammers|fraud|fraudsters?|fake\s+agents?|report)\b|\bif\s+(?:anyone|anybody|someone|somebody|an\s+agent|any\s+agent|a\s+person|they)\s+(?:says?|said|tells?|asks?)\b/;

/**
 * The reader's own question said back ("you asked if you should send money first", "you wanted to know whether to pay
 * before the viewing"): the lister's answer follows. Taken back only with no sum, channel or order in it, or answered "no".
 */
const ASKED_BACK_RE = /\b(?:you|u)\s+(?:asked|wanted\s+to\s+know|wondered|want\s+to\s+know)\s+(?:me\s+|us\s+)?(?:if|whether)\b/;
const ANSWERED_NO_RE = /\b(?:if|whether)\b[^.]{0,60}?\b(?:no|never|not|nothing)\b(?!\s+(?:problem|wahala|worries|worry|issue|shaking))/;
function isAskedBack(s: string): boolean {
  return ASKED_BACK_RE.test(s) && (ANSWERED_NO_RE.test(s)
    || !(AMOUNT_RE.test(s) || CHANNEL_RE.test(s) || BARE_AMOUNT_RE.test(s) || ORDER_TO_HUNTER_RE.test(s)));
}

/**
 * What other agents or landlords do, told as their practice ("Some agencies make clients pay a commissioner for oaths
 * before they show anything", "many landlords charge a viewing fee"): the speaker's own terms are in another sentence.
 * Not when a "but" turns it into the speaker's own ask ("many agents collect 500 but I only take 200 for transport").
 */
const OTHERS_PRACTICE_RE = /\b(?:some|many|other|most|certain|plenty\s+of|lots\s+of|a\s+lot\s+of)\s+(?:other\s+)?(?:agents?|agencies|landlords?|caretakers?|brokers|middlemen|scammers)\s+(?:here\s+|in\s+\w+\s+|(?:will|would|do|does|often|always|usually|now|even)\s+)?(?:make|ask|charge|collect|demand|want|request|require|take|insist|tell)\b[^.,;]{0,40}?\b(?:pay|paying|money|fee|fees|charge|deposit|cash|commission)\b/;
/** A hunter reporting someone else's ask ("i saw a post asking for a form fee", "an agent asked me to pay"). */
/**
 * "People" counted are other hunters after the same home ("three people are asking, send 1,000 so I tell them it's
 * gone"): the speaker's reason to hurry, not someone else's ask reported. ("Many people" or "other people" may be
 * either: "plenty people de ask for money before dem show house" is a warning.)
 */
// "Many people asking", "people asking for it": the home wanted by others, the seller's pressure, not an ask reported
// (not "asking about": what they ask about may be a fee).
const NOT_ABOUT_THE_HOME = String.raw`(?!\s*$|\s+(?:after|for)\s+(?:it|this|that|the\s+(?:house|flat|place|room|shop|land|plot|apartment|property))\b)`;
const UNCOUNTED_PEOPLE = String.raw`(?<!\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s)people`;
const REPORTED_ASK_RE = new RegExp(String.raw`\b(?:tell|tells|telling|de\s+tell)\s+(?:people|everybody|them|una|you)\s+(?:se|say|that|to)\b|\b(?:saw|seen|read|heard|found|got|received)\s+(?:(?:us|me)\s+)?(?:a|an|the|some|your|this)?\s*(?:post|ad|advert|advertisement|message|text|sms|paper|flyer|poster|notice|banner|screenshot|someone|somebody|people)\b|\b(?:someone|somebody|a\s+man|a\s+woman|a\s+guy|an\s+agent|another\s+agent|${UNCOUNTED_PEOPLE})\s+(?:is\s+|was\s+|are\s+|were\s+|has\s+been\s+|keeps\s+)?(?:(?:asking|asked|demanding|demanded)\b${NOT_ABOUT_THE_HOME}|(?:told\s+me\s+to|wants\s+me\s+to|wanted\s+me\s+to|texted\s+me|messaged\s+me|wrote\s+(?:to\s+)?me|sent\s+me\s+(?:a\s+|this\s+)?(?:message|text|sms))\b)|\b(?:asked|asking|told|telling|wanted|wants|demanded|requested|charged)\s+me\s+(?:to\s+(?:pay|send|transfer|give|buy|deposit)|for|(?:a\s+|an\s+)?(?:${AMOUNT}|\d{2,6}k?\b))|\b(?:i|we)\s+(?:already\s+|have\s+(?:already\s+)?|had\s+)?paid\b|\b(?:i|we)\s+(?:already\s+|have\s+|had\s+)?(?:sent|transferred)\s+(?:you\s+)?(?:him|her|them|the\s+agent|someone|somebody|a\s+man|le|\d|money|the\s+money|\$)|\bmy\s+(?:friend|brother|sister|cousin|wife|husband|mother|father|colleague|uncle|aunty|aunt)\s+(?:\w+\s+)?(?:(?:said|says|told\s+me)\s+(?:that\s+)?(?:she|he|they)\s+)?(?:already\s+)?(?:paid|sent|lost|transferred)\b|\b(?:the|a|one|that)\s+(?:\w+\s+)?(?:man|woman|guy|girl|person|tenant|lady|boy)\s+(?:(?:bin|don|had|has|already)\s+)?(?:(?:paid|sent|transferred|lost)\s+(?:his|her|the|\d)|send\s+\d)|\b(?:someone|somebody|${UNCOUNTED_PEOPLE}|a\s+man|a\s+woman|a\s+guy|an\s+agent|another\s+agent)\b[^.]{0,60}?\b(?:(?:asking|demanding)\b${NOT_ABOUT_THE_HOME}|(?:collecting|using\s+your|using\s+the)\b)`);
/** "I already paid the caretaker for you, just refund me before we go": the speaker's payment charged to the reader. */
const PAID_FOR_YOU_RE = /\b(?:refund|reimburse)\s+(?:me|us)\b|\bpay\s+(?:me|us)\s+back\b|\bsend\s+(?:it|am|the\s+money)\s+back\s+to\s+me\b/;
/** The speaker refusing to pay first ("I want to see the flat but I don't want to register money first"). */
const SPEAKER_REFUSES_RE = /\b(?:i|we)\s+(?:don't|do\s+not|dont|won't|will\s+not|wouldn't|would\s+not)\s+(?:want\s+to\s+|like\s+to\s+)?(?:pay|register\s+(?:money|anything)|send\s+(?:money|anything|any\s+money)|transfer\s+(?:money|anything|any\s+money))\b/;
/** The hunter's own promise to pay ("ok boss, i will pay the viewing fee when i come"). */
const HUNTER_PROMISE_RE = /^(?:(?:ok|okay|alright|yes|fine|sure|noted|no\s+problem|no\s+wahala|thanks|thank\s+you|boss|sir|madam|dear|bro|sis)\s+){0,4}(?:i|we)\s+(?:will|shall|go|can|am\s+going\s+to|would)\s+(?:pay|transfer|bring|send\s+(?:the\s+money|the\s+fee|money|\d|le))\b/;
/** The speaker's own spending ("let me buy fuel first then I come"): no one is asked for it. */
const OWN_SPENDING_RE = /\b(?:let\s+me|i(?:\s+will|\s+go|\s+must|\s+need\s+to|\s+have\s+to)?)\s+(?:buy|get|put|fill)\s+(?:some\s+|my\s+)?(?:fuel|credit|airtime|petrol|data)(?:\s+first)?\b/g;
/** The lister asking when the hunter wants to come: an invitation, no precondition. */
const WHEN_QUESTION_RE = /^(?:so\s+|ok\s+|and\s+)?(?:when|what\s+time|which\s+day|what\s+day|do\s+you\s+want|would\s+you\s+like|can\s+you\s+come)\b/;
/** "no pay no view" and "can't do free viewings" read like denials but are demands. */
const NOT_A_DENIAL_RE = re(String.raw`\b(?:people|they|them|everybody|too\s+many\s+people)\s+(?:de\s+|are\s+|were\s+|keep\s+|always\s+)?(?:come|coming|came|look|looking|see|seeing|view|viewing)\b[^.]{0,20}?\bfor\s+free\b|\byou\s+(?:never|have\s+not|haven't|still\s+have\s+not|still\s+haven't|no)\s+(?:send|sent|pay|paid)\s+(?:the\s+|my\s+)?(?:money|it|fee|transport|form|cash)\b|\bno\s+(?:pay|payment|money|cash|fee|deposit|transport)\s+(?:and\s+)?no\s+(?!(?:form|fee|fees|money|cash|deposit|transport|charge|registration|commission)\b)\w+|\b(?:can't|cannot|no\s+longer|no\s+more)\s+(?:do\s+|offer\s+)?free\b|${NOT_FOR_FREE}|${NOT_OPEN_OTHERWISE}`
  // "why not send the inspection fee now?", "won't you just pay the 50k?": a suggestion, not a denial
  + String.raw`|\b(?:why\s+not|why\s+(?:don't|do\s+not)\s+(?:you|u)|won't\s+(?:you|u)|can't\s+(?:you|u)|couldn't\s+(?:you|u)|wouldn't\s+(?:you|u))\s+(?:just\s+)?(?:pay|send|transfer|drop|push|do\s+the\s+transfer)\b`
  // "if you don't send the 100k today, I will give the slot to another person": a threat, not a denial
  + String.raw`|\bif\s+(?:you|u)\s+(?:don't|do\s+not|no|not|fail\s+to|cannot|can't)\s+(?:pay|send|transfer)\b[^.]{0,80}?\b(?:(?:give|pass|rent|sell|let)\s+(?:it|the\s+\w+(?:\s+\w+)?|your\s+\w+(?:\s+\w+)?)\s+(?:out\s+)?to\s+(?:another|someone|somebody|other|the\s+next)|(?:lose|miss)(?!\s+(?:nothing|out\s+on\s+nothing))|cancel(?:led)?|gone)\b`);

/** Money placed after the viewing, on signing or at completion: honest unless the same sentence says "before". */
const AFTER_ACCESS_RE = re(String.raw`\bthank(?:s|\s+you)\s+(?:\w+\s+)?for\s+(?:the\s+|your\s+|coming\s+for\s+the\s+)?(?:viewing|visit|visiting|coming|seeing|inspection|showing\s+(?:me|us))\b|\bbefore\s+(?:you\s+|we\s+|i\s+|anybody\s+|anyone\s+|somebody\s+|someone\s+|everybody\s+|everyone\s+)?(?:pay|paying|payment|any\s+payment|send\s+(?:the\s+|any\s+)?(?:money|deposit|rent)|sending\s+(?:any\s+)?money|transfer|transferring|parting\s+with)\b|\b(?:after|once|when|upon|only\s+if|only\s+when)\s+(?!(?:that|which|paying|sending)\b|${PAYMENT_EVENT})(?:[\w']+\s+){0,4}?(?:sign|signs|signing|signed|signature|agreement|lease|contract|view|viewing|viewed|seen|see|inspected|inspection|visit|visited|satisfied|happy|move|moved|moving|handover|completion|lawyer|take\s+(?:it|the\s+(?:house|flat|place))|decide)\b|\b(?:at|by)\s+the\s+end\s+of\s+(?:the\s+|your\s+)?(?:lease|tenancy|contract|stay|let)\b|\b(?:when|once|after)\s+(?:you\s+)?(?:move\s+out|moving\s+out|vacate|leave\s+the\s+(?:house|flat|place))\b|\b(?:at|for|in)\s+(?:the\s+)?lawyer(?:'s)?\s+(?:office|chambers)\b|\b(?:on|at|upon)\s+(?:the\s+|your\s+)?(?:signing|signature|arrival|check\s+in|move\s+in|handover|hand\s+over|key\s+handover|completion|exchange|lawyer's|lawyer|chambers)\b`);
const BEFORE_VIEWING_RE = /\b(?:before|prior\s+to|ahead\s+of)\s+(?!(?:you\s+|we\s+|any\s+)?(?:pay|paying|payment|send|sending|transfer|transferring|money)\b)(?:[\w']+\s+){0,6}?(?:view|viewing|see|seeing|visit|visiting|inspect|inspection|meet|meeting|show|showing|appointment|present|presenting)\b/;
/** The state's and the lawyer's part of a sale: "registration fees" there are a deed's, not an agent's. */
const OFFICIAL_RE = /\b(?:ministry|conveyance|deed|deeds|stamp\s+duty|transfer\s+of\s+ownership|land\s+registry|registrar|mortgage|government)\b/;
/** Paying, without "send" (which also sends messages and locations): enough beside a precondition. */
const PAYS_RE = /\b(?:send\s+(?:(?:(?:me|us|him|her)\s+)?(?:it|am)(?!\s+back\b)|the\s+money|the\s+cash|\d)|(?:drop|push)\s+(?:(?:me|us|him|her)\s+)?(?:something|a\s+little\s+something)(?!\s+(?:off|at|by|in|into)\b)|pay|pays|paid|paying|payable|payment|transfer|deposit|remit|do\s+the\s+needful|(?:money|cash|registration|form|booking|commitment|token|transport|fuel|fee|fees)\s+first|refundable)\b/;
/**
 * Something to be bought through a payment channel ("passes must be bought before your visit from QMoney 034 …"): a
 * payment asked of the reader, not the speaker's own shopping ("I bought the cement through Orange Money").
 */
const BOUGHT_THROUGH_RE = new RegExp(String.raw`(?:^|\b(?:must|should|have\s+to|has\s+to|need\s+to|needs\s+to|please|kindly|you|u)\s+)(?:be\s+)?(?:buy|bought|purchase|purchased)\b[^.]{0,60}?${CHANNEL}`);
/** A home hunter's question ("is there a viewing fee?", "can i pay after my cousin has viewed it?"). */
const HUNTER_ASKS_RE = /^(?:hello\s+|hi\s+|please\s+)?(?:(?:is|are)\s+there|(?:do|does|should|must|can|could|may|will)\s+i\b|(?:do|does)\s+(?:you|the\s+(?:agent|landlord|owner))\s+(?:charge|take|ask)|how\s+much\b|(?:is|was)\s+(?:the|this|that|it)\b|what\s+(?:is|'s|are)\s+the\b)/;

// --- After the viewing: the home's money and the small sums of a let under way ------------------------------

/**
 * The viewing, the meeting or the handover has already happened ("you saw the flat", "thanks for coming", "you
 * have the keys now", "since you moved in", "the agreement is signed"): money asked from then on is not an
 * advance fee, unless a sentence still puts an access after it ("then I show you the house").
 */
const ACCESS_DONE_RE = new RegExp(String.raw`(?<!\b(?:once|when|after|until|till|if|before|as\s+soon\s+as)\s+)\b(?:you|we|u)\s+(?:have\s+|already\s+|both\s+)?(?:saw|seen|viewed|visited|inspected|came\s+to\s+(?:see|view)|met)\s+(?:it|him|her|me|the\s+(?!pictures?|photos?|pics?|video|ad|advert|post)\w+|my\s+(?!pictures?|photos?|pics?|video|ad|advert|post)\w+|this\s+(?!pictures?|photos?|pics?|video|ad|advert|post)\w+)\b|\bthank(?:s|\s+you)\s+(?:\w+\s+)?for\s+(?:coming|the\s+visit|the\s+viewing|visiting|showing\s+(?:me|us)|the\s+(?:video\s+|virtual\s+)?(?:call\s+)?tour|the\s+video\s+call)\b|\b(?:glad|happy|good|nice)\s+(?:that\s+)?(?:you\s+liked|to\s+meet\s+you|to\s+see\s+you|meeting\s+you)\b|\b(?:when|since|now\s+that)\s+(?:you|u)\s+(?:came|have\s+(?:moved|the\s+keys?)|moved|are\s+living|live|are\s+in)\b|\byou\s+(?:have|got|now\s+have)\s+(?:the\s+)?keys?\s+(?:now|already)\b|\b(?:you\s+(?:have\s+)?moved\s+in|living\s+there)\b|\b(?:agreement|tenancy|lease|contract)\s+(?:is|was|has\s+been)\s+(?:signed|done|ready)\b|\b(?:we|you)\s+(?:have\s+|already\s+)?signed\b|\bafter\s+the\s+(?:viewing|visit|inspection)\s+(?:you|we|yesterday|today)\b|\b(?:you|we)\s+(?:viewed|visited|inspected)\b`);
/**
 * A tenant's rent falling due ("this month rent of NLe 2,500 is due", "rmdr dis mnth rent due 2day"): the let is under
 * way, unless the text still hands over keys, an address or a location, which a tenant owing rent already has (a
 * scammer's "reminder" to a hunter who has seen nothing: "this month rent is due, send it and collect the keys").
 */
const RENT_FALLING_DUE_RE = new RegExp(String.raw`\b(?:this|the\s+current)\s+(?:month|mnth|mth)(?:'s|s)?\s+rent\b[^.]{0,60}?\b(?:due|late|overdue)\b|\brent\s+for\s+(?:this|the\s+current)\s+month\b[^.]{0,40}?\b(?:due|late|overdue)\b|\brent\s+reminder\b|\b(?:reminder|rmdr)\b[^.]{0,60}?\brent\b[^.]{0,60}?\b(?:due|late|overdue)\b|\byour\s+rent\s+(?:is|was)\s+(?:now\s+)?(?:due|late|overdue)\b`);
const ACCESS_STILL_GIVEN_RE = /\b(?:keys?|address|location|directions|pin)\b/;
/** Seen or met only on a screen or a call: "you saw the house on Facebook", "nice to meet you on the phone". */
const SEEN_ONLINE_RE = /\b(?:saw|seen|viewed|meet|met|meeting|talk|talking|chat|chatting)\s+(?:\w+\s+){0,3}?(?:online|on\s+(?:facebook|whatsapp|tiktok|instagram|the\s+(?:phone|call|site|app|website|internet))|(?:on|by|over)\s+(?:the\s+)?(?:phone|call)|here|in\s+the\s+(?:pictures?|photos?|video|ad|advert|post))\b/;
/** A viewing still to come, named: "viewing next week", "the inspection is on Saturday". */
const VIEWING_AHEAD_RE = /\b(?:viewing|inspection|visit|showing)\s+(?:is\s+|will\s+be\s+)?(?:on|next|tomorrow|today|this|at|later)\b/;
/**
 * "Send it on Orange and I will bring your receipt when I pass", "i go send you receipt": the receipt is the payment's
 * proof, not an access it buys. Read out before a condition or an access still ahead is looked for.
 */
const RECEIPT_PROMISED_RE = /\b(?:(?:and|then|so)\s+)?(?:(?:i|a|we|he|she)\s+(?:will\s+|go\s+|shall\s+|can\s+)?)?(?:send|bring|give|hand|drop|issue|write|text|whatsapp)\s+(?:(?:you|u)\s+)?(?:your\s+|the\s+|a\s+)?receipts?\b/g;
/** An access still to come: a viewing, a meeting, an address or directions that wait. */
const ACCESS_AHEAD_RE = /\b(?:then|and|before|so|make|to)\s+(?:(?:i|we|you|he|she|the\s+\w+)\s+)?(?:(?:will|go|can|shall|de|fit)\s+)?(?:show|take|carry|bring|meet|see|view|visit|inspect|send\s+(?:you\s+)?the\s+(?:address|location|pin))\b/;
/**
 * The handover of keys against the home's own money ("pay the first year and collect the keys"): what honest
 * lets end with, so keys named beside rent or a deposit are no precondition (the owner abroad who posts them is
 * read apart).
 */
const KEYS_HANDOVER_RE = /\b(?:(?:and|then)\s+)?(?:(?:i|we|you|he|she|the\s+\w+)\s+)?(?:(?:will|go|can|shall)\s+)?(?:collect|get|receive|take|pick\s+up|have|give\s+you|hand\s+(?:you|over)|bring\s+(?:you\s+)?|drop\s+(?:off\s+)?)\s*(?:the\s+|your\s+)?keys?\b/g;
/** The viewing said to come first: "come and see it", "if you like it", "after the viewing". */
const VIEWING_FIRST_RE = /\b(?:come\s+(?:and\s+)?(?:see|view|look)|see\s+it\s+first|if\s+(?:you|u)\s+(?:like|liked|love|are\s+happy\s+with|are\s+satisfied\s+with)\s+(?:it|the\s+\w+)|after\s+(?:the\s+|you\s+|your\s+)?(?:viewing|view|see|seeing|inspection|visit))\b/;
/**
 * The home's money described ("rent is 3000 a month, payable by OM, and I'll show you the house Saturday") is
 * terms, not an order: its "and I show you" is an invitation. Said as an order ("send the rent and I show you")
 * it stays a precondition.
 */
const SHOW_YOU_RE = new RegExp(String.raw`\band\s+(?:i|we|he|she|the\s+(?:agent|caretaker|landlord|owner))\s+(?:(?:will|can|shall|go|would)\s+)?(?:(?:show|take|carry|bring|schedule|book)\s+you|arrange|fix|schedule|book|(?:do|have|start|make)\s+(?:the\s+|a\s+)?(?:video\s+)?(?:call|tour)|${MEDIA_SENT})\b`, 'g');
const ORDER_TO_HUNTER_RE = /(?:^|\b(?:please|kindly|just|so|ok|okay|then|now|abeg|oya|make\s+you|you\s+(?:must|should|need\s+to|have\s+to|go|fit|will|can))\s+)(?:pay|send|transfer|drop|do|deposit|wire|remit|credit|put)\b|\b(?:pay|send|transfer|drop|deposit)\s+(?:it|am|the|me|us|now|today|first|yours|urs|your\s+(?:own\s+)?(?:share|part|portion))\b/;
const HOME_SUM_RE = /\b(?:rent|first\s+year|one\s+year|two\s+years|1\s+year|2\s+years|a\s+year|year's|years|deposit|balance|price|purchase|(?:\d{1,2}|one|two|three|four|five|six|twelve)\s+months?|half\s+(?:a\s+|the\s+)?year)\b/;

// --- Putting it together ---------------------------------------------------------------------------------------

export interface AdvanceFeeMatch {
  /** The sentence that asks, as written (trimmed), to quote to the admin. */
  quote: string;
}

interface Sentence { raw: string; text: string; question: boolean }
interface RulesMatch extends AdvanceFeeMatch { at: number }

// (with where to send it too: "no money no showing. 100k pan OM.")
const SUM_ALONE_RE = new RegExp(String.raw`^(?:(?:it\s+is|its|it's|na|only|just|is)\s+)?(?:${AMOUNT}|\d+k)(?:\s+only)?(?:\s+(?:on|via|by|through|to)\s+(?:my\s+|me\s+|the\s+)?${CHANNEL})?(?:\s+only)?$`);

/**
 * Where to send it, alone on its line, as a chat cut into short lines writes it ("send 200 / orange / 077 318 640"): a
 * network or a channel, a number, or both. It belongs to the line before it, read as "on orange", "on 077 ...".
 */
const DETAILS_ALONE_RE = new RegExp(String.raw`^(?:(?:on|via|by|to|my|pan)\s+){0,2}(?:(?:(?:orange|africell|qcell)(?:\s+(?:money|number|line))?|${CHANNEL})(?:\s+${MOBILE_NUMBER_RE.source})?|${MOBILE_NUMBER_RE.source})$`);

/**
 * "You said: "send 100k before viewing"", "he is texting people 'send Le 300 to see the house'": someone's words quoted
 * back, in double or single quotes, are reported, not asked.
 */
const QUOTED_WORDS_RE = /\b(said|says|say|saying|wrote|writes|write|told\s+(?:you|me|us)|asked|asking|message\s+(?:said|says)|(?:texting|messaging|telling|writing\s+to|posting\s+to|sending|calling)\s+(?:people|hunters|clients|tenants|customers|everyone|everybody|folks|others|them)|(?:this|these\s+words|the\s+following)(?=\s*:)|(?:got|received|saw|seen|forwarded|have)\s+(?:this|that|a|the|one)\s+(?:text|message|sms|whatsapp|msg|dm)(?:\s+from\s+\w+(?:\s+\w+)?)?|(?:forwarded|shared|posted|pasted)\s+(?:this|that|it)\b[^:'"\u2018\u201c\n]{0,40}(?=:))\s*[:,]?\s*(?:["\u201c][^"\u201d]{0,240}["\u201d]|['\u2018][^]{1,240}?['\u2019](?!\w))/gi;

/**
 * Where a sentence ends: a full stop, "!", "?" or ";", a dash or a bullet. An ellipsis is a pause ("you go send di...
 * di one bag... den we go see am"): it ends a sentence only before a capital. Typed without full stops, a sentence ends
 * where a word that opens one is capitalised after a small letter ("we never do that We only take …").
 */
const SENTENCE_BREAK = /(?<=[.!?;])(?<!\.\.)\s+|(?<=\.\.\.|\u2026)\s+(?=[A-Z])|\s+[-\u2013\u2014]\s+|\s*•\s*|(?<=[a-z\d])\s+(?=(?:We|You|Send|Pay|Transfer|Please|Kindly|Call|Come|The|This|It|They|He|She|My|Our|Your|Agency)\b(?!\s+[A-Z]))/;

/**
 * The words this check reads, for reading a disguised one back ("p@y the v1ewing f33"): every word of its own patterns,
 * so a word disguised to slip past a pattern is read as the word that pattern looks for. Built on first use.
 */
let filterWords: Set<string> | undefined;
function readFees(raw: string): string {
  filterWords ??= wordsInPatterns([PAY_VERB, AMOUNT, CHANNEL, ACCESS_FEE, ACCESS_BOUGHT, MONEY_NOUN, ACCESS, PAID_THEN_ACCESS, ...PRECONDITIONS, ...DENIALS,
    'the you your me my us we to for and now first before after then see show house flat room land keys location address number', ...KNOWN_SPELLINGS]);
  return normaliseForFees(readDisguisedWords(raw, filterWords));
}

const CHAT_PLACEHOLDER_RE = /[[<(]?\s*(?:this\s+message\s+was\s+deleted|you\s+deleted\s+this\s+message|message\s+deleted|(?:media|image|video|audio|sticker|gif|document)\s+omitted)\s*[\]>)]?/gi;
// What a sender says is in an attachment ("[Screenshot attached: chat from 'Abu Agent' - 'send the 300 first']"):
// someone else's words, shown to ask about them.
const ATTACHMENT_SAYS_RE = /\[\s*(?:screenshot|screen\s*shot|image|photo|picture|forwarded|attachment|attached)\b[^\]]*\]/gi;
// A chat pasted as it was exported ("[WhatsApp, Tue 5:12 PM] …", "[12/03/26, 14:05] Abu: …") after the sender says it is
// what a stranger sent ("I'm pasting what someone sent me"): the stranger's words, shown to ask about them. Not what
// "the landlord" sent: an agent relaying the owner's terms makes them his own. And only where the sender doubts or
// refuses them ("is this you?", "I won't pay"): a scammer who frames his own ask as a stranger's is still asking.
const DOUBTS_PASTED_RE = /\b(?:is\s+(?:this|that|it)\s+(?:really\s+)?(?:you|real|true|legit|genuine|your)|scam(?:mer)?s?|fake|fraud|(?:won't|will\s+not|not\s+going\s+to|never|don't|do\s+not)\s+(?:pay|send)|not\s+(?:sending|paying))\b/i;
const PASTED_FROM_STRANGER_RE = /\b(?:past(?:e|ed|ing)|forward(?:ed|ing)?|copy(?:ing)?|copied|here\s+is|here's|this\s+is|see|look\s+at|read)\s+(?:below\s+)?what\s+(?:someone|somebody|some\s+(?:man|woman|guy|person|agent)|a\s+(?:man|woman|guy|person|stranger|number)|this\s+(?:man|woman|guy|person|number|agent)|one\s+(?:man|woman|guy|person|agent))\s+(?:\w+\s+)?(?:sent|wrote|texted|messaged|posted|said)\b/i;
const EXPORTED_CHAT_LINE_RE = /^\s*\[[^\]\n]*\d{1,2}[:.]\d{2}[^\]\n]*\][^\n]*$/gm;
// What is set aside: each turn from its time stamp to the next one or the line's end, so that turns pasted run
// together on one line are set aside too.
const EXPORTED_CHAT_TURN_RE = /\[[^\]\n]*\d{1,2}[:.]\d{2}[^\]\n]*\][^\n[]*/g;
/**
 * A reply's quoted line ("> …"), at a line's start or after an emoji before it; after a greeting's sentence only with the
 * reply on a line below it ("Good morning. > u sey 50 fo transport?" then the answer): a greeting and "> send 200 before I
 * show you" with nothing under it is the sender's own ask.
 */
const QUOTED_LINE_RE = /(^\s*(?:[^\p{L}\p{N}\s>]+\s*)?)>.*$|([.!?]\s+)>.*$(?=\n\s*[^\s>])/gmu;
function sentencesOf(text: string): Sentence[] {
  if (PASTED_FROM_STRANGER_RE.test(text) && DOUBTS_PASTED_RE.test(text.replace(EXPORTED_CHAT_LINE_RE, ' '))) text = text.replace(EXPORTED_CHAT_TURN_RE, ' ');
  // A chat's replies quote the message answered ("> send the money first"): the quote is not this sender's. A message
  // that is all quote is the sender's own words, a ">" put before them ("> send 100 on Orange before the viewing").
  // The quote may follow a greeting or an emoji put before it on its line ("Good morning. > u sey 50 fo transport?").
  const unquoted = text.replace(QUOTED_LINE_RE, '$1$2 ');
  return (/[\p{L}\d]/u.test(unquoted) ? unquoted : text.replace(/^\s*>\s?/gm, ''))
    // What a chat shows for a deleted message or a file ("[This message was deleted]", "<Media omitted>"): no words
    // of the sender's, so not a sentence that stands between the sum and what it buys.
    .replace(CHAT_PLACEHOLDER_RE, '\n')
    .replace(ATTACHMENT_SAYS_RE, '\n')
    .replace(QUOTED_WORDS_RE, '$1 that')
    // Chat lines carry no full stops: each line is a sentence (split before the spaces are joined).
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s+/g, ' ').split(SENTENCE_BREAK))
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((raw) => ({ raw, text: readFees(raw), question: raw.endsWith('?') }))
    // A sum alone on its line or between full stops ("100k.", "na 50k") belongs to the sentence before it.
    .reduce<Sentence[]>((kept, s) => {
      const last = kept[kept.length - 1];
      if (last && SUM_ALONE_RE.test(s.text)) {
        kept[kept.length - 1] = { raw: `${last.raw} ${s.raw}`, text: `${last.text} ${s.text}`, question: s.question };
      } else if (last && DETAILS_ALONE_RE.test(s.text)) {
        kept[kept.length - 1] = { raw: `${last.raw} ${s.raw}`, text: `${last.text} ${/^(?:on|via|by|to|pan)\b/.test(s.text) ? '' : 'on '}${s.text}`, question: s.question };
      } else kept.push(s);
      return kept;
    }, []);
}

/** "We no de show house free, na 100k": no access for free, with the sum, the channel or the verb beside it. */
function notFreeWithSum(s: string): boolean {
  return NOT_FOR_FREE_RE.test(s) && (AMOUNT_RE.test(s) || CHANNEL_RE.test(s) || PAY_VERB_RE.test(s));
}

/** The hunter's own terms: "I want to see the house first, then I'll pay the deposit", Krio "a go si am fɔs". */
const SEES_FIRST_RE = /\b(?:i|we|a)\s+(?:(?:want|wish|would\s+like|need|prefer|must|have)\s+to|will|go|shall)\s+(?:see|view|inspect|visit)\s+(?:\w+\s+){0,3}?first\b/;

/**
 * The speaker pays the reader: a hunter who sends a relative or a friend the fare to view a home for them ("I sent
 * you 100k on OM for transport, go and see the flat for me"). Money given, not asked; not when paid "back".
 */
const SPEAKER_PAYS_RE = new RegExp(String.raw`\b(?:i|we|let\s+me)\s+(?:(?:will|go|am|are|have|had|don|done|just|already|can|shall|would|de|now|also)\s+){0,2}(?:send|sent|sending|transfer|transferred|transferring|give|gave|giving|credit|credited|wire|wired)\s+(?:(?:you|to\s+you|your\s+\w+(?:\s+money)?|(?:to\s+)?(?:my|our|the|his|her)\s+\w+)\s+)?(?:(?:the|some|small|a|an|this|that|your)\s+)?(?:${AMOUNT}|\d+k?\b|money|cash|transport|fuel|fare)(?!\s+back)`);

/**
 * The speaker pays his own way: "I go take keke and pay for myself", "I paid the lawyer myself for the search", "my
 * own transport". Nobody is asked, unless the same sentence orders the reader to pay too.
 */
const OWN_WAY_RE = /\b(?:pay|paid|paying|buy|bought|bear|cover|covered)\s+(?:for\s+)?(?:(?:the\s+|my\s+|our\s+)?\w+\s+)?(?:myself|ourselves|my\s+self)\b|\b(?:my|our)\s+own\s+(?:transport|fare|fuel|keke|okada|taxi|movement|lawyer|way|pocket)\b|\bat\s+my\s+own\s+(?:cost|expense)\b/;

/** "I will pay the caretaker myself, you just send me 50k": the speaker's own part beside an order to the reader. */
const ORDER_TO_YOU_RE = /\b(?:you|u)\s+(?:too\s+|also\s+)?(?:just\s+|must\s+|should\s+|need\s+to\s+|have\s+to\s+|go\s+|fit\s+)?(?:send|pay|transfer|drop|push)\s+(?:me|us|him|the|\d)|\b(?:please|kindly|just|abeg|make\s+you|so)\s+(?:send|pay|transfer|drop|push|refund|reimburse)\b/;

/**
 * Booked and paid in the app itself ("you can book in the app and pay through Salone Homes"): the platform's own
 * checkout, not money sent to a person. Not with a mobile-money channel, a number, a link or any fee named ("the
 * Salone Homes verification fee on OM" is an impostor's).
 */
const IN_APP_PAYMENT_RE = /\b(?:pay|paid|payment|book|booking|checkout)\b[^.]{0,30}?\b(?:in|through|on|via|with|inside)\s+(?:the\s+)?(?:app|salone\s+homes(?:\s+app)?|platform)\b(?!\s+(?:link|agent|number|account|team|officer|staff))/;
const NOT_IN_APP_RE = /\b(?:fee|fees|charge|charges|link|verification|verify|number|account|agent|officer|team)\b/;
function isPaidInApp(s: Sentence): boolean {
  return IN_APP_PAYMENT_RE.test(s.text) && !NOT_IN_APP_RE.test(s.text) && !CHANNEL_RE.test(s.text) && !MOBILE_NUMBER_RE.test(s.text);
}

/**
 * "The viewing is free but you must buy the tenancy form, 100k, before we go": a denial taken back by a "but" that asks
 * for money (and denies nothing itself).
 */
function takenBackByBut(s: Sentence): boolean {
  const after = s.text.split(/\bbut\b/).slice(1).join(' ');
  // (not a clause that tells what others say: "bad people …, de tɛl pipul se mek dɛn sɛn mɔni")
  return (after !== '' && demandsMoney(after) && !DENIAL_RE.test(after)) || s.raw.split(/[,;]/).some((c) => !REPORTED_ASK_RE.test(readFees(c)) && ordersOtherMoney(readFees(c)));
}

/**
 * "Just send 200 for the form, the viewing is free", "only 100 for the registration, the viewing is free", "send 100
 * on Orange for the dog man, the guard is paid by the house": beside a denial, a clause of its own that orders money,
 * or names a sum, for something else than the home (a form, registration, transport), or a sum by a channel. The
 * denial is of the viewing's fee or another's pay, not of this.
 */
function ordersOtherMoney(clause: string): boolean {
  return !DENIAL_RE.test(clause) && !HOME_MONEY_RE.test(clause) && (ORDER_TO_HUNTER_RE.test(clause) || SUM_FOR_A_COST_RE.test(clause)) && demandsMoney(clause)
    && (MONEY_NOUN_RE.test(clause.replace(CHANNELS_RE, ' ')) || (CHANNEL_RE.test(clause) && /\d/.test(clause)));
}

/** A sentence that takes any ask back: a denial, a warning, or a hunter's own question. */
/** "Once you pay the first year the keys are yours, but come and see it first": the home's money after its viewing. */
const SEE_IT_FIRST_RE = /\b(?:come\s+(?:and\s+)?)?(?:see|view|inspect|check)\s+(?:it|am|the\s+(?:house|flat|place|land|plot|room|apartment|shop|property))\s+(?:(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today)\s+)?first\b/;

/**
 * "See it first, then you part pay 3000 so the landlord holds it", "come for viewing first, then pay the reservation":
 * the viewing put before the money in so many words.
 */
const SEEN_THEN_PAID_RE = new RegExp(String.raw`(?:${SEE_IT_FIRST_RE.source}|\b(?:come|go)\s+(?:for|to)\s+(?:a\s+|the\s+)?(?:viewing|inspection|visit)\s+first\b)[^.]{0,40}?\b(?:then|after\s+that|afterwards)\b`);
/**
 * The viewing first, then the money, and nothing after the money but the let: not "see it first, then pay 200 for my
 * transport to come and show you" nor "come for viewing first, then pay the 200 for the caretaker to open", which still
 * put a trip, a showing or an opening after the sum.
 */
function seenThenPaid(text: string): boolean {
  const m = SEEN_THEN_PAID_RE.exec(text);
  if (!m) return false;
  const after = text.slice(m.index + m[0].length);
  return !ACCESS_AHEAD_RE.test(after) && !/\b(?:transport|fuel|fare|okada|keke|taxi|caretaker|gateman|watchman|open|opens)\b/.test(after);
}
/**
 * "View it today. Like it? Pay the 400 reservation on the Vult QR after": the money ends its sentence with "after"
 * (afterwards), the viewing offered in the two sentences around it. Not where the sentence also wants it now or first,
 * names a fee for the viewing or puts the viewing or an opening after the money ("so the caretaker opens"). (Two
 * patterns, each linear in the text.)
 */
const PAYS_IN_IT_RE = /\b(?:pay|send|transfer|settle|do\s+the\s+transfer)\b/;
const ENDS_AFTERWARDS_RE = /\b(?:after|afterwards|after\s+that|later)$/;
const NOT_AFTERWARDS_RE = /\b(?:first|before|now|today|upfront|up\s+front|in\s+advance|beforehand|already)\b/;
const VIEWING_OFFERED_RE = /\b(?:view|see|inspect|check|visit)\s+(?:it|am|the\s+\w+)\s+(?:today|tomorrow|now|first|anytime|any\s+time|(?:on\s+)?\w+day)\b|\bcome\s+(?:and\s+|to\s+)?(?:see|view|check|look)\b/;
function paidAfterTheViewingOffered(text: string, around: readonly Sentence[]): boolean {
  return ENDS_AFTERWARDS_RE.test(text) && PAYS_IN_IT_RE.test(text) && !NOT_AFTERWARDS_RE.test(text) && !ACCESS_FEE_RE.test(text) && !ACCESS_AHEAD_RE.test(text) && !PRECONDITION_RE.test(text)
    && around.some((x) => VIEWING_OFFERED_RE.test(x.text));
}
/** Not a viewing offered at a price: "if you want to see it first, then pay the 100". */
const IF_YOU_WANT_RE = /\b(?:if|when)\s+(?:you|u)\s+(?:want|wish|like|need)\s+(?:to\s+)?(?:see|view|inspect|visit|come)\b/;

/** The home itself "is free" ("yes the flat on Wilkinson Road is free"): vacant, which denies no fee. */
const VACANT_RE = /\b(?:flat|house|room|place|apartment|property|shop|plot|land|unit|office|studio|bungalow)\b(?:(?!\b(?:viewing|inspection|visit|fee|fees|charge|entry|showing|transport)\b)[^,.;]){0,40}?\b(?:is|are)\s+(?:still\s+)?free\b/g;

function isHonest(s: Sentence): boolean {
  if (isPaidInApp(s) || isAskedBack(s.text)) return true;
  if (((SEE_IT_FIRST_RE.test(s.text) && HOME_SUM_RE.test(s.text)) || seenThenPaid(s.text)) && !ACCESS_FEE_RE.test(s.text) && !MOVING_COST_RE.test(s.text) && !IF_YOU_WANT_RE.test(s.text)) return true;
  if (OWN_WAY_RE.test(s.text) && !ORDER_TO_YOU_RE.test(s.text)) return true;
  if (SPEAKER_PAYS_RE.test(s.text) && !ORDER_TO_HUNTER_RE.test(s.text) && !/\bback\b|\brefund/.test(s.text)) return true;
  if (OTHERS_PRACTICE_RE.test(s.text) && !takenBackByBut(s)) return true;
  if (SEES_FIRST_RE.test(s.text) || (s.question && HUNTER_ASKS_RE.test(s.text)) || (REPORTED_ASK_RE.test(s.text) && !PAID_FOR_YOU_RE.test(s.text) && !ORDER_TO_YOU_RE.test(s.text)) || ((HUNTER_PROMISE_RE.test(s.text) || SPEAKER_REFUSES_RE.test(s.text)) && !ORDER_TO_YOU_RE.test(s.text))) return true;
  // "No viewing without payment" is a demand, unless it is quoted in a warning ("if anyone says ..., report them").
  const demandAsRule = NO_ACCESS_WITHOUT_MONEY_RE.test(s.text) && !WARNING_RE.test(s.text);
  return DENIAL_RE.test(s.text.replace(VACANT_RE, ' , ')) && !NOT_A_DENIAL_RE.test(s.text) && !demandAsRule && !takenBackByBut(s);
}

/**
 * "Send 400 by QMoney and I will bring the stamped paper when we view": what the speaker brings to the viewing is
 * no payment after it; the money is sent before. Read out of the sentence before "after the viewing" is looked for.
 */
const SPEAKER_BRINGS_AT_ACCESS_RE = /\b(?:and|then)\s+(?:i|we|he|she|the\s+\w+|my\s+\w+)\s+(?:will\s+|go\s+|shall\s+|can\s+)?(?:bring|give|hand|show|deliver|carry)\s+(?:you\s+)?(?:[\w']+\s+){0,4}?(?:when|once|after|at|on)\s+(?:we|you|the)\s+(?:view|viewing|see|meet|visit|inspect|inspection|come|go)\b(?:\s+[\w']+){0,3}/g;

/**
 * "Transfer 150k for the survey copy, I will hand it to you after the viewing", "drop 80k for the cleaning so the flat
 * is fine when you see it": a "when" or an "after" belongs to its own clause. A clause with a subject of its own (after
 * a comma or "and", "so", "then", "but") that names no payment says when something else happens, not when the money
 * is paid, so it is read out before "after the viewing" is looked for. Kept: a clause opening the sentence ("after you
 * see it, send the deposit"), which belongs to the next one, and the reader's own ("you can too after signing": the
 * payer's, the payment left unsaid).
 */
const OWN_SUBJECT_CLAUSE_RE = /^(?:(?:and|so|then|but)\s+)?(?:i|we|he|she|they|it|the\s+\w+|my\s+\w+|his\s+\w+|her\s+\w+|our\s+\w+)\s+(?!(?:pay|pays|paid|send|sends|sent|transfer)\b)\w+/;
const PAYMENT_WORDS_RE = /\b(?:pay|pays|paid|paying|payment|send|sent|transfer|transferred|money|cash|rent|deposit|balance|fee|fees|price|commission|amount|le|nle|usd)\b|[$£€\d]/;
function paymentClauses(s: Sentence): string {
  const clauses = s.raw.split(/,|\s+(?=(?:and|so|then|but)\s+(?:i|we|he|she|they|you|it|the|my|his|her|our)\s)/i).map((c) => readFees(c)).filter(Boolean);
  if (clauses.length < 2) return s.text;
  return clauses.map((c, i) => (i > 0 && OWN_SUBJECT_CLAUSE_RE.test(c) && !PAYMENT_WORDS_RE.test(c) ? ',' : c)).join(' ');
}

/**
 * When the viewing itself happens, not the payment: a hold that lasts "till Saturday when you come see it", a viewing
 * "on arrival" ("pay 25 % now to reserve it and view on arrival"). Read out before "after the viewing" is looked for.
 */
const WHEN_VIEWED_RE = /\b(?:till|until)\s+(?:[\w']+\s+){0,3}?(?:when|once)\s+(?:you|u|we)\s+(?:[\w']+\s+){0,3}?(?:see|view|visit|inspect|come)\b|\b(?:view|see|inspect|visit|viewing|inspection)\s+(?:(?:it|them|the\s+\w+)\s+)?(?:on|at|upon)\s+(?:your\s+)?arrival\b/g;

/**
 * Money placed after the viewing or at signing, unless the sentence says "before the viewing" or "pay first" too, or
 * credits it against the rent at the viewing. A purpose ("so that when you come you see it with light") is no "when".
 */
function isPaidAfter(s: Sentence): boolean {
  // (paymentClauses only reads out text: a sentence with no "after" at all is not split and normalised again)
  return AFTER_ACCESS_RE.test(s.text) && AFTER_ACCESS_RE.test(paymentClauses(s).replace(SPEAKER_BRINGS_AT_ACCESS_RE, ' , ').replace(READY_FOR_VISIT_RE, ' , ').replace(WHEN_VIEWED_RE, ' , ')) && !BEFORE_VIEWING_RE.test(s.text) && !REFUND_IF_RE.test(s.text)
    && !FIRST_THEN_AFTER_RE.test(s.text) && !SPLIT_BEFORE_VIEWING_RE.test(s.text) && !PROOF_FOR_ACCESS_RE.test(s.text) && !DEDUCTED_AT_VIEWING_RE.test(s.text) && !PAY_BEFOREHAND_RE.test(s.text);
}

/**
 * A short let paid in person on arrival, the keys handed then: "you pay the NLe 900 when you arrive on the 12th and I
 * hand you the keys", "pay me cash when you check in". The same as "pay on arrival"; not money sent now with the keys
 * promised for the arrival, nor a sum at the door without which nobody opens.
 */
const PAID_ON_ARRIVAL_RE = /\b(?:pay|paying|give\s+me|hand\s+me)\s+(?:[\w']+\s+){0,6}?(?:when|once|as\s+soon\s+as)\s+(?:you\s+)?(?:arrive|reach|land|check\s+in|get\s+here|come\s+to\s+collect)\b|\b(?:when|once|as\s+soon\s+as)\s+(?:you\s+)?(?:arrive|reach|land|check\s+in|get\s+here)\b[^.]{0,20}?\byou\s+(?:will\s+|can\s+|just\s+)?pay\b/;
const NOT_ON_ARRIVAL_RE = /\b(?:now|today|first|upfront|up\s+front|in\s+advance|before|otherwise|or\s+else|if\s+not|send|sent|transfer|transferred|wire)\b/;
function isPaidOnArrival(s: Sentence): boolean {
  return PAID_ON_ARRIVAL_RE.test(s.text) && !NOT_ON_ARRIVAL_RE.test(s.text)
    && /\b(?:keys?|check\s+in|night|nights|week|weeks|stay)\b/.test(s.text) && !SHOWN_FOR_FEE_RE.test(s.text);
}

/** "send it on whatsapp", "send them by email": a pronoun sent as a message, not money. */
const SENT_AS_MESSAGE_RE = /\bsend\s+(?:it|am|them)\s+(?:(?:on|by|via|to|through|in)\s+(?:my\s+|the\s+)?)?(?:whatsapp|email|e\s+mail|mail|telegram|messenger|sms|text|inbox|dm|here|this\s+chat)\b/;

function quoteOf(sentence: string): string {
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
}

/** The let's own paperwork, paid when the agreement is signed: "Agreement fee: NLe 250, shared", "stamp duty". */
const AGREEMENT_MONEY_RE = /\b(?:agreement|tenancy|lease|legal|lawyer's|lawyers|stamp(?:ing)?)\s+(?:fee|fees|charge|charges|cost|costs|duty)\b|\bstamp\s+duty\b/;
/**
 * The home's own money said as terms ("NLe 900/month, 1 year advance", "Agreement fee: NLe 250, shared", "NLe 25,000 per
 * lot, payment plan possible"): no fee for access, no order, channel or cost of a trip.
 */
function isHomeTerms(s: string): boolean {
  return (HOME_MONEY_RE.test(s) || AGREEMENT_MONEY_RE.test(s) || SALE_PRICE_RE.test(s)) && !ACCESS_FEE_RE.test(s) && !ORDER_TO_HUNTER_RE.test(s) && !CHANNEL_RE.test(s) && !MOVING_COST_RE.test(s);
}

/**
 * A question by its words, its "?" left off as a phone chat leaves it ("Hunter: Hi, is there a viewing fee for the
 * Hamilton 2 bedroom"): a fee asked about, not asked for. The chat's speaker label is read past.
 */
const SPEAKER_LABEL_RE = /^(?:\[[^\]\n]*\]\s*)?\p{L}[\p{L} .'()-]{0,30}:\s+/u;
function asksAbout(s: Sentence): boolean {
  return s.question || HUNTER_ASKS_RE.test(readFees(s.raw.replace(SPEAKER_LABEL_RE, '')));
}

/** The first passage that asks for money before a viewing or meeting by the rules above, or null. */
function askedByRules(sentences: Sentence[]): RulesMatch | null {
  const asked = (x: Sentence): RulesMatch => ({ quote: quoteOf(x.raw), at: sentences.indexOf(x) });
  // "he will show you for a fee of 40k, which you pay on arrival": paid at the door is still paid to be shown.
  const cleared = sentences.map((s, i) => isHonest(s) || (isPaidAfter(s) && !SHOWN_FOR_FEE_RE.test(s.text)) || isPaidOnArrival(s)
    || paidAfterTheViewingOffered(s.text, [...sentences.slice(Math.max(0, i - 2), i), ...sentences.slice(i + 1, i + 3)]));
  const demand = sentences.map((s) => demandsMoney(s.text));
  // "Call me to arrange a viewing" invites the reader; it puts no money before anything.
  // Once the viewing or the handover is behind, a bare order for a sum is a let's small business, not an ask,
  // and the sentence that says so ("good to meet you", "you saw the flat") is no precondition.
  const accessGiven = sentences.some((s) => ACCESS_STILL_GIVEN_RE.test(s.text));
  const accessDone = sentences.map((s) => (ACCESS_DONE_RE.test(s.text) || (RENT_FALLING_DUE_RE.test(s.text) && !accessGiven)) && !SEEN_ONLINE_RE.test(s.text));
  // The viewing is behind here: said in this sentence, before or in the next ("Send it to the chairman. You moved in
  // last month so your share is 1,000"), and no access still put after it here or next.
  const behind = sentences.map((s, i) => accessDone.slice(0, i + 2).some(Boolean)
    && ![s, sentences[i + 1]].some((x) => x !== undefined && (ACCESS_AHEAD_RE.test(x.text.replace(RECEIPT_PROMISED_RE, ' , ')) || VIEWING_AHEAD_RE.test(x.text))));
  const precondition = sentences.map((s, i) => {
    let t = s.text.replace(CONTACT_INVITE_RE, ' , ').replace(RECEIPT_PROMISED_RE, ' , ');
    // Keys against the home's money end an honest let once a viewing is behind or said to come first; without one
    // ("send the rent and collect the keys") they are the scam's shape: a home let unseen.
    const viewingFirst = sentences.slice(0, i + 1).some((x, j) => accessDone[j] || VIEWING_FIRST_RE.test(x.text));
    if (viewingFirst && HOME_SUM_RE.test(t) && !ACCESS_FEE_RE.test(t)) t = t.replace(KEYS_HANDOVER_RE, ' , ');
    if (HOME_MONEY_RE.test(t) && !ACCESS_FEE_RE.test(t) && !ORDER_TO_HUNTER_RE.test(t)) t = t.replace(SHOW_YOU_RE, ' , ');
    if (s.question && WHEN_QUESTION_RE.test(t)) return false;
    if (!demandsMoney(t)) t = t.replace(OWN_SPENDING_RE, ' , ');
    // "You saw the flat. To secure it, transfer the first year": holding a home seen is a let under way.
    if (behind[i] && !ACCESS_FEE_RE.test(t)) return false;
    // "Come and see it Wednesday first, then we go to the landlord": the viewing put first is no condition on money
    if (SEE_IT_FIRST_RE.test(t) && !PAYS_RE.test(t) && !demandsMoney(t)) return false;
    return PRECONDITION_RE.test(t) && !accessDone[i];
  });
  // A fee named alone is an ask unless it is asked about ("viewing fee?") or is the state's (a deed's registration).
  const official = sentences.map((s, i) => OFFICIAL_RE.test(s.text) || (i > 0 && OFFICIAL_RE.test(sentences[i - 1]!.text)));
  // A fee named as a bare label ("✈️ VIEWING PASS · SALONE REALTY"), with no sum, channel or payment in it, is no ask
  // in a text that denies a fee ("Fare: FREE, we don't charge for viewings").
  const denies = (i: number) => sentences.some((x, j) => j !== i && DENIAL_RE.test(x.text) && !NOT_A_DENIAL_RE.test(x.text));
  const bareLabel = (t: string) => !AMOUNT_RE.test(t) && !CHANNEL_RE.test(t) && !PAY_VERB_RE.test(t) && !/\d/.test(t);
  const accessFee = sentences.map((s, i) => ACCESS_FEE_RE.test(s.text) && !official[i] && (!asksAbout(s) || demandsMoney(s.text)) && !(bareLabel(s.text) && denies(i)));

  for (let i = 0; i < sentences.length; i++) {
    if (cleared[i]) continue;
    const s = sentences[i]!;
    // One sentence: a fee named for access, or money with a precondition ("pay before viewing" has no amount).
    if (accessFee[i] || (precondition[i] && (demand[i] || PAYS_RE.test(s.text.replace(OWN_SPENDING_RE, ' , ')) || BOUGHT_THROUGH_RE.test(s.text))) || PAID_THEN_ACCESS_RE.test(s.text) || MONEY_THEN_ACCESS_RE.test(s.text) || STEPS_PAY_THEN_ACCESS_RE.test(s.text) || asksMovingCost(s.text)
      || NOT_WITHOUT_MONEY_RE.test(s.text) || AIRTIME_ASK_RE.test(s.text) || notFreeWithSum(s.text) || NO_PAY_NO_ACCESS_RE.test(s.text) || NO_ACCESS_WITHOUT_MONEY_RE.test(s.text) || WAITING_FOR_MONEY_RE.test(s.text) || MONEY_NOT_ARRIVED_RE.test(s.text)
      || (SPLIT_BEFORE_VIEWING_RE.test(s.text) && MONEY_NOUN_RE.test(s.text))
      || (FIRST_OPENING_RE.test(s.text) && demand[i] && ORDER_TO_HUNTER_RE.test(s.text) && !HOME_MONEY_RE.test(s.text))
      || (demand[i] && FUTURE_ACCESS_RE.test(s.text.replace(RECEIPT_PROMISED_RE, ' , ')) && !HOME_MONEY_RE.test(s.text) && !SALE_PRICE_RE.test(s.text) && !accessDone[i])) {
      return asked(s);
    }
    // A bare order to send a sum or a fee, with the sum or a number to send it to here or beside it; a chased ask.
    const around = [sentences[i - 1], s, sentences[i + 1]].filter((x) => x !== undefined).map((x) => x.text).join(' . ');
    if (ORDER_FOR_FEE_RE.test(s.text) && !behind[i]) return asked(s);
    if (!behind[i] && ORDER_RE.test(s.text.replace(SENT_AS_MESSAGE_RE, ' , ')) && !HOME_MONEY_RE.test(s.text) && (AMOUNT_RE.test(around) || CHANNEL_RE.test(around) || MOBILE_NUMBER_RE.test(around) || SUM_FOR_A_COST_RE.test(s.text))) {
      return asked(s);
    }
    if (CHASE_RE.test(s.text) && ACCESS_MENTION_RE.test(around)) return asked(s);
    if (!behind[i] && COMPULSORY_ACCESS_RE.test(s.text) && !official[i] && [s, sentences[i + 1]].some((x) => x !== undefined && (AMOUNT_RE.test(x.text) || CHANNEL_RE.test(x.text)))) return asked(s);
    // "only 100 for the registration", "200 for my transport": a sum for what a viewing costs the agent, said alone
    if (!behind[i] && demand[i] && SUM_FOR_A_COST_RE.test(s.text) && !HOME_MONEY_RE.test(s.text)) return asked(s);
    if (!behind[i] && ORDER_TO_HUNTER_RE.test(s.text) && HOME_SUM_RE.test(s.text) && HOLD_RE.test(s.text) && VIEW_STILL_AHEAD_RE.test(s.text)) return asked(s);
    // The viewing still to come may be said first ("You can come and check the house next weekend. … pay half of the
    // first year this week").
    if (!behind[i] && demand[i] && URGENT_RE.test(s.text) && HOME_SUM_RE.test(s.text) && [sentences[i - 1], s, sentences[i + 1]].some((x, k) => x !== undefined && !cleared[i + k - 1] && VIEWING_LATER_RE.test(x.text))) return asked(s);
    const named = sentences.slice(Math.max(0, i - 2), i + 1).map((x) => x.text).join(' . ');
    const sumNamed = AMOUNT_RE.test(named) || CHANNEL_RE.test(named) || /\b\d{2,6}k?\s+small\b/.test(named);
    if (IT_ARRIVES_THEN_ACCESS_RE.test(s.text) && sumNamed) return asked(s);
    // The bare order's sum may sit further back, behind the lister's terms and a "Deal?".
    const namedBefore = sentences.slice(Math.max(0, i - 4), i + 1).map((x) => x.text).join(' . ');
    if (!behind[i] && BARE_ORDER_THEN_ACCESS_RE.test(s.text) && (AMOUNT_RE.test(namedBefore) || CHANNEL_RE.test(namedBefore))) return asked(s);
    // A sum wanted now or ordered, the viewing still to come here or next: "send 200 now? I will show you the flat
    // tomorrow", "send the 200 and you will see the house Sunday".
    if (demand[i] && (URGENT_RE.test(s.text) || ORDER_RE.test(s.text)) && !HOME_MONEY_RE.test(s.text) && !SALE_PRICE_RE.test(s.text) && !behind[i]
      && [s, sentences[i + 1]].some((x, k) => x !== undefined && !cleared[i + k] && ACCESS_LATER_RE.test(x.text))) {
      return asked(s);
    }
    // Two adjacent sentences: the ask in one, the precondition in the other, neither taking it back.
    const next = i + 1 < sentences.length && !cleared[i + 1] ? i + 1 : -1;
    if (next < 0) continue;
    // (not the home's own terms beside directions to view, either way round: "1 year advance. To view: go to Alhaji")
    const termsBeside = (terms: Sentence, other: Sentence) => isHomeTerms(terms.text) && !PAYS_RE.test(other.text) && !demandsMoney(other.text);
    if (demand[i] && precondition[next] && !termsBeside(s, sentences[next]!)) return asked(s);
    if (precondition[i] && demand[next] && !termsBeside(sentences[next]!, s)) return asked(sentences[next]!);
    // "Wanna see it? 25k on OM and it's done": the wish, then a sum (not the rent) opening the answer
    const nextText = sentences[next]!.text;
    const thenOrSum = STARTS_WITH_THEN_RE.test(nextText) || (SUM_FIRST_RE.test(nextText) && !HOME_MONEY_RE.test(nextText) && !SALE_PRICE_RE.test(nextText));
    if (WANTS_TO_SEE_RE.test(s.text) && thenOrSum && demand[next]) {
      return asked(sentences[next]!);
    }
    // The ask, a line with where to send it ("my number is 076 …"), then what follows the money.
    const after = i + 2 < sentences.length && !cleared[i + 2] ? sentences[i + 2]! : undefined;
    // (or a sum alone, not the rent or a price, then a channel's line: "150k / Orange money 076 … / then we go")
    const sum = demand[i] || (AMOUNT_RE.test(s.text) && !HOME_MONEY_RE.test(s.text) && !SALE_PRICE_RE.test(s.text) && CHANNEL_RE.test(sentences[next]!.text));
    if (after && sum && isPaymentDetails(sentences[next]!.text) && FOLLOWS_RE.test(after.text) && precondition[i + 2]) {
      return asked(s);
    }
  }

  // The owner abroad who posts the keys: the story spans sentences, so it is read over the whole text.
  if (cleared.some(Boolean) && sentences.some((s) => DENIAL_RE.test(s.text))) return null;
  const whole = sentences.map((s) => s.text).join('. ');
  // Keys handed by someone else on the owner's word count too, unless a viewing or a signing is named anywhere
  // (an honest owner abroad has a caretaker show the home and hand the keys at signing).
  const unseen = !sentences.some((s, i) => accessDone[i] || isPaidAfter(s) || VIEWING_FIRST_RE.test(s.text) || /\b(?:view|viewing|see|show|visit|inspect|inspection)\b/.test(s.text));
  const keysByProxy = KEYS_BY_PROXY_RE.test(whole) && unseen;
  // Keys brought to the reader's door for money, with no viewing named at all: the same story without the owner abroad.
  const keysToDoor = KEYS_TO_DOOR_RE.test(whole) && unseen && sentences.some((s) => demandsMoney(s.text));
  // Keys promised for the reader's arrival against a sum sent now, nothing seen: "just Cash App me the 600 this week …
  // she'll give you the key when you reach Bo". Paid on arrival ("pay when you reach") is no sum sent now.
  const keysOnArrival = KEYS_ON_ARRIVAL_RE.test(whole) && unseen
    && sentences.some((s, i) => !cleared[i] && demandsMoney(s.text) && (URGENT_RE.test(s.text) || ORDER_TO_HUNTER_RE.test(s.text)) && !isPaidOnArrival(s));
  if ((ABROAD_RE.test(whole) && (KEYS_BY_COURIER_RE.test(whole) || keysByProxy) && sentences.some((s) => PAY_VERB_RE.test(s.text) || demandsMoney(s.text) || CHANNEL_RE.test(s.text))) || keysToDoor || keysOnArrival) {
    const sentence = sentences.find((s) => KEYS_BY_COURIER_RE.test(s.text) || KEYS_BY_PROXY_RE.test(s.text) || KEYS_TO_DOOR_RE.test(s.text) || KEYS_ON_ARRIVAL_RE.test(s.text)) ?? sentences.find((s) => ABROAD_RE.test(s.text))!;
    return asked(sentence);
  }
  return null;
}

// --- The rules and the model together ----------------------------------------------------------------------------

/**
 * A text the rules pass is flagged when the model reads it as an ask this surely: in leave-one-round-out runs on the
 * tuning half (with the written cases), 1 honest text in 308 scored above any threshold from 8 to 12, and the honest
 * demo listings of family land (family head, chiefdom, survey: the words of land asks) score up to 10, so the top of
 * that range. A sentence the rules flag is let go when the model reads it as honest this surely both alone and with
 * its neighbours (a reassurance the rules took for an ask: "no need to bring money today, just come look"), so honest
 * padding around an ask cannot buy it off (padding inside the sentence could, as a denial in it already does for the
 * rules: isHonest).
 */
const MODEL_FLAGS_ABOVE = 12;
const MODEL_CLEARS_BELOW = -4;

/** The text as the rules and the model read it: its sentences normalised, in order. */
export function textForModel(text: string): string {
  return sentencesOf(text).map((s) => s.text).join(' ');
}

/** The passage that asks for money before a viewing or meeting, by the rules, or by the model where they are silent. */
export function findAdvanceFeeRequest(text: string): AdvanceFeeMatch | null {
  const sentences = sentencesOf(text);
  const read = sentences.map((s) => s.text);
  const around = (i: number) => read.slice(Math.max(0, i - 1), i + 2).join(' ');
  const byRules = askedByRules(sentences);
  if (byRules) {
    // Not a condition said outright ("no payment, no appointment"): no reassurance reads so.
    const outright = NO_PAY_NO_ACCESS_RE.test(read[byRules.at]!);
    const honest = !outright && advanceFeeScore(read[byRules.at]!) < MODEL_CLEARS_BELOW && advanceFeeScore(around(byRules.at)) < MODEL_CLEARS_BELOW;
    return honest ? null : { quote: byRules.quote };
  }
  if (sentences.length === 0 || advanceFeeScore(read.join(' ')) <= MODEL_FLAGS_ABOVE) return null;
  // The quote: the sentence that reads most like the ask, alone, then with its neighbours.
  const scores = sentences.map((_, i) => advanceFeeScore(read[i]!) * 1000 + advanceFeeScore(around(i)));
  return { quote: quoteOf(sentences[scores.indexOf(Math.max(...scores))]!.raw) };
}

/** The rules alone (their unit tests read them; the services use findAdvanceFeeRequest). */
export function findAdvanceFeeAskByRules(text: string): AdvanceFeeMatch | null {
  const match = askedByRules(sentencesOf(text));
  return match && { quote: match.quote };
}
