import { describe, expect, it } from 'vitest';
import { isDuplicateText } from './duplicate-text.js';
import { shareIndexKey, textIndexKeys, type ListingText } from './text-similarity.js';

const original = {
  title: 'Three-Bedroom House with Garden, Hill Station',
  address: '14 Regent Road, Hill Station',
  // Short, as many are: a new title then changes a large share of the whole text.
  description: 'Family house on a quiet lane with a walled garden and a borehole. Master bedroom en suite. '
    + 'Prepaid meter, parking inside the gate. One year in advance.',
};

describe('duplicate_listing (issue 30, item 1)', () => {
  it('finds a repost that kept the description and address under a new title', () => {
    expect(isDuplicateText(original, { ...original, title: 'Lovely Family Home for Rent in Freetown' }).duplicate).toBe(true);
  });

  it('finds it with the address written another way and the sentences in another order', () => {
    const [first, ...rest] = original.description.split('. ');
    const repost = { title: 'House To Let Hill Station', address: 'No. 14 Regent Rd.', description: `${rest.join('. ')} ${first}.` };
    expect(isDuplicateText(original, repost).duplicate).toBe(true);
  });

  it('leaves alone an agency\'s wording reused for a different house in another town', () => {
    const other = {
      title: 'Three-Bedroom House with Garden, Kenema',
      address: '3 Hangha Road, Kenema',
      description: original.description.replace('quiet lane', 'quiet lane in Kenema'),
    };
    expect(isDuplicateText(original, other).duplicate).toBe(false);
  });
});

// What the service flags: another listing that shares an index key and passes isDuplicateText.
const flagged = (candidate: ListingText, original: ListingText) =>
  shareIndexKey(textIndexKeys(candidate), textIndexKeys(original)) && isDuplicateText(candidate, original).duplicate;

describe('duplicate_listing finds reposts however they are disguised', () => {
  const duplex = {
    title: 'Four-Bedroom Duplex with Boys Quarters, Juba',
    address: '7 Juba Hill Road, Juba',
    description: 'Spacious four-bedroom duplex at Juba with a boys quarters and a garage for two cars. All rooms en suite, '
      + 'fitted kitchen with a pantry and a large parlour upstairs. Borehole with an overhead tank and a 20 kVA generator. '
      + 'Gated compound with a security post. Rent two years in advance.',
  };
  const parts = duplex.description.split('. ');

  it('with the sentences shuffled, a new title and "No. 7, Juba Hill Rd"', () => {
    const repost = { title: 'Duplex for Rent Juba Hill', address: 'No. 7, Juba Hill Rd', description: [parts[3], parts[0], parts[2], parts[1], parts[4]].join('. ') };
    expect(flagged(repost, duplex)).toBe(true);
  });

  it('with a few words swapped and the heading in capitals', () => {
    const repost = { title: 'LOVELY DUPLEX JUBA', address: '7 JUBA HILL ROAD', description: duplex.description.replace('Spacious', 'Big').replace('large', 'big').replace('two cars', '2 cars') };
    expect(flagged(repost, duplex)).toBe(true);
  });

  it('with the description cut to its first sentences and a landmark added to the address', () => {
    const repost = { title: 'Executive duplex', address: 'Juba Hill Road No 7, Juba, opposite the barracks', description: `${parts.slice(0, 3).join('. ')}.` };
    expect(flagged(repost, duplex)).toBe(true);
  });

  it('leaves alone the next house on the road written with the same words', () => {
    const next = { ...duplex, address: '9 Juba Hill Road, Juba', description: 'Spacious four-bedroom duplex at Juba with a garden. Three rooms en suite, fitted kitchen. Borehole and solar. Rent one year in advance.' };
    expect(flagged(next, duplex)).toBe(false);
  });

  it('leaves alone two units of one estate in the developer\'s words', () => {
    const unit = (letter: string) => ({
      title: `Duplex ${letter}, Juba Hill Estate`,
      address: `Duplex ${letter}, Juba Hill Estate, Juba`,
      description: `Duplex ${letter} in Juba Hill Estate: four bedrooms, all en suite, fitted kitchen, borehole with an overhead tank, estate generator and 24-hour security. Rent two years in advance, paid to the estate office.`,
    });
    expect(flagged(unit('B'), unit('A'))).toBe(false);
  });

  it('leaves alone an agency\'s template on two houses in other places', () => {
    const agency = (rooms: number, place: string, address: string) => ({
      title: `Lumley Homes: ${rooms} Bedroom Flat, ${place}`,
      address,
      description: `Lumley Homes presents a ${rooms} bedroom flat at ${place}. Tiled throughout, fitted kitchen, borehole and generator. Viewing by appointment with our office, no fees. Rent one year in advance. Call 076 111 222.`,
    });
    expect(flagged(agency(3, 'Aberdeen', '12 Cape Road, Aberdeen'), agency(2, 'Wilberforce', '3 Signal Hill Road, Wilberforce'))).toBe(false);
  });
});

// Written for this test (issue 30, item 1): a repost typed on a phone, a landmark in brackets, the original's
// sentences kept behind a new opening line; and the template that shares two sentences at the same place.
describe('duplicate_listing reads what reposts keep', () => {
  const shop = {
    title: 'Lock-up Shop on Blama Road, Kenema',
    address: '22 Blama Road, Kenema',
    description: 'Lock-up shop on the main road with a store room at the back. Concrete floor and a steel roller door. '
      + 'Traders and okadas pass the door all day long. EDSA light on a prepaid meter and a tap in the yard. '
      + 'Rent two years in advance.',
  };

  it('in text-speak ("rm", "n", "d", "4 ur", "@")', () => {
    const repost = {
      title: 'shop 4 rent blama rd kenema',
      address: '22 Blama Rd Kenema',
      description: 'lock-up shop on d main road wit a store rm @ d back. concrete floor n a steel roller door. '
        + 'traders n okadas pass d door all day long. EDSA light on a prepaid meter n a tap in d yard. rent 2 yrs advance.',
    };
    expect(flagged(repost, shop)).toBe(true);
  });

  it('with a landmark in brackets in the address and the sentences reversed', () => {
    const repost = { title: 'Shop Kenema Blama Road', address: 'Blama Rd, Kenema (after the Total station)', description: shop.description.split('. ').reverse().join('. ') };
    const sameShopNoNumber = { ...shop, address: 'Blama Road, Kenema' };
    expect(flagged(repost, sameShopNoNumber)).toBe(true);
  });

  it('with a new opening line before three of its sentences', () => {
    const parts = shop.description.split('. ');
    const repost = { title: 'Business spot Kenema', address: '22 Blama Rd, Kenema', description: `Best place for any business in Kenema town. ${parts.slice(2).join('. ')}` };
    expect(flagged(repost, shop)).toBe(true);
  });

  it('leaves alone another shop on the road that shares two sentences of a template', () => {
    const other = {
      title: 'Shop with Store, Blama Road',
      address: '22 Blama Road, Kenema',
      description: 'Corner shop facing the lorry park, big front window and tiled floor. Good for a pharmacy or a phone shop. '
        + 'EDSA light on a prepaid meter and a tap in the yard. Rent two years in advance.',
    };
    expect(flagged(other, shop)).toBe(false);
  });
});

// A landlord's or a developer's template on two units: the description states other facts of one kind.
const L = (title: string, address: string, description: string): ListingText => ({ title, address, description });
const TWO_UNITS: [ListingText, ListingText][] = [
  [L('2 bedroom flat, first floor', 'Wilkinson Road, Freetown', 'Newly built apartment in a secure compound. Constant water from a borehole and a standby generator. Tiled floors and fitted kitchen. First floor, two bedrooms, one bathroom, Le 4,000 a month.'),
   L('3 bedroom flat, second floor', 'Wilkinson Road, Freetown', 'Newly built apartment in a secure compound. Constant water from a borehole and a standby generator. Tiled floors and fitted kitchen. Second floor, three bedrooms, two bathrooms, Le 6,000 a month.')],
  [L('Plot for sale, Phase 1', 'Tokeh Estate, Western Rural', 'Quarter-acre plot in a gated layout with surveyed beacons. Site plan and conveyance ready. Access road graded to the gate. Phase 1, near the beach, Le 90,000.'),
   L('Plot for sale, Phase 2', 'Tokeh Estate, Western Rural', 'Quarter-acre plot in a gated layout with surveyed beacons. Site plan and conveyance ready. Access road graded to the gate. Phase 2, on the hill with a sea view, Le 75,000.')],
  [L('Shop space to let', 'Siaka Stevens Street, Freetown', 'Ground floor shop on a busy street with a roller shutter and its own meter. Suitable for a pharmacy or a phone shop. Rent one year in advance. 20 square metres at the front.'),
   L('Shop space to let', 'Siaka Stevens Street, Freetown', 'Ground floor shop on a busy street with a roller shutter and its own meter. Suitable for a pharmacy or a phone shop. Rent one year in advance. 35 square metres at the back with a store room.')],
];

describe('duplicate_listing tells two units of one template apart by the facts they state', () => {
  it.each(TWO_UNITS.map(([a, b]) => [a.title, a, b] as const))('leaves alone "%s" beside its other unit', (_title, a, b) => {
    expect(isDuplicateText(a, b).duplicate).toBe(false);
  });

  it('still finds a repost that changed only the price (a bait repost)', () => {
    const [a] = TWO_UNITS[0]!;
    const repost = { ...a, title: 'Cheap 2 bedroom flat, first floor', description: a.description.replace('Le 4,000', 'Le 1,500') };
    expect(isDuplicateText(a, repost).duplicate).toBe(true);
  });

  it('still finds a repost that keeps the facts under a new opening line', () => {
    const [, b] = TWO_UNITS[1]!;
    const repost = { ...b, title: 'Plot going fast', description: `Call now, serious buyers only. ${b.description}` };
    expect(isDuplicateText(b, repost).duplicate).toBe(true);
  });
});
