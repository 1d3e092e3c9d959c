// Price display rules (spec section 9): USD first when above 0, otherwise leones with 'Le ', otherwise a
// fallback text that depends on where the price is shown.

import { groupDigits } from './format.js';

export type PriceContext = 'card' | 'quickView' | 'map' | 'detail' | 'admin';

const FALLBACK: Record<PriceContext, string> = {
  card: 'Price not set',
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
