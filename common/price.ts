// Price display rules (spec section 9): USD first when above 0, otherwise leones with 'Le ', otherwise a
// fallback text that depends on where the price is shown.

import { groupDigits } from './format.js';
import { formatApproxSll, formatApproxUsd, type ExchangeRate } from './exchange-rate.js';

export type PriceContext = 'card' | 'quickView' | 'map' | 'detail' | 'admin';

const FALLBACK: Record<PriceContext, string> = {
  // Issue 13: cards said 'Price not set' for a price on request; one text everywhere people browse.
  card: 'Price on request',
  quickView: 'Price on request',
  map: 'Price on request',
  detail: 'Price on request',
  admin: 'Price not specified',
};

export interface Priced {
  priceUSD: string | number | null | undefined;
  priceSLL: string | number | null | undefined;
  propertyType?: string | null;
}

function toAmount(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

export function formatUsd(value: string | number): string {
  return `$${groupDigits(toAmount(value))}`;
}

export function formatSll(value: string | number): string {
  return `Le ${groupDigits(toAmount(value))}`;
}

/** The main price text, without the rent suffix. */
export function formatPrice(p: Priced, context: PriceContext): string {
  if (toAmount(p.priceUSD) > 0) return formatUsd(p.priceUSD!);
  if (toAmount(p.priceSLL) > 0) return formatSll(p.priceSLL!);
  return FALLBACK[context];
}

export function hasPrice(p: Priced): boolean {
  return toAmount(p.priceUSD) > 0 || toAmount(p.priceSLL) > 0;
}

/** '/mo' follows a rent price, never a fallback text. */
export function rentSuffix(p: Priced): string {
  return p.propertyType === 'rent' && hasPrice(p) ? '/mo' : '';
}

/**
 * Since 2022 the leone is SLE (1 new = 1,000 old). Rent or sale prices this high in new leones are almost
 * certainly typed in old leones, so the form warns.
 */
export const OLD_LEONE_WARNING_THRESHOLD = 500_000_000;

export function looksLikeOldLeones(value: string | number | null | undefined): boolean {
  return toAmount(value) >= OLD_LEONE_WARNING_THRESHOLD;
}

export type PriceCurrency = 'USD' | 'SLL';

/** One line of a price: the listing's own amount, or '≈' the other currency at the rate. */
export interface PriceLine {
  text: string;
  converted: boolean;
}

export interface PriceLines {
  main: PriceLine;
  /** The other currency (own or converted); null without a price or a rate. */
  other: PriceLine | null;
  suffix: string;
}

function lineIn(currency: PriceCurrency, usd: number, sll: number, rate: ExchangeRate | null): PriceLine | null {
  if (currency === 'USD') {
    if (usd > 0) return { text: formatUsd(usd), converted: false };
    return rate && sll > 0 ? { text: formatApproxUsd(sll, rate), converted: true } : null;
  }
  if (sll > 0) return { text: formatSll(sll), converted: false };
  return rate && usd > 0 ? { text: formatApproxSll(usd, rate), converted: true } : null;
}

/**
 * A price in both currencies: the listing's own first (USD when it has one, the spec's rule), or the
 * `preferred` currency first when the viewer chose one (the currency toggle on /search), converted if need be.
 * A listing with both prices shows its own two.
 */
export function priceLines(p: Priced, context: PriceContext, rate: ExchangeRate | null, preferred?: PriceCurrency): PriceLines {
  const usd = toAmount(p.priceUSD);
  const sll = toAmount(p.priceSLL);
  if (usd <= 0 && sll <= 0) return { main: { text: FALLBACK[context], converted: false }, other: null, suffix: '' };
  const first: PriceCurrency = preferred ?? (usd > 0 ? 'USD' : 'SLL');
  const second: PriceCurrency = first === 'USD' ? 'SLL' : 'USD';
  // Without a rate a listing has no amount in the other currency: its own one comes first then.
  const inFirst = lineIn(first, usd, sll, rate);
  const main = inFirst ?? lineIn(second, usd, sll, rate)!;
  const other = inFirst ? lineIn(second, usd, sll, rate) : null;
  return { main, other, suffix: rentSuffix(p) };
}
