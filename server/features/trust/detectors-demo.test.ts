// The honest demo data must raise no flag: each detector over the full demo plan (the photos are checked by
// tests/api/trust-demo.test.ts, which seeds them).
import { describe, expect, it } from 'vitest';
import { planDemoData } from '../../db/demo/plan.js';
import { findAdvanceFeeRequest } from '../../../common/advance-fee.js';
import { findOldLeonePrice } from '../../../common/old-leones.js';
import { DEFAULT_EXCHANGE_RATE } from '../../../common/exchange-rate.js';
import { isDuplicateText } from './duplicate-text.js';
import { findPriceTooLowAmong } from './price-too-low.js';

const plan = planDemoData({ small: false });
const text = (l: (typeof plan.listings)[number]) => ({ title: l.title!, address: l.address!, description: l.description! });

describe('the demo data raises no flag', () => {
  it('asks nobody for money before a viewing, in listings or messages', () => {
    for (const l of plan.listings) expect(findAdvanceFeeRequest(`${l.title}. ${l.description}`), l.title!).toBeNull();
    for (const m of plan.messages) expect(findAdvanceFeeRequest(m.content), m.content).toBeNull();
  });

  it('has no price in old leones', () => {
    for (const l of plan.listings) expect(findOldLeonePrice(l, DEFAULT_EXCHANGE_RATE), l.title!).toBeNull();
  });

  // Every pair of accounts' listings, not only those sharing an index key as the service compares: about 6,800
  // judgements at about 1 ms each, so it is given longer than the default on a loaded CI machine.
  it('has no listing that copies another account\'s', () => {
    for (const a of plan.listings) {
      for (const b of plan.listings) {
        if (a.userId === b.userId) continue;
        expect(isDuplicateText(text(a), text(b)).duplicate, `${a.title} / ${b.title}`).toBe(false);
      }
    }
  }, 120_000);

  it('has no price far below its market', () => {
    const priced = (l: (typeof plan.listings)[number]) => ({
      propertyType: l.propertyType ?? 'sale', propertyCategory: l.propertyCategory ?? null, location: l.location ?? null,
      bedrooms: l.bedrooms ?? null, priceSLL: l.priceSLL ?? null, priceUSD: l.priceUSD ?? null, priceOnRequest: l.priceOnRequest ?? false,
    });
    const market = [...plan.listings]
      .sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime())
      .map((o) => ({ ...priced(o), listerId: o.userId, live: o.status === 'approved' && !o.isArchived }));
    for (const l of plan.listings) expect(findPriceTooLowAmong({ ...priced(l), listerId: l.userId }, market, DEFAULT_EXCHANGE_RATE), l.title!).toBeNull();
  });
});
