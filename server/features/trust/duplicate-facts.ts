// duplicate_listing: the facts that are amounts (a plot's or a shop's size, a roof's height, a farm's area, the
// rent), compared as amounts rather than as words, and a study that one agency counts as a bedroom. A repost
// converts what it copies: 80 by 50 feet becomes "about 24 by 15 metres", five acres "2 hectares", USD 1,800
// "NLe 41,400" at the day's rate. In one unit an amount must be the same figure (a layout's 50x70 and 50x75 ft plots
// are two plots); only across units is there a tolerance, for the rounding of a conversion.
import { LARGEST_TOWN_LOT_SQUARE_FEET, TOWN_LOT_SQUARE_FEET } from '../../../common/constants.js';
import { DEFAULT_EXCHANGE_RATE } from '../../../common/exchange-rate.js';
import { numbersInFigures, type ListingText } from './text-similarity.js';

// Every unit of one dimension in one base unit: metres, square metres, new leones.
const BASE: Record<string, { family: string; factor: number }> = {
  ft: { family: 'length', factor: 0.3048 }, m: { family: 'length', factor: 1 }, km: { family: 'length', factor: 1000 },
  mile: { family: 'length', factor: 1609.344 },
  sqft: { family: 'area', factor: 0.09290304 }, m2: { family: 'area', factor: 1 }, acre: { family: 'area', factor: 4046.8564 },
  ha: { family: 'area', factor: 10000 },
  // The rate the admin page starts from: a converted rent is compared within CONVERTED of it, which a rate that has
  // moved a few per cent since still meets.
  sle: { family: 'money', factor: 1 }, usd: { family: 'money', factor: DEFAULT_EXCHANGE_RATE.sllPerUsd },
};
/** A converted amount lies within this share of the original: "about 24 metres" for 80 feet (24.4), 2 ha for 5 acres. */
const CONVERTED = 0.08;

/** "80ft" → 80, "ft"; "50x80ft" → [50, 80], "ft"; "15x12" → [12, 15], "" (sides unitless); others undefined. */
function parseAmount(value: string): { sides: number[]; unit: string } | undefined {
  const m = /^(\d+(?:\.\d+)?)(?:x(\d+(?:\.\d+)?))?([a-z0-9]*)$/.exec(value);
  if (!m || (m[3] && !BASE[m[3]])) return undefined;
  return { sides: [Number(m[1]), ...(m[2] ? [Number(m[2])] : [])].sort((x, y) => x - y), unit: m[3]! };
}

/**
 * Two stated amounts are one: the same figures in one unit, or, across units of one dimension, within CONVERTED of
 * each other side by side. A size given without a unit ("Shop 15x12") matches only the same figures. Other facts'
 * values (a floor, a count) must be equal.
 */
export function sameAmount(x: string, y: string): boolean {
  if (x === y) return true;
  const [a, b] = [parseAmount(x), parseAmount(y)];
  if (!a || !b || a.sides.length !== b.sides.length) return false;
  if (!a.unit || !b.unit || a.unit === b.unit) return a.sides.every((s, i) => s === b.sides[i]);
  const [ua, ub] = [BASE[a.unit]!, BASE[b.unit]!];
  if (ua.family !== ub.family) return false;
  return a.sides.every((s, i) => Math.abs(s * ua.factor - b.sides[i]! * ub.factor) <= CONVERTED * Math.max(s * ua.factor, b.sides[i]! * ub.factor));
}

const UNIT_NAMES: [RegExp, string][] = [
  [/^(?:ft|feet|foot)$/, 'ft'], [/^(?:m|metres?|meters?|mtrs?)$/, 'm'], [/^(?:km|kilomet(?:re|er)s?)$/, 'km'], [/^miles?$/, 'mile'],
  [/^(?:sq\.?\s*ft|sqft|square\s+f(?:ee|oo)t)$/, 'sqft'], [/^(?:sq\.?\s*m|sqm|m2|m²|square\s+met(?:re|er)s?)$/, 'm2'],
  [/^(?:acres?|ac)$/, 'acre'], [/^(?:ha|hectares?)$/, 'ha'],
];
/** The unit's short name ("feet" → "ft", "square metres" → "m2", "hectares" → "ha"), "" when none is given. */
export function unitName(unit: string | undefined): string {
  const plain = (unit ?? '').toLowerCase().trim();
  return UNIT_NAMES.find(([pattern]) => pattern.test(plain))?.[1] ?? '';
}

const LENGTH = /\b(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?|mtrs?|km|kilomet(?:re|er)s?|miles?)\b(?![²2])/g;
// "3 and a quarter hectares", "1 and a half acres", "2 1/2 acres", "1/4 acre": the whole and its share.
/** A share written as a fraction ("1/4", "3 / 4", "1/2"), read by shareValue. */
export const FRACTION = String.raw`[13]\s*\/\s*4|1\s*\/\s*2`;
/**
 * Not a count right after a sum: the price's unit ("15,000 one lot", "17,500 for one acre", "20k each plot"), as a
 * seller prices land by the lot or the acre; the land's own size is said apart. A sum here is four figures or more,
 * or figures with k or m: a size's "100 by 150, 3 lots" keeps its count. Put before the count.
 */
export const NOT_AFTER_A_SUM = String.raw`(?<!(?:\d{4,}|\d+(?:\.\d+)?\s*[km])\s*(?:nle|sle|le|usd)?\s+(?:for|fo|per|each|a)?\s*)`;
const AREA = new RegExp(String.raw`(?<!\bper\s+(?:an?\s+)?)${NOT_AFTER_A_SUM}\b(?:(\d+)\s+(?:and\s+an?\s+|(?=(?:${FRACTION})\b)))?(\d+(?:\.\d+)?|half|quarter|${FRACTION})\s*(?:of\s+)?(?:an?\s+)?(acres?|ac|hectares?|ha|square\s+met(?:re|er)s?|sq\.?\s*m|sqm|m2|m²|square\s+f(?:ee|oo)t|sq\.?\s*ft|sqft)(?![a-z])`, 'g');
/** Sides of a plot or a room, one unit after both or after each ("80 ft by 50 ft", "24 m x 15 m"), or none ("15x12"). */
const SIDES = /\b(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?)?\s*(?:x|by)\s*(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|metres?|meters?)?\b/g;
/** A share of a unit written out or as a fraction ("1/4"), read with its spaces left out. */
const SHARES: Record<string, string> = { half: '0.5', quarter: '0.25', '1/4': '0.25', '1/2': '0.5', '3/4': '0.75' };
export const shareValue = (written: string) => SHARES[written.replace(/\s+/g, '')] ?? written;
// A rent or a price: "NLe 900", "Le 18,000", "SLE 5000", "USD 1,500", "$850", "1,200 dollars", "1,900 Le" (in lower case).
// After the figure on its line, and a "le" only where no figure follows: "… 102 Le 1,200" is a phone, then the rent.
export const PRICE = /(?:\b(n?le|sle|usd|us\$)|\$)\s*(\d[\d,]*(?:\.\d+)?)|\b(\d[\d,]*(?:\.\d+)?)[ \t]*(leones|dollars|usd|(?:n?le|sle)(?![ \t]*\d))\b/g;

// Thousands as a phone types them ("1.2k/mth", "NLe 2k", "2.6k"); not "5km".
const THOUSANDS_K = /\b(\d{1,3}(?:\.\d{1,2})?)k\b/g;
// What a size follows: "lock up shop 10 by 12", "store 15 by 30", "plot: 50 by 100".
const MEASURED_BEFORE = /\b(?:shop|store|room|plot|lot|land|office|space|warehouse|container|kiosk|stall|hall)s?\s*[:-]?\s*$/;
// Sides without a unit said alone: whole numbers of one to three figures ending their phrase ("3 by 4, with a store",
// as a chat answers "size?"), not what fits inside ("a 4 by 6 bed") nor a clock's hours ("open 7 by 7").
const NOT_HOURS_BEFORE = /\b(?:open|opens|opening|from|at|till|until|since|between|daily|hours?)\s*$/;
// A bare figure with its period is a rent in leones ("1200/mth", "700 pm", "900 per month"); a dollar rent says so.
// Three figures at least: "7 pm" is a time.
const RENT_PER_PERIOD = /(?<![$\d.,]|\b(?:n?le|sle|usd|us\$)\s*)\b(\d{3,7})(?=\s*\/\s*(?:mth|mnth|month|mont|mo|yr|year)\b|\s*pm\b|\s*per\s+(?:month|mth|mnth|mont|year|annum)\b|\s*a\s+month\b|\s*monthly\b)/g;

/**
 * The size of each of several lots ("2 town lots ... each lot 50 by 100 feet"): not the land's, which a repost gives
 * whole ("100 ft x 100 ft"); the lots' count says it. Left out of the sizes read.
 */
export const EACH_LOT_SIZE = /\beach\s+(?:lot|plot)\s+(?:is\s+|measures\s+|of\s+)?:?\s*\d+(?:\.\d+)?\s*(?:ft|feet|foot|m|metres?|meters?)?\s*(?:x|by)\s*\d+(?:\.\d+)?\s*(?:ft|feet|foot|m|metres?|meters?)?/g;

/** A dimension's value: both sides in the order of their size, with the unit ("50x80ft"), or without ("12x15"). */
export function sidesValue(first: string, second: string, unit: string | undefined): string {
  return `${[Number(first), Number(second)].sort((x, y) => x - y).join('x')}${unitName(unit)}`;
}

/**
 * The amounts a listing states, as facts: sides ("size:50x80ft"), other lengths ("len:20ft": a roof's height, a
 * gate's width, miles from town), areas ("area:5acre") and the price ("price:900sle"), from all three fields.
 */
export function amountsOf(text: ListingText): Set<string> {
  let plain = numbersInFigures(`${text.title}. ${text.address}. ${text.description}`).toLowerCase().replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(THOUSANDS_K, (_, n: string) => String(Math.round(Number(n) * 1000)))
    .replace(RENT_PER_PERIOD, (_, n: string) => `${n} nle`).replace(EACH_LOT_SIZE, ' each lot ')
    // "An acre of cleared land" is one acre; "NLe 4,000 an acre" prices one, "half an acre" is half.
    .replace(/(?<!(?:[\d,]|\bhalf|\bquarter|\bof|\bper)\s*)\ban?\s+(?=(?:acres?|hectares?)\b)/g, '1 ');
  const amounts = new Set<string>();
  for (const m of plain.matchAll(PRICE)) {
    const currency = /^(?:usd|us\$|dollars)$/.test(m[1] ?? m[4] ?? '') || m[0].startsWith('$') ? 'usd' : 'sle';
    // A sum at a clause's end keeps its comma ("NLe 160,000, serious buyers"): no part of the figure.
    amounts.add(`price:${Number((m[2] ?? m[3])!.replace(/,/g, ''))}${currency}`);
  }
  plain = plain.replace(PRICE, ' ');
  plain = plain.replace(SIDES, (whole, a: string, ua: string | undefined, b: string, ub: string | undefined, at: number, all: string) => {
    // "3 by 4" alone is no size; "15x12" is, as listers write a shop's or a room's size so, and so is "shop 10 by 12",
    // the size said after what it measures.
    const before = all.slice(Math.max(0, at - 20), at);
    const alone = /^\d{1,3} by \d{1,3}$/.test(whole.trim()) && /^\s*(?:[,.;!?)]|$)/.test(all.slice(at + whole.length)) && !NOT_HOURS_BEFORE.test(before);
    // ("20by15" typed as one word is a size as "20x15" is.)
    if (!ua && !ub && !/x|\dby\d/.test(whole) && !MEASURED_BEFORE.test(before) && !alone) return whole;
    amounts.add(`size:${sidesValue(a, b, ub ?? ua)}`);
    return ' ';
  });
  for (const m of plain.matchAll(AREA)) amounts.add(`area:${Number(m[1] ?? 0) + Number(shareValue(m[2]!))}${unitName(m[3])}`);
  plain = plain.replace(AREA, ' ');
  for (const m of plain.matchAll(LENGTH)) amounts.add(`len:${Number(m[1])}${unitName(m[2])}`);
  return amounts;
}

/** Before a count: a part counted apart ("master en suite, the other two bedrooms share a bathroom"), not the total. */
export const NOT_A_PART = '(?<!\\b(?:other|another|remaining|extra|further)\\s+)';

/**
 * Before a floor: not another unit's ("shares a meter with the ground floor", "the flat above the first floor"),
 * which says what this one is not. Put before the floor's word.
 */
export const NOT_ANOTHER_FLOOR = String.raw`(?<!\b(?:with|above|below|under|than|from)\s+(?:the\s+)?)`;

/**
 * Around a count: not a list's numbering ("Item 2 - Bedrooms 2 and 3 upstairs", "3 - Kitchen"), where the number
 * names the line, not the rooms. Put before the number; SPACED_DASH after it.
 */
export const NOT_AN_ITEM = '(?<!\\b(?:item|step|point|section|line|no|number)\\.?\\s*)';
export const NOT_SPACED_DASH = '(?!\\s+-\\s)';

/** "N bedrooms and a study": let as N by one lister and as N+1 by another, who counts the study as a bedroom. */
export const STUDY_BEDROOMS = /\b(\d)[\s-]*(?:bed(?:room|rm)?s?|br|bdr?m?s?)\s*(?:\+|plus|and|with|&)\s*(?:an?\s+)?(?:study|office|box\s*room)\b/g;
const STUDY = '+study';

/**
 * The two texts' values of one kind of fact, each side's with its study counted as a bedroom when the other side
 * names no study (2 bedrooms + study is a 3 bedroom flat to the agency that lists it so); when both name one, the
 * counts must be the same.
 */
function withStudies(values: string[], other: string[]): string[] {
  const hasStudy = (vs: string[]) => vs.some((v) => v.endsWith(STUDY));
  if (!hasStudy(values)) return values;
  if (hasStudy(other)) return values.filter((v) => !v.endsWith(STUDY));
  return values.flatMap((v) => (v.endsWith(STUDY) ? [String(Number.parseInt(v, 10) + 1)] : [v]));
}

/** Whether two sets of values of one kind share one (as amounts, with studies as bedrooms where one side counts them). */
export function valuesAgree(va: Iterable<string>, vb: Iterable<string>): boolean {
  const [a, b] = [[...va], [...vb]];
  const [wa, wb] = [withStudies(a, b), withStudies(b, a)];
  return wa.some((x) => wb.some((y) => sameAmount(x, y)));
}

/**
 * Two listings' facts ("kind:value") made comparable: studies counted as withStudies does, and each amount of b
 * written as the amount of a it equals ("size:15x24m" as "size:50x80ft"), so shared facts count by equality.
 */
export function reconcileFacts(fa: ReadonlySet<string>, fb: ReadonlySet<string>): [Set<string>, Set<string>] {
  const byKind = (facts: ReadonlySet<string>) => {
    const kinds = new Map<string, string[]>();
    for (const f of facts) {
      const i = f.indexOf(':');
      const kind = i < 0 ? '' : f.slice(0, i);
      if (!kinds.has(kind)) kinds.set(kind, []);
      kinds.get(kind)!.push(i < 0 ? f : f.slice(i + 1));
    }
    return kinds;
  };
  const [ka, kb] = [byKind(fa), byKind(fb)];
  const out = (own: Map<string, string[]>, other: Map<string, string[]>, align: boolean) => new Set([...own].flatMap(([kind, values]) => {
    if (!kind) return values;
    const theirs = withStudies(other.get(kind) ?? [], values);
    return withStudies(values, other.get(kind) ?? []).map((v) => `${kind}:${align ? theirs.find((t) => sameAmount(t, v)) ?? v : v}`);
  }));
  const [ra, rb] = [out(ka, kb, false), out(kb, ka, true)];
  return [ra, landInTheirTerms(ra, rb)];
}

// A plot's size said three ways: town lots, its sides, an area ("2 town lots" / "70 by 100 ft" / "650 square metres").
const TOWN_LOT_SQUARE_METRES = TOWN_LOT_SQUARE_FEET * BASE.sqft!.factor;
function squareMetres(fact: string): number | undefined {
  const [kind, value] = fact.split(':') as [string, string];
  if (kind === 'lots') return Number(value) * TOWN_LOT_SQUARE_METRES || undefined;
  const amount = parseAmount(value);
  const base = amount && BASE[amount.unit];
  if (!amount || !base) return undefined;
  if (kind === 'size' && amount.sides.length === 2 && base.family === 'length') return amount.sides[0]! * amount.sides[1]! * base.factor ** 2;
  if (kind === 'area' && base.family === 'area') return amount.sides[0]! * base.factor;
  return undefined;
}
const LAND = ['lots', 'size', 'area'];
const LARGEST_TOWN_LOT_SQUARE_METRES = LARGEST_TOWN_LOT_SQUARE_FEET * BASE.sqft!.factor;
/** The square metres a land fact may mean: a town lot by any of its sizes, a measure within a conversion's rounding. */
function squareMetresRange(fact: string): [number, number] | undefined {
  const [kind, value] = fact.split(':') as [string, string];
  if (kind === 'lots') return Number(value) > 0 ? [Number(value) * TOWN_LOT_SQUARE_METRES, Number(value) * LARGEST_TOWN_LOT_SQUARE_METRES] : undefined;
  const area = squareMetres(fact);
  return area ? [area * (1 - CONVERTED), area * (1 + CONVERTED)] : undefined;
}
/**
 * Two plots measured in different terms that cannot be one ("two town lots" / "50 by 70 ft", one lot): a layout's
 * template on two plots. Only where the two give no measure of one kind (those are compared as counts) and no measure of
 * one could be a measure of the other, a town lot taken at any size people call one.
 */
export function landSizesDisagree(fa: ReadonlySet<string>, fb: ReadonlySet<string>): boolean {
  const land = (facts: ReadonlySet<string>) => [...facts].filter((f) => LAND.includes(f.slice(0, f.indexOf(':'))));
  const [la, lb] = [land(fa), land(fb)];
  if (la.length === 0 || lb.length === 0) return false;
  const kinds = (facts: string[]) => new Set(facts.map((f) => f.slice(0, f.indexOf(':'))));
  const kb = kinds(lb);
  if ([...kinds(la)].some((k) => kb.has(k))) return false;
  const ranges = (facts: string[]) => facts.map(squareMetresRange).filter((r): r is [number, number] => r !== undefined);
  const [ra, rb] = [ranges(la), ranges(lb)];
  if (ra.length === 0 || rb.length === 0) return false;
  return !ra.some(([loA, hiA]) => rb.some(([loB, hiB]) => loA <= hiB && loB <= hiA));
}
/**
 * b's plot written in a's terms where a gives it in another one only: "70 by 100 ft" as a's "lots:2" (a town lot is
 * 50 by 70 ft, or "100 by 100 ft" where lots of 50 by 100 are meant). Only where the two agree, within a conversion's
 * rounding or a town lot's range of sizes; where they do not, neither is changed, so sizes of two kinds never refuse a
 * pair (listers call a lot by more than one size).
 */
function landInTheirTerms(fa: Set<string>, fb: Set<string>): Set<string> {
  const kindOf = (f: string) => f.slice(0, f.indexOf(':'));
  const kindsB = new Set([...fb].map(kindOf));
  const agree = (x: string, y: string) => {
    if (kindOf(x) !== 'lots' && kindOf(y) !== 'lots') {
      const area = squareMetres(x);
      return area !== undefined && Math.abs((squareMetres(y) ?? 0) - area) <= CONVERTED * area;
    }
    const [rx, ry] = [squareMetresRange(x), squareMetresRange(y)];
    return rx !== undefined && ry !== undefined && rx[0] <= ry[1] && ry[0] <= rx[1];
  };
  return new Set([...fb].map((x) => {
    if (!LAND.includes(kindOf(x)) || fa.has(x)) return x;
    return [...fa].find((y) => LAND.includes(kindOf(y)) && !kindsB.has(kindOf(y)) && kindOf(y) !== kindOf(x) && agree(x, y)) ?? x;
  }));
}
