// The fraud checks of a live listing's edit, before it is written (issue 30, decision 0009): a price or a small
// text fix goes live at once, so the detectors that a review would run judge those parts first. Only what the
// edit makes newly flagged is held: a listing already flagged was seen by an admin with that flag.
import type { Db } from '../../db/client.js';
import { findAdvanceFeeRequest } from '../../../common/advance-fee.js';
import type { ExchangeRate } from '../../../common/exchange-rate.js';
import { findOldLeonePrice } from '../../../common/old-leones.js';
import { findComparables } from './price-comparables.js';
import { findPriceTooLow, leonePrice, type PricedFacts } from './price-too-low.js';

/** The live version's facts that the checks read, with its price and text. */
export interface LiveEditFacts extends PricedFacts {
  title: string;
  description: string;
}

/** The parts of the edit that would go live at once (absent: that part does not change). */
export interface LiveEditParts {
  price?: Pick<PricedFacts, 'priceUSD' | 'priceSLL' | 'priceOnRequest'>;
  text?: { title: string; description: string };
}

export interface LiveEditFlags {
  /** Flag codes the new price raises and the live one did not. */
  price: ('old_leone_price' | 'price_too_low')[];
  /** Flag codes the fixed text raises and the live one did not. */
  text: 'advance_fee'[];
}

const asksFee = (t: { title: string; description: string }) => findAdvanceFeeRequest(`${t.title}. ${t.description}`) !== null;

/** advance_fee on a small fix: pure. */
export function newTextFlags(live: LiveEditFacts, text: LiveEditParts['text']): LiveEditFlags['text'] {
  return text && asksFee(text) && !asksFee(live) ? ['advance_fee'] : [];
}

/**
 * The flags a new price raises that the live one did not. The kind, place and rooms stay the live ones (a change
 * of those waits for review anyway, and the price goes live with the live version). One bounded market read
 * (price-comparables.ts), only when the new price is in leones or dollars and not already held as old leones.
 */
export async function newPriceFlags(db: Db, listerId: string, live: LiveEditFacts, price: LiveEditParts['price'], rate: ExchangeRate): Promise<LiveEditFlags['price']> {
  if (!price) return [];
  const next = { ...live, ...price };
  const flags: LiveEditFlags['price'] = [];
  if (findOldLeonePrice(next, rate) && !findOldLeonePrice(live, rate)) flags.push('old_leone_price');
  if (flags.length === 0 && leonePrice(next, rate) !== null) {
    const comparables = await findComparables(db, live, listerId, rate);
    if (findPriceTooLow(next, comparables, rate) && !findPriceTooLow(live, comparables, rate)) flags.push('price_too_low');
  }
  return flags;
}

/** Both checks of an edit's live-at-once parts. */
export async function checkLiveEdit(db: Db, listerId: string, live: LiveEditFacts, parts: LiveEditParts, rate: () => Promise<ExchangeRate>): Promise<LiveEditFlags> {
  return {
    price: parts.price ? await newPriceFlags(db, listerId, live, parts.price, await rate()) : [],
    text: newTextFlags(live, parts.text),
  };
}
