// Advance-fee scams: text that asks for money before a viewing or before meeting ("viewing fee", "registration
// fee", "send the deposit by Orange Money", "I am abroad, send the deposit and I post the keys"), written the
// ways people write in Sierra Leone, Krio included. Honest texts that mention money after a viewing, on signing,
// or say there is no fee are not caught. Used for listings (flag) and messages (warning).

const MOBILE_MONEY = String.raw`(?:orange\s*money|o\.?\s?m\b|africell\s*money|afri\s*money|afrimoney|q\s*money|qcell\s*money|mobile\s*money|momo|money\s*transfer|western\s*union|moneygram|world\s*remit|worldremit|remitly|bank\s*transfer)`;
// Not "agent fee" or "survey fee" alone: agents' commission and the buyer's survey are ordinary costs.
const FEE_NAMES = String.raw`(?:viewing|view|inspection|inspect|registration|register|site[\s-]*visit|visit|visiting|form|booking|commitment|processing|application|appointment|see[\s-]*house|transport|showing|finder'?s?)`;
const FEE_WORDS = String.raw`(?:fee|fees|charge|charges|money|moni|cost|payment)`;
const PAY = String.raw`(?:pay|paid|paying|payment|send|sent|sending|transfer|transferring|deposit|deposited|remit|drop|credit|fund|put)`;
const BEFORE_MEETING = String.raw`(?:before|b4|bifo|befo|prior\s+to|ahead\s+of)\s+(?:(?:the|any|a|you|we|una|u|i|me|our|your|di|de|e)\s+){0,3}(?:view|viewing|see|seeing|sees|inspect|inspection|inspecting|visit|visiting|meet|meeting|come|coming|check|checking|show|showing|go\s+see|look)`;

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
    if (!ASKS.some((pattern) => pattern.test(sentence))) continue;
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
