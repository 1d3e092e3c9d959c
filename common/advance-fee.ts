// Advance-fee scams: text that asks for money before a viewing or before meeting ("viewing fee", "registration
// fee", "send the deposit by Orange Money", "I am abroad, send the deposit and I post the keys"), written the
// ways people write in Sierra Leone, Krio included. Honest texts that mention money after a viewing, on signing,
// or say there is no fee are not caught. Used for listings (flag) and messages (warning).

const MOBILE_MONEY = String.raw`(?:orange\s*money|o\.?\s?m\b|on\s+orange\b|africell\s*(?:money|credit)|afri\s*money|afrimoney|q\s*money|qcell\s*money|qcell\b|mobile\s*money|momo|money\s*transfer|western\s*union|moneygram|money\s*gram|world\s*remit|worldremit|remitly|\bria\b|sendwave|taptap\s*send|lemfi|bank\s*transfer|bank\s+account|(?:uba|rokel|slcb|ecobank|gtbank|gt\s*bank|access\s*bank|zenith|union\s+trust|sierra\s+leone\s+commercial)\s*(?:bank\s*)?(?:account|acc|a\/c))`;
// Not "agent fee" or "survey fee" alone: agents' commission and the buyer's survey are ordinary costs.
const FEE_NAMES = String.raw`(?:viewing|view|inspection|inspect|registration|register|site[\s-]*visit|visit|visiting|form|booking|commitment|processing|application|appointment|see[\s-]*house|transport|showing|finder'?s?)`;
const FEE_WORDS = String.raw`(?:fee|fees|charge|charges|money|moni|cost|payment)`;
const PAY = String.raw`(?:pay|paid|paying|payable|payment|send|sent|sending|transfer|transferring|deposit|deposited|remit|drop|credit|fund|put)`;
const BEFORE_MEETING = String.raw`(?:before|b4|bifo|befo|prior\s+to|ahead\s+of)\s+(?:(?:the|any|a|you|we|una|u|i|me|our|your|di|de|e|land|site|house|property|flat|room)\s+){0,3}(?:view|viewing|see|seeing|sees|inspect|inspection|inspecting|visit|visiting|meet|meeting|come|coming|check|checking|show|showing|go\s+see|look)`;
// An amount of money ("Le 150", "$100", "150k", "200 leones"), and the words people use for a fee.
const AMOUNT = String.raw`(?:(?:nle|le|sll|usd|us\$|\$)\s?\d[\d,.]*k?|\b\d[\d,.]*\s?(?:le|leones?|nle|dollars?|usd|k)\b)`;
const MONEY_WORD = String.raw`(?:fee|fees|money|moni|deposit|charge|charges|credit|airtime|fuel|transport|commitment|registration|reg|form|booking|security|token)`;

/** A sentence that places the money after the viewing, or says there is none: not a request before viewing. */
const HONEST = [
  new RegExp(String.raw`\b(?:after|afta|once|when)\s+(?:(?:the|you|we|una|u|your|di|have|has|had|are|is|been|fully|properly)\s+){0,3}(?:view|viewing|viewed|seen|see|inspect|inspection|inspected|visit|visited|meet|met|satisfied|happy|sign|signing|signed|agreement|lease|tenancy)`, 'i'),
  new RegExp(String.raw`\b(?:on|at|upon)\s+(?:the\s+)?(?:signing|signature|agreement|handover|hand\s*over|completion|key\s+handover)\b`, 'i'),
  new RegExp(String.raw`\b(?:no|zero|without|free\s+of)\s+(?:\w+\s+){0,2}(?:${FEE_NAMES}\s*)?(?:fee|fees|charge|charges|payment|deposit)\b`, 'i'),
  /\b(?:do not|don'?t|doesn'?t|does not|will not|won'?t|never|we\s+no)\s+(?:charge|collect|ask|request|take)\b/i,
  /\b(?:never|do not|don'?t|do n'?t|no\s+need\s+to)\s+(?:pay|send|transfer)\b/i,
  /\bfree\s+(?:viewing|inspection|of\s+charge)\b/i,
];

/** Phrases that ask for money before a viewing on their own. */
const ASKS = [
  // "viewing fee", "registration fee of Le 200", "inspection money", "agent fee before"...
  new RegExp(String.raw`\b${FEE_NAMES}\s*(?:and\s+\w+\s+)?${FEE_WORDS}\b`, 'i'),
  // "Le 100 booking", "the Le 100 form": an amount named as a fee
  new RegExp(String.raw`${AMOUNT}\s*(?:${FEE_NAMES}|reg)\b`, 'i'),
  // "pay for the viewing", "pay 4 d viewing"; "no pay no view"; "no viewing without the form"
  /\bpay\s+(?:for|4)\s+(?:the|d|di|de|a)?\s*(?:viewing|view|visit|inspection|showing)\b/i,
  /\bno\s+pay,?\s+no\s+(?:view|viewing|see|show|visit)\b/i,
  new RegExp(String.raw`\bno\s+(?:viewing|view|visit|inspection|showing)\s+(?:without|until|unless)\b[^.!?]{0,40}(?:${AMOUNT}|\b${MONEY_WORD}\b)`, 'i'),
  // "agent fee before viewing", "commission upfront"
  /\b(?:(?:agent|agency|agent'?s|survey)\s*(?:fee|fees|money|charge)|commission)\b[^.!?]{0,40}\b(?:before|b4|first|fos|upfront|up\s*front|in\s+advance)\b/i,
  // "pay/send ... before viewing", "send the deposit before we meet"
  new RegExp(String.raw`\b${PAY}\b[^.!?]{0,80}\b${BEFORE_MEETING}`, 'i'),
  new RegExp(String.raw`\b${BEFORE_MEETING}\b[^.!?]{0,80}\b${PAY}\b`, 'i'),
  // "pay first", "send the money first", Krio "pay fos". Not "in advance" or "upfront": a year's rent in
  // advance, paid at signing, is how renting works in Sierra Leone.
  new RegExp(String.raw`\b(?:pay|send|transfer|deposit)\b[^.!?]{0,40}\b(?:first|fos|fosst|beforehand)\b(?!\s+(?:year|month|floor|time))`, 'i'),
  /\b(?:fos|first)\s+(?:pay|send|mek\s+(?:you|u|una)\s+(?:pay|send))\b/i,
  // "to secure / reserve / book / hold the house, send ..." 
  new RegExp(String.raw`\b(?:secure|reserve|book|hold|block|lock)\s+(?:(?:the|this|it|di|de|dis|your|am|una|for|you)\s+){0,3}(?:house|flat|apartment|room|place|property|land|plot|unit|am|it|slot|viewing)\b[^.!?]{0,80}\b${PAY}\b`, 'i'),
  new RegExp(String.raw`\b${PAY}\b[^.!?]{0,80}\b(?:to|for|fo|for\s+mek)\s+(?:secure|reserve|book|hold|block|lock)\b`, 'i'),
  // money by mobile money with a deposit or a fee: "send the deposit on Orange Money 076..."
  new RegExp(String.raw`\b(?:deposit|fee|fees|charge|advance|commitment|small\s+money|token)\b[^.!?]{0,80}\b${MOBILE_MONEY}`, 'i'),
  new RegExp(String.raw`\b${MOBILE_MONEY}\b[^.!?]{0,80}\b(?:deposit|fee|fees|charge|advance|commitment|small\s+money|token)\b`, 'i'),
  new RegExp(String.raw`\b(?:send|transfer|drop)\b[^.!?]{0,40}\b(?:to|on|via|through|by|pan|na)\s+(?:my\s+)?${MOBILE_MONEY}`, 'i'),
];

// The generic ask: money (an amount, a payment service, or a word for a fee) and something paying is the way to:
// a viewing, the address, the landlord's number, the keys or the papers, in one sentence. It catches the
// phrasings the named fees above miss ("registration of Le 150 before the agent takes you", "send Le 20 credit
// make I call di landlord", "transfer Le 200 for fuel to visit the land").
const MONEY = new RegExp(String.raw`${AMOUNT}|\b${MOBILE_MONEY}|\b${MONEY_WORD}\b`, 'i');
const PAYING = /\b(?:pay|paid|paying|payable|payment|send|sent|transfer|deposit|drop|credit|register|book|booking|buy)\b/i;
const AMOUNT_RE = new RegExp(AMOUNT, 'i');
const MONEY_WORD_RE = new RegExp(String.raw`\b${MONEY_WORD}\b`, 'i');
const PAYMENT_SERVICE = new RegExp(String.raw`\b${MOBILE_MONEY}`, 'i');
const SEEING = String.raw`(?:view|viewing|viewings|see|seeing|visit|visiting|inspect|inspection|show|showing|meet|meeting|call|check)`;
const GATE = new RegExp([
  BEFORE_MEETING,
  String.raw`\b(?:before|b4|bifo|befo)\s+(?:(?:the|we|i|you|u|our|an?)\s+){0,2}(?:agent\s+)?(?:take|takes|carry|carries|bring|open|opens|travel|release|fix|go|show|land\s+visit|site\s+visit)`,
  String.raw`\bto\s+(?:come\s+(?:and\s+)?)?(?:${SEEING}|get|receive|obtain|collect)\b(?!\s+(?:a|the)\s+(?:receipt|refund|balance))`,
  String.raw`\b(?:and|n|&|then)\s+(?:get|receive)\s+(?:the|d|di|de|my|our)?\s*(?:address|location|number|keys?|list|papers|documents)\b`,
  String.raw`\b(?:secure|secures|reserve|reserves|hold|holds|book|books)\s+(?:\w+\s+){0,3}(?:spot|slot|place|viewing|visit|appointment|house|flat|room|property|land|plot)\b`,
  String.raw`\b(?:then|and|so|make)\s+(?:i|we|you|u|una|me)\s+(?:(?:will|go|can|get|de|fit)\s+)?(?:get|receive|send\s+(?:you|u)|${SEEING}|come|carry|take)\b`,
  String.raw`\b${SEEING}\s+later\b|\bno\s+(?:viewing|view|see|visit|pay)\s+(?:without|no\s+(?:view|viewing|see))\b|\bfree\s+viewings?\s+any\s*more\b|\bcan'?t\s+do\s+free\b`,
  String.raw`\b(?:for|4)\s+(?:the|d|di|de)?\s*(?:viewing|view|visit|inspection)\b|\bfos\b`,
  // Not "first floor", "first year's rent", "first come first served".
  String.raw`\bfirst\b(?!\s+(?:year|years|month|months|floor|time|come|served|class|two|three|six|and|of|day|week))(?<!first\s+come\s+first)`,
].join('|'), 'i');

// Saying there is nothing to pay, warning against paying, or a home hunter asking: never an ask, even with
// "before viewing" in it ("tenants pay nothing before viewing", "don't send money before you see the house").
const DENIES = [
  /\b(?:pay|send|transfer|give)\s+(?:nothing|no\s+(?:money|fee|fees|deposit))\b/i,
  /\bnothing\s+(?:to|you\s+(?:have|need)\s+to)\s+pay\b/i,
  /\b(?:do\s+not|don'?t|never|no\s+need\s+to|nobody\s+should|no\s+one\s+should)\s+(?:\w+\s+){0,2}(?:pay|send|transfer|give)\b/i,
  /\b(?:beware|warning|watch\s+out|be\s+careful|scam|scams|scammers?|fraudsters?|fake\s+agents?)\b/i,
  /\b(?:paid|covered|borne)\s+by\s+(?:the\s+)?(?:landlord|owner|seller)\b/i,
  /\bwe\s+(?:don'?t|do\s+not|never)\s+(?:take|charge|collect|ask)\b/i,
];
/** A home hunter's question ("Is there a viewing fee?", "Can I pay after my cousin has viewed it?"). */
const ASKED_BY_HUNTER = /^(?:(?:is|are)\s+there|(?:do|does|should|must|can|could|may|will)\s+i\b|(?:do|does)\s+(?:you|the\s+(?:agent|landlord|owner))\s+(?:charge|take|ask)|how\s+much\s+is\s+the\s+(?:viewing|inspection))[^?]*\?$/i;

/** "I am abroad / overseas ... I will send/post the keys": the owner who cannot show the house. */
const ABROAD = /\b(?:abroad|overseas|out\s+of\s+(?:the\s+)?country|outside\s+(?:the\s+)?country|out\s+of\s+sierra\s+leone|outside\s+sierra\s+leone|in\s+(?:the\s+)?(?:uk|usa|us|states|america|england|london|germany|canada|europe|nigeria|ghana|dubai)|travel(?:l?ed)?\s+out|not\s+in\s+(?:freetown|the\s+country|sierra\s+leone)|no\s+de\s+na\s+(?:salone|sierra\s+leone))\b/i;
const KEYS_BY_POST = /\b(?:keys?|documents?|papers?)\b[^.!?]{0,80}\b(?:post|posted|courier|couriered|dhl|fedex|ups|mail|mailed|ship|shipped|deliver|delivered|send|sent)\b|\b(?:post|courier|dhl|fedex|ups|mail|ship|deliver|send)\b[^.!?]{0,40}\b(?:the\s+|di\s+|de\s+|you\s+the\s+)?keys?\b/i;
const ANY_PAYMENT = new RegExp(String.raw`\b(?:${PAY}|money|moni|rent|amount|${MOBILE_MONEY})\b`, 'i');

export interface AdvanceFeeMatch {
  /** The sentence that asks, as written (trimmed), to quote to the admin. */
  quote: string;
}

function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?;])\s+|\n+|\s+-\s+|\s*•\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function quoteOf(sentence: string): string {
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
}

/** The first passage that asks for money before a viewing or meeting, or null. */
export function findAdvanceFeeRequest(text: string): AdvanceFeeMatch | null {
  const sentences = sentencesOf(text);
  for (const sentence of sentences) {
    // Money and a way to the viewing, with a word for paying, a payment service, or a fee's name beside an amount.
    const generic = GATE.test(sentence) && ((MONEY.test(sentence) && PAYING.test(sentence))
      || (AMOUNT_RE.test(sentence) && (PAYMENT_SERVICE.test(sentence) || MONEY_WORD_RE.test(sentence))));
    if (!generic && !ASKS.some((pattern) => pattern.test(sentence))) continue;
    if (ASKED_BY_HUNTER.test(sentence) || DENIES.some((pattern) => pattern.test(sentence))) continue;
    // "before viewing" beats a nearby "after"; otherwise an honest phrase in the same sentence clears it.
    const before = new RegExp(String.raw`\b${PAY}\b[^.!?]{0,80}\b${BEFORE_MEETING}`, 'i').test(sentence)
      || new RegExp(String.raw`\b${BEFORE_MEETING}\b[^.!?]{0,80}\b${PAY}\b`, 'i').test(sentence);
    if (!before && HONEST.some((pattern) => pattern.test(sentence))) continue;
    return { quote: quoteOf(sentence) };
  }
  // The abroad story spans sentences: abroad + keys by post (+ any money) anywhere in the text.
  const whole = sentences.join(' ');
  if (ABROAD.test(whole) && KEYS_BY_POST.test(whole) && ANY_PAYMENT.test(whole)) {
    const sentence = sentences.find((s) => KEYS_BY_POST.test(s)) ?? sentences.find((s) => ABROAD.test(s))!;
    return { quote: quoteOf(sentence) };
  }
  return null;
}
