import { describe, expect, it } from 'vitest';
import { updatedText } from './use-listing-submit';
import type { Listing } from '../../../../common/api/listings';

const saved = (status: string, fields: string[] | null) => ({ status, pendingChanges: fields ? { fields } : null }) as unknown as Listing;

describe('what the lister is told after editing', () => {
  it('says a held price waits for review and the live price stays', () => {
    expect(updatedText(saved('approved', ['priceSLL']))).toBe('Your listing stays live at its current price. The new price is waiting for review.');
    expect(updatedText(saved('approved', ['address', 'priceUSD']))).toBe(
      'Your listing stays live at its current price. The new price and the other changes are waiting for review.',
    );
  });

  it('keeps the texts of the other outcomes', () => {
    expect(updatedText(saved('approved', ['description']))).toBe('Your listing stays live. The other changes are waiting for review.');
    expect(updatedText(saved('approved', null))).toBe('Your changes are live.');
    expect(updatedText(saved('pending', null))).toBe('Your changes are being reviewed and go live once approved.');
  });
});
