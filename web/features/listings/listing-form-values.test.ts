import { describe, expect, it } from 'vitest';
import { listingWriteSchema } from '../../../common/schemas/listing';
import { emptyListingValues, listingToFormValues, toListingPayload } from './listing-form-values';
import type { Listing } from '../../../common/api/listings';
import { placeText } from '../../lib/place-text';

const PHOTO = '3f2b8c1e-5d4a-4c7b-9e1f-2a6b8d0c4e11';
const stored = {
  id: 'l1', title: 'Bungalow on Hill Cot Road', description: 'A quiet bungalow with a generator, a walled garden and a view of the city.', address: '4 Hill Cot Road', location: 'Hill Station', propertyType: 'rent',
  propertyCategory: 'house', priceUSD: '1500.00', priceSLL: null, priceOnRequest: false, bedrooms: 3, bathrooms: null, squareFootage: 1200,
  features: ['Generator', 'Not_A_Feature'], status: 'approved', photos: [{ id: PHOTO }], videoFiles: [], pendingChanges: null,
} as unknown as Listing;

describe('listing form values', () => {
  it('an empty form is a valid draft but not a valid submission', () => {
    expect(listingWriteSchema.safeParse({ ...emptyListingValues(), status: 'draft' }).success).toBe(true);
    const submitted = listingWriteSchema.safeParse(emptyListingValues());
    expect(submitted.success).toBe(false);
    const paths = submitted.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['title', 'address', 'priceUSD']));
  });

  it('fills the form from a stored listing, dropping unknown features and trailing cents', () => {
    const values = listingToFormValues(stored);
    expect(values.priceUSD).toBe('1500');
    expect(values.bathrooms).toBe('');
    expect(values.features).toEqual(['Generator']);
    expect(values.images).toEqual([PHOTO]);
    expect(values.status).toBe('pending');
    expect(listingWriteSchema.parse(values).priceUSD).toBe('1500.00');
  });

  it('starts from the changes waiting for review, so the lister edits their latest version', () => {
    const NEW_PHOTO = '9a2b8c1e-5d4a-4c7b-9e1f-2a6b8d0c4e22';
    const withChanges = { ...stored, pendingChanges: { fields: ['address', 'images'], address: '9 New Road', photos: [{ id: NEW_PHOTO }], videoFiles: [] } } as unknown as Listing;
    const values = listingToFormValues(withChanges);
    expect(values.address).toBe('9 New Road');
    expect(values.images).toEqual([NEW_PHOTO]);
    expect(values.priceUSD).toBe('1500');
  });

  it('shows a price held for review as the proposed one, not the live one', () => {
    const held = {
      ...stored,
      pendingChanges: { fields: ['priceUSD'], address: stored.address, priceUSD: '150.00', priceSLL: null, priceOnRequest: false, photos: [{ id: PHOTO }], videoFiles: [] },
    } as unknown as Listing;
    expect(listingToFormValues(held).priceUSD).toBe('150');
  });

  it("sends no price when 'Price on request' is ticked", () => {
    const parsed = listingWriteSchema.parse({ ...listingToFormValues(stored), priceOnRequest: true, priceSLL: '20000' });
    const payload = toListingPayload(parsed);
    expect(payload.priceUSD).toBeNull();
    expect(payload.priceSLL).toBeNull();
  });

  it('names the area only when the address does not', () => {
    expect(placeText({ address: '6 Wilkinson Road, Lumley', location: 'Lumley' })).toBe('6 Wilkinson Road, Lumley');
    expect(placeText({ address: '2 Cape Road', location: 'Aberdeen' })).toBe('2 Cape Road, Aberdeen');
    expect(placeText({ address: '', location: 'Kent' })).toBe('Kent');
  });
});
