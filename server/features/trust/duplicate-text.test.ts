import { describe, expect, it } from 'vitest';
import { isDuplicateText } from './duplicate-text.js';
import { amountsOf, landSizesDisagree, sameAmount } from './duplicate-facts.js';
import { sameName } from './spelling.js';
import { addressSimilarity, canonicalText, otherLandmarks, unitNumbers, withoutSearchTags, type ListingText } from './text-similarity.js';
import { AREA_BANDS, FACT_BANDS, shareIndexKey, textIndexKeys } from './index-keys.js';
import { factKeys, listingPlaces, propertyKind } from './fact-keys.js';
import { mistyped, plainListing, plainWords, readAlike } from './listing-words.js';
import { listingFacts, sameFacts } from './listing-facts.js';

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

// Written for this test (issue 30): what a repost keeps however it is typed (the facts, in text-speak, in Krio, with
// the sitting room called a parlour, its own phone, the address's words in another order), and what one lister's
// honest listings change while the stock phrases and the phone stay the same (what is for sale and what to let,
// the rooms, the toilets, the floor, the town lots, the landmark that places it).
describe('duplicate_listing compares the facts and the wording, not the phone or the spelling', () => {
  const flat = {
    title: 'Room and Parlour Self Contain, Kissy',
    address: '9 Kissy Road, Kissy',
    description: 'Room and parlour self contained on Kissy Road, five minutes walk from the ferry junction. Toilet and shower inside, '
      + 'kitchen at the back, tiled throughout. Big water tank in the compound and EDSA light on a prepaid meter. '
      + 'Good for a nurse or a young couple. Rent Le 1,400 a month, one year advance. Call 078 441 902.',
  };

  it('finds a repost half put into Krio under a Krio title', () => {
    const repost = {
      title: 'Rum en palo fo rent na Kissy',
      address: 'Kissy Road 9, Kissy',
      description: 'Room and parlour self contained on Kissy Road, five minutes walk from the ferry junction. Toylet en shower insai, '
        + 'kichin na di bak, tiled throughout. Big wata tank de na di compound en EDSA layt on a prepaid meter. '
        + 'Good for a nurse or a young couple. Rent Le 1,400 a month, one year advance.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('finds a repost typed on a phone, two lines cut, its own number put in', () => {
    const repost = {
      title: 'rm n parlour self contain kissy!!',
      address: '9 kissy rd kissy',
      description: 'Rm n parlour self contain on Kissy rd, 5 mins walk from d ferry junction. Toilet n shower inside, '
        + 'kitchen at d back, tiled throughout. Rent Le 1,400 a month 1yr advance. Call/whatsapp 076 220 318.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('finds that repost when it gives the owner\'s number beside its own, to look genuine', () => {
    const repost = {
      title: 'rm n parlour self contain kissy!!',
      address: '9 kissy rd kissy',
      description: 'Rm n parlour self contain on Kissy rd, 5 mins walk from d ferry junction. Toilet n shower inside, '
        + 'kitchen at d back, tiled throughout. Rent Le 1,400 a month 1yr advance. Call 078 441 902 or whatsapp me 076 220 318.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('finds an agent\'s repost: sitting room for parlour, the owner\'s line out, a fee line in, "Kissy Rd no. 9"', () => {
    const owner = {
      title: 'Two Bedroom Flat for Rent, Kissy',
      address: '9 Kissy Road, Kissy',
      description: 'Owner letting a two bedroom flat on Kissy Road near the ferry junction. Tiled, with a sitting room, kitchen and inside toilet. '
        + 'Fenced compound with a gate. Pipe borne water in the yard and EDSA light connected. Rent Le 2,000 a month, one year advance. '
        + 'Call the owner 077 903 441, no agents.',
    };
    const agent = {
      title: '2 Bedroom Flat Available Kissy',
      address: 'Kissy Rd no. 9, Kissy',
      description: 'Two bedroom flat for rent on Kissy Road near the ferry junction. Tiled, with a parlour, kitchen and inside toilet. '
        + 'EDSA light connected and pipe borne water in the yard. Fenced compound with a gate. Rent Le 2,400 a month, one year advance. '
        + 'Agent fee one month. Call Agent Musa 079 118 226.',
    };
    expect(flagged(agent, owner)).toBe(true);
  });

  const caretaker = (address: string, room: string) => ({
    title: 'Room for Rent, Kabala', address,
    description: `${room} Water in the compound, prepaid meter, quiet yard. Rent one year advance. Ask for the caretaker, Alie.`,
  });
  it('leaves alone one caretaker\'s template on two rooms placed by other landmarks', () => {
    expect(flagged(caretaker('Kabala Town, near the central mosque', 'Single room with a ceiling fan, toilet in the yard.'),
      caretaker('Kabala Town, behind the government hospital', 'Single room with a window to the street, toilet in the yard.'))).toBe(false);
  });

  const landlord = (deal: string, rooms: string, toilets: string, floor: string) => ({
    title: 'Flat, Wellington Street', address: 'Wellington Street, Wellington',
    description: `Landlord has flats ${deal} in one storey building on Wellington Street. This flat has ${rooms} and parlour, ${toilets}, `
      + `${floor}. Tiled, burglar bars, water tank and prepaid meter in the compound. Landlord lives on site.`,
  });
  it.each([
    ['one for sale and one to let', landlord('for sale', 'two rooms', 'one toilet', 'on the ground floor'), landlord('to let', 'two rooms', 'one toilet', 'on the ground floor')],
    ['one room and parlour and two rooms and parlour', landlord('to let', 'one room', 'one toilet', 'on the ground floor'), landlord('to let', 'two rooms', 'one toilet', 'on the ground floor')],
    ['one toilet and two toilets', landlord('to let', 'two rooms', 'one toilet', 'on the ground floor'), landlord('to let', 'two rooms', 'two toilets', 'on the ground floor')],
    ['the ground floor and the top floor', landlord('to let', 'two rooms', 'one toilet', 'on the ground floor'), landlord('to let', 'two rooms', 'one toilet', 'on the top floor')],
  ])('leaves alone one landlord\'s two flats in his words: %s', (_what, a, b) => {
    expect(flagged(a, b)).toBe(false);
  });

  it('still finds a repost of one of those flats with the facts written another way', () => {
    const own = landlord('to let', 'two rooms', 'one toilet', 'on the top floor');
    const repost = {
      title: '2 rms n parlour 4 rent Wellington', address: 'Wellington St., Wellington',
      description: own.description.replace('to let', 'for rent').replace('two rooms', '2 rms').replace('one toilet', '1 toilet')
        .replace('Landlord lives on site.', 'Call Agent Foday 075 118 902.'),
    };
    expect(flagged(repost, own)).toBe(true);
  });

  // One agency's two listings under two accounts, nothing in the text telling the houses apart but the phone they share.
  const agency = (place: string) => ({
    title: `House for Rent, ${place}`, address: `Main Road, ${place}`,
    description: `Kamara Homes has a family house for rent at ${place}: fenced, tiled, water tank, prepaid meter, parking inside the gate. `
      + 'Quiet area, good for a family. Rent one year advance. Viewing any day, call Kamara Homes on 076 904 332 or 078 904 332.',
  });
  it('leaves alone one agency\'s two listings that give its phone', () => {
    const other = { ...agency('Hill Station'), description: agency('Hill Station').description.replace('fenced, tiled, water tank, prepaid meter', 'walled, borehole, solar lights') };
    expect(flagged(agency('Hill Station'), other)).toBe(false);
  });

  it('still finds a copy that kept the phone when the rest is the same', () => {
    expect(flagged({ ...agency('Hill Station'), title: 'House for Rent Hill Station' }, agency('Hill Station'))).toBe(true);
  });

  it('leaves alone two shops of one plaza named only in the description', () => {
    const shop = (unit: string) => ({
      title: 'Shop to Let, Kroo Town Road Plaza', address: 'Kroo Town Road Plaza, Freetown',
      description: `Lock-up shop in the Kroo Town Road Plaza, busy road, roller shutter and its own prepaid meter. ${unit} Shared toilet `
        + 'and a night watchman. Good for a boutique or a phone shop. Rent one year advance to the plaza office.',
    });
    expect(flagged(shop('Shop 4 is at the front.'), shop('Shop 9 is at the back.'))).toBe(false);
  });

  it.each([
    ['a plot of 50 by 100 feet and one of 100 by 100 feet', '50ft x 100ft', '100ft x 100ft'],
    ['half an acre and one acre of farm land', 'half an acre', 'one acre'],
  ])('leaves alone one seller\'s land in his words: %s', (_what, sizeA, sizeB) => {
    const land = (size: string) => ({
      title: 'Land for Sale, Mile 91', address: 'Yonibana Road, Mile 91',
      description: `Family land for sale at Mile 91, ${size}, on the Yonibana road, five minutes from the junction. Dry land, good for a house `
        + 'or a farm. Survey plan done and the family will sign the conveyance. Serious buyers only.',
    });
    expect(flagged(land(sizeA), land(sizeB))).toBe(false);
  });

  it('leaves alone a half town lot and a full town lot in one layout in the seller\'s words', () => {
    const lot = (size: string) => ({
      title: 'Land for Sale, Songo Layout', address: 'Songo Layout, Songo',
      description: `${size} town lot in the Songo layout, dry and level, ten minutes off the highway. Survey plan and conveyance ready, `
        + 'the layout is registered with the Lands Ministry. Owner selling direct, no agents.',
    });
    expect(flagged(lot('Half a'), lot('One full'))).toBe(false);
  });
});

// Written for this test (issue 30, item 1; the class of a tuning repost put half into Krio): what a repost keeps when
// sentences are put into Krio is the things the listing names, at the same address however written; what one
// landlord's or one block's honest listings at one address change is a fact (upstairs or downstairs, a studio or a
// bedroom, furnished or not, finished or a shell), or a number of the same kind.
describe('duplicate_listing reads a repost put half into Krio at the same address', () => {
  const house = {
    title: 'Three Bedroom House for Rent, Kenema',
    address: '15 Hangha Road, Kenema',
    description: 'Three bedroom house on Hangha Road, near the clock tower. Two rooms are self contained and the third uses the toilet in the corridor. '
      + 'Big parlour with a dining area and a kitchen at the back. Water comes from a well in the compound and there is an EDSA prepaid meter. '
      + 'The compound is fenced with a gate and has space for two cars. Rent Le 4,500 a month, one year advance. Call 076 550 121.',
  };

  it('finds it with three sentences in Krio, "Hangha Rd, Kenema, No. 15", a lower rent and its own number', () => {
    const repost = {
      title: '3 bedroom os fo rent Kenema',
      address: 'Hangha Rd, Kenema, No. 15',
      description: 'Three bedroom house na Hangha Road, nia di clock tower. Tu rum dem self contain, di oda wan de use di toilet na di corridor. '
        + 'Big parlour with a dining area and a kitchen at the back. Wata de kam from di well na di compound en EDSA prepaid meter de. '
        + 'Di compound get fence wit gate en space fo tu car. Rent Le 4,000 a month, one year advance. Call me 088 410 662.',
    };
    expect(flagged(repost, house)).toBe(true);
  });

  it('finds a plot\'s listing put into Krio sentence by sentence, placed by the same landmark', () => {
    const lot = {
      title: 'Half Town Lot for Sale, Lungi',
      address: 'Airport Road, Lungi (behind the Total station)',
      description: 'Half town lot for sale on the Airport Road at Lungi, behind the Total station. The land is dry and level, with a survey plan and a registered conveyance. '
        + 'Five minutes walk to the main road and the market. Price Le 60,000, negotiable for a serious buyer. Call the owner on 077 212 908.',
    };
    const repost = {
      title: 'Half town lot fo sell na Lungi',
      address: 'Airport Rd, Lungi, behind Total station',
      description: 'Half town lot for sale na di Airport Road Lungi, behind di Total station. Di land dry en level, e get survey plan en registered conveyance. '
        + 'Five minutes walk to di main road en di market. Price Le 55,000, wi de tok fo serious buyer. Call 079 300 144.',
    };
    expect(flagged(repost, lot)).toBe(true);
  });

  it('leaves alone the Krio caretaker\'s closing lines on another house of the street', () => {
    const other = {
      title: 'Two Bedroom Flat, Hangha Road', address: 'Hangha Road, Kenema',
      description: 'Two bedroom flat upstairs in a new building, tiled with a balcony and a store room. Solar panels for light and a borehole. '
        + 'Wata de, layt de, road fine. Rent one year advance. Call di caretaker 078 220 311.',
    };
    expect(flagged(other, house)).toBe(false);
  });

  const storey = (level: 'Upstairs' | 'Downstairs', entrance: string) => ({
    title: `${level} Flat, 22 Fort Street`, address: '22 Fort Street, Brookfields',
    description: `${level} two bedroom flat in a storey house on Fort Street. ${entrance} Tiled, water tank in the compound, EDSA prepaid meter. `
      + 'Landlord lives nearby. Rent Le 3,000 a month, one year advance.',
  });
  const upstairs = storey('Upstairs', 'Own entrance by the outside stairs, balcony to the street.');

  it('leaves alone one landlord\'s upstairs and downstairs flats at one number', () => {
    expect(flagged(storey('Downstairs', 'Own entrance from the yard, small garden at the side.'), upstairs)).toBe(false);
  });

  it('still finds the upstairs flat reposted as "first floor", half in Krio', () => {
    const repost = {
      title: '2 bedroom flat first floor Brookfields', address: 'Fort St, Brookfields, No. 22',
      description: 'Two bedroom flat on di first floor of a storey house na Fort Street. Own entrance by di outside stairs, balcony way look di street. '
        + 'Tiled, wata tank na di compound, EDSA prepaid meter. Rent Le 2,500 a month, one year advance. Call 075 600 700.',
    };
    expect(flagged(repost, upstairs)).toBe(true);
  });

  const block = (unit: string, extra: string) => ({
    title: `Serviced ${unit}, Sea View Court`, address: 'Sea View Court, Cape Road, Aberdeen',
    description: `Serviced ${unit} in Sea View Court on Cape Road, ${extra}, two minutes from the beach. 24-hour light and water, cleaning twice a week, `
      + 'security at the gate and parking. Monthly or yearly lets, paid to the management office.',
  });
  it.each([
    ['a studio and a one-bedroom flat', block('studio', 'furnished'), block('one bedroom apartment', 'furnished')],
    ['a furnished and an unfurnished flat', block('two bedroom apartment', 'furnished'), block('two bedroom apartment', 'unfurnished')],
  ])('leaves alone two flats of one serviced block in the management\'s words: %s', (_what, a, b) => {
    expect(flagged(a, b)).toBe(false);
  });

  it('still finds a repost of the furnished flat that calls it "fully furnished"', () => {
    const own = block('two bedroom apartment', 'furnished');
    const repost = { ...own, title: '2 bedroom fully furnished apartment Aberdeen', description: own.description.replace('furnished', 'fully furnished').replace('Monthly or yearly lets', 'Call 076 888 123') };
    expect(flagged(repost, own)).toBe(true);
  });

  it('leaves alone one seller\'s finished house and the shell beside it in one layout', () => {
    const house = (state: string) => ({
      title: 'House for Sale, Grafton Layout', address: 'Grafton Layout, Grafton',
      description: `Three bedroom house for sale in the Grafton layout, ${state}. Dry land, survey plan and conveyance ready, good road to the gate. `
        + 'Water from a well in the compound. Owner selling direct, serious buyers only.',
    });
    expect(flagged(house('finished with tiles and ceiling'), house('unfinished, at lintel level'))).toBe(false);
  });

  const plot = (size: string) => ({
    title: 'Land for Sale, Newton Layout', address: 'Newton Layout, Newton',
    description: `${size} in the Newton layout, dry land ten minutes from the highway, surveyed and beaconed. Conveyance and site plan ready, `
      + 'family selling direct, no agents. Price negotiable for a serious buyer.',
  });
  it('leaves alone a half plot and a full plot of one layout in the seller\'s words', () => {
    expect(flagged(plot('Half plot'), plot('One full plot'))).toBe(false);
  });

  it('still finds a repost of the full plot that calls it "1 town lot", half in Krio', () => {
    const repost = {
      title: '1 town lot fo sell Newton', address: 'Newton layout, Newton',
      description: '1 town lot na di Newton layout, dry land ten minutes from di highway, surveyed en beaconed. Conveyance en site plan de, '
        + 'family de sell direct, no agents. Price negotiable fo serious buyer. Call 077 404 515.',
    };
    expect(flagged(repost, plot('One full plot'))).toBe(true);
  });
});

// Written for this test (issue 30): the unit numbers that tell two units apart, and a scammer who borrows them.
describe('duplicate_listing reads unit numbers by kind', () => {
  const description = 'Two bedroom flat in a quiet compound off Cape Road, five minutes from the beach. Tiled throughout, fitted kitchen, '
    + 'water tank and a standby generator. Security at the gate at night. Rent $500 a month, one year advance.';
  const flat = { title: 'Two Bedroom Flat, Aberdeen', address: '12 Cape Road, Aberdeen', description };

  it('finds a repost that puts a flat number in place of the house number ("Flat 5, Cape Road" for "12 Cape Road")', () => {
    const repost = { title: 'Flat 5 for rent, Aberdeen', address: 'Flat 5, Cape Road, Aberdeen', description: description.replace('Rent $500', 'Rent $400') };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('finds one that adds a flat number beside the house number and says which floor in the description', () => {
    const repost = { title: '2 bed flat Aberdeen', address: 'Flat 5, 12 Cape Rd, Aberdeen', description: `${description} Flat 5 is at the back.` };
    expect(flagged(repost, flat)).toBe(true);
  });

  it.each([
    ['two flats at one house number', 'Flat 2, 12 Cape Road, Aberdeen', 'Flat 5, 12 Cape Road, Aberdeen'],
    ['one flat with the house number, the other without', 'Flat 2, 12 Cape Road, Aberdeen', 'Flat 5, Cape Road, Aberdeen'],
    ['two house numbers on one road', '12 Cape Road, Aberdeen', '14 Cape Road, Aberdeen'],
  ])('leaves alone one agency\'s template on %s', (_what, addressA, addressB) => {
    const unit = (address: string) => ({ title: 'Two Bedroom Flat, Aberdeen', address, description });
    expect(flagged(unit(addressA), unit(addressB))).toBe(false);
  });
});

describe('duplicate_listing reads a copy as a reader sees it', () => {
  // Cyrillic а, е, о for the Latin letters and a zero-width space inside every word: the same text on screen.
  const disguise = (text: string) => text.replace(/[aeo]/g, (c) => ({ a: '\u0430', e: '\u0435', o: '\u043e' })[c]!).replace(/(\w{3})(\w)/g, '$1\u200b$2');

  it('finds a repost written in look-alike letters with invisible spaces, through the index keys too', () => {
    const repost = { title: disguise('Lovely Family Home for Rent in Freetown'), address: disguise(original.address), description: disguise(original.description) };
    expect(repost.description).not.toContain('garden');
    expect(flagged(repost, original)).toBe(true);
  });

  it('still leaves a different house alone when its text is in look-alike letters', () => {
    const other = { title: disguise('Three-Bedroom House with Garden, Kenema'), address: disguise('3 Hangha Road, Kenema'), description: disguise(original.description.replace('quiet lane', 'quiet lane in Kenema')) };
    expect(isDuplicateText(original, other).duplicate).toBe(false);
  });
});

describe('duplicate_listing reads counts and unit numbers written in words', () => {
  const farm = {
    title: 'Rice Land for Sale, Mattru Jong',
    address: 'Sewa River Road, Mattru Jong, Bonthe District',
    description: '25 acres of swamp land on the Sewa river, 10 acres of it cleared and planted with rice last season. '
      + 'A fish pond at the lower end. Sold by the family with the chiefdom consent letter and a survey plan. '
      + 'NLe 150,000. Call 076 118 402.',
  };

  it('finds a repost cut down (the pond left out) with the acres in words, a lower price and its own phone', () => {
    const repost = {
      title: 'Twenty-five acres rice land Mattru',
      address: 'Sewa River Rd, Mattru Jong, Bonthe',
      description: 'Twenty-five acres of swamp land on the Sewa river, ten acres of it cleared and planted with rice last season. '
        + 'Sold by the family with the chiefdom consent letter and a survey plan. NLe 110,000. Call 088 402 771.',
    };
    expect(flagged(repost, farm)).toBe(true);
  });

  it('leaves alone the family\'s other parcel on the same road in the same words, another size written in words', () => {
    const other = {
      ...farm,
      title: 'Rice Land for Sale, Mattru Jong',
      description: farm.description.replace('25 acres', 'Forty acres').replace('10 acres', 'twelve acres').replace('NLe 150,000', 'NLe 210,000').replace('076 118 402', '079 660 213'),
    };
    expect(flagged(other, farm)).toBe(false);
  });

  const flat = {
    title: 'Furnished 3 Bedroom Flat, Murray Town',
    address: 'Flat 4, 17 Murray Town Road, Freetown',
    description: 'Furnished 3 bedroom flat with 2 toilets and a balcony. Fitted kitchen, 24 hour light from the estate generator. '
      + 'Water tank and a guard at the gate. $900 a month, six months advance. Call 077 520 318.',
  };

  it('finds a repost that writes every number in words and spells "color" and "center" the American way', () => {
    const repost = {
      title: 'Three bedroom furnished flat Murray Town',
      address: 'Flat four, 17 Murray Town Rd',
      description: 'Furnished three bedroom flat with two toilets and a balcony. Fitted kitchen, twenty-four hour light from the estate generator. '
        + 'Water tank and a guard at the gate. $700 a month, six months advance. Call 031 204 559.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('leaves alone the agency\'s template on the next flat of the house, its number written in words', () => {
    const next = { ...flat, address: 'Flat five, 17 Murray Town Road, Freetown', description: flat.description.replace('$900', '$850') };
    expect(flagged(next, flat)).toBe(false);
  });

  it('still finds a repost that puts "Flat five" in place of the house number to look like another unit', () => {
    const plain = { ...flat, address: '17 Murray Town Road, Freetown' };
    const repost = { ...plain, title: 'Flat five for rent Murray Town', address: 'Flat five, Murray Town Road', description: flat.description.replace('$900', '$650').replace('077 520 318', '088 301 442') };
    expect(flagged(repost, plain)).toBe(true);
  });

  it.each([
    ['seven / eight bedrooms in words', 'Seven bedroom house', 'Eight-bedroom house'],
    ['twelve / 15 acres', 'Twelve acres of land', '15 acres of land'],
    ['a twenty foot / a 40ft container', 'Twenty foot container shop', '40ft container shop'],
  ])('leaves alone two units of one template that state other counts, %s', (_what, headA, headB) => {
    const body = ' in the Calaba Town layout, with light connected and a concrete base. Pillared, survey plan ready, the lawyer checks at Lands. '
      + 'Contact the site office on the layout road. NLe 90,000.';
    const unit = (head: string, phone: string) => ({ title: 'For sale, Calaba Town', address: 'Calaba Town Layout, Calaba Town', description: `${head}${body} Call ${phone}.` });
    expect(flagged(unit(headA, '076 440 118'), unit(headB, '078 902 331'))).toBe(false);
  });

  it('finds a repost of the container shop that writes "Twenty foot" for "20ft", in bullet points', () => {
    const shop = { title: 'Container Shop for Rent, Kissy', address: 'Container by Kissy Dockyard gate, Kissy Road', description: '20ft container shop by the dockyard gate, on a concrete base with light connected. Roll-up front and shelves inside. Busy bus stop in front. NLe 6,000 a year. Call 076 402 918.' };
    const repost = { title: 'Shop container Kissy', address: 'Container near Kissy Dockyard gate, Kissy Rd', description: '- Busy bus stop in front\n- Twenty foot container shop by the dockyard gate\n- Concrete base, light connected\n- Roll-up front, shelves inside\nNLe 4,500 a year. Call 088 771 320.' };
    expect(flagged(repost, shop)).toBe(true);
  });
});

// Written for this test (issue 30, item 1; the classes of the fifth round's honest pairs): one building or one
// piece of land let or sold in parts, each part named by its side or its grade, by two people with two phones.
describe('duplicate_listing tells the parts of one place apart by their side or grade', () => {
  const hotel = (room: string, phone: string) => ({
    title: `${room}, Monthly, Bintumani Guest House`,
    address: 'Bintumani Guest House, Kortright Road, Brookfields',
    description: `${room} with AC, a fridge and a shower. Bintumani Guest House, ten minutes from the stadium. Breakfast included, `
      + `laundry and Wi-Fi, generator all night. Monthly rates for long-stay guests, invoices given. Book with ${phone}.`,
  });

  it.each([
    ['a standard room and the executive suite, booked by two agents', 'Standard room', 'Executive suite'],
    ['a twin room and a single room', 'Twin room', 'Single room'],
    ['a senior staff chalet and a junior staff room', 'Senior staff chalet', 'Junior staff room'],
  ])('leaves alone %s', (_what, roomA, roomB) => {
    expect(flagged(hotel(roomB, '078 230 119'), hotel(roomA, '076 900 451'))).toBe(false);
  });

  it('still finds a repost of the standard room that keeps its grade, with a lower rate and its own phone', () => {
    const repost = { ...hotel('Standard room', '088 412 903'), title: 'Cheap room Brookfields monthly' };
    expect(flagged(repost, hotel('Standard room', '076 900 451'))).toBe(true);
  });

  it('still finds a repost that calls a room of no stated grade an "Executive suite" to look like another', () => {
    const plain = hotel('Guest room', '076 900 451');
    const repost = { ...hotel('Guest room', '088 412 903'), title: 'Executive suite, Monthly, Bintumani Guest House' };
    expect(flagged(repost, plain)).toBe(true);
  });

  const side = (part: string, phone: string) => ({
    title: 'Rooms and Parlour for Rent, Kissy',
    address: `${part}, 9 Bai Bureh Road, Kissy, Freetown`,
    description: 'Our late father\'s house at Bai Bureh Road is now shared between us. 2 bedrooms, a parlour and a kitchen at the back. '
      + `Water tank in the yard, near the Kissy ferry junction. NLe 12,000 a year, two years advance. Call ${phone}.`,
  });

  it('leaves alone the east and the west side of one inherited house, listed by a brother and a sister', () => {
    expect(flagged(side('West side', '078 902 117'), side('East side', '076 314 552'))).toBe(false);
  });

  it('leaves alone the front and the back share of one family\'s land', () => {
    const share = (part: string, phone: string) => ({ ...side(part, phone), title: 'Land for Sale, Kissy', address: `${part}, 9 Bai Bureh Road, Kissy` });
    expect(flagged(share('Back share', '078 902 117'), share('Front share', '076 314 552'))).toBe(false);
  });

  it('still finds a repost of the east side that writes "Eastern side" and "Rd", with its own phone', () => {
    const repost = { ...side('Eastern side', '088 610 422'), title: '2 bedroom house Kissy for rent', address: 'Eastern side, No. 9 Bai Bureh Rd, Kissy' };
    expect(flagged(repost, side('East side', '076 314 552'))).toBe(true);
  });

  it('still finds a repost that adds "West side" to a listing that names no side', () => {
    const whole = { ...side('', '076 314 552'), address: '9 Bai Bureh Road, Kissy, Freetown' };
    expect(flagged(side('West side', '088 610 422'), whole)).toBe(true);
  });
});

// Written for this test (issue 30, item 1; the class of tuning repost dup-272, cut down with its counts in words):
// found through the place when the address has no number, and judged on what it kept.
describe('duplicate_listing finds a repost cut down to a few short sentences', () => {
  const house = {
    title: '4 Bedroom House for Sale, Makeni',
    address: 'Teko Road, Makeni',
    description: '4 bedroom house with 3 toilets on a full town lot. Fenced, with a borehole and a solar system. Ten minutes from the Makeni '
      + 'clock tower. Documents: conveyance and survey plan. $40,000. Call 076 330 412.',
  };

  it('finds it at an address with no number, its counts in words, a lower price and its own phone', () => {
    const repost = { title: 'Four bedroom house Makeni', address: 'Teko Rd, Makeni', description: 'Four bedroom house with three toilets on a full town lot. Fenced, with a borehole. $32,000. Call 088 771 203.' };
    expect(shareIndexKey(textIndexKeys(repost), textIndexKeys(house))).toBe(true);
    expect(flagged(repost, house)).toBe(true);
  });

  it('leaves alone another house on the road described in its own few words', () => {
    const other = { title: 'House for sale Teko Road', address: 'Teko Road, Makeni', description: 'Big family house near the Teko barracks, with a mango tree and a well. Owner selling, papers ready. $38,000. Call 088 771 203.' };
    expect(flagged(other, house)).toBe(false);
  });

  it('leaves alone the seller\'s short line for the 3-bedroom house next to it', () => {
    const next = { title: '3 Bedroom House for Sale, Makeni', address: 'Teko Road, Makeni', description: '3 bedroom house with 2 toilets on a full town lot. Fenced, with a borehole. $30,000. Call 088 771 203.' };
    expect(flagged(next, house)).toBe(false);
  });

  it('leaves alone a line anybody writes, too short to tell', () => {
    const line = { title: 'House Makeni', address: 'Teko Road, Makeni', description: '4 bedroom house, fenced, borehole. Call 088 771 203.' };
    expect(flagged(line, house)).toBe(false);
  });
});

// Written for this test (issue 30, item 1; the fifth round's reposts in emojis, capitals and other words): one word
// for one thing ("3BR apartment", "24hr power", "large", "every", "per month"), and a flat's address without its
// flat number still found.
describe('duplicate_listing reads a repost in the words a phone lister uses', () => {
  const flat = {
    title: 'Executive 3 Bedroom Apartment, Spur Road',
    address: 'Flat 2, 45 Spur Road, Wilberforce, Freetown',
    description: 'Executive 3 bedroom apartment, all rooms en-suite, on the second floor. Large parlour with a balcony over the valley, '
      + 'fitted kitchen with cabinets. 24 hour light from the estate generator and water from a borehole. Secure compound with a guard '
      + 'and parking for 2 cars. $1,500 a month, one year advance. Call 076 880 412.',
  };

  it('finds a repost that says "flat", "big", "every room", "24hr power", "per month", without the flat number', () => {
    const repost = {
      title: '3BR flat Spur Road', address: '45 Spur Rd, Wilberforce',
      description: 'Executive three-bedroom flat, every room en-suite, second floor. Big sitting room with a balcony looking over the valley, '
        + 'fitted kitchen and cabinets. 24hr power from the estate generator, borehole water. Secure compound, security guard, parking '
        + 'for two cars. $1,200 per month, 1 year advance. Call 088 220 911.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('finds one in emojis and bullet points, "2nd floor" and "1 year advance"', () => {
    const repost = {
      title: '🔥 3BR EXECUTIVE APT SPUR RD 🔥', address: 'Flat 2, No.45 Spur Rd, Wilberforce',
      description: '🏢 Executive 3 bedroom apartment, all rooms en-suite, 2nd floor\n🛋️ Large parlour + balcony over the valley\n'
        + '🍳 Fitted kitchen with cabinets\n⚡ 24hr light (estate generator)\n💧 Borehole water\n🛡️ Secure compound, guard, parking for 2 cars\n'
        + '💵 $1,200/month, 1 year advance\n☎️ 088 220 911',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('leaves alone the other agent\'s listing of flat 3 of the house, in the same words', () => {
    const next = { ...flat, address: 'Flat 3, 45 Spur Road, Wilberforce, Freetown', description: flat.description.replace('076 880 412', '079 301 226') };
    expect(flagged(next, flat)).toBe(false);
  });

  it('leaves alone another block\'s big flat on the road, in an agency\'s stock words', () => {
    const other = {
      title: 'Big 3 Bedroom Flat, Spur Road', address: '12 Spur Road, Wilberforce, Freetown',
      description: 'Big 3 bedroom flat, every room en-suite, ground floor with a garden. Parlour and a fitted kitchen. 24hr power from a '
        + 'generator and water from a borehole. Secure compound with a guard and parking. $1,300 per month, one year advance. Call 079 301 226.',
    };
    expect(flagged(other, flat)).toBe(false);
  });
});

describe('duplicate_listing tells one building\'s rooms apart by their toilet and their view', () => {
  const room = (what: string, phone: string) => ({
    title: 'Room for Rent, Sunrise Lodge, Bo',
    address: 'Sunrise Lodge, Kenema Highway, Bo',
    description: `${what} Sunrise Lodge rooms for long-stay guests: each with a fan, a mosquito net and a reading table. The compound has `
      + `solar light, a borehole and a night guard. Monthly rates, invoices given. Contact ${phone}.`,
  });

  it.each([
    ['a room with its own toilet and one whose toilet is shared', 'Single room with its own toilet.', 'Single room, the toilet is shared with the next room.'],
    ['a self-contained room and one with a shared bathroom', 'Self-contained room.', 'Room with a shared bathroom.'],
    ['a sea-view room and a garden-view room', 'Double room with a sea view.', 'Double room with a garden view.'],
  ])('leaves alone %s, let by two agents', (_what, a, b) => {
    expect(flagged(room(b, '078 233 910'), room(a, '076 410 227'))).toBe(false);
  });

  it('still finds a repost of the self-contained room that says "toilet and shower inside"', () => {
    expect(flagged(room('Room with toilet and shower inside.', '088 301 772'), room('Self-contained room.', '076 410 227'))).toBe(true);
  });

  it('still finds a repost that adds "sea view" to a room that names no view', () => {
    expect(flagged(room('Double room with a sea view.', '088 301 772'), room('Double room.', '076 410 227'))).toBe(true);
  });
});

// The class of the fourth writer's disguised reposts (dup-281..320): every sentence rewritten, in Krio, text-speak,
// a bullet list or padded with sales talk, the address as a landmark and a town. The facts and the place survive
// (the price is the scammer's to change); honest neighbours share some facts but not all, or name another landmark.
describe('duplicate_listing reads the facts a full rewrite keeps', () => {
  const flat = {
    title: 'Two Bedroom Flat for Rent, Calaba Town',
    address: '7 Robis Road, Calaba Town',
    description: 'Two bedroom flat on the first floor with a sitting room, one toilet and bath inside and a kitchen. '
      + 'Borehole water with a tank, EDSA prepaid meter and POP ceiling. Fenced compound with a gate, near the Calaba Town mosque. '
      + 'NLe 1,600 a month, one year advance. Call 076 201 338.',
  };

  it('finds the whole ad put into Krio with no sentence in common', () => {
    const krio = {
      title: 'Flat fo Rent na Calaba Town',
      address: 'Robis Road, Calaba Town',
      description: 'Tu bedrum flat na di first floor wit sitin rum, wan toilet en bath insay di os en kichin. Borehole wata wit tank, '
        + 'EDSA prepaid meter en POP siling. Di compound get fens wit gate, nia di Calaba Town mosque. NLe 1,600 fo wan mont, wan ia advans. Kol 079 118 240.',
    };
    expect(flagged(krio, flat)).toBe(true);
  });

  it('finds a one-line text-speak repost with the landmark as the address', () => {
    const speak = {
      title: 'flat 4 rent calaba twn',
      address: 'near the mosque, Calaba Town',
      description: '2bed flat 1st flr, sittin rm, toilet/bath inside, kitchn, borehole + tank, EDSA prepaid, POP, fenced w gate. nr mosque. 1600/mth 1yr. call 099 310 452',
    };
    expect(flagged(speak, flat)).toBe(true);
  });

  it('finds a bullet-list repost with sales talk around it and the price lowered a little', () => {
    const bullets = {
      title: 'HOT DEAL!!! Flat in Calaba Town',
      address: 'Robis Rd, Calaba Town',
      description: 'Looking for a place? Your search ends here!\n- 2 bedrooms, sitting room\n- Toilet and bath inside, kitchen\n- First floor\n'
        + '- Borehole and tank\n- EDSA prepaid meter, POP ceiling\n- Fenced with gate\n- Near the Calaba Town mosque\nOnly NLe 1,400 a month, one year advance. '
        + 'Serious people only, it will go fast. Call 075 220 981.',
    };
    expect(flagged(bullets, flat)).toBe(true);
  });

  it('still finds it when the repost adds a flat number the original never gave', () => {
    const dressed = {
      title: 'Flat 5 for Rent, Calaba Town',
      address: 'Flat 5, Robis Road, Calaba Town',
      description: 'Nice two bedroom flat, first floor, sitting room, kitchen, toilet and bath inside. Tank and borehole, EDSA prepaid meter, '
        + 'POP ceiling. Gated and fenced compound close to the Calaba Town mosque. NLe 1,500 monthly, 1 year advance. Call 072 640 115.',
    };
    expect(flagged(dressed, flat)).toBe(true);
  });

  const neighbour = (description: string, address = 'Robis Road, Calaba Town') => ({ title: 'Flat for Rent, Calaba Town', address, description });

  // Another lister's flat on the road, in that lister's own words, with much the same facts.
  const ownWords = (landmark: string, price: string) => 'Spacious flat to let: 2 bedrooms and a parlour, kitchen, inside toilet with bath. '
    + `First floor. We have a borehole and a tank, EDSA with prepaid meter, POP ceiling throughout. The compound is fenced and gated, ${landmark}. `
    + `${price}, one year advance. Contact 078 300 412.`;

  // The price counts neither for nor against: a bait repost cuts it, an agent who relists raises it, and the wording,
  // the facts and the landmark are the original's (this used to be left alone as a neighbour at another price).
  it('finds the rewrite at another price, higher or lower, or with none', () => {
    for (const price of ['NLe 2,400 a month', 'NLe 900 a month', 'US$45 a month', 'NLe 12,000 a year', 'Price on request']) {
      expect(flagged(neighbour(ownWords('near the Calaba Town mosque', price)), flat)).toBe(true);
    }
  });

  it('leaves alone a flat on the same road at the same price near another landmark', () => {
    expect(flagged(neighbour(ownWords('behind the Calaba Town health centre', 'NLe 1,600 a month')), flat)).toBe(false);
  });

  it('still flags that same wording when the landmark and price are the original\'s (the facts, place and price agree)', () => {
    expect(flagged(neighbour(ownWords('near the Calaba Town mosque', 'NLe 1,600 a month')), flat)).toBe(true);
  });

  it('leaves alone a flat in the same town at the same price sharing only the common facts', () => {
    const other = neighbour('Two bedroom flat with a parlour, kitchen and toilet. Well water and EDSA light, tiled floors and a balcony. Own veranda. '
      + 'NLe 1,600 a month, one year advance. Call 078 300 412.', 'Allen Town Road, Calaba Town');
    expect(flagged(other, flat)).toBe(false);
  });

  it('leaves alone the same landlord\'s three-bedroom flat in the same words', () => {
    const other = neighbour(flat.description.replace('Two bedroom', 'Three bedroom').replace('1,600', '1,700'));
    expect(flagged(other, flat)).toBe(false);
  });

  it('finds the rewrite with its price in dollars, in old leones or by the year', () => {
    for (const price of ['US$70 a month', 'Le 1,600,000 a month', 'NLe 19,200 a year']) {
      expect(flagged(neighbour(ownWords('near the Calaba Town mosque', price)), flat)).toBe(true);
    }
  });

  it('leaves alone two numbered flats of one block with the same facts and rent', () => {
    const block = (n: number, phone: string) => ({
      title: `Flat ${n}, Robis Court`, address: `Flat ${n}, Robis Court, 7 Robis Road, Calaba Town`,
      description: `Flat ${n}: two bedrooms, sitting room, toilet and bath inside, kitchen. Borehole and tank, EDSA prepaid meter, POP ceiling. `
        + `Fenced with a gate, near the Calaba Town mosque. NLe 1,600 a month, one year advance. Call ${phone}.`,
    });
    expect(flagged(block(2, '078 300 412'), block(3, '076 554 210'))).toBe(false);
  });
});

// The seventh writer's classes of repost (dup-321..360): a full paraphrase that keeps every fact, an ad cut to three
// WhatsApp lines, a shop placed only by a landmark, a land ad in the first person, an agency's copy that names the
// town and the road the other way round. Written here in other words, towns and prices.
describe('duplicate_listing finds full paraphrases by their facts (seventh round)', () => {
  const house = {
    title: 'Five Bedroom House for Sale, Kenema',
    address: 'Off Hangha Road, Nyandeyama, Kenema',
    description: 'Five bedroom block house on one and a half town lots, conveyance registered and survey plan ready. Three bedrooms '
      + 'self-contained, a wide parlour, dining area, kitchen inside and a store. New zinc, ceiling and tiles in every room. Borehole in the '
      + 'compound, block fence and a metal gate. Asking NLe 1,150,000, negotiable. Call 076 440 918.',
  };

  it('finds the house rewritten sentence by sentence, "self-contained" said as "own toilet and shower"', () => {
    const paraphrase = {
      title: 'Big House on Sale in Nyandeyama',
      address: 'Hangha Road, Kenema',
      description: 'On sale: a 5 bedroom house built with blocks, sitting on 1.5 town lots. The conveyance is registered and the survey plan is '
        + 'there. Three of the rooms have their own toilet and shower. You get a big sitting room, a place to dine, the kitchen inside and a '
        + 'storeroom. Roof is new zinc, all ceiled and tiled. There is a borehole, the compound is walled with a metal gate. '
        + 'NLe 1,100,000 and we can talk. Phone 099 207 315.',
    };
    expect(flagged(paraphrase, house)).toBe(true);
  });

  it('leaves alone the next house of the layout on half a lot, in the same words and at the same price', () => {
    const next = { ...house, description: house.description.replace('one and a half town lots', 'half a town lot').replace('Call 076 440 918', 'Call 078 615 330') };
    expect(flagged(next, house)).toBe(false);
  });

  const bungalow = {
    title: 'Two Bedroom Bungalow to Let, Lunsar',
    address: 'Makump Road, Lunsar',
    description: 'Two bedroom bungalow on Makump Road, Lunsar, near the Baptist Eye Hospital. Master bedroom self-contained, the second uses the '
      + 'bathroom by the corridor. Parlour, kitchen and a store. Fenced compound with a gate; well water and EDSA with a prepaid meter. '
      + 'NLe 1,900 a month, one year in advance. Call 078 309 441.',
  };

  it('finds the bungalow cut to three WhatsApp lines with the price written after the figure', () => {
    const lines = {
      title: 'Bungalow Lunsar 2bed',
      address: 'Makump Road, Lunsar',
      description: '2bed bungalow Makump Rd Lunsar, master s/c, fenced w gate\nwell + EDSA prepaid, nr eye hospital\n1,900 NLe monthly x 12. WA 033 804 126',
    };
    expect(flagged(lines, bungalow)).toBe(true);
  });

  it('finds the three lines at another rent too (the price is no fact of the house)', () => {
    const raised = {
      title: 'Bungalow Lunsar 2bed',
      address: 'Makump Road, Lunsar',
      description: '2bed bungalow Makump Rd Lunsar, master s/c, fenced w gate\nwell + EDSA prepaid, nr eye hospital\n3,000 NLe monthly x 12. WA 033 804 126',
    };
    expect(flagged(raised, bungalow)).toBe(true);
  });

  it('leaves alone three lines for another bungalow on the road, near another landmark', () => {
    const other = {
      title: 'Bungalow Lunsar 2bed',
      address: 'Makump Road, Lunsar',
      description: '2bed bungalow Makump Rd Lunsar, master s/c, fenced w gate\nwell + EDSA prepaid, behind the Catholic mission\n3,000 NLe monthly x 12. WA 033 804 126',
    };
    expect(flagged(other, bungalow)).toBe(false);
  });

  const shop = {
    title: 'Lock-up Shop for Rent, Segbwema',
    address: 'Gbanja Street, Segbwema',
    description: 'Lock-up shop on Gbanja Street at Segbwema, 3 by 4 metres, with a roller shutter and a small store room at the back. Plenty of '
      + 'people pass from the lorry park. EDSA meter of its own. Good for a pharmacy, a boutique or a barbing salon. NLe 1,200 a month, '
      + 'one year advance. Call 076 551 902.',
  };

  it('finds the shop placed only by a landmark, its sentences shortened', () => {
    const landmark = {
      title: 'Shop Available Segbwema Lorry Park',
      address: 'Opposite Segbwema lorry park',
      description: 'Shop facing the lorry park, many people passing all day. Size 3x4 metres, roller shutter, store behind. Own EDSA meter. '
        + 'Fine for pharmacy, boutique or barbing salon. NLe 1,200 per month, 1 year advance. Call 088 716 203.',
    };
    expect(flagged(landmark, shop)).toBe(true);
  });

  it('leaves alone the shop beside it of another size at the same rent, in the same words', () => {
    const beside = { ...shop, description: shop.description.replace('3 by 4 metres', '5 by 6 metres').replace('076 551 902', '079 330 184') };
    expect(flagged(beside, shop)).toBe(false);
  });

  const land = {
    title: 'Land for Sale, Kerry Town',
    address: 'Kerry Town, Peninsula Highway',
    description: 'Three town lots for sale at Kerry Town, 300 metres off the highway on a good road. Fenced with a block wall on two sides, '
      + 'level and dry, with a foundation laid for a three-bedroom house. Survey plan and conveyance registered with the Lands Ministry. '
      + 'NLe 310,000. Call 076 220 581.',
  };

  it('finds the land ad paraphrased in the first person with the address cut to the town', () => {
    const mine = {
      title: 'Fenced Plot With Foundation - Kerry Town',
      address: 'Kerry Town, off the highway',
      description: 'I am selling my land at Kerry Town, 3 town lots in all. You leave the highway and drive 300 metres on a good road. Two '
        + 'sides already have a block fence, the ground is flat and never floods, and a foundation is there for a 3 bedroom house. '
        + 'Papers: survey plan and a registered conveyance. I want NLe 300,000. Call me on 034 771 290.',
    };
    expect(flagged(mine, land)).toBe(true);
  });

  it('leaves alone the neighbouring plot of one lot with the same wall, papers and foundation', () => {
    const plot = { ...land, title: 'Plot for Sale, Kerry Town', description: land.description.replace('Three town lots', 'One town lot').replace('076 220 581', '078 902 117') };
    expect(flagged(plot, land)).toBe(false);
  });

  it('finds an agency\'s copy that names the road and the village the other way round', () => {
    const owner = {
      title: 'Three Bedroom House near the Beach, Tokeh',
      address: 'Tokeh Village, Peninsula Road',
      description: 'Three bedroom house at Tokeh Village, a few minutes on foot to the beach. All three bedrooms self-contained, parlour and '
        + 'kitchen, a veranda facing the sea. Well with a pump and an overhead tank, EDSA and a small generator. Fenced, with a watchman. '
        + 'NLe 6,500 a month, one year advance. Landlord: 076 330 218.',
    };
    const agency = {
      title: 'Seaside House to Let - Tokeh (Agency)',
      address: 'Peninsula Road, Tokeh',
      description: 'LET THROUGH OUR OFFICE: three bedroom house in Tokeh Village, short walk to the beach, all rooms self-contained, parlour and '
        + 'kitchen, veranda with sea view. Well, pump and overhead tank, EDSA and small generator, fenced with watchman. NLe 6,500 monthly, '
        + '1 year advance. Agency fee 10 % on signing. Call Coastline Realty 099 410 227.',
    };
    expect(shareIndexKey(textIndexKeys(agency), textIndexKeys(owner))).toBe(true);
    expect(flagged(agency, owner)).toBe(true);
  });

  it('leaves alone two agents letting two flats of one building at the same rent, on other floors', () => {
    const flat = (floor: string, agent: string, phone: string) => ({
      title: `Two Bedroom Flat, Bo (${agent})`,
      address: 'Dambara Road, Bo',
      description: `${agent} has a two bedroom flat on the ${floor} floor of a new block on Dambara Road, Bo. Both bedrooms self-contained, `
        + 'parlour, kitchen inside and a store. Borehole with a tank, EDSA prepaid meter, tiles and POP ceiling. Fenced with a gate and a '
        + `watchman. NLe 2,300 a month, one year advance. Call ${phone}.`,
    });
    expect(flagged(flat('first', 'Kpana Homes', '076 118 430'), flat('second', 'Bo City Realty', '078 552 019'))).toBe(false);
  });

  it('finds a rewrite that spells out every number, the rent too', () => {
    const original = {
      title: '3 Bedroom Flat for Rent, Moyamba',
      address: 'Kori Road, Moyamba',
      description: '3 bedroom flat on Kori Road, Moyamba, 2 bedrooms self-contained. 1 parlour, 1 kitchen inside and 1 store. Well with a pump '
        + 'and a 2,000 litre tank, EDSA prepaid meter. Fenced compound, gate closed at 11 pm. NLe 1,750 a month, 1 year advance. Call 076 903 118.',
    };
    const words = {
      title: 'Flat To Let Moyamba Town',
      address: 'Kori Rd, Moyamba',
      description: 'A flat of three bedrooms at Kori Road, two of them with their own toilet and bath. There is one parlour, the kitchen is inside, '
        + 'plus one store. Water comes from a well with a pump into a tank of two thousand litres; EDSA light on a prepaid meter. The compound '
        + 'is fenced and the gate is shut at eleven at night. One thousand seven hundred and fifty leones monthly, rent for one year. '
        + 'Call zero seven eight, four four one, two nine zero.',
    };
    expect(flagged(words, original)).toBe(true);
  });

  it('finds a rewrite that gives the rent only in its title, in dollars', () => {
    const original = {
      title: 'Two Bedroom Flat, Kissy Mess Mess',
      address: 'Mess Mess Road, Kissy',
      description: 'Two bedroom flat upstairs on Mess Mess Road, Kissy. Master bedroom self-contained, parlour, kitchen and a store. Tap water and a '
        + 'tank, EDSA prepaid meter, tiled floors, POP ceiling. Fenced with a gate. NLe 1,850 a month, one year advance. Call 076 512 300.',
    };
    const titled = {
      title: 'Flat 2bed Kissy - $80/month',
      address: 'Mess Mess Rd, Kissy',
      description: 'Upstairs flat, 2 bedrooms (master s/c), parlour, kitchen, store room. Tap + tank, EDSA prepaid, tiles, POP. Fenced, gated. '
        + '1 yr advance. WhatsApp 088 640 219.',
    };
    expect(flagged(titled, original)).toBe(true);
  });

  it('does not key two villages on one road as one place', () => {
    const keys = (address: string) => textIndexKeys({ title: 'House', address, description: 'A house.' });
    expect(shareIndexKey(keys('Tokeh Village, Peninsula Road'), keys('Sussex Village, Peninsula Road'))).toBe(true); // the road's key
    expect(isDuplicateText(
      { title: 'Three Bedroom House, Tokeh', address: 'Tokeh Village, Peninsula Road', description: 'Three bedroom house near the beach, parlour and kitchen. NLe 6,500 a month. Call 076 330 218.' },
      { title: 'Three Bedroom House, Sussex', address: 'Sussex Village, Peninsula Road', description: 'Three bedroom house near the church, parlour and veranda. NLe 4,000 a month. Call 078 113 902.' },
    ).duplicate).toBe(false);
  });
});

// The price counts neither for nor against a repost (issue 30: a repost has a new title or price): the facts decide,
// at a place both addresses name. Where the place comes only from a description's "landmark" (a builder's name after
// "by", "behind a metal gate"), two towns' listings would share it; the addresses must share a word.
describe('duplicate_listing judges the facts without the price, at a place both addresses name', () => {
  const house = {
    title: 'Three Bedroom House for Sale, Port Loko',
    address: 'Lungi Road, Port Loko',
    description: 'Three bedroom house on Lungi Road, Port Loko, behind the Baptist church. Master bedroom self-contained, a parlour, dining '
      + 'room, kitchen and a store. On one town lot with a block fence and an iron gate. Borehole with an overhead tank, solar panels and '
      + 'EDSA. Conveyance and survey plan ready. NLe 600,000, negotiable. Call 076 318 420.',
  };

  it('finds an urgent-sale rewrite at a price cut by two fifths, placed by the landmark and the town', () => {
    const urgent = {
      title: 'URGENT SALE - Owner Leaving the Country',
      address: 'Behind Baptist Church, Port Loko',
      description: 'My brother travels to America next month and the house must go this week, that is why it is cheap. Three bedrooms '
        + '(the master has its own toilet and bath), sitting room, dining, kitchen and storeroom. One town lot, walled with a block fence, '
        + 'iron gate. Bore hole and overhead tank, solar and EDSA light. Papers: conveyance and survey plan. Last price NLe 360,000. '
        + 'Call 099 402 117.',
    };
    expect(flagged(urgent, house)).toBe(true);
  });

  it('leaves alone the same builder\'s house in another town, in the same words and at the same price', () => {
    const builder = (town: string, road: string, phone: string) => ({
      title: `New Three Bedroom House, ${town}`,
      address: `${road}, ${town}`,
      description: `New three bedroom house built by Lion Mountain Homes in ${town}. Master bedroom self-contained, parlour, dining, kitchen `
        + 'and store. One town lot, block fence and iron gate. Borehole with overhead tank, solar panels and EDSA. Conveyance and survey '
        + `plan ready. NLe 550,000. Call ${phone}.`,
    });
    expect(flagged(builder('Lunsar', 'Makump Road', '076 220 914'), builder('Waterloo', 'Lumpa Road', '078 330 615'))).toBe(false);
  });

  it('leaves alone a house in another town with the same fittings behind "a metal gate", no price given', () => {
    const fittings = (town: string, road: string) => ({
      title: `Family House to Let, ${town}`,
      address: `${road}, ${town}`,
      description: `Family house in ${town}: three bedrooms, parlour, kitchen, store and a veranda. Paved compound with parking behind a `
        + 'metal gate. Borehole and overhead tank, generator and EDSA prepaid meter. Tiles and POP ceiling. Price on request.',
    });
    expect(flagged(fittings('Kenema', 'Hangha Road'), fittings('Bo', 'Dambara Road'))).toBe(false);
  });
});

// A paraphrase names things by other words ("cash power" for the prepaid meter, "WC", "BQ", "carport", plurals), and
// a short ad (a shop, a plot) states few facts: 5 in common are enough when they are nearly all that either states.
describe('duplicate_listing reads the facts under other names and in short ads', () => {
  const house = {
    title: 'Four Bedroom House to Let, Goderich',
    address: 'Sierra Leone Road, Goderich',
    description: 'Four bedroom house at Goderich, near the fishing wharf. Two toilets, a parlour and a kitchen. Prepaid meter and a water tank. '
      + 'Boys quarters at the back, a car park and a veranda. Burglar proof on every window. NLe 4,000 a month. Call 076 510 228.',
  };

  it('finds a rewrite that calls the meter "cash power", the toilets "WC" and the car park a carport', () => {
    const other = {
      title: 'Nice House Goderich Wharf Side',
      address: 'Goderich, Sierra Leone Rd',
      description: 'Come and see this 4 bedroom home by the fishing wharf! 2 WC, sitting room, kitchenette. Cash power for light, polytanks '
        + 'for water. BQ behind, carport, verandah in front. Burglar bars everywhere. NLe 3,000 monthly. WhatsApp 088 421 907.',
    };
    expect(flagged(other, house)).toBe(true);
  });

  it('leaves alone a house on that road with a pool, a garden and AC that the other lacks', () => {
    const other = {
      title: 'Four Bedroom Villa, Goderich',
      address: 'Sierra Leone Road, Goderich',
      description: 'Four bedroom villa with a swimming pool and a garden, near the fishing wharf. Two toilets, a parlour and a kitchen, AC in '
        + 'each room, wifi. Prepaid meter. NLe 9,000 a month. Call 078 220 635.',
    };
    expect(flagged(other, house)).toBe(false);
  });

  const shop = {
    title: 'Shop to Let, Kenema',
    address: 'Dama Road, Kenema',
    description: 'Lock-up shop on Dama Road, Kenema, facing the central mosque. Roller shutter, shelves and a store room. Good for a pharmacy. '
      + 'NLe 1,500 a month. Call 076 880 302.',
  };

  it('finds the shop reworded in a few lines, its price raised', () => {
    const lines = {
      title: 'Business space Kenema',
      address: 'Opposite Central Mosque, Kenema',
      description: 'Space for chemist business right by the central mosque. Shutter door, shelving, storage at the back. '
        + 'Only NLe 2,000 monthly. WhatsApp 099 301 552.',
    };
    expect(flagged(lines, shop)).toBe(true);
  });

  it('leaves alone a bigger shop by the same mosque that states more than the few facts they share', () => {
    const other = {
      title: 'Pharmacy Shop, Kenema',
      address: 'Dama Road, Kenema',
      description: 'Shop by the central mosque with a glass front, shutter, shelves and a store; tiled, AC and its own toilet. Was a pharmacy. '
        + 'NLe 1,500 a month. Call 079 332 118.',
    };
    expect(flagged(other, shop)).toBe(false);
  });
});

// Whether the unit has a thing of its own or shares it ("its own meter" / "a shared meter", "own kitchen" / "the
// kitchen is shared") tells one compound's rooms apart, as two caretakers list them in the same words.
describe('duplicate_listing reads what a unit has of its own or shares', () => {
  const room = (meter: string, kitchen: string, phone: string) => ({
    title: 'Room and Parlour, Wellington',
    address: 'Kamara Street, Wellington',
    description: `Room and parlour in a family compound on Kamara Street, Wellington. Tiled, ceiling fan, ${meter}, ${kitchen}. Tap in the `
      + `yard. NLe 700 a month, one year advance. Call ${phone}.`,
  });

  it('leaves alone the next room of the compound with a shared meter and kitchen where this one has its own', () => {
    expect(flagged(room('a shared meter', 'the kitchen is shared', '078 301 447'), room('its own prepaid meter', 'own kitchen', '076 229 180'))).toBe(false);
  });

  it('still finds a copy that says it the same way, or says nothing of the meter', () => {
    expect(flagged(room('own meter', 'own kitchen', '088 410 226'), room('its own prepaid meter', 'own kitchen', '076 229 180'))).toBe(true);
    expect(flagged(room('a fan', 'a kitchen', '088 410 226'), room('its own prepaid meter', 'own kitchen', '076 229 180'))).toBe(true);
  });
});

// Lots read by one pattern (listing-facts.ts LOTS) in both the facts rule and the facts that tell two units apart:
// a bare "two lots" / "half a lot" is a size either way.
describe('duplicate_listing reads lots by one pattern', () => {
  const land = (lots: string, phone: string) => ({
    title: 'Land for Sale, Songo',
    address: 'Songo Village, Masiaka Highway',
    description: `${lots} of dry land at Songo, beside the Songo primary school, five minutes off the highway. Survey plan ready, the family `
      + `sells with the chief's consent. Good for a house or a farm store. Call ${phone}.`,
  });

  it('leaves alone the family\'s other piece of two lots in the same words, where this one is half a lot', () => {
    expect(flagged(land('Two lots', '076 441 902'), land('Half a lot', '078 300 115'))).toBe(false);
  });

  it('still finds the copy that writes one and a half lots as 1.5 lots', () => {
    expect(flagged(land('1.5 lots', '088 771 204'), land('One and a half lots', '078 300 115'))).toBe(true);
  });
});

// Krio written by sound names the rooms, fittings and landmarks in its own spelling ("bafrum", "kompawnd", "jenereta",
// "mita", "maket"): read as the English words, a whole ad put into Krio keeps its facts and its landmark.
// Amounts compared as amounts (duplicate-facts.ts): a repost converts feet to metres, acres to hectares and dollars to
// leones; one unit's figures must be equal, other units' within a conversion's rounding.
describe('duplicate_listing compares sizes, areas and rents across units', () => {
  it('takes a converted amount for the same one and a different figure in one unit for another', () => {
    expect(sameAmount('40x60ft', '12x18m')).toBe(true);
    expect(sameAmount('10acre', '4ha')).toBe(true);
    expect(sameAmount('2000sqft', '185m2')).toBe(true);
    expect(sameAmount('1200usd', '27500sle')).toBe(true);
    expect(sameAmount('50x70ft', '50x75ft')).toBe(false);
    expect(sameAmount('40x60ft', '10x15m')).toBe(false);
    expect(sameAmount('1200usd', '20000sle')).toBe(false);
    expect(sameAmount('900sle', '950sle')).toBe(false);
    // A size given without a unit matches only the same figures.
    expect(sameAmount('10x14', '14x10ft')).toBe(true);
    expect(sameAmount('10x14', '3x4m')).toBe(false);
  });

  const yard = {
    title: 'Storage Yard with Shed, Kissy Dockyard',
    address: '3 Dock Road, Kissy, Freetown',
    description: 'Fenced yard with a covered shed 60 ft by 40 ft, a 16 ft roof and a 12 ft steel gate for trucks. Small office and a toilet by '
      + 'the gate, EDSA meter, a watchman at night. Good for timber or zinc. USD 900 a month, one year ahead. Call 076 402 118.',
  };

  it('finds the yard with its sizes given in metres and its sentences rebuilt', () => {
    const repost = {
      title: 'Shed + Yard to Rent, Kissy',
      address: 'Dock Road, Kissy',
      description: 'Trucks enter by a steel gate of about 3.7 m. Shed roughly 18 m x 12 m, roof 5 m high. Office and toilet near the gate, '
        + 'fence all round, night watchman, EDSA. USD 900 monthly. Phone 099 214 660.',
    };
    expect(flagged(repost, yard)).toBe(true);
  });

  it('leaves alone the smaller shed of the same yard company, its size in metres another', () => {
    const other = {
      title: 'Shed + Yard to Rent, Kissy',
      address: 'Dock Road, Kissy',
      description: 'Trucks enter by a steel gate of about 3.7 m. Shed roughly 10 m x 8 m, roof 5 m high. Office and toilet near the gate, '
        + 'fence all round, night watchman, EDSA. USD 900 monthly. Phone 099 214 660.',
    };
    expect(flagged(other, yard)).toBe(false);
  });

  const farm = {
    title: 'Farmland for Lease, Mile 91',
    address: 'Magburaka Highway, Mile 91',
    description: 'Ten acres of flat farmland two miles from Mile 91 junction, cleared last season, with a swamp corner for rice and a hand dug well. '
      + 'Lease papers from the family and the town chief. NLe 60,000 for five years. Call 078 615 204.',
  };

  it('finds the farm given in hectares', () => {
    expect(isDuplicateText({ ...farm, description: farm.description.replace('Ten acres', 'About 4 hectares') }, farm).duplicate).toBe(true);
  });

  it('leaves alone the family\'s smaller field in the same words, in hectares or in acres', () => {
    expect(isDuplicateText({ ...farm, description: farm.description.replace('Ten acres', 'Two hectares') }, farm).duplicate).toBe(false);
    expect(isDuplicateText({ ...farm, description: farm.description.replace('Ten acres', 'Four acres') }, farm).duplicate).toBe(false);
  });

  it('does not read "three phase power" as an estate\'s phase, and still tells phase 2 from phase 3', () => {
    const store = { ...yard, description: yard.description.replace('EDSA meter', 'three phase EDSA meter') };
    expect(isDuplicateText({ ...store, description: store.description.replace('three phase EDSA meter', 'three phase power') }, store).duplicate).toBe(true);
    const plot = { title: 'Plot, Phase 2', address: 'Regent Estate', description: 'Half town lot in phase 2 of the estate, road and EDSA pole at the corner, conveyance ready. NLe 90,000.' };
    expect(isDuplicateText({ ...plot, title: 'Plot, Phase 3', description: plot.description.replace('phase 2', 'phase 3') }, plot).duplicate).toBe(false);
  });

  const land = {
    title: 'Two Town Lots for Sale, Lumpa',
    address: 'Lumpa, Waterloo',
    description: 'Two town lots of flat dry land at Lumpa, ten minutes from the Waterloo junction. Conveyance and survey plan ready, '
      + 'fenced on three sides with a gate. Motorable road to the land. NLe 95,000 for both. Call 076 204 118.',
  };
  const plot = {
    title: 'Land for Sale Lumpa Waterloo',
    address: 'Lumpa village, Waterloo',
    description: 'Plot of 70 by 100 ft, flat and dry. Papers: conveyance + survey. Fence on 3 sides, gate. Tarred road access. Asking NLe 95,000. '
      + 'WhatsApp 099 601 552.',
  };

  it('finds land sold as two town lots reposted by its sides in feet (a town lot is 50 by 70 ft)', () => {
    expect(isDuplicateText(plot, land).duplicate).toBe(true);
  });

  it('leaves alone a plot of one town lot by its sides, beside the two lots in the same words', () => {
    expect(isDuplicateText({ ...plot, description: plot.description.replace('70 by 100 ft', '50 by 70 ft') }, land).duplicate).toBe(false);
  });
});

// A study one lister calls a study and another a bedroom; the facts read from the title and the address as well as
// the description; a repost cut to a line judged by its own facts (listing-facts.ts cutDown).
describe('duplicate_listing reads the facts wherever a repost moved them', () => {
  const flat = {
    title: '3 Bedroom + Study Flat, Wilkinson Road',
    address: 'Flat 4A, Palm Court, Wilkinson Road, Freetown',
    description: 'Flat 4A at Palm Court, fourth floor, with a view of the sea over Lumley. Three bedrooms, one en suite, and a study, a fitted '
      + 'kitchen, a parlour with a balcony. Lift, standby generator and a guard at the gate. USD 1,300 a month, one year. Call 076 338 201.',
  };

  it('finds the flat listed by another agency as four bedrooms, the study counted as one', () => {
    const repost = {
      title: '4 Bedroom Apartment, Palm Court',
      address: 'Palm Court, 4th floor, Wilkinson Rd',
      description: 'Four bedroom apartment (1 en suite) on the 4th floor of Palm Court, sea view towards Lumley. Fitted kitchen, parlour and '
        + 'balcony. Lift, generator, security. USD 1,450 a month, 1 year. Call Harbour Homes 099 520 447.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('leaves alone a 2 bedroom + study and a 3 bedroom + study of one template', () => {
    const smaller = { ...flat, title: '2 Bedroom + Study Flat, Wilkinson Road', description: flat.description.replace('Three bedrooms', 'Two bedrooms') };
    expect(isDuplicateText(smaller, flat).duplicate).toBe(false);
  });

  it('finds the flat with its floor, rooms and view moved into the address and the description cut to the rent', () => {
    const repost = {
      title: 'Flat to let Palm Court',
      address: '4th floor, 3 bed + study, balcony, sea view, lift, generator, Palm Court, Wilkinson Rd',
      description: 'USD 1,300 monthly, one year. Call 030 771 594.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });

  it('still reads the house number of a street named like a room ("3 Bath Street" / "5 Bath Street")', () => {
    const house = {
      title: 'Family House to Let, Brookfields',
      address: '3 Bath Street, Brookfields',
      description: 'Two storey house with four bedrooms, a parlour, a kitchen and a yard with a borehole. EDSA on a prepaid meter. '
        + 'NLe 5,000 a month, one year in advance. Call 076 440 219.',
    };
    expect(isDuplicateText({ ...house, address: '5 Bath Street, Brookfields' }, house).duplicate).toBe(false);
  });

  it('leaves alone another floor\'s flat written the same way', () => {
    const other = {
      title: 'Flat to let Palm Court',
      address: '2nd floor, 3 bed + study, balcony, sea view, lift, generator, Palm Court, Wilkinson Rd',
      description: 'USD 1,300 monthly, one year. Call 030 771 594.',
    };
    expect(flagged(other, flat)).toBe(false);
  });

  const kiosk = {
    title: 'Kiosk for Rent at Waterloo',
    address: 'Main Motor Road, by the Waterloo lorry park',
    description: 'Kiosk on the main road beside the Waterloo lorry park, 8 ft by 6 ft, a roller shutter, shelves inside and a bench in front. Many '
      + 'passengers pass from morning to night. NLe 400 a month, six months in advance. Call 077 204 913.',
  };

  it('finds the kiosk with its size, door and rent in the title and only sales talk below', () => {
    const repost = {
      title: 'KIOSK 8x6 shutter + shelves, lorry park Waterloo, NLe 400',
      address: 'Main Motor Rd, Waterloo',
      description: 'Do not miss this!!! Money is made here every day. Serious people only, first come first served. 088 940 215.',
    };
    expect(flagged(repost, kiosk)).toBe(true);
  });

  it('leaves alone a short ad for another kiosk of that lorry park: another size, or only the rent to single it out', () => {
    const bigger = {
      title: 'KIOSK 10x8 shutter + shelves, lorry park Waterloo, NLe 400',
      address: 'Main Motor Rd, Waterloo',
      description: 'Do not miss this!!! Money is made here every day. Serious people only, first come first served. 088 940 215.',
    };
    expect(flagged(bigger, kiosk)).toBe(false);
    const unsized = { ...bigger, title: 'KIOSK shutter + shelves, lorry park Waterloo, NLe 400' };
    expect(flagged(unsized, kiosk)).toBe(false);
  });
});

// Names spelt by sound or with a slip (spelling.ts sameName): the address's place and the landmark.
describe('duplicate_listing reads a place or a landmark however a repost spells it', () => {
  it('takes a name spelt by sound or one slip away for the same name, and not another name', () => {
    expect(sameName('tokeh', 'toke')).toBe(true);
    expect(sameName('methodist', 'metodis')).toBe(true);
    expect(sameName('peninsular', 'peninsula')).toBe(true);
    expect(sameName('bo', 'mo')).toBe(false);
    expect(sameName('market', 'mosque')).toBe(false);
    expect(sameName('wellington', 'wilberforce')).toBe(false);
  });

  const house = {
    title: 'Two Bedroom House for Rent, Tokeh',
    address: 'Tokeh Village, Peninsular Road',
    description: 'Two bedroom house in Tokeh near the Methodist church. Parlour, kitchen inside, one toilet and bath. Well with a hand pump, '
      + 'a solar panel and a small generator. Fenced yard with a gate and a veranda at the front. NLe 2,600 a month, one year advance. '
      + 'Call 076 301 884.',
  };

  it('finds the house rewritten in Krio with the village and the church spelt as they are said', () => {
    const repost = {
      title: 'Os fo rent na Toke',
      address: 'Toke vilej, Peninsula rod',
      description: 'Tu bedrum os na Toke nia di Metodis choch. Palor, kichin insay, wan toilet en baf. Wel wit pump, solar en smol jenereta. '
        + 'Fens yad wit gyet, veranda na front. NLe 2,600 fo wan mont, wan ia advans. Kol 099 417 230.',
    };
    expect(isDuplicateText(repost, house).duplicate).toBe(true);
  });

  // Read in English words (krio-words.ts), this Krio ad is the original's description word for word but its landmark:
  // a copy of the description at the same address, flagged. The full-rewrite reader (sameFacts) alone, which decides
  // where the words differ, takes no house placed by another landmark for the same.
  it('takes no house of that village placed by another landmark for the same by its facts', () => {
    const other = {
      title: 'Os fo rent na Toke',
      address: 'Toke vilej, Peninsula rod',
      description: 'Tu bedrum os na Toke nia di polis stesin. Palor, kichin insay, wan toilet en baf. Wel wit pump, solar en smol jenereta. '
        + 'Fens yad wit gyet, veranda na front. NLe 2,600 fo wan mont, wan ia advans. Kol 099 417 230.',
    };
    expect(sameFacts(plainListing(other), plainListing(house), 1)).toBe(false);
    expect(sameFacts(plainListing({ ...other, description: other.description.replace('polis stesin', 'Metodis choch') }), plainListing(house), 1)).toBe(true);
  });

  const flat = {
    title: 'Two Bedroom Flat, Makama Road',
    address: '9 Makama Road, Freetown',
    description: 'Upstairs flat at 9 Makama Road. Two bedrooms, one self-contained, a parlour, a kitchen and a store. Tap in the yard, a '
      + '500 litre tank and a prepaid meter for the flat alone. NLe 3,200 a month, one year in advance. Call 078 603 115.',
  };

  it('finds a flat whose road is written in two words ("Ma Kama Rd" for Makama Road)', () => {
    const repost = {
      title: '2 Bed Upstairs Flat (1 self contain)',
      address: 'Ma Kama Rd, East End',
      description: 'Parlour, kitchen, store room. Yard tap, tank, own prepaid meter. NLe 3,200 monthly, 1 yr. Call 099 208 741.',
    };
    expect(isDuplicateText(repost, flat).duplicate).toBe(true);
  });

  it('leaves alone the same words on another road whose short word joins into another name', () => {
    const other = {
      title: '2 Bed Upstairs Flat (1 self contain)',
      address: 'Pa Santigie St, East End',
      description: 'Parlour, kitchen, store room. Yard tap, tank, own prepaid meter. NLe 3,200 monthly, 1 yr. Call 099 208 741.',
    };
    expect(isDuplicateText(other, flat).duplicate).toBe(false);
  });
});

// A landmark one listing names ("by the Matotoka road") and the other mentions in passing, without "near" or "by".
describe('duplicate_listing counts a landmark the other listing names anywhere as one they share', () => {
  const farm = {
    title: 'Farmland for Sale, Tonkolili',
    address: 'Yonibana, Tonkolili District',
    description: 'Eight acres of farmland three miles from Yonibana along the Matotoka road, with the lease papers from the chiefdom council. '
      + 'Good for groundnut or cassava. NLe 80,000. Call 076 512 330.',
  };
  const repost = {
    title: 'Farm Land Tonkolili',
    address: 'Yonibana, Tonkolili',
    description: 'About 3.2 hectares, about 5 km out of Yonibana by the Matotoka road. Papers signed by the chiefdom council. NLe 80,000. '
      + 'Call 099 230 118.',
  };

  it('finds the farm in hectares and kilometres, placed by the road the original runs along', () => {
    expect(isDuplicateText(repost, farm).duplicate).toBe(true);
  });

  it('leaves alone a farm of that size placed by a road the original does not name', () => {
    const other = { ...repost, description: repost.description.replace('by the Matotoka road', 'by the Masingbi road') };
    expect(isDuplicateText(other, farm).duplicate).toBe(false);
  });
});

describe('duplicate_listing reads more Krio spelt by sound', () => {
  const flat = {
    title: 'Two Bedroom Flat for Rent, Lumley',
    address: 'Spur Loop, Lumley',
    description: 'Two bedroom flat in Lumley with a parlour, a kitchen and a bathroom inside. Tiles throughout. The compound is fenced, '
      + 'with a generator, a watchman and a prepaid meter, near the Lumley market. NLe 2,000 a month, one year advance. Call 076 402 551.',
  };

  it('finds the ad put whole into Krio spelt by sound, at a lower rent', () => {
    const krio = {
      title: 'Flat fo rent na Lumley',
      address: 'Spur Loop, Lumley',
      description: 'Tu bedrum flat na Lumley wit palor, kichen en bafrum insay. Tayls ol ples. Di kompawnd get fens, jenereta, wachman en '
        + 'prepaid mita, nia di Lumley maket. NLe 1,700 fo wan mɔnt, wan ia advans. Kol 088 310 772.',
    };
    expect(flagged(krio, flat)).toBe(true);
  });

  it('leaves alone a Krio ad for a house on that road with other fittings, near the church', () => {
    const other = {
      title: 'Os fo rent na Lumley',
      address: 'Spur Loop, Lumley',
      description: 'Tri bedrum os na Lumley wit palor en kichen. Baf ausay. Wel wata en sola. Nia di Lumley choch. NLe 2,000 fo wan mɔnt. Kol 078 552 104.',
    };
    expect(flagged(other, flat)).toBe(false);
  });
});

// The fact keys (fact-keys.ts): each place word of the address, its landmark's included, with the kind of property. A
// repost that gives the address as a landmark only and rewords every sentence shares no other key with its original.
describe('duplicate_listing finds a landmark-only rewrite by its place and kind of property', () => {
  const keysOf = (text: ListingText) => textIndexKeys(text);
  const withoutFacts = (text: ListingText) => keysOf(text).filter((k) => !FACT_BANDS.includes(k.band));
  const flat = {
    title: 'Two Bedroom Flat to Let, Bottom Mango',
    address: 'Bottom Mango, Wellington, Freetown',
    description: 'Upstairs flat of two bedrooms with a parlour, a kitchen inside and one toilet and bath. Tiled floors, a POP ceiling and '
      + 'burglar bars. Water from a borehole into an overhead tank; EDSA light on a prepaid meter. The yard is fenced with a gate and has '
      + 'a watchman at night. Five minutes from the mosque. NLe 2,300 a month, one year in advance. Call 076 114 583.',
  };

  it('finds the flat reworded and placed only by the mosque, with no other key in common', () => {
    const repost = {
      title: 'Nice Upstairs Apartment - Move In Now',
      address: 'Behind the mosque at Bottom Mango',
      description: 'You get 2 bedrooms, a sitting room and an inside kitchen, toilet/bath 1. Floor is tiles, ceiling is POP, windows have '
        + 'burglar proof. Borehole pumping to an overhead tank, prepaid EDSA meter. Gated and fenced compound, night watchman. NLe 2,000 '
        + 'monthly, 12 months upfront. WhatsApp 099 871 204.',
    };
    expect(shareIndexKey(withoutFacts(repost), withoutFacts(flat))).toBe(false);
    expect(flagged(repost, flat)).toBe(true);
  });

  it('leaves alone another agent\'s two-bedroom flat at Bottom Mango in its own words', () => {
    const other = {
      title: '2 Bedroom Flat, Bottom Mango',
      address: 'Near the mosque, Bottom Mango',
      description: 'Ground floor flat, 2 bedrooms, parlour with a balcony, kitchen outside. Toilet shared with the next flat. Well water, '
        + 'EDSA on a shared meter. NLe 1,500 a month, six months advance. Call 078 203 994.',
    };
    expect(shareIndexKey(keysOf(other), keysOf(flat))).toBe(true);
    expect(flagged(other, flat)).toBe(false);
  });

  it('keys a known place however it is spelt, and not the city every address adds', () => {
    expect(listingPlaces({ title: 'Flat', address: '31 Main Motor Rd, Congotown' })).toContain('congo');
    expect(listingPlaces({ title: 'Flat', address: 'Opposite the market, Congo Town, Freetown' })).toEqual(['congo']);
    expect(listingPlaces({ title: 'House for rent in Kabala', address: 'behind the secondary school' })).toEqual(['kabala']);
  });

  it('keys a place written with its first word apart or mistyped as the place', () => {
    expect(listingPlaces({ title: 'Flat', address: 'Off Pa Demba Rd by the junction' })).toContain('pademba');
    expect(listingPlaces({ title: 'Flat', address: '62 Pademba Road, Freetown' })).toEqual(['pademba']);
    const split = { title: '2 bed flat, own meter', address: 'Off Pa Demba Rd', description: 'Parlour, kitchen, store. NLe 3,000 monthly.' };
    const whole = { title: 'Flat to let', address: '9 Pademba Road, Freetown', description: 'Two bedroom flat with a parlour and a kitchen.' };
    expect(shareIndexKey(withoutFacts(split), withoutFacts(whole))).toBe(false);
    expect(shareIndexKey(keysOf(split), keysOf(whole))).toBe(true);
    expect(listingPlaces({ title: 'House', address: 'Hamliton village, Peninsula' })).toContain('hamilton');
    expect(listingPlaces({ title: 'House', address: 'Lunsa, near the mission' })).toContain('lunsar');
  });

  it('does not take a word two slips from a known place, or a short one, for it', () => {
    expect(listingPlaces({ title: 'Flat', address: 'Lumsay Street, Kenema' })).not.toContain('lumley');
    expect(listingPlaces({ title: 'Flat', address: 'Bi Road, Kenema' })).not.toContain('bo');
  });

  it('reads the kind of property a rewrite keeps', () => {
    expect(propertyKind({ title: 'Os fo rent', description: 'Tri bedrum os wit palor.' })).toBe('b3');
    expect(propertyKind({ title: 'House', description: 'A house with 4 bedrooms and a parlour.' })).toBe('b4');
    expect(propertyKind({ title: 'Room and parlour to let', description: 'Self-contained, tiled.' })).toBe('b1');
    expect(propertyKind({ title: 'Shop to let', description: 'Lots of people pass by the shop every day.' })).toBe('shop');
    expect(propertyKind({ title: 'Land for sale', description: 'Half a town lot with conveyance.' })).toBe('land');
  });

  it('keeps one town\'s houses and shops under different keys', () => {
    const house = { title: 'Three bedroom house', address: 'Hospital Road, Kenema', description: 'Three bedroom house with a parlour.' };
    const shop = { title: 'Shop for rent', address: 'Hospital Road, Kenema', description: 'Lock-up shop with a shutter.' };
    const facts = (t: ListingText) => keysOf(t).filter((k) => FACT_BANDS.includes(k.band)).map((k) => k.value);
    expect(facts(house).some((v) => facts(shop).includes(v))).toBe(false);
  });
});

describe('duplicate_listing: counts and amounts however they are written', () => {
  const dup = (a: ListingText, b: ListingText) => isDuplicateText(a, b).duplicate;

  it('reads a converted size with decimals as the size, and thousands with their commas', () => {
    const store = { title: 'Lock-up store to let', address: '41 Fourah Bay Road, Freetown', description: 'Store of 10 by 16 feet with a roller shutter, shelves, tiled floor and its own prepaid meter. Suits a pharmacy or a provision store. Facing the Fourah Bay mosque.' };
    const converted = { title: 'Store for rent', address: 'Fourah Bay Road mosque, Freetown', description: 'Store about 4.9 by 3 metres, roller door, shelving, tiles, own cash power. Good for a chemist or provisions. Opposite Fourah Bay mosque.' };
    expect(dup(converted, store)).toBe(true);
    const hall = { title: 'Hall for rent', address: 'Kingtom, Freetown', description: 'Event hall of 2,000 square feet with a stage, toilets, a generator, parking and a kitchen behind.' };
    const bigger = { ...hall, description: 'Event hall of 4,500 square feet with a stage, toilets, a generator, parking and a kitchen behind.' };
    expect(dup(bigger, hall)).toBe(false);
  });

  it('reads Krio counts of rooms and floors, so one caretaker\'s Krio ads of two rooms stay apart', () => {
    const one = { title: 'Rum en palo fo rent', address: 'Ginger Hall, Freetown', description: 'Wan rum en palo, kichin, toylet insai, prepaid mita, tank, tayl na di flo, fens.' };
    const two = { ...one, title: 'Rums en palo fo rent', description: 'Tu rum en palo, kichin, toylet insai, prepaid mita, tank, tayl na di flo, fens.' };
    expect(dup(two, one)).toBe(false);
    const low = { title: 'Flat fo rent', address: 'Brookfields, Freetown', description: 'Tu bedrum flat na di fos flo wit balkoni, palo, kichin, tu toylet, prepaid mita en tank.' };
    expect(dup({ ...low, description: low.description.replace('fos flo', 'tod flo') }, low)).toBe(false);
    const english = { title: '3 bedroom house to let', address: 'Old Railway Line, Brookfields', description: 'Three bedroom house with two toilets, a parlour, an inside kitchen, prepaid meter, a borehole, POP ceiling, tiled floors, fence and gate.' };
    const krio = { title: 'Os fo rent Brookfields', address: 'Old Railway Line, Brookfields', description: 'Tri bedrum os, tu toylet, palo, kichin insai, prepaid mita, borehol, POP siling, tayl, fens en gyet.' };
    expect(dup(krio, english)).toBe(true);
  });

  it('reads hundreds in words in a plot\'s sides', () => {
    const plot = { title: 'Plot for sale', address: 'Kerry Town, Freetown', description: 'Plot of 60 by 100 feet, dry land, fenced, with a survey plan and conveyance. Near the Kerry Town clinic.' };
    const worded = { title: 'Land for sale Kerry Town', address: 'Kerry Town', description: 'Sixty by a hundred feet of dry land, fence, survey plan and conveyance, by the clinic.' };
    expect(dup(worded, plot)).toBe(true);
    const smaller = { ...worded, description: 'Fifty by a hundred feet of dry land, fence, survey plan and conveyance, by the clinic.' };
    expect(dup(smaller, plot)).toBe(false);
  });
});

describe('duplicate_listing: a repost placed by the original\'s landmark only', () => {
  const house = {
    title: 'Three bedroom bungalow to let',
    address: '6 Kamara Lane, Freetown',
    description: 'Bungalow with three bedrooms, two toilets, a parlour, a kitchen inside, a store, a prepaid meter, a borehole, '
      + 'a fence with a gate and a watchman. Behind the Congo Cross bridge.',
  };

  it('finds a rewrite whose address is only the landmark the original names, with all the facts', () => {
    const repost = { title: '3 bed bungalow', address: 'Behind Congo Cross bridge', description: 'Three bedrooms, two toilets, sitting room, kitchen inside, storeroom, prepaid meter, borehole, fence, gate, watchman.' };
    expect(isDuplicateText(repost, house).duplicate).toBe(true);
  });

  it('leaves alone a neighbour by the same landmark with other fittings, and a landmark every town has', () => {
    const neighbour = { title: '3 bed bungalow', address: 'Behind Congo Cross bridge', description: 'Three bedrooms, one toilet, sitting room, outside kitchen, well, fence, gate, generator, parking.' };
    expect(isDuplicateText(neighbour, house).duplicate).toBe(false);
    const anyTown = { ...house, description: house.description.replace('the Congo Cross bridge', 'the police station') };
    const byKind = { title: '3 bed bungalow', address: 'Behind the police station', description: 'Three bedrooms, two toilets, sitting room, kitchen inside, storeroom, prepaid meter, borehole, fence, gate, watchman.' };
    expect(isDuplicateText(byKind, anyTown).duplicate).toBe(false);
  });
});

describe('duplicate_listing: fact words as Krio writes them by sound', () => {
  const flat = { title: 'Two bedroom flat to let', address: '9 Lightfoot Boston Street, Freetown', description: 'Flat with two bedrooms, a balcony, a parlour, a kitchen, glass windows, parking and a prepaid meter.' };

  it('reads "balkoni", "glas" and "pakin" as the balcony, the glass and the parking', () => {
    const krio = { title: 'Flat fo rent', address: 'Lightfoot Boston St', description: 'Tu bedrum, balkoni, palo, kichin, glas windo, pakin, prepaid mita.' };
    expect(isDuplicateText(krio, flat).duplicate).toBe(true);
  });

  it('leaves alone the next flat in Krio with other things, and does not read "show" or "Salone" as facts', () => {
    const next = { title: 'Flat fo rent', address: 'Lightfoot Boston St', description: 'Tu bedrum, palo, kichin, windo, prepaid mita, wel, fens.' };
    expect(isDuplicateText(next, flat).duplicate).toBe(false);
    const talk = { ...next, description: `${next.description} Kam show yu sef, na di bes flat na Salone.` };
    expect(isDuplicateText(talk, flat).duplicate).toBe(false);
  });
});

describe('duplicate_listing: a repost in other words, checked against honest look-alikes (round 10)', () => {
  const dup = (a: ListingText, b: ListingText) => isDuplicateText(a, b).duplicate;
  const house = {
    title: 'Four bedroom house for rent, Waterloo',
    address: '12 Campbell Street, Waterloo',
    description: 'Four bedroom bungalow, master bedroom en suite, the other three sharing a bathroom. Sitting room, dining room and a '
      + 'kitchen with a store. Fenced compound with a gate and parking for two cars. Borehole, overhead tank and a 5 KVA generator. '
      + 'NLe 4,500 a month, one year in advance.',
  };

  it('reads rooms in formal words as listings name them', () => {
    expect(plainWords('Three sleeping chambers, a culinary room, a visitors\' lavatory and a paved courtyard'))
      .toBe('Three bedrooms, a kitchen, a visitors\' toilet and a paved compound');
    const formal = {
      title: 'Residence available - Waterloo',
      address: 'Campbell Street, Waterloo',
      description: 'Our client offers a single-level residence: four sleeping chambers, the principal chamber with a private washroom, '
        + 'the remaining three served by one washroom. Lounge, dining room, culinary room with a store. Walled courtyard with a gate '
        + 'accommodating two vehicles. Borehole, elevated reservoir and a five KVA power plant. Kindly reply by SMS.',
    };
    expect(flagged(formal, house)).toBe(true);
    // The same agency wording for the three-bedroom house next door: the bedrooms, read as bedrooms, tell them apart.
    const next = { ...formal, description: formal.description.replace('four sleeping chambers', 'three sleeping chambers').replace('remaining three', 'remaining two') };
    expect(flagged(next, house)).toBe(false);
  });

  it('reads an ad rewritten as questions and answers with hashtags', () => {
    const cabin = {
      title: 'Beach cabin for short stays, River No. 2',
      address: 'River Number Two Beach, Peninsula Road',
      description: 'Cabin for four, 30 metres from the water. Air conditioning in the bedroom, a kitchenette and a shower outside. '
        + 'Solar light, a terrace with deck chairs, and the beach boys keep it swept. USD 60 a night.',
    };
    const faq = {
      title: 'Your weekend sorted 🌴',
      address: 'River No 2 beach',
      description: 'How close to the sea? 30m. Cool nights? A/C in the bedroom. Cooking? Kitchenette. Shower? Outdoor. Light? Solar. '
        + 'Chill? Terrace. Only $50/night! #RiverNumberTwo #BeachCabin #Shortlet',
    };
    expect(flagged(faq, cabin)).toBe(true);
    // The next cabin on that beach in the same FAQ style, with a fan and a shower inside, is another cabin.
    const next = { ...faq, description: 'How close to the sea? 30m. Cool nights? A fan. Cooking? Kitchenette. Shower? Inside. Light? Generator at night. #RiverNumberTwo' };
    expect(flagged(next, cabin)).toBe(false);
  });

  it('reads leetspeak and swapped letters as the words of the other listing, never a unit number', () => {
    expect(mistyped('bedorom', 'bedroom')).toBe(true);
    expect(mistyped('flor', 'floor')).toBe(true);
    expect(mistyped('wall', 'well')).toBe(false);
    expect(mistyped('rent', 'tent')).toBe(false);
    const mangled = {
      title: 'F0ur b3dr00m h0use, W@terloo',
      address: 'Campbel Stret, Waterloo',
      description: 'Fuor bedorom bungalwo, mastre bedorom en suite, the otehr three sharing a bathorom. Sittign room, dinign room and a '
        + 'kitchne with a stoer. Fenced compuond with a gaet and parknig for two cars. Borheole, overhaed tank and a 5 KVA genertaor. '
        + 'NLe 4,000 a month.',
    };
    expect(flagged(mangled, house)).toBe(true);
    // Two flats of one block in one template, the flat number the only difference, and the same typos: "B3" is no "be".
    const flatB3 = { title: 'Flat B3 to let', address: 'Flat B3, 5 Hill Road, Kenema', description: 'Two bedroom flat, sitting room, kitchen, bathroom. Water and light. Be quick.' };
    const flatB4 = { ...flatB3, title: 'Flat B4 to let', address: 'Flat B4, 5 Hill Road, Kenema' };
    expect(dup(flatB3, flatB4)).toBe(false);
    // One house's two wings in one template with one slip between them ("left" / "lfet"): the sides still differ.
    const east = { title: 'Rooms to let', address: '8 Kissy Road, Freetown', description: 'The east wing of a family house: two bedrooms, sitting room, kitchen, toilet, own meter. Rent NLe 1,200 a month.' };
    const west = { ...east, description: east.description.replace('east wing', 'west wing').replace('kitchen', 'kitchne') };
    expect(dup(west, east)).toBe(false);
  });

  it('reads directions given for an address, the town left to the title', () => {
    const directions = {
      title: 'Forward to anyone moving to Waterloo',
      address: 'From the lorry park walk towards the market, turn left after the mosque, second house on the right',
      description: 'FOUR BEDROOMS, master en suite\nSitting + dining + kitchen + store\nFenced compound, gate, parking for 2 cars\n'
        + 'Borehole + overhead tank, 5 KVA generator\nPlease forward 🙏',
    };
    expect(factKeys(directions).some((k) => /^(?:left|turn|walk|second|right|house)\|/.test(k))).toBe(false);
    expect(flagged(directions, house)).toBe(true);
    // Another landlord giving the same directions from the lorry park, for a house with a well and a prepaid meter.
    const other = { ...directions, description: 'Four bedrooms\nSitting room + kitchen outside\nWell in the yard, prepaid meter\nPlease forward' };
    expect(flagged(other, house)).toBe(false);
    // A title's town beside an address that places the home itself is sales talk: a house on another road, titled
    // "near Waterloo", with the same common fittings, is not placed at Waterloo by it.
    const elsewhere = { ...directions, title: 'Four bedroom house near Waterloo', address: '3 Songo Road, Newton' };
    expect(isDuplicateText(elsewhere, house).duplicate).toBe(false);
  });

  it('keys a guest house, farmland in hectares and mistyped or formal bedrooms by their kind', () => {
    expect(propertyKind({ title: 'Business opportunity', description: 'Take over a running guesthouse of 8 rooms.' })).toBe('lodging');
    expect(propertyKind({ title: 'Farm investment', description: 'Around 8 hectares, half of it cleared.' })).toBe('land');
    expect(propertyKind({ title: 'Family house', description: 'Thee bedorom house with a yard.' })).toBe('b3');
    expect(propertyKind({ title: 'Residence', description: 'Four sleeping chambers, two washrooms.' })).toBe('b4');
    expect(propertyKind({ title: 'Checklist', description: '✔ 2x bedrooms ✔ 1x toilet ✔ #OwnMeter' })).toBe('b2');
    expect(propertyKind({ title: 'Office space', description: 'An office of three rooms on the first floor.' })).toBe('shop');
  });

  it('reads areas with a share in words, in any unit', () => {
    const areas = (description: string) => [...amountsOf({ title: '', address: '', description })];
    expect(areas('Three and a quarter hectares cleared')).toEqual(['area:3.25ha']);
    expect(areas('Two and a half acres')).toEqual(['area:2.5acre']);
    expect(areas('A hall of two thousand five hundred square feet')).toEqual(['area:2500sqft']);
    expect(sameAmount('8acre', '3.25ha')).toBe(true);
    expect(sameAmount('8acre', '4ha')).toBe(false);
  });
});

describe('duplicate_listing tells one venue\'s, hub\'s or association\'s offers apart (eleventh round)', () => {
  // One booking text for a school's two spaces, differing in the space, how many it holds and the hours given.
  const hall = {
    title: 'Assembly Hall for Hire, Kenema',
    address: 'Holy Trinity School, Hangha Road, Kenema',
    description: 'Holy Trinity School lets its spaces on weekends for church services, meetings and family events. '
      + 'The assembly hall seats 250 people on benches, with ceiling fans, a raised platform and a sound system. '
      + 'Toilets are open to guests and our caretaker sets up and clears the chairs. Half the fee books the date and '
      + 'the rest is paid on the day. The school generator runs 4 hours a day for every booking.',
  };
  const field = {
    ...hall,
    title: 'Sports Field for Events, Kenema',
    description: hall.description.replace('The assembly hall seats 250 people on benches, with ceiling fans, a raised platform and a sound system.',
      'The sports field behind the classrooms takes up to 600 guests for funerals and outdoor parties, with space for a canopy.'),
  };

  it('does not flag a venue\'s other space let under its text, by what each title lets and how many each holds', () => {
    expect(isDuplicateText(field, hall).duplicate).toBe(false);
    // How many it holds decides alone, whatever the titles say.
    expect(isDuplicateText({ ...field, title: hall.title }, hall).duplicate).toBe(false);
    // And what the titles let (a hall / grounds), whatever either holds.
    const grounds = { ...hall, title: 'School Grounds for Events, Kenema', description: hall.description.replace('seats 250 people on benches', 'has benches') };
    expect(isDuplicateText(grounds, hall).duplicate).toBe(false);
  });

  it('still flags a repost of the hall that keeps how many it holds and names the same kind of space', () => {
    const repost = {
      title: 'Event Hall Available in Kenema',
      address: 'Hangha Road, Kenema (Holy Trinity School)',
      description: 'The assembly hall seats two hundred and fifty people on benches, with ceiling fans, a raised stage and a sound '
        + 'system. Holy Trinity School lets its spaces on weekends for church services, meetings and family events. Toilets are '
        + 'open to guests and our caretaker sets up and clears the chairs. The school generator runs 4 hrs a day for every '
        + 'booking. Half the fee books the date and the rest is paid on the day.',
    };
    expect(isDuplicateText(repost, hall).duplicate).toBe(true);
  });

  it('does not flag a store of another size or another allowance of hours under one text', () => {
    const store = {
      title: 'Produce Store for Lease, Magburaka',
      address: 'Cooperative Yard, Magburaka',
      description: 'The growers\' cooperative leases its produce stores to traders who buy from members. This store is dry and '
        + 'locked, holds 150 bags of rice and has a weighing scale. Members sell to the trader first at the agreed price. The '
        + 'lease runs a full year, paid in two parts.',
    };
    expect(isDuplicateText({ ...store, description: store.description.replace('150 bags', '300 bags') }, store).duplicate).toBe(false);
    expect(isDuplicateText({ ...store, description: store.description.replace('150 bags', 'one hundred and fifty bags') }, store).duplicate).toBe(true);
    const desk = {
      title: 'Shared Desk, Wilberforce',
      address: '3 Spur Road, Wilberforce',
      description: 'Quiet shared workspace with fibre internet, solar backup and a kitchen. Your desk comes with 6 hours of the '
        + 'meeting room a month and a locker. Monthly payment in advance by mobile money or at the desk.',
    };
    expect(isDuplicateText({ ...desk, description: desk.description.replace('6 hours', '12 hours') }, desk).duplicate).toBe(false);
  });

  it('reads a listing translated into French in the trade\'s English', () => {
    const house = {
      title: 'Three Bedroom House for Sale, Pujehun',
      address: 'Near the main market, Pujehun',
      description: 'Three bedroom house for sale near the main market in Pujehun. Parlour, kitchen and a store room, a tiled floor '
        + 'and a zinc roof. Borehole with a pump and a polytank in the fenced yard. Half town lot with a survey plan. NLe 310,000.',
    };
    const french = {
      title: 'Maison à vendre, Pujehun',
      address: 'Près du grand marché, Pujehun',
      description: 'Maison de trois chambres à vendre près du grand marché de Pujehun. Salon, cuisine et magasin, carrelage et toit en '
        + 'tôle. Forage avec pompe et réservoir dans la cour clôturée. Demi-terrain avec plan de site. Prix 13 000 dollars US.',
    };
    expect(plainWords('Maison de trois chambres avec cuisine et salon')).toBe('house of three bedrooms with kitchen and parlour');
    expect(propertyKind(french)).toBe('b3');
    expect(flagged(french, house)).toBe(true);
    // The same words in French for another house of the town: two bedrooms, a well, a full lot.
    const other = { ...french, description: french.description.replace('trois chambres', 'deux chambres').replace('Demi-terrain', 'Terrain entier') };
    expect(flagged(other, house)).toBe(false);
    // An English listing for a hair salon keeps its salon: not read as French.
    expect(plainWords('Salon for rent on the main road, with mirrors and a sink')).toBe('Salon for rent on the main road, with mirrors and a sink');
  });

  it('tells one venue\'s offers apart by the appliances each comes with', () => {
    const counter = {
      title: 'Snack counter to let, Tokeh',
      address: 'Tokeh Beach Resort, Peninsula Road',
      description: 'The snack counter with a fridge and a deep freezer. Let at our resort by the lagoon, open all week from ten. '
        + 'Day visitors and weekend guests come in numbers. Power and water are ours; the tenant keeps what he sells. '
        + 'One year lease. NLe 1,500 a month.',
    };
    // The resort's other space in the same words, with its own kit: two offers, not a copy.
    const grill = { ...counter, title: 'Grill corner to let, Tokeh', description: counter.description.replace('snack counter with a fridge and a deep freezer', 'grill corner with a stove, a barbecue and a cool box').replace('1,500', '1,900') };
    expect(isDuplicateText(grill, counter).duplicate).toBe(false);
    // A repost of the counter that calls the fridge a refrigerator and cuts the rent.
    const repost = { ...counter, title: 'Beach snack counter available', description: counter.description.replace('a fridge', 'a refrigerator').replace('1,500', '1,200') };
    expect(isDuplicateText(repost, counter).duplicate).toBe(true);
  });

  it('tells a lodge\'s small and family rooms apart, and reads a family room as a large one', () => {
    const small = {
      title: 'Chalet by the month, Bumbuna',
      address: 'Lake view, Bumbuna Road, Bumbuna',
      description: 'Small chalet: a double bed and a shower. At our lodge above the lake, with boats on request. Meals can be '
        + 'ordered, solar power all night and a well in the compound. Monthly rate for engineers and teachers.',
    };
    const family = { ...small, description: small.description.replace('Small chalet: a double bed and a shower', 'Family chalet: three beds, a shower and a porch') };
    expect(isDuplicateText(family, small).duplicate).toBe(false);
    const repost = { ...family, title: 'Large chalet, Bumbuna lake', description: family.description.replace('Family chalet', 'Large chalet') };
    expect(isDuplicateText(repost, family).duplicate).toBe(true);
  });

  it('reads an address written as the district and a distance along the road, and keeps the distance decisive', () => {
    const farm = {
      title: 'Farmland to lease near Bo',
      address: 'Kenema Highway, Bo Town',
      description: 'Eight acres of farm land four miles out of Bo on the Kenema highway. A swamp at the back for rice, the rest '
        + 'cleared for cassava. Family land, the chief has signed. For lease, NLe 4,000 a year.',
    };
    const repost = {
      title: 'Farm for lease',
      address: 'Bo District, 4 miles along Kenema hwy',
      description: 'Eight acres of farm land four miles out of Bo on the Kenema highway, the rest cleared for cassava, with a '
        + 'swamp at the back for rice. For lease, NLe 3,200 a year.',
    };
    expect(flagged(repost, farm)).toBe(true);
    // The same family's other farm further along, in the same words: another piece of land.
    const further = {
      ...repost,
      address: 'Bo District, 9 miles along Kenema hwy',
      description: repost.description.replace('four miles', 'nine miles'),
    };
    expect(isDuplicateText(further, farm).duplicate).toBe(false);
  });

  it('leaves out what a put-down of the competition says the others have', () => {
    const lodge = {
      title: 'Lodge for lease, Kenema',
      address: 'Hangha Road, Kenema',
      description: 'Eight room lodge on Hangha Road, Kenema, each room with air conditioning and its own shower. A front desk, a '
        + 'bar and a car park. Solar panels and a water tank. For lease as a going concern, NLe 15,000 a month.',
    };
    const putDown = {
      title: 'Tired of the usual lodges?',
      address: 'Kenema, Hangha Rd',
      description: 'Other lodges on Hangha Road have one fan and a bucket; ours has eight rooms, each with air conditioning and '
        + 'its own shower. Others have nowhere to park and no generator; ours has a car park, a bar and a reception. Others '
        + 'run dry by noon; ours has solar panels and a water tank. Take the whole lodge for NLe 14,000 a month.',
    };
    expect(flagged(putDown, lodge)).toBe(true);
    // A rival lodge on the road, honest, with what the put-down says the others have: not a copy of either.
    const rival = {
      title: 'Lodge for lease, Kenema',
      address: 'Hangha Road, Kenema',
      description: 'Eight room lodge on Hangha Road, Kenema, each room with a fan and a bucket shower. A generator and a well, '
        + 'parking in the street. For lease as a going concern, NLe 9,000 a month.',
    };
    expect(isDuplicateText(rival, putDown).duplicate).toBe(false);
  });
});

// A room count below the other side's bedroom count is another unit: a unit has at least as many rooms as bedrooms.
describe('duplicate_listing tells a compound\'s one-room quarters from its bedroom house', () => {
  const house = {
    title: 'Family house to let, Dambara Road Kenema',
    address: '21 Dambara Road, Kenema',
    description: 'Family house in the landlord\'s fenced yard on Dambara Road: four bedrooms, a parlour, a kitchen and two toilets. '
      + 'The yard has a well with a pump and a solar light. Rent is two years in advance. See the caretaker on a weekday morning.',
  };
  it('leaves alone the one-room annex let in the same words', () => {
    const annex = {
      ...house,
      title: 'Annex to let, Dambara Road Kenema',
      description: house.description.replace('Family house', 'Annex').replace('four bedrooms, a parlour, a kitchen and two toilets', 'one room, a small veranda and an outside toilet'),
    };
    expect(isDuplicateText(annex, house).duplicate).toBe(false);
  });
  it('still finds a repost that counts "rooms" where the original counts bedrooms', () => {
    const rooms = {
      title: 'Rooms and parlour house, Kenema',
      address: '21 Dambara Road, Kenema',
      description: 'Family house in the landlord\'s fenced yard on Dambara Road: 4 rooms, a parlour, a kitchen and two toilets. '
        + 'The yard has a well with a pump and a solar light. Rent is two years in advance. Call me now, first come first served.',
    };
    expect(flagged(rooms, house)).toBe(true);
  });
});

// One template's two units substitute the sentence that describes each; a repost adds, drops or rewords sentences.
describe('duplicate_listing tells one template\'s units apart by the sentence each substitutes', () => {
  const lounge = {
    title: 'Event space for hire, Wilberforce Street',
    address: '3 Wilberforce Street, Freetown',
    description: 'Our event space sits on the top of a quiet building in the centre of town. Guests arrive by a wide staircase and there is '
      + 'a car park behind the building. The open terrace has a small garden corner and string lights over the tables. '
      + 'Cleaning after the event is included in the price. Book a week ahead through the building office.',
  };
  it('leaves alone the same building\'s other space, whose own sentence names other things', () => {
    const bar = {
      ...lounge,
      description: lounge.description.replace('The open terrace has a small garden corner and string lights over the tables.',
        'The indoor lounge has air conditioning, a dance floor and a raised stage for the band.'),
    };
    expect(isDuplicateText(bar, lounge).duplicate).toBe(false);
  });
  it('still finds a repost that rewords that sentence, adds sales talk and drops the booking line', () => {
    const repost = {
      title: 'Rooftop for parties, Wilberforce St',
      address: '3 Wilberforce St, Freetown',
      description: 'Our event space sits on the top of a quiet building in the centre of town. Guests arrive by a wide staircase and there is '
        + 'a car park behind the building. String lights hang over the tables of the open terrace, with a small garden corner. '
        + 'Cleaning after the event is included in the price. Best rooftop in Freetown, do not miss it, call today!',
    };
    expect(flagged(repost, lounge)).toBe(true);
  });
});

describe('duplicate_listing tells a yard\'s numbered berths and a building\'s other trades apart (round 14)', () => {
  const berth = {
    title: 'Mooring berth C2 - Tombo wharf',
    address: 'Tombo fishing wharf, Tombo, Western Rural',
    description: 'Monthly mooring at the Tombo wharf for a boat of any size the berth takes. The watchman sleeps at the wharf and the gate is '
      + 'locked at night. Fuel is sold at the wharf and ice from the cold room next door. The slipway can be used for repairs by '
      + 'arrangement. Fee paid monthly at the wharf office; boat papers needed.',
  };
  it('leaves alone another numbered berth let in the same words', () => {
    expect(isDuplicateText({ ...berth, title: 'Mooring berth D7 - Tombo wharf' }, berth).duplicate).toBe(false);
  });
  it('still finds a repost of the same berth under a new title, its sentences moved', () => {
    const sentences = berth.description.split(/(?<=\.) /);
    const repost = { ...berth, title: 'Berth C2 at Tombo for your boat', description: [sentences[2], sentences[0], sentences[1], sentences[3], sentences[4]].join(' ') };
    expect(flagged(repost, berth)).toBe(true);
  });
  const building = {
    address: 'Dambara Road, opposite the mosque, Bo',
    description: 'Ground floor space in the new two storey building on Dambara Road, opposite the central mosque. Tiled floor, a roller '
      + 'shutter and a toilet at the back. Three phase power on its own prepaid meter. Busy road with traffic all day and a bus '
      + 'stop in front. Rent paid yearly at signing; the landlord lives upstairs.',
  };
  it('leaves alone the building\'s space let to another trade, by what each title lets', () => {
    const chopBar = { ...building, title: 'Chop bar for rent - Dambara Road, Bo' };
    expect(isDuplicateText({ ...building, title: 'Laundry for rent - Dambara Road, Bo' }, chopBar).duplicate).toBe(false);
    expect(isDuplicateText({ ...building, title: 'Tailoring counter for rent - Dambara Road, Bo' }, { ...building, title: 'Laundromat for rent - Dambara Road, Bo' }).duplicate).toBe(false);
  });
  it('still finds the same trade\'s space retitled in other words', () => {
    expect(flagged({ ...building, title: 'Restaurant space to let, Dambara Rd, Bo' }, { ...building, title: 'Chop bar for rent - Dambara Road, Bo' })).toBe(true);
  });
});

describe('duplicate_listing: a count in the address, and livestock pens as a kind (round 15)', () => {
  const flat = {
    title: 'Two bedroom flat, Old Railway Line',
    address: 'Flat 3, 12 Old Railway Line, Brookfields, Freetown',
    description: 'Two bedroom flat on the first floor of a quiet block on Old Railway Line, Brookfields. Both bedrooms have fans and '
      + 'wardrobes, one is en suite. Tiled parlour with a small balcony. Kitchen with a sink and cupboards. Borehole water and a '
      + 'prepaid meter of its own. Security man at the gate at night. Rent one year in advance.',
  };
  it('reads "block of 6 flats" in an address as a count, not the house number, so the repost is still found', () => {
    const repost = {
      title: 'Neat 2 bed apartment in Brookfields',
      address: 'Old Railway Line, Brookfields, Freetown (block of 6 flats)',
      description: 'Neat two bedroom flat on the first floor of a quiet block on Old Railway Line, Brookfields. Both bedrooms have fans '
        + 'and wardrobes, one en suite. Tiled parlour and a small balcony. Kitchen with sink and cupboards. Borehole water, own prepaid '
        + 'meter. Security man at the gate at night. Rent one year in advance. Call now, it will go fast.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });
  it('leaves alone a farm\'s pens and its store let under one text', () => {
    const farm = {
      address: 'Newton, off the highway, Western Rural',
      description: 'The Kamara family poultry farm at Newton is letting its buildings to other farmers. The farm is fenced, with a well, '
        + 'a watchman at night and a road a truck can use in the rains. Rent paid yearly at the family house in Newton.',
    };
    expect(isDuplicateText({ ...farm, title: 'Poultry pens for rent, Newton' }, { ...farm, title: 'Feed store for rent, Newton' }).duplicate).toBe(false);
  });
});

describe('duplicate_listing: the country named in an address places nothing', () => {
  const shop = {
    title: 'Lock-up shop on Blama Road, Kenema',
    address: '14 Blama Road, Kenema',
    description: 'Lock-up shop on Blama Road, Kenema, about 4 by 5 metres with a roller shutter and a tiled floor. Its own prepaid meter. '
      + 'Busy road near the lorry park, good for phones, provisions or a tailor. Rent one year in advance, NLe 6,000.',
  };
  it('keys and finds a repost that adds ", Sierra Leone" to the address', () => {
    const repost = { ...shop, title: 'Shop for rent Kenema', address: 'Blama Rd no 14, Kenema, Sierra Leone' };
    const area = (address: string) => textIndexKeys({ ...shop, address }).filter((k) => k.band >= 32).map((k) => k.value).sort();
    expect(area(repost.address)).toEqual(area('Blama Rd no 14, Kenema'));
    expect(shareIndexKey(textIndexKeys(repost), textIndexKeys(shop))).toBe(true);
    expect(flagged(repost, shop)).toBe(true);
  });
});

describe('duplicate_listing: a cut-down repost padded with talk of its own', () => {
  const shop = {
    title: 'Shop with store room, Hangha Road',
    address: '22 Hangha Road, Kenema',
    description: 'Lock-up shop on Hangha Road in Kenema with a store room behind it. Tiled floor and a roller shutter with two padlocks. '
      + 'Traders and okadas pass the door all day long. EDSA light is connected on a prepaid meter of its own. Rent is two years in advance.',
  };
  const kept = 'Traders and okadas pass the door all day long. EDSA light is connected on a prepaid meter of its own. Rent is two years in advance.';
  it('finds it when the talk names no fact: sales talk, "no agents", a time to view', () => {
    for (const talk of ['Serious people only, call now!', 'No agents please, deal direct with me.', 'Viewing any day from 10am.']) {
      const repost = { title: 'Business shop Kenema', address: 'Hangha Rd no 22, Kenema', description: `Very good spot for any business in Kenema City. ${kept} ${talk}` };
      expect(flagged(repost, shop)).toBe(true);
    }
  });
  it('leaves alone the same words with a sentence of facts of its own (a template on another unit)', () => {
    const annex = {
      title: 'Room for rent, Hangha Road', address: '22 Hangha Road, Kenema',
      description: `One room with its own toilet and a small veranda at the back of the compound. ${kept} The room has a ceiling fan and a wardrobe.`,
    };
    expect(isDuplicateText(annex, shop).duplicate).toBe(false);
  });
});

describe('duplicate_listing: a title in capitals', () => {
  it('reads no unit letter in a title written in capitals ("... FOR A HOUSE")', () => {
    const flat = {
      title: 'Spacious 2 bed flat in Wellington',
      address: 'Flat 2, 5 Peninsula Road, Wellington',
      description: 'Two bedroom flat on the ground floor of a family house on Peninsula Road, Wellington. Both bedrooms have wardrobes and '
        + 'fans. Tiled parlour, kitchen with a sink. Borehole water and a prepaid meter of its own. Rent one year in advance.',
    };
    const repost = { ...flat, title: 'SWAP OR RENT: MY 2 BED FLAT FOR A HOUSE IN BO', address: 'Peninsula Rd, Wellington' };
    expect(flagged(repost, flat)).toBe(true);
  });
});

describe('duplicate_listing: unit ids in a description written in one case', () => {
  const studio = {
    title: 'Studio room for rent - Rawdon Street',
    address: '2nd Floor, 9 Rawdon Street, Freetown',
    description: 'We let soundproofed rooms on the 2nd floor of 9 Rawdon Street to producers and churches. Room B is a vocal booth with a '
      + 'control room and a mixing desk. The building has a generator and a lift. Rooms are let by the month.',
  };
  const other = { ...studio, description: studio.description.replace('Room B is a vocal booth with a control room and a mixing desk.', 'Room D is a rehearsal room with a drum riser and two amplifiers.') };
  it('reads "ROOM D" in capitals and "room d" in small letters as another unit than Room B', () => {
    expect(isDuplicateText({ ...other, description: other.description.toUpperCase() }, studio).duplicate).toBe(false);
    expect(isDuplicateText({ ...other, description: other.description.toLowerCase() }, studio).duplicate).toBe(false);
  });
  it('but not text-speak or a count after the word ("HOUSE 4 RENT", "flat b4 you pay", "FLAT 2 BEDROOMS")', () => {
    const flat = {
      title: 'Flat for rent, Kissy Road',
      address: 'Flat 6, 40 Kissy Road, Freetown',
      description: 'Neat flat on Kissy Road near the Eastern Police, first floor, tiled, with its own meter and a borehole in the yard. '
        + 'Two bedrooms with wardrobes and a parlour. Rent one year in advance.',
    };
    const repost = {
      title: 'FLAT 4 RENT KISSY RD', address: 'Kissy Rd, Freetown',
      description: 'NEAT FLAT 2 BEDROOMS ON KISSY ROAD NEAR THE EASTERN POLICE, FIRST FLOOR, TILED, WITH ITS OWN METER AND A BOREHOLE IN THE YARD. '
        + 'see the flat b4 you pay. parlour and wardrobes. rent one year in advance.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });
});

describe('duplicate_listing: a part counted apart, and a cookshop\'s two sheds (round 16)', () => {
  it('does not read "the other two bedrooms" as the flat\'s bedrooms, so a tour-style repost is still found', () => {
    const flat = {
      title: '3 bedroom flat on Bai Bureh Road',
      address: 'Bai Bureh Road, Kissy, Freetown',
      description: 'Three bedroom flat on Bai Bureh Road near the Kissy ferry junction. Big parlour with a dining corner. Kitchen with '
        + 'cupboards and a store. Master bedroom self-contained, the other two share a bathroom. First floor of a two-storey house. '
        + 'Borehole water and a prepaid meter. Rent NLe 3,000 a month, one year advance.',
    };
    const tour = {
      title: 'Video tour - Kissy flat', address: 'Bai Bureh Rd, Kissy (ferry junction)',
      description: 'Watch the tour! Bai Bureh Road near the Kissy ferry junction. Big parlour with a dining corner. Kitchen with cupboards '
        + 'and a store. Master bedroom self-contained. The other two bedrooms share a bathroom. First floor of a two-storey house. '
        + 'Borehole water, prepaid meter. Rent NLe 3,200 a month, one year advance.',
    };
    expect(flagged(tour, flat)).toBe(true);
  });
  it('leaves alone a cookshop\'s kitchen (gas rings) and its eating shed (a freezer, seating 30) let in one text', () => {
    const common = 'The compound is on Wilkinson Road by the market, with a borehole and a toilet customers use. The owner is retiring '
      + 'and wants tenants who keep the place clean. Rent is paid monthly to her in person with a receipt.';
    const kitchen = { title: 'Cookshop kitchen to let', address: 'Wilkinson Road, Freetown', description: `The kitchen of our cookshop: two gas rings, a worktop and a sink. ${common}` };
    const shed = { title: 'Eating place to let', address: 'Wilkinson Road, Freetown', description: `The eating shed of our cookshop, seating 30 on benches, with a freezer. ${common}` };
    expect(isDuplicateText(shed, kitchen).duplicate).toBe(false);
  });
});

describe('duplicate_listing: a template\'s own sentences that count or measure their unit', () => {
  const common = 'The old video club on Hangha Road, opposite the clock tower, is letting its spaces. Football nights are full every weekend. '
    + 'The owner lives in Bo and his brother shows the place. Rent six months in advance.';
  it('leaves alone one text\'s two spaces when each own sentence states a count or an appliance the other never states', () => {
    const hall = { title: 'For rent at the Hangha Road video club', address: 'Hangha Road, Kenema', description: `${common} This space seats 120 people on long benches.` };
    const bar = { title: 'For rent at the Hangha Road video club', address: 'Hangha Road, Kenema', description: `${common} This space comes with a chest freezer and a drinks counter.` };
    expect(isDuplicateText(bar, hall).duplicate).toBe(false);
  });
  it('still finds a repost whose own sentence gives the same size in other units', () => {
    const yard = { title: 'Warehouse to let, Cline Town', address: 'Cline Town Road, Freetown', description: `${common} The store is 80 by 50 feet with a high roof.` };
    const repost = { title: 'Big store for rent Cline Town', address: 'Cline Town Rd, Freetown', description: `${common} About 24 by 15 metres of floor and a roof high enough for trucks.` };
    expect(flagged(repost, yard)).toBe(true);
  });
});

describe('duplicate_listing: round 18', () => {
  it('keys a repost by its town when it adds the region after the address ("(East End)", "Southern Province")', () => {
    const house = {
      title: '4 bedroom house to let, Kissy', address: 'Off Fourah Bay Road, Kissy, Freetown',
      description: 'Four bedroom house, two of the rooms en suite. Parlour and a dining room with a fan. Kitchen with a sink and a store. '
        + 'Fenced yard with a well and a prepaid meter. USD 350 a month, one year advance.',
    };
    // Every sentence rewritten and each room measured: only the place is left to find it by.
    const schedule = {
      title: 'Kissy - room sizes', address: 'Kissy, off Fourah Bay Rd (East End)',
      description: 'Bedroom 1: 12 x 14 ft, en suite. Bedroom 2: 12 x 12 ft, en suite. Bedrooms 3 and 4: 10 x 12 ft. Parlour 16 x 18 ft, '
        + 'dining 10 x 10 ft with fan. Kitchen 10 x 8 ft, sink, store. Fence, well, prepaid meter. USD 350 / month, 1 yr advance.',
    };
    expect(shareIndexKey(textIndexKeys(schedule), textIndexKeys(house))).toBe(true);
    const inBo = { ...house, address: 'Off Fourah Bay Road, Bo Town' };
    expect(shareIndexKey(textIndexKeys({ ...schedule, address: 'Bo Town, off Fourah Bay Rd, Southern Province' }), textIndexKeys(inBo))).toBe(true);
  });

  const club = 'Members can rent storage at the sailing club on the Aberdeen creek. The watchman is there every night and the hose '
    + 'has fresh water for washing down. Club membership is needed, and the form is at the bar.';
  const [opening, ...rest] = club.split(/(?<=\.) /);
  const withOwn = (own: string) => `${opening} ${own} ${rest.join(' ')} NLe 500 a month.`;
  it('leaves alone one text\'s two spaces when each swaps the same middle sentence for one that counts its own unit', () => {
    const racks = { title: 'Canoe rack space, Aberdeen club', address: 'Sailing club, Aberdeen Road, Freetown', description: withOwn('A rack for up to three canoes under the boathouse roof.') };
    const yard = { title: 'Boat yard space, Aberdeen club', address: 'Sailing club, Aberdeen Road, Freetown', description: withOwn('An open space for one motor boat up to 6 metres on its trailer.') };
    expect(isDuplicateText(yard, racks).duplicate).toBe(false);
  });
  it('still finds a repost that swaps that sentence for talk, or gives the same counts in other words', () => {
    const racks = { title: 'Canoe rack space, Aberdeen club', address: 'Sailing club, Aberdeen Road, Freetown', description: withOwn('A rack for up to three canoes under the boathouse roof.') };
    const talk = { ...racks, title: 'Storage at the creek', description: withOwn('Serious people only, call the secretary today please.') };
    const same = { ...racks, title: 'Storage at the creek', description: withOwn('Up to 3 canoes fit the rack, under the roof of the boathouse.') };
    expect(flagged(talk, racks)).toBe(true);
    expect(flagged(same, racks)).toBe(true);
  });

  it('finds a rewrite at the same place that keeps only some of the facts, every one of them the original\'s', () => {
    const shop = {
      title: 'Shop to let, Sani Abacha Street', address: '14 Sani Abacha Street, Freetown',
      description: 'Shop to let on one of the busiest trading streets in town. Ground floor with a display window and a strong shutter. '
        + 'Water and a toilet at the back. Prepaid meter. Good for a boutique or electronics. Rent NLe 12,000 a month, two years advance.',
    };
    const rewrite = {
      title: 'Busy street shop', address: 'No. 14 Sani Abacha St',
      description: 'Toilet, water, shutter and display window. Meter is prepaid. Call me now, serious traders only. NLe 11,000 monthly.',
    };
    expect(flagged(rewrite, shop)).toBe(true);
  });

  it('does not read "the other 2 rooms" as the unit\'s rooms, and reads Krio\'s "rod" as road', () => {
    const flat = {
      title: '3 bedroom flat, Hill Cut Road', address: 'Off Hill Cut Road, Freetown',
      description: 'Three bedroom flat on the second floor. Master bedroom self-contained with a bathtub, the other two bedrooms share a '
        + 'bathroom. Open plan sitting and dining, kitchen with cabinets and a store, balcony with a view of the sea. Borehole water and '
        + 'parking for one car. NLe 9,200 a month, one year advance.',
    };
    const repost = {
      title: 'Sea view flat off Hill Cut', address: 'Hill Cut Road, Freetown',
      description: 'Master bedroom s/c with bath tub, other 2 rooms share bathroom. Open plan living and dining, kitchen with cabinets and '
        + 'store, balcony looking at the sea. Borehole, 1 parking space. $400 a month, one year advance.',
    };
    expect(flagged(repost, flat)).toBe(true);
    expect(shareIndexKey(textIndexKeys({ ...repost, description: 'Di big rum get toilet insay.', address: 'Marampa rod, Lunsa' }),
      textIndexKeys({ ...flat, description: 'Three bedroom house near the Catholic mission.', address: 'Marampa Road, Lunsar' }))).toBe(true);
  });
});

describe('duplicate_listing: a template keeps most of its sentences', () => {
  it('finds a repost retold in the tenant\'s own words, two sentences kept, though each side has a sentence the other lacks', () => {
    const house = {
      title: '3 bedroom house to let, Blama Road, Kenema', address: '14 Blama Road, Kenema',
      description: 'Three bedroom bungalow on Blama Road, Kenema, near the stadium. Master bedroom with toilet and bath, two bedrooms sharing a '
        + 'second bathroom. Large parlour, kitchen with a back door to an outside cooking shed. Veranda round the front and a compound with mango '
        + 'trees. Concrete wall and a gate. Hand-pump well and rain tank. Rent NLe 2,000 a month, one year advance.',
    };
    const story = {
      title: 'Leaving Kenema, my house is free', address: 'Blama Rd no. 14, Kenema City',
      description: 'I have lived in this bungalow near the stadium for five years and I am transferred, so the landlord asked me to find the next '
        + 'family. It has three sleeping rooms: mine had its own shower and WC, the children used the second washroom between the other two. The '
        + 'sitting room is wide, the cooking room opens at the back onto the outside kitchen shed. Serious tenants only, call me now. Concrete wall '
        + 'and a gate. Hand-pump well and rain tank. Twelve months upfront.',
    };
    expect(flagged(story, house)).toBe(true);
  });
});

describe('duplicate_listing: round 19', () => {
  it('reads "by okada" or "by bike" as a way to travel, not a landmark that places the house elsewhere', () => {
    const house = {
      title: '3 bedroom house to let in Kpetema, Bo', address: 'Kpetema Layout, Bo',
      description: 'Three bedroom house with a sitting room, a dining area and two toilets and baths. Fenced compound with a gate and space '
        + 'for two cars. Borehole water and solar lights, EDSA also connected. Quiet area, fifteen minutes from Bo town by okada.',
    };
    const repost = {
      title: '3 bed house 4 rent Bo', address: 'Kpetema, Bo (behind Kpetema mosque)',
      description: '3 bed house with parlour, dining and 2 WC/baths. Walled compound, gate, parking for 2 vehicles. Borehole + solar, '
        + 'EDSA connected too. 15 min to town by bike.',
    };
    expect(flagged(repost, house)).toBe(true);
  });

  it('reads an address the same with its province or region added ("Kenema City, Eastern Province", "WA rural")', () => {
    expect(addressSimilarity('maxwell khobe st, kenema city, eastern province', 'Maxwell Khobe Street, Kenema')).toBe(1);
    expect(addressSimilarity('Kossoh Town, WA rural', 'Kossoh Town, Western Area Rural')).toBe(1);
    expect(addressSimilarity('Dama Road, Kenema, E/P', 'Dama Road, Kenema')).toBe(1);
  });

  it('finds a repost that paraphrases each sentence at the same place, the rent restated per year and Krio talk added', () => {
    const shop = {
      title: 'Shop for rent on Blama Road', address: 'Blama Road, Kenema',
      description: 'Shop on Blama Road, near the market, with a roll-up metal door. Size about 4 by 5 metres with a small back store. '
        + 'Plenty of people passing every day. Rent NLe 2,500 per month, one year upfront.',
    };
    const repost = {
      title: 'BUSINESS SPACE KENEMA TOWN', address: 'blama rd, kenema city',
      description: 'Shop on Blama Road near the market with roll up door. About 4 by 5 metres plus small back store. Plenty people pass every '
        + 'day. Rent NLe 30,000 for the year. Una cam quick, dis kind shop nor de stay lɔng!',
    };
    expect(flagged(repost, shop)).toBe(true);
  });

  it('leaves alone one salon\'s two spaces whose own middle sentence names what each title lets', () => {
    const common = (own: string) => 'We are renting out a space inside the Mama Kadi beauty salon on Dambara Road. '
      + `${own} AC, wifi and customers already coming. Rent per month, pay on the 1st. You bring your own products.`;
    const braids = { title: 'Braiding chair for rent - Bo salon', address: 'Dambara Road, Bo (Mama Kadi salon)', description: common('The braiding chair has a mirror, a trolley and a stool for the client.') };
    const barber = { title: 'Barber corner for rent - Bo salon', address: 'Dambara Road, Bo (Mama Kadi salon)', description: common('The barber corner is a private corner with clippers, a sterilizer and a cabinet with a lock.') };
    expect(isDuplicateText(barber, braids).duplicate).toBe(false);
    // A repost that swaps that sentence for talk is still found.
    const repost = { ...braids, title: 'Salon space Bo', description: common('Serious people only, call me now please.') };
    expect(flagged(repost, braids)).toBe(true);
  });
});

describe('duplicate_listing: what a place would suit is no thing of its own', () => {
  it('finds a repost that drops a sentence and adds "fine for a provision or phone shop"', () => {
    const shop = {
      title: 'Shop to let on Kori Road, Moyamba', address: 'Kori Road, Moyamba',
      description: 'Shop on Kori Road near the Moyamba lorry park, on the busy side of the road. Concrete floor, shelves on two walls and '
        + 'a strong metal door with two padlocks. Rent monthly, six months in advance, paid to the landlord. The landlord lives in the same compound.',
    };
    const repost = {
      title: 'Store space Moyamba', address: 'Kori Rd, Moyamba',
      description: 'Shop on Kori Road near the Moyamba lorry park, on the busy side of the road. Concrete floor, shelves on two walls and '
        + 'a strong metal door with two padlocks. Rent monthly, six months in advance, paid to the landlord. Di place fine for provision or phone shop, cam look am.',
    };
    expect(flagged(repost, shop)).toBe(true);
  });
});

describe('duplicate_listing: a measure is no landmark, and a template read in another order (round 22)', () => {
  it('reads "50 by 100 feet" as a plot\'s size, not "by" a landmark that places the plot elsewhere', () => {
    const lot = {
      title: 'Town lot for sale at Lungi', address: 'Airport Road, Lungi',
      description: 'One town lot of 50 by 100 feet for sale, dry land on the Airport Road. Survey plan and conveyance ready. '
        + 'Beacons are in place and the area has EDSA poles. Price NLe 90,000, final.',
    };
    const repost = {
      title: 'plot 4 sale lungi', address: 'airport rd, lungi, port loko district',
      description: 'one town lot 50 by 100 ft dry land on airport road survey plan n conveyance ready beacons in place area get EDSA poles price usd 3900 final',
    };
    expect(flagged(repost, lot)).toBe(true);
  });

  it('reads an address the same with "Western Rural" or a district that is no town added, and keeps a district named after its town', () => {
    expect(addressSimilarity('benguema rd, waterloo, western rural', 'Benguema Road, Waterloo')).toBe(1);
    expect(addressSimilarity('Station Rd, Magburaka, Tonkolili', 'Station Road, Magburaka')).toBe(1);
    expect(addressSimilarity('Main Road, Koidu, Kono District', 'Main Road, Koidu')).toBe(1);
    expect(addressSimilarity('Moyamba District, 2 miles on Mokanji rd', 'Mokanji Road, Moyamba Town')).toBe(1);
  });

  it('leaves alone one text\'s two spaces, each with its own middle sentence, when one lists the shared sentences the other way round', () => {
    const shared = ['Members can rent storage at the fishing club by the wharf.', 'A watchman sleeps at the gate and there is a tap for washing down.',
      'Club membership is needed, ask at the office.'];
    const own = (line: string, order: string[]) => `${order[0]} ${line} ${order.slice(1).join(' ')} NLe 400 a month.`;
    const racks = { title: 'Net store space, Goderich fishing club', address: 'Fishing club, Goderich wharf', description: own('A locker for up to four nets and two outboard engines.', shared) };
    const slip = { title: 'Boat slip space, Goderich fishing club', address: 'Fishing club, Goderich wharf', description: `${shared[2]} ${shared[1]} One pirogue up to 12 metres on the slipway. ${shared[0]} NLe 400 a month.` };
    expect(isDuplicateText(slip, racks).duplicate).toBe(false);
  });
  it('leaves alone one text\'s two spaces when one\'s own passage is two sentences split by a semicolon, whatever phone each adds', () => {
    const common = (own: string) => 'Mama Yeama\'s centre on Hangha Road is opening its yard to registered soap makers. '
      + `${own} The yard is fenced, with a shared toilet, a tap and a bench under the mango tree. Members of the soap makers' union only. `
      + 'Rent NLe 900 a month, three months in advance. See Mama Yeama at the centre or call 088 617 290.';
    const boiling = { title: 'Soap boiling shed for rent, Kenema', address: 'Mama Yeama centre, Hangha Road, Kenema', description: common('Open boiling shed with two fire pits, a chimney and a cement floor, about 12 feet across.') };
    const drying = { title: 'Soap drying room for rent, Kenema', address: 'Mama Yeama centre, Hangha Road, Kenema',
      description: `${common('Drying room at the back, about 10 by 16 feet, with wooden racks on three levels and a lockable door; suits anyone curing bars for weeks.')} WhatsApp only +232 77 123 456.` };
    expect(isDuplicateText(drying, boiling).duplicate).toBe(false);
  });
});

describe('duplicate_listing: a template written without full stops (round 23)', () => {
  const shared = ['Mama Yeama\'s centre on Hangha Road is opening its yard to registered soap makers.',
    'The yard is fenced, with a shared toilet, a tap and a bench under the mango tree.', 'Members of the soap makers\' union only.'];
  const text = (own: string) => `${shared[0]} ${own} ${shared[1]} ${shared[2]} Rent NLe 900 a month.`;
  const boiling = { title: 'Soap boiling shed for rent, Kenema', address: 'Mama Yeama centre, Hangha Road, Kenema', description: text('Open boiling shed with two fire pits, a chimney and a cement floor.') };
  const drying = { title: 'Soap drying room for rent, Kenema', address: 'Mama Yeama centre, Hangha Road, Kenema', description: text('Drying room at the back, about 10 by 16 feet, with racks on three levels.') };
  const noStops = (t: ListingText) => ({ ...t, description: t.description.replace(/[.!?]\s*/g, ' ').trim() });

  it('leaves alone one text\'s two spaces when one side is written without full stops', () => {
    expect(isDuplicateText(noStops(drying), boiling).duplicate).toBe(false);
    expect(isDuplicateText(drying, noStops(boiling)).duplicate).toBe(false);
  });

  it('still finds a repost without full stops that swaps the own sentence for talk', () => {
    const repost = noStops({ ...boiling, title: 'Space for soap business Kenema', description: text('Serious people only, call me now please.') });
    expect(flagged(repost, boiling)).toBe(true);
  });
});

describe('duplicate_listing: a landmark by its initials (round 24)', () => {
  it('reads "by P.T.S. junction" as the place "near the Police Training School" names, not another landmark', () => {
    expect(otherLandmarks('Hastings, Western Area Rural (by P.T.S. junction)', 'Hastings, near the Police Training School, Western Area Rural')).toBe(false);
    expect(otherLandmarks('Kissy, near the MSC clinic', 'Kissy, opposite the Methodist Secondary School')).toBe(true);
  });
});

describe('duplicate_listing: the kind a fact key names (round 27)', () => {
  it('is the most bedrooms any count names, wherever the sentence stands', () => {
    const house = 'Mr Jusu has a two bedroom house on the road to Moa Barracks. Each bedroom measures 12 ft by 11 ft.';
    const question = '(a) What is the area of ONE bedroom? (b) How much is a year of rent? Mr Jusu has a two bedroom house on the road to Moa Barracks.';
    expect(propertyKind({ title: 'Class 6 maths practice', description: house })).toBe('b2');
    expect(propertyKind({ title: 'Class 6 maths practice', description: question })).toBe('b2');
  });
});

describe('duplicate_listing: rounds 28 to 33', () => {
  it('keys an address whose landmark follows a dash, and reads a chiefdom as a kind of area', () => {
    const lot = { title: 'Town lot for sale, Gerihun', address: 'Behind Gerihun Health Centre, Gerihun, Bo District', description: 'One town lot for sale behind the health centre.' };
    const repost = { title: 'LAND 4 SALE GERIHUN', address: 'GERIHUN TOWN, BADJIA CHIEFDOM, BO DISTRICT - BEHIND HEALTH CENTRE', description: 'ONE FULL TOWN LOT, DRY LAND.' };
    // By the town itself (area keys), whatever kind of property each text reads as.
    const areas = (t: ListingText) => new Set(textIndexKeys(t).filter((k) => AREA_BANDS.includes(k.band)).map((k) => k.value));
    expect([...areas(repost)].some((v) => areas(lot).has(v))).toBe(true);
    expect([...areas({ ...repost, address: 'Gerihun Town, Badjia Chiefdom' })].some((v) => areas(lot).has(v))).toBe(true);
  });

  it('does not let a landmark read from words after "by" or "near" refuse a rewrite whose other side names it', () => {
    const house = {
      title: '3 bedroom house to let, Tikonko Road, Bo', address: 'Tikonko Road, Bo',
      description: 'Three bedroom house near the Hatfield Archer school on Tikonko Road. Parlour, dining, kitchen inside, two toilets and '
        + 'baths, tiled floors. Fenced compound with gate and well. Prepaid meter. Rent NLe 9,000 a year.',
    };
    const minutes = {
      title: 'Family meeting: house for rent', address: 'Tikonko Rd, Bo',
      description: 'Item 1: the three bedroom house on Tikonko Road, Hatfield Archer side, agreed by the eldest sister. Item 2: parlour, '
        + 'dining and kitchen inside, two toilets and baths, tiles. Item 3: fenced compound, gate, well, prepaid meter. Item 4: rent NLe 8,000 a year.',
    };
    expect(flagged(minutes, house)).toBe(true);
  });

  it('reads text-speak "hwy jnct" and the standard Krio spelling of a listing\'s words', () => {
    expect(canonicalText('nr hwy jnct')).toBe('near highway junction');
    expect(canonicalText('dbl rm, own bathrm, bkfst incl, per nite, opp total filling stn, nr big mkt')).toBe('double room own bathroom breakfast included night opp total filling station near big market');
    expect(canonicalText('wadrɔb, paalɔ, flɔ tayl, yon mita, sikyuriti man, nia di makit')).toBe('wardrobe parlour floor tiles own meter security man near market');
  });

  it('reads two single beds as a twin room, and still tells a hotel\'s single room from its twin room', () => {
    const cottage = {
      title: 'Sandpiper Cottage, Tokeh beach', address: 'Tokeh Beach, Peninsula Road',
      description: 'Sandpiper Cottage sits at the end of the Tokeh beach track, 50 metres from the sea. One bedroom with a double bed and a '
        + 'second room with two single beds, both with nets and fans. Shower and flush toilet inside, a small kitchen with a gas ring and '
        + 'fridge, and a thatched veranda with two hammocks. Solar power day and night. USD 60 per night.',
    };
    const booking = {
      title: 'Thank you for your booking', address: 'Tokeh Beach, Peninsula Rd (end of the beach track)',
      description: 'Property: Sandpiper Cottage, end of the Tokeh beach track, 50 m from the sea. Room type: whole cottage, 1 double bedroom + '
        + '1 twin room, nets and fans. Facilities: inside shower and flush WC, kitchenette (gas ring, fridge), thatched veranda with 2 hammocks, '
        + 'solar 24/7. Rate: USD 50 / night.',
    };
    expect(flagged(booking, cottage)).toBe(true);
    const single = { title: 'Single room, Lakka guest house', address: 'Lakka guest house, Peninsula Road', description: 'A single room with a fan and its own shower. Breakfast included.' };
    const twin = { ...single, title: 'Twin room, Lakka guest house', description: 'A twin room with a fan and its own shower. Breakfast included.' };
    expect(isDuplicateText(twin, single).duplicate).toBe(false);
  });

  it('reads "5 mins walk to" in an address as a time away, not a house number that makes it another unit', () => {
    const flat = {
      title: '2 Bedroom Flat for Rent - Kingtom', address: 'No. 8 Ross Road, Kingtom, Freetown',
      description: 'Two bedroom flat on the ground floor of a storey house on Ross Road, a short walk from the Kingtom police barracks. '
        + 'Parlour and dining, kitchen with a pantry, master bedroom with its own toilet and bath. Tiled throughout with a POP ceiling. '
        + 'Walled compound with a gate and parking for one car. Guma water with a tank, EDSA meter for the flat. NLe 6,000 a month.',
    };
    const repost = {
      title: 'Nice 2 bed apartment Kingtom', address: 'Ross Rd, Kingtom (5 mins walk to police barracks), Freetown',
      description: '2 bedroom apartment, ground floor of a storey house, Kingtom. Master bedroom en suite. Sitting room plus dining, kitchen '
        + 'and pantry. Tiles everywhere, POP ceiling. Fenced compound with gate, parking for 1 car. Guma water with tank and own EDSA meter. '
        + 'Rent NLe 5,500 per month.',
    };
    expect(flagged(repost, flat)).toBe(true);
  });
  it('keys a repost by its town when a bracket after it gives directions ("Kenema (2 miles from clock tower)")', () => {
    const areas = (t: ListingText) => new Set(textIndexKeys(t).filter((k) => AREA_BANDS.includes(k.band)).map((k) => k.value));
    const store = { title: 'Warehouse for rent, Dama Road', address: 'Mile 3, Dama Road, Kenema', description: 'Warehouse of 20 by 10 metres.' };
    const repost = { title: 'BIG GODOWN KENEMA', address: 'Dama rd, Kenema (3 miles from clock tower)', description: 'Godown 20 x 10 metres.' };
    expect([...areas(repost)].some((v) => areas(store).has(v))).toBe(true);
  });

  it('reads a workshop\'s "Station 7" or "Machine 7" as another unit than its "Station 2", whatever phone each gives', () => {
    const text = (n: string, what: string) => `Shared tailors' workshop above the shops at Shell. Each tailor rents one station by the month. Station ${n} comes `
      + `with ${what}. The workshop is open 8am to 8pm and the generator fuel is shared. NLe 900 a month, paid on the first of the month.`;
    const two = { title: 'Sewing station for rent at Shell - Machine 2', address: 'Tailors workshop, 40 Bai Bureh Road, Shell', description: text('2', 'an industrial machine, a cutting table and a shelf') };
    const seven = { title: 'Sewing station for rent at Shell - Machine 7', address: two.address, description: `${text('7', 'a treadle machine, an overlock machine and a cupboard')} WhatsApp 077 123 456.` };
    expect(isDuplicateText(seven, two).duplicate).toBe(false);
  });
});

describe('duplicate_listing: rounds 34 to 39', () => {
  const rules = 'Mama Kadie\'s compound at Nyandeyama has rooms for rent to quiet tenants. Shared bathhouse and pit toilet at the back of the '
    + 'yard, swept every morning. Water from the compound well with a hand pump. Gate locked at 11 pm. No drinking parties in the yard.';
  it('leaves alone two rooms a compound\'s titles name apart, each described, though one also names the other', () => {
    const a = { title: 'Room and parlour for rent, Nyandeyama compound (Room A)', address: 'No. 21 Tongo Road, Nyandeyama, Kenema', description: `Room A is the room and parlour facing the road. ${rules} Rent NLe 4,200 a year.` };
    const c = { ...a, title: 'Single room for rent, Nyandeyama compound (Room C)', description: `Room C is a single room by the bathhouse. ${rules} Rent NLe 2,400 a year. Room A is advertised separately.` };
    expect(isDuplicateText(c, a).duplicate).toBe(false);
    // A copy that changes only the title's letter still describes the original's room.
    const copy = { ...a, title: 'Room and parlour, Nyandeyama (Room C)', description: `Room A is the room and parlour facing the road. ${rules} Rent NLe 3,900 a year.` };
    expect(flagged(copy, a)).toBe(true);
  });

  it('reads a compound\'s front room and back room as two parts', () => {
    const text = (part: string) => `Lorry driver Pa Kargbo's compound at Mile 91 on the highway. ${part}: single room, cement floor. Toilet and bathhouse in `
      + 'the yard, shared by four rooms. Water from the compound well. EDSA prepaid meter shared. Handy for traders. NLe 2,000 a year.';
    const front = { title: 'Room facing the highway, Mile 91', address: 'Mile 91, Freetown Highway', description: text('FRONT ROOM facing the highway') };
    const back = { title: 'Quiet room by the well, Mile 91', address: 'Mile 91, Freetown Highway', description: text('BACK ROOM by the well') };
    expect(isDuplicateText(back, front).duplicate).toBe(false);
  });

  it('reads "one and half lots" as 1.5 lots, and beds named together ("1 double + 1 single bed") as both', () => {
    const lots = { title: '1.5 town lots, Masanga Road', address: 'Masanga Road, Magburaka', description: 'One and a half town lots for sale opposite the Agricultural office. Dry land, two coconut trees and a cashew tree. Foundation cast in 2021. Survey plan and conveyance. NLe 135,000.' };
    const repost = { title: 'Magburaka land - cash or swap', address: 'Masanga Rd, Magburaka', description: 'Foundation already cast in 2021! One and half lots opposite the Agric office. Land dry, 2 coconut trees and a cashew. Survey plan and conveyance ready. NLe 140,000 or swap for a car.' };
    expect(flagged(repost, lots)).toBe(true);
    const hut = { title: 'Beach hut at Bureh Beach', address: 'Bureh Beach', description: 'Our thatched hut sits under the coconut trees, 50 metres from the water. It has one double bed and one single, mosquito nets and a lock-up box. Bucket shower and flush toilet shared by three huts. Solar lights. Price per night for the hut.' };
    const list = { title: 'Bureh Beach hut - wake up to the waves', address: 'Bureh Beach', description: 'Thatched hut under coconut trees, 50m from the water. 1 double + 1 single bed, mosquito nets, lock-up box. Bucket shower + flush toilet shared by 3 huts. Solar lights. NLe 1,100 per night for the hut.' };
    expect(flagged(list, hut)).toBe(true);
  });
});


describe('duplicate_listing: rounds 40 to 45', () => {
  const areas = (t: ListingText) => new Set(textIndexKeys(t).filter((k) => AREA_BANDS.includes(k.band)).map((k) => k.value));
  const shareArea = (a: ListingText, b: ListingText) => [...areas(a)].some((v) => areas(b).has(v));

  it('reads a checklist\'s numbering as no count ("Item 2 - Bedrooms 2 and 3 upstairs")', () => {
    const house = { title: '3 bedroom house for rent - Baoma, Bo', address: '14 Kpetema Road, Baoma, Bo', description: 'Newly finished three bedroom house on Kpetema Road, Baoma. Master bedroom en suite, two more bedrooms upstairs with a family bathroom, guest toilet downstairs. Parlour and dining, fitted kitchen with granite tops, store room. Borehole, EDSA meter and a 5 kVA inverter with solar. Fenced, parking for two cars. NLe 3,500 a month, one year in advance. Call 076 555 210.' };
    const checklist = { title: 'Handover checklist - 14 Kpetema Rd (ready)', address: 'Kpetema Rd 14, Baoma, Bo', description: 'HANDOVER CHECKLIST - HOUSE 14\nItem 1 - Master bedroom en suite: tiles grouted - DONE.\nItem 2 - Bedrooms 2 and 3 upstairs, family bathroom: doors planed - DONE.\nItem 3 - Guest toilet downstairs - OK.\nItem 4 - Parlour, dining, kitchen (granite tops), store room - OK.\nItem 5 - Borehole, EDSA meter, 5 kVA inverter and solar tested.\nItem 6 - Fence and parking for 2 cars.\nReady for tenant: NLe 3,300 a month, 1 year upfront. Call 088 310 447.' };
    expect(flagged(checklist, house)).toBe(true);
  });

  it('keys a place written in the standard Krio orthography as its English spelling ("Kalaba Tɔŋ, Mayɛnkinɛ")', () => {
    const english = { title: 'Room and parlour, Mayenkineh', address: 'No. 3 Bangura Street, Mayenkineh, Calaba Town, Freetown', description: 'Room and parlour near the junction.' };
    const krio = { title: 'Rum ɛn palɔ de fɔ rɛnt', address: 'Bangura Strit, Mayɛnkinɛ, Kalaba Tɔŋ', description: 'Rum ɛn palɔ nia di jɔŋshɔn.' };
    expect(shareArea(krio, english)).toBe(true);
  });

  it('keys a place by its town, not by the chiefdom and district a repost adds or drops', () => {
    const full = { title: 'House for rent, Tintafor', address: 'Tintafor, Lungi, Kaffu Bullom Chiefdom, Port Loko District', description: 'Three bedroom house.' };
    const short = { title: '3bdr hse 4 rnt lungi', address: 'Lungi - Tintafor side, PL district', description: '3bdr hse.' };
    expect(shareArea(short, full)).toBe(true);
    const abbreviated = { title: 'Farm land, Kamaranka', address: 'Kamaranka, Gbanti Kamaranka Ch., Bombali (20 min from Makeni)', description: 'Eight acres.' };
    const written = { title: '8 acres at Kamaranka', address: 'Kamaranka town, Gbanti Kamaranka Chiefdom, Bombali District', description: 'Eight acres.' };
    expect(shareArea(abbreviated, written)).toBe(true);
  });

  it('reads a title\'s "(No. 23)" as its unit\'s number: one unit known as "House 23" and "Type B (No. 23)"', () => {
    const text = 'a Type B bungalow: 2 bedrooms, one bathroom with WC and shower, parlour with dining corner, kitchen with sink and cupboards, front porch and a small back yard, on a half town lot. Long-span aluminium roof, ceiling boards, tiled floors, burglar proof, EDSA meter. Survey plan and registered conveyance on full payment.';
    const house = { title: '2 bedroom bungalow for sale - House 23, Palm Grove Estate, Lumpa', address: 'House 23, Palm Grove Estate, Lumpa, Waterloo', description: `House 23 is ${text} Price NLe 690,000. Call 076 377 209.` };
    const brochure = { title: 'Palm Grove Estate Lumpa - Type B bungalow (No. 23)', address: 'Palm Grove estate, Lumpa - Waterloo', description: `Welcome to Palm Grove, where quality meets comfort: gated entrance, estate roads and street lights. Now available, House No. 23: ${text} USD 30,000. Book your inspection: 099 842 156.` };
    expect(flagged(brochure, house)).toBe(true);
  });

  const flat = { title: '2 bedroom flat for rent - Sumaila Street, Kissy', address: '32 Sumaila Street, Kissy, Freetown', description: 'Ground floor flat in a new storey building at 32 Sumaila Street, Kissy, two minutes from Shell junction. Two bedrooms, one with its own toilet and bath, the second uses the bathroom in the corridor. Sitting room with ceiling fan, kitchen with sink and cupboards. Own EDSA meter and a water tank that fills from Guma at night. The landlord lives upstairs. Rent NLe 10,800 per year. Call 077 288 140.' };

  it('finds a house in one passage of an agent\'s round-up of houses, and of a newsletter', () => {
    const roundup = { title: 'THIS WEEK\'S HOUSES - East End (5 available)', address: 'Kissy, Freetown', description: 'Good morning family! Here are this week\'s places from Unity Agency. Inbox or call for viewing.\n\n1) ALLEN TOWN - room and parlour, new building, NLe 7,200 per year.\n2) WELLINGTON - 3 bedroom flat upstairs with balcony, NLe 20,000 per year.\n3) KISSY, Sumaila St (by Shell junction) - 2 bedroom flat ground floor, 1 self contain, own EDSA meter, tank fills from Guma, landlord upstairs. NLe 9,600 per year.\n4) GRASSFIELD - half town lot with survey plan, NLe 150,000.\n5) KUNTORLOH - single room with inside toilet and its own meter, NLe 4,800 per year.\n\nAll prices one year advance. Unity Agency 088 640 372.' };
    expect(flagged(roundup, flat)).toBe(true);
    const newsletter = { title: 'East End Property Update - March', address: 'Kissy, Freetown', description: 'EAST END PROPERTY UPDATE - MARCH\n\nMARKET NOTES: furnished flats in Kissy remain scarce, and rooms near the new market let within a week. Land prices along the bypass keep rising as the road improves.\n\nTIP OF THE MONTH: before the rains, clear your gutters and soak-away; most leak complaints in August start in June.\n\nFEATURED: Kissy, Sumaila St by Shell junction - ground floor 2 bedroom flat, 1 self contain, ceiling fan in the sitting room, own EDSA meter, Guma tank, landlord upstairs. NLe 9,000 per year.\n\nTo view, call 030 771 902.' };
    expect(flagged(newsletter, flat)).toBe(true);
  });

  it('tells two rooms of one lane apart by a toilet inside or outside and a compound fenced or not', () => {
    const text = (rooms: string, toilet: string, fence: string) => `Room and parlour for rent at Fofanah Lane, off Kissy Road, near the Kissy police station. ${rooms} ${toilet} EDSA prepaid meter shared with the other tenants. Guma tap in the compound, water comes most mornings. ${fence} Call the landlord.`;
    const inside = { title: 'Room and Parlour for Rent - Kissy', address: 'Fofanah Lane, off Kissy Road, Kissy, Freetown', description: text('The room is big, the parlour medium, both tiled.', 'Inside toilet and bath for this apartment only.', 'Compound fenced, quiet family compound. NLe 1,200 a month.') };
    const outside = { ...inside, title: 'Room and Parlour for Rent at Kissy', description: text('The room is medium, the parlour small, cement floor.', 'Toilet and bath outside, shared with two other tenants.', 'Compound not fenced. NLe 800 a month.') };
    expect(isDuplicateText(outside, inside).duplicate).toBe(false);
  });

  it('reads Krio counts in the standard orthography: "tri bɛdrum" is no "tu rum ɛn wan palɔ"', () => {
    const text = (what: string, rooms: string) => `Wi gɛt ${what} fɔ rɛnt na wi kɔmpawnd na Kaningo. I gɛt ${rooms}. Tɔylɛt ɛn baf de. Lait na EDSA. Wata na di pap na di kɔna. Di kɔmpawnd gɛt fɛns. Kɔl Pa Kamara.`;
    const pan = { title: 'Os fɔ rɛnt na Kaningo', address: 'Kaningo, Kissy, Freetown', description: text('pan bɔdi os', 'tu rum ɛn wan palɔ, simɛnt flɔ') };
    const block = { ...pan, description: text('blɔk os', 'tri bɛdrum ɛn big palɔ, wan bɛdrum na sɛlf-kɔntɛn') };
    expect(isDuplicateText(block, pan).duplicate).toBe(false);
  });

  it('leaves alone two units under one template\'s long passages of services and terms', () => {
    const services = 'EVERY APARTMENT COMES WITH: 24/7 security and CCTV; a 100 kVA standby generator with automatic changeover; treated borehole water and hot water heaters; weekly housekeeping; fibre internet included.\n\nTERMS: minimum lease 6 months, rent quarterly in advance by bank transfer, refundable deposit of one month, no subletting. Viewings daily by appointment; we never charge viewing fees. Call +232 76 900 441.';
    const studio = { title: 'Harbour View Apartments - Studio 1A, Wilberforce', address: 'Harbour View Apartments, 9 Spur Road, Wilberforce', description: `HARBOUR VIEW APARTMENTS - serviced living a short drive from the city.\n\nSTUDIO 1A - ground floor, garden side: open-plan bedroom and living area with kitchenette, shower room, fully furnished, 38 m2. USD 900 per month.\n\n${services}` };
    const apartment = { ...studio, title: 'Harbour View Apartments - Apartment 3C, 2 bed, Wilberforce', description: `HARBOUR VIEW APARTMENTS - serviced living a short drive from the city.\n\nAPARTMENT 3C - third floor: two bedrooms, both en suite, living and dining room, full kitchen, balcony, fully furnished, 96 m2. USD 1,700 per month.\n\nTHE VIEW: the balcony looks over the harbour to the Bullom shore; on a clear evening you can watch the ferries come in and the fishing boats go out.\n\nFURNISHING: king bed in the master bedroom, two singles in the second, a dining table for six, sofas and a smart TV, a washing machine and a dishwasher.\n\n${services}` };
    expect(isDuplicateText(apartment, studio).duplicate).toBe(false);
  });
});

describe('duplicate_listing: rounds 46 to 51', () => {
  it('reads no floor from a sentence about another unit ("The 2nd floor flat in this building is with another agent")', () => {
    const text = (floor: string, rest: string) => `Spacious 3 bedroom apartment on the ${floor} floor of No. 12 Fort Street, close to the city centre. Master bedroom en suite, two bedrooms sharing a bathroom, large parlour, kitchen. Guma water and a tank for the building, EDSA prepaid meter per flat. Watchman day and night. ${rest}`;
    const second = { title: '3 Bedroom Apartment for Rent - Fort Street', address: 'No. 12 Fort Street, Freetown (2nd floor)', description: text('2nd', 'Parlour with a balcony to the street. Rent NLe 11,000 a month. Call 076 555 310.') };
    const first = { title: '3 Bedroom Apartment for Rent - Fort Street', address: 'No. 12 Fort Street, Freetown (1st floor)', description: text('1st', 'Parlour with windows to the back yard. Rent NLe 9,500 a month. Call 088 703 522. The 2nd floor flat in this building is with another agent.') };
    expect(isDuplicateText(first, second).duplicate).toBe(false);
  });
});

describe('duplicate_listing: rounds 46 to 51, appended', () => {
  it('reads "1/4 acre" as a quarter acre, and "2 1/2 acres" as two and a half', () => {
    expect(amountsOf({ title: '', address: '', description: 'The plot = 1/4 ACRE.' })).toContain('area:0.25acre');
    expect(amountsOf({ title: '', address: '', description: 'Farmland of 2 1/2 acres.' })).toContain('area:2.5acre');
    const original = { title: 'Quarter acre on the main road at Mambo', address: 'Main road, Mambo village, Western Area Rural', description: 'Quarter acre (about 105 ft by 105 ft) for sale on the main road at Mambo village, opposite the mosque. Two big mango trees in front; the land slopes to a small stream at the back. Surveyed, registered conveyance, beacons cemented. No fence yet. Price NLe 260,000. Call 030 558 174.', priceSLL: 260000 };
    const sketch = { title: 'LAND 4 SALE MAMBO - see map', address: 'Mambo, Western Rural', description: 'SEE THE MAP:\n  MAIN ROAD\n  [ MOSQUE ]\n  | * mango  * mango |\n  | 105 ft x 105 ft = 1/4 ACRE |\n  ~~~ stream ~~~\nSurvey plan + conveyance, beacons cemented, no fence. Last price NLe 240,000. Call 079 663 020.', priceSLL: 240000 };
    expect(isDuplicateText(sketch, original).duplicate).toBe(true);
  });

  it('finds one plot by its survey plan number however the rest is rewritten, and not two plots of one layout nor a season\'s years', () => {
    const original = { title: '1 acre on the Magburaka-Matotoka road', address: 'Matotoka road, 3 miles from Magburaka, Tonkolili District', description: 'One acre of land for sale on the Magburaka-Matotoka road, three miles from Magburaka town, on the right side after the rice mill. Level laterite soil with 12 cashew trees that are bearing. The family has a chiefdom consent letter and a survey plan (TK/0744/19). Price NLe 70,000. Call the eldest son 076 318 245.', priceSLL: 70000 };
    const krio = { title: 'Land 1 acre, Matotoka road - by the administrator', address: 'Magburaka-Matotoka rd, after the rice mill', description: 'Na me, di late owner in daughter, dae sell dis land; I get di letters of administration. One acre pan Matotoka road. Level laterite, 12 cashew tree dem dae bear. Chiefdom consent and survey plan TK/0744/19 dae. Price NLe 78,000. Call 099 617 302.', priceSLL: 78000 };
    expect(isDuplicateText(krio, original).duplicate).toBe(true);
    // The next plot, its own survey plan: left to the other checks, which tell it apart.
    const nextPlot = { ...original, description: original.description.replace('TK/0744/19', 'TK/0745/19').replace('12 cashew trees', 'no trees').replace('One acre', 'Two acres').replace('NLe 70,000', 'NLe 130,000') };
    expect(isDuplicateText(nextPlot, original).duplicate).toBe(false);
    // A season's years are no document: two hostels' rooms "for AY 2025/26" stay two rooms.
    const hostel = (name: string, rest: string) => ({ title: `${name} hostel room, Mount Aureol`, address: `${name} Hostel, Mount Aureol, Freetown`, description: `Single room at ${name} Hostel for AY 2025/26. ${rest}` });
    expect(isDuplicateText(hostel('Kamara', 'Shared kitchen, solar light, NLe 5,000 for the year. Call 076 111 222.'), hostel('Sesay', 'Own toilet, generator at night, NLe 7,500 for the year. Call 088 333 444.')).duplicate).toBe(false);
  });

  it('reads a toilet "inside the master bedroom" as its en suite', () => {
    expect(listingFacts({ title: '', address: '', description: 'Two toilets and baths (one inside the master bedroom).' }).facts).toContain('ensuite');
    expect(listingFacts({ title: '', address: '', description: 'A wardrobe in the master bedroom.' }).facts).not.toContain('ensuite');
  });

  it('reads no unit number from a phone number after "desk" in a text all in capitals', () => {
    const original = { title: 'Guest house room - double bed, AC - Sewa Road Bo', address: 'No. 14 Sewa Road, Bo', description: 'Room 5 at Bendu Lodge is a self-contained double room on the ground floor. Air condition and fan, flat screen TV with DStv, hot water shower, table and chair for work. Light from EDSA and generator from 7pm to 7am. Borehole water. Breakfast of tea, bread and eggs included. Quiet compound behind the Sewa Road mosque, parking inside the gate. NLe 650 per night. Contact Madam Bendu 077 318 402.', priceSLL: 650 };
    const weekly = { title: 'NGO / project staff accommodation in Bo - weekly package', address: 'Sewa Rd no 14, Bo City, Southern Province', description: 'WEEKLY PACKAGE FOR NGO AND PROJECT STAFF COMING TO BO: NLE 4,000 FOR 7 NIGHTS, BREAKFAST INCLUDED (TEA, BREAD, EGGS). QUIET COMPOUND BEHIND THE SEWA RD MOSQUE WITH PARKING INSIDE THE GATE. SELF CONTAINED DOUBLE ROOM, GROUND FLOOR, WITH AC AND FAN, DSTV ON A FLAT SCREEN, HOT SHOWER, WORK TABLE AND CHAIR. BOREHOLE WATER, EDSA PLUS GENERATOR 7PM-7AM. CALL OUR BOOKINGS DESK 030 552 917.', priceSLL: 4000 };
    expect(isDuplicateText(weekly, original).duplicate).toBe(true);
  });

  it('reads "same layout as our House 8 (now let)" as another unit named, not the one let', () => {
    const house8 = { title: '3 Bedroom House for Rent - Bunumbu Layout, Bo', address: 'House 8, Bunumbu Layout, New Gerihun Road, Bo', description: 'Bright Star Realty, Bo. House 8 in the Bunumbu Layout off New Gerihun Road: three bedrooms (master en suite), parlour, dining, kitchen, store, and a one-room boys quarters. Borehole water with a pump, EDSA postpaid meter. Fenced, parking for two cars. Rent NLe 3,200 a month, 1 year advance. Bright Star fee 10%, paid after you sign. Viewing is free, call 076 118 224.', priceSLL: 3200 };
    // The office's phone and a WhatsApp line: one lister's two listings no longer read as one by their phones.
    const house15 = { ...house8, address: 'House 15, Bunumbu Layout, New Gerihun Road, Bo', description: 'Bright Star Realty, Bo. Same layout as our House 8 (now let): this is House 15, further in on the laterite road. Three bedrooms (master en suite), parlour, dining, kitchen, but no store and no boys quarters. Well water with a hand pump and a 500 gallon tank, EDSA prepaid meter. Fenced, parking for one car. Rent NLe 2,700 a month, 1 year advance. Bright Star fee 10%, paid after you sign. Viewing is free, call 076 118 224. WhatsApp only +232 77 123 456.', priceSLL: 2700 };
    expect(isDuplicateText(house15, house8).duplicate).toBe(false);
  });

  it('reads a price written out in words after its figures as the price, not as a count of the unit', () => {
    const original = { title: 'Villa for sale - Goderich, sea view, 4 bed', address: 'No. 17 Peninsular Road, Goderich, Freetown (by the Goderich police station)', description: 'Four bedroom villa for sale on a walled plot of about 1,000 m² at Goderich with a wide view of the sea. Master suite with dressing room and balcony plus three more bedrooms, all en suite. Living room with a double-height ceiling, dining room, kitchen with pantry, guest toilet. Swimming pool, gazebo and landscaped garden. Two-bedroom staff house. 60 kVA generator, 10 kW solar, borehole. Double garage. Built 2016, very good condition. Registered conveyance and survey plan, searched. Asking USD 550,000. Direct from the owner, no agents please: 076 870 223 (Mr. Sesay).', priceUSD: 550000 };
    const repost = { title: 'OWNER RELOCATING - GODERICH SEA VIEW VILLA MUST GO', address: 'Goderich, Peninsular Rd, Freetown', description: 'Owner relocating abroad and must sell this month. 4 bedroom villa (master with dressing room + balcony, the other 3 en suite) on a walled 1,000 m² plot with sea view. Double height living room, dining, kitchen with pantry, guest toilet. Pool, gazebo, garden. 2 bedroom staff house, double garage. 60 kVA gen, 10 kW solar, borehole. Papers complete. Price now NLe 11,500,000 (eleven million five hundred thousand new leones) for quick sale. Call 099 215 078. No agents please, deal direct with me.', priceSLL: 11500000 };
    expect(isDuplicateText(repost, original).duplicate).toBe(true);
  });

  it('keys an address\'s places before what a bracket adds, and no place from a gate, a bed space, a ride or a fare', () => {
    expect(listingPlaces({ title: '', address: 'Kortright Road, Mount Aureol, Freetown (near FBC back gate)' }).slice(0, 3)).toEqual(['aureol', 'mount', 'kortright']);
    expect(listingPlaces({ title: '', address: 'Kortright, near Fourah Bay College back gate' })).not.toContain('gate');
    expect(propertyKind({ title: 'BED SPACE AVAILABLE', description: '1 bed space left in a 2 man room.' })).toBe('');
    const original = { title: '3 Bedroom Flat for Rent at Salina, Bo', address: 'No. 5 Hindowa Street, Salina, Bo', description: 'Three bedroom flat, first floor. Rent NLe 3,000 a month.' };
    const questions = { title: 'Tired of water palava? See this Salina flat', address: 'Salina, Bo - keke from the main lorry park, NLe 5', description: 'You want a master bedroom with its own bath tub? It is all here, first floor, Salina.' };
    const areas = (t: ListingText) => textIndexKeys(t).filter((k) => AREA_BANDS.includes(k.band)).map((k) => k.value);
    expect(areas(questions)).toEqual(areas(original));
  });
});

describe('duplicate_listing: rounds 52 to 57', () => {
  it('reads no fact or unit from a sentence about another unit ("Flat 1 downstairs is advertised by my uncle", "he advertises it himself")', () => {
    // dup-2242 and dup-2258 of the tuning half: two flats of one building, each ad naming the other.
    const ground = {"title": "Ground floor 2 bedroom flat – Old Railway Line, Tengbeh Town", "address": "No. 27 Old Railway Line, Tengbeh Town, Freetown (Flat 1)", "description": "Ground floor flat (Flat 1) in the three-storey building at No. 27 Old Railway Line, Tengbeh Town, close to the Tengbeh Town police post. Two bedrooms (one en suite), parlour, kitchen with sink and cupboards, second toilet and shower for visitors. The ground floor has the small front yard and the rear door to the washing area and clothes line, and the one parking space in the compound goes with this flat. Own EDSA prepaid meter, Guma water into the building's 500 gallon tank, pumped to every floor. Tiled throughout, burglar proof on all windows. Rent NLe 4,200 per month, one year in advance. Landlord lives at Wilberforce. Call 076 554 310.", "priceSLL": 4200};
    const top = {"title": "Top floor 2 bedroom flat – Old Railway Line, Tengbeh Town", "address": "No. 27 Old Railway Line, Tengbeh Town, Freetown (Flat 3)", "description": "Top floor flat (Flat 3) in the three-storey building at No. 27 Old Railway Line, Tengbeh Town, close to the Tengbeh Town police post. Two bedrooms (one en suite), parlour, kitchen with sink and cupboards, second toilet and shower for visitors. The top floor has the front balcony looking over to Brookfields and the stairs up to the flat roof where you can dry clothes. No yard and no parking with this flat (the parking space goes with the ground floor). Own EDSA prepaid meter, Guma water into the building's 500 gallon tank, pumped to every floor, but up here the pressure is low in the dry season. Tiled throughout, burglar proof on all windows. Rent NLe 3,900 per month, one year in advance. Flat 1 downstairs is advertised by my uncle. Call 079 301 662.", "priceSLL": 3900};
    expect(isDuplicateText(top, ground).duplicate).toBe(false);
    const first = {"title": "First floor 3 bedroom flat above shops – Hangha Road, Kenema", "address": "No. 58 Hangha Road, Kenema (first floor)", "description": "First floor flat in a three-storey building at No. 58 Hangha Road, Kenema, above two shops (a pharmacy and a phone shop). Entrance from the side stairs, not through the shops. Three bedrooms, master en suite, parlour, dining, kitchen, second bathroom. The bedroom windows look over the compound at the back, so it is quieter than the road side. Own EDSA meter; the building has a borehole and a 2,000 gallon tank on the roof. Rent NLe 3,000 per month, one year advance. Landlord Alhaji Bah, 076 300 812.", "priceSLL": 3000};
    const second = {"title": "Second floor 3 bedroom flat above shops – Hangha Road, Kenema", "address": "No. 58 Hangha Road, Kenema (second floor)", "description": "Second floor (top) flat in the three-storey building at No. 58 Hangha Road, Kenema, above the pharmacy and the phone shop. Entrance from the side stairs. Three bedrooms, master en suite, parlour, dining, kitchen, second bathroom, plus a covered roof terrace that only this flat can use. The front windows face Hangha Road (some traffic noise in the day). Own EDSA meter, building borehole, and the 2,000 gallon roof tank is just above, so the pressure is good. Rent NLe 3,300 per month, one year advance. I manage the building for Alhaji Bah; the first floor flat is also free and he advertises it himself. Call 099 640 275.", "priceSLL": 3300};
    expect(isDuplicateText(second, first).duplicate).toBe(false);
  });

  it('reads no unit number from a title\'s count ("Apartment building - 2 bed available")', () => {
    const original = { title: '2 bedroom flat in a small block, Congo Cross', address: 'Flat 3, Bangura Court, No. 12 Jones Street, off Main Motor Road, Congo Cross, Freetown', description: 'Two bedroom flat (Flat 3, first floor) in Bangura Court, a small block of four flats at No. 12 Jones Street, off Main Motor Road, Congo Cross. Master bedroom en suite, second bedroom next to the family bathroom. Parlour with balcony, kitchen with cabinets. Own prepaid meter; the block has a generator for the evenings and a borehole. Gated with a watchman, two parking spaces per flat. Near the Congo Cross bridge and the supermarkets. NLe 6,500 per month, one year in advance. Caretaker: 076 488 193.', priceSLL: 6500 };
    const card = { title: 'Bangura Court - Apartment building - 2 bed available', address: 'Jones St, Freetown (Congo Cross)', description: 'BANGURA COURT\n4.5 (11) - APARTMENT BUILDING\nOPEN 24 HOURS\nREVIEWS: "QUIET BLOCK, GENERATOR IN THE EVENING"\n\nAVAILABLE NOW: FLAT 3 (1ST FLOOR) - 2 BEDROOMS, MASTER WITH OWN BATHROOM, SECOND ROOM BESIDE THE MAIN BATHROOM, SITTING ROOM WITH BALCONY, KITCHEN WITH CABINETS. PREPAID METER. BLOCK GENERATOR (EVENINGS) + BOREHOLE. GATED, WATCHMAN, 2 PARKING SPACES. CLOSE TO THE BRIDGE AND THE SUPERMARKETS.\nMONTHLY: NLE 6,800 (1 YEAR UPFRONT). CALL 099 713 450.', priceSLL: 6800 };
    expect(isDuplicateText(card, original).duplicate).toBe(true);
  });

  it('reads "Govt", "hosp" and "sch" in a landmark as the words written out', () => {
    expect(canonicalText('behind Govt Hospital, nr Wesleyan hosp, opp the sec sch')).toBe('behind government hospital near wesleyan hospital opp secondary school');
  });

  it('keys a known place written by ear or without its vowels ("Kisi", "kmkwie"), and Krio\'s counted rooms ("tri rum, palɔ", "fo bɛdrum")', () => {
    expect(listingPlaces({ title: '', address: 'kmkwie, nr wesleyan hosp' })).toContain('kamakwie');
    expect(listingPlaces({ title: '', address: 'Ol Rod Kisi Mes Mes' })).toContain('kissy');
    expect(propertyKind({ title: 'Os fɔ rɛnt na Kailahun', description: 'Tri rum, palɔ, stɔ, kichin na do.' })).toBe('b3');
    expect(propertyKind({ title: 'Os fɔ sel na Segbwema', description: 'Blɔk os wit fo bɛdrum, tu palɔ.' })).toBe('b4');
  });

  it('reads everyday Krio words by ear as the English they put (a repost put into Krio)', () => {
    // dup-1816 of the tuning half: Liberian English store ad at the Jendema border reposted in Krio under a capital title with a hurry line, address cut to the town, rent cut, new phone
    const original = {"title": "Store for rent at Jendema border", "address": "Jendema, by the Mano River bridge, Sorogbema Chiefdom, Pujehun District", "description": "I got one store for rent at Jendema, it sitting right by the Mano River bridge where the trucks can park. The store big, it can take two hundred bag of rice. The floor cement and the door iron, it got two padlock. It got one small office room in the back with one window. No light yet, you will bring your own generator. Water, the pump across the road. Plenty people passing from Bo Waterside and Liberia side every day, the business can move fine. The rent is NLe 1,500 one month, I taking six month first. Call Mr Sumo: 076 881 340.", "priceSLL": 1500};
    const krio = {"title": "STƆ DE FƆ RENT NA JENDEMA 🚛", "address": "Jendema border, Pujehun District", "description": "Big stɔ de fɔ rent na Jendema, rait na di Mano River bridge, usai trɔk dɛn de pak. E kin tek tu ɔndred bag rice. Di flɔ na simɛnt, di do na ayɛn wit tu padlɔk. Smɔl ɔfis rum de na bak wit wan winda. Lait nɔ de yet, yu go briŋ yu yon jɛnɛreta. Wata na di pap ɔda sayd di rod. Pipul plenti de pas frɔm Bo Waterside ɛn Laybiria sayd ɛvride, biznɛs go muv. Rent na NLe 1,300 fɔ wan mɔnt, siks mɔnt fɔs. Nɔ slip ɔn am! Kɔl 031 207 559.", "priceSLL": 1300};
    expect(flagged(krio, original)).toBe(true);
  });

  it('reads everyday Krio by ear as the English it puts ("Yɔk", "opozit di ol Mɛtodis chɔch")', () => {
    const original = { title: 'Village House for Rent in York', address: 'Main Road, York Village, Western Area Rural', description: 'Quiet village house for rent in York, on the main road five minutes walk down to York beach. Two bedrooms, a parlour, a small dining room and an inside kitchen. One bathroom with a flush toilet. Stone and block house, recently painted white with blue windows. Covered veranda at the front where you can sit and see the sea between the trees. Well water with a pump to a roof tank; EDSA light with a meter. Opposite the old Methodist church. Fishermen sell fresh fish every morning. NLe 16,000 a year. Call Mr Davies 076 818 225.', priceSLL: 16000 };
    const krio = { title: 'Os fɔ rɛnt na Yɔk vilej - nia di bich', address: 'Men Rod, Yɔk, ɔpɔzit di ol Mɛtodis chɔch', description: 'Kwayɛt os de fɔ rɛnt na Yɔk, na di men rod, fayv minit waka go dɔŋ na Yɔk bich. Tu bɛdrum, palɔ, smɔl dayning ɛn kichin insay. Wan bafrum wit flɔsh twalɛt. Na ston ɛn blɔk os, dɛn jɔs pent am wayt wit blu winda. Veranda wit kɔba na front, yu kin sidɔm si di si tru di tik dɛn. Wɛl wata wit pɔmp go ɔp di tank; EDSA layt wit mita. Ɔpɔzit di ol Mɛtodis chɔch. Fishaman dɛn de sɛl frɛsh fish ɛvri mɔnin. NLe 18,000 fɔ di yia. Kɔl 030 774 918.', priceSLL: 18000 };
    expect(flagged(krio, original)).toBe(true);
  });
});

describe('duplicate_listing: rounds 58 to 61', () => {
  it('reads a unit\'s letter in a title in capitals ("SELF CONTAIN B FOR RENT"), not a text-speak letter', () => {
    // dup-2394 of the tuning half: Honest: back self-contains A (ground, with kitchen) and B (upstairs, no kitchen) of one Kissy Dock Yard compound
    const original = {"title": "Self Contain A for Rent, Kissy Dock Yard", "address": "No. 33 Kanu Street, Kissy Dock Yard, Freetown", "description": "Self contain for rent at the back of No. 33 Kanu Street, Kissy Dock Yard (near the Dock Yard police post, 5 minutes to Kissy Road).\n\nSELF CONTAIN A - ground floor of the back building\nOwn toilet and shower, small kitchen with sink and gas point, one window to the side passage.\n\nBack building has 2 self contains only (A downstairs, B upstairs). Compound has Guma tap and a well, EDSA sub meter each, concrete fence. Landlord's family in the front house.\n\nNLe 7,200 a year. Call 077 548 102 (Mr Conteh).", "priceSLL": 7200};
    const candidate = {"title": "Self Contain B for Rent, Kissy Dock Yard", "address": "No. 33 Kanu Street, Kissy Dock Yard, Freetown", "description": "Self contain for rent at the back of No. 33 Kanu Street, Kissy Dock Yard (near the Dock Yard police post, 5 minutes to Kissy Road).\n\nSELF CONTAIN B - upstairs of the back building (outside stairs)\nOwn toilet and shower, no kitchen (cook on the landing), two windows and a view over the harbour.\n\nBack building has 2 self contains only (A downstairs, B upstairs). Compound has Guma tap and a well, EDSA sub meter each, concrete fence. Landlord's family in the front house.\n\nNLe 6,600 a year. Call 031 287 640 (Mr Conteh's wife, Aminata).", "priceSLL": 6600};
    expect(isDuplicateText({ ...candidate, title: candidate.title.toUpperCase() }, original).duplicate).toBe(false);
    expect(unitNumbers({ title: 'HOUSE 4 RENT, IT WILL B READY', address: '' }).unit.size).toBe(0);
  });

  it('counts a template\'s lengths in metres, so a repost giving feet in metres is no other unit', () => {
    // dup-2484 of the tuning half: Repost: Koidu Main Motor Road lock-up shop as 'Sefadu, Kono' in mixed Krio, feet given in metres, USD 150 as NLe 3,500
    const original = {"title": "Lock-up shop for rent, Main Motor Road, Koidu", "address": "No. 58 Main Motor Road, Koidu Town, Kono District", "description": "Lock-up shop on the ground floor of a two-storey building, three shops from the Koidu central market entrance. Size 14 ft x 20 ft, with a back store 8 ft x 10 ft. Double iron doors plus roller shutter, burglar bars on the back window, EDSA meter in the shop's own name. Good for mobile money, building materials or a gold and diamond buying office. Rent USD 150 a month, 12 months paid in advance. Owner: Madam Fatmata Sam, 077 540 981.", "priceUSD": 150};
    const repost = {"title": "Shop fo rent na Sefadu main road", "address": "Main Motor Rd, Sefadu (Kono), near main market", "description": "Shop de fo rent na Sefadu main motor road. Na di ground floor of one two storey building, you count three shop from di big market entrance. Di shop na about 4.3 m by 6 m, back store 2.4 m by 3 m. Iron double door plus shutter, bar na di back window. EDSA meter na di shop yon. Good fo mobile money business, block and cement, or diamond/gold office. NLe 3,500 every month, 12 months upfront. Na me get di key, call me 031 744 208 make we go see am.", "priceSLL": 3500};
    expect(isDuplicateText(repost, original).duplicate).toBe(true);
  });
});

describe('duplicate_listing: rounds 62 and 63', () => {
  it('reads no unit number from a count of people in the title ("Shared Female Room (2 Occupants)")', () => {
    // dup-2316 of the tuning half: Repost: Hill Cot Road hostel room for two female COMAHS students as a tidy student-living agency ad with a reference, owner dropped
    const original = {"title": "Hostel room for COMAHS students - Mercy Hostel, Hill Cot Road", "address": "Mercy Hostel, Hill Cot Road, Freetown (10 mins walk to COMAHS)", "description": "Mercy Hostel has one room free: Room 2B, first floor, for 2 female students. Two beds with orthopaedic mattresses, two reading desks with lamps, wardrobe, ceiling fan, window with net. Bathroom shared by two rooms, with shower and water heater. Generator at night until 1am for students reading for exams. Wi-Fi in the reading room. Guma water with tank. CCTV, gate closes 11pm. Walk to COMAHS in 10 minutes through New England. Fee NLe 9,000 per academic year for the room. Contact Mrs Cole, 077 812 460.", "priceSLL": 9000};
    const repost = {"title": "Shared Female Room (2 Occupants) for COMAHS Students - Hill Cot Rd | Ref MH-2B", "address": "Hill Cot Rd, Freetown, Western Area Urban", "description": "MEDIHOMES STUDENT LIVING\nQuality accommodation for medical and allied health students\n\nRef: MH-2B\nRoom: first-floor shared room for two female students\nIn the room: 2 beds (orthopaedic mattresses), 2 study desks with reading lamps, wardrobe, ceiling fan, netted window\nBathroom: shared between two rooms; shower with water heater\nPower: generator until 1:00am during exams and every night\nWater: Guma supply with storage tank\nSecurity: CCTV; gate closes 11:00pm\nStudy: Wi-Fi reading room\nDistance: approx. 10 minutes on foot to COMAHS via New England\n\nFee: NLe 9,400 per academic year (room)\n\nTo arrange a viewing: 030 948 612 or WhatsApp 079 117 384", "priceSLL": 9400};
    expect(isDuplicateText(repost, original).duplicate).toBe(true);
  });

  it('takes the compound for the setting, not a thing of one unit, in the template check', () => {
    // dup-2348 of the tuning half: Repost: Tikonko Road (Bo) back flat in mixed Krio, landlord's fresh paint and new tank added, rent raised
    const original = {"title": "2 Bedroom Flat for Rent – Tikonko Road, Bo", "address": "56 Tikonko Road, Bo, near the Tikonko Road petrol station", "description": "2 bedroom flat, the back flat of a double house. Both bedrooms with wardrobe, 1 self contain. Parlour, kitchen, toilet. Tiled. Water from the borehole in the compound, EDSA. Compound fenced, car can enter. NLe 1,700 a month, 1 year advance. Call Mr Koroma 077 812 264.", "priceSLL": 1700};
    const repost = {"title": "Back flat 2 bed Tikonko Rd Bo — new tank, fresh paint", "address": "Tikonko Rd (petrol station side) no 56, Bo City", "description": "2 bed flat dae for rent na Tikonko Road, Bo. Na di back flat of double house. 1 room self contain, both rooms get wardrobe. Parlour, kitchen, toilet, tiles everywhere. Landlord don paint am fresh and put new 1000 gallon tank on stand for the borehole water. EDSA dae. Fence dae, car kin enter. NLe 2,000 a month, 1 year advance. Call me 033 919 047.", "priceSLL": 2000};
    expect(isDuplicateText(repost, original).duplicate).toBe(true);
  });
});

describe('duplicate_listing: rounds 64 to 68', () => {
  it("reads a listing written in Krio in English words: \"Wan ful tawn l\u0254t \u2026 fifti fut bay wan \u0254ndr\u025bd fut\" is one full town lot, 50 by 100 ft", () => {
    // dup-2632 of the tuning half: Repost: Fogbo town lot retold in Krio with its size, papers and price in Krio words, seller's name dropped, new phone.
    const original = {"title":"Town lot for sale at Fogbo","address":"Off the Waterloo-Tombo road, Fogbo village, Western Area Rural","description":"One full town lot, 50 ft by 100 ft, for sale at Fogbo. Dry, level land, fenced on two sides with blocks, three minutes walk from the main road. Documents complete: survey plan, conveyance and a search at the Ministry. Price NLe 60,000, negotiable small. Seller: Mrs Bangura, 076 870 334.","priceSLL":60000};
    const repost = {"title":"Tawn lot fo sel na Fogbo","address":"Fogbo, off Waterloo-Tombo rod","description":"Wan ful tawn lot fo sel na Fogbo. Fifti fut bay wan ondred fut. Di land dray en i flat, tu said don fens wit blok. Na tri minit waka frum di men rod. Pepa dem komplit: sovey plan, konveyans en sach na Ministri. Prays na sikti tawzin nyu lyon (NLe 60,000), wi kin tok smol. Kol 078 519 206.","priceSLL":60000};
    expect(flagged(repost, original)).toBe(true);
  });

  it("reads text-speak's \"room 4 2\" as a room for two, not as Room 4 beside the original's Krio \"rum 6\"", () => {
    // dup-2304 of the tuning half: Repost: Krio ad for a two-person hostel room on Fourah Bay Road put into an English Facebook group post, per-head price first, hostel name dropped
    const original = {"title":"Rum fo FBC student dem, Fourah Bay Road","address":"Sahara Hostel, Fourah Bay Road, near Ola During hospital, Freetown","description":"Wi get wan rum fri na Sahara Hostel, rum 6 upstairs (sekon floor). Na fo tu pipul: tu bed wit matras, tu tebul, wan wardrob, siling fan. Barfrum dem de insai di hostel, tu rum de share wan. Light: EDSA plus solar fo nait. Wata: tank en Guma. Di hostel get get wit watchman, en kichin de downstairs. Wi de nia Ola During hospital, yu fit waka go FBC (20 minit) or tek keke. Di moni na NLe 7,000 fo di yia fo di rum. Kol Aunty Mariama 077 340 985.","priceSLL":7000};
    const repost = {"title":"FBC STUDENTS!!! NLe 3,500 per head 📚 room 4 2 on Fourah Bay Rd","address":"Fourah Bay Road, East End, Freetown","description":"NLe 3,500 per head / year (room for 2 = 7,000) 📢📢\n\nHostel room on Fourah Bay Road, close to Ola During hospital 🏥\n➡️ second floor\n➡️ 2 beds + mattress, 2 tables, 1 wardrobe, ceiling fan\n➡️ bathroom inside the hostel, 2 rooms share 1\n➡️ EDSA + solar at night 💡\n➡️ tank + Guma water 💧\n➡️ gate + watchman, kitchen downstairs\n➡️ 20 mins walk up to FBC or take keke 🛺\n\nPing me now before freshers fill am 🏃🏾‍♀️ 033 418 027\n\n#FBC #USL #FourahBayRoad #FreetownHostel #Freshers #StudentRoom #Salone","priceSLL":3500};
    expect(flagged(repost, original)).toBe(true);
  });

  it("reads \"1 general toilet and bath\" as a shared one, as a repost's \"shared bathroom\" says", () => {
    // dup-2704 of the tuning half: Repost: Magburaka 4-bed house cut to terse phrases of the reposter's own, 'self contained' as en-suite, half fence as partly walled
    const original = {"title":"House for Rent – Magburaka, Makeni Road","address":"Makeni Road, near Magburaka Government Hospital, Magburaka","description":"House for rent at Magburaka, Makeni Road, near the Magburaka Government Hospital. Bungalow with 4 bedrooms (master self contained), 1 general toilet and bath, parlour, dining, kitchen inside, veranda front and back. Water: hand pump well in the compound. Light: EDSA and solar. Fence: half fenced. Rent NLe 14,400 per year (NLe 1,200 a month), 1 year advance. Landlord Pa Turay 077 511 093.","priceSLL":14400};
    const repost = {"title":"Magburaka 4-bed, hospital side","address":"Makeni Rd, Magburaka (by the Govt hospital)","description":"One-level house, four bedrooms, the master en-suite, plus a shared bathroom. Sitting room, dining, indoor kitchen, porches front and back. Well with hand pump in the yard. EDSA + solar. Yard partly walled. Le 1,200 a month, paid a year at once (14.4k). On Makeni Rd near the government hospital. Call 088 243 716.","priceSLL":14400};
    expect(flagged(repost, original)).toBe(true);
  });

  it('reads "en suite" as the master bedroom\'s own bathroom, as a Krio repost\'s "in yon bafrum" says', () => {
    // dup-2620 of the tuning half: Repost: Congo Town flat retold in Krio as hearsay ('dem se', 'a yeri se') by a middleman, number and landlady dropped, rent rounded up.
    const original = {"title":"Upstairs 3 bedroom flat for rent, Congo Town","address":"No. 31 Congo Water Road, Congo Town, Freetown","description":"Upstairs three bedroom flat available from next month. Master bedroom en suite, second bathroom shared by the other two bedrooms. Big sitting room, dining area, kitchen with cupboards and a store room. Balcony at the back. EDSA prepaid meter, water tank on the roof with pump. Tenant downstairs is the landlady. Rent NLe 4,800 per month, one year advance. Contact Mrs Macauley 076 218 553.","priceSLL":4800};
    const repost = {"title":"Flat de fo rent na Congo Water, Congo Town","address":"Congo Water Road, Congo Town","description":"A yeri se wan flat go fri neks mont na Congo Water. Na opstair, dem se i get tri bedrum, di masta wan get in yon bafrum, di oda tu bedrum de shia wan bafrum. Big palor, dining, kichin wit kabinet en store rum. Balcony na bak. Dem se EDSA kesh pawa de, en tank op di ruf wit pomp. Na di landlady de stay donstair. Dem de ask NLe 5,000 fo wan mont, wan ia advans. If yu want am, kol mi 078 640 229, a go tek yu go si am.","priceSLL":5000};
    expect(flagged(repost, original)).toBe(true);
  });

  it('finds a rewrite at the same address by its measured size and most facts ("600 square metres" / "600 sqm", a warehouse as a store)', () => {
    // dup-836 of the tuning half: Repost: new title, commas in the address, yearly rent restated per month
    const original = {"title":"Warehouse for rent on the Bo-Kenema Highway","address":"Bo-Kenema Highway, Mile 2, Bo","description":"Warehouse of 600 square metres on the Bo-Kenema Highway at Mile 2. High roof, two truck doors and an office with a toilet. Fenced yard with a watchman. Rent NLe 72,000 per year.","priceSLL":72000};
    const repost = {"title":"Big store Bo, good for produce","address":"Mile 2, Bo, Bo-Kenema Hwy, Southern Province","description":"Store of 600 sqm at Mile 2 on the Bo-Kenema road. Two truck doors, high roof, office and toilet inside. Fenced yard, watchman there. NLe 6,000 a month.","priceSLL":6000};
    expect(flagged(repost, original)).toBe(true);
    // Another size is another unit of the estate.
    expect(flagged({ ...repost, description: repost.description.replace('600 sqm', '450 sqm') }, original)).toBe(false);
  });

  it('reads "Toilet: share wit di back tenants" as a shared toilet, so the back room read out from the landlord\'s flyer is not his front room with its own', () => {
    // dup-2466 of the tuning half: Honest: a Rotifunk landlord's flyer for his front room and parlour (own toilet) and his son's read-out of the flyer for the back single room
    const original = {"title":"ROOM & PARLOUR TO LET – ROTIFUNK","address":"Pa Bockarie house, No. 4 Mission Road, Rotifunk (front side)","description":"************\n   TO LET\n************\nROOM & PARLOUR – FRONT SIDE\nPa Bockarie house, No. 4 Mission Road, Rotifunk (near the old UMC hospital)\n- Room and parlour with ceiling, front door to the veranda\n- Own toilet at the back (only for this side)\n- Tap water in the yard + well\n- Solar light 2 bulbs\nRENT: NLe 450/month, 1 year advance\nWorkers or small family. No smoking.\nCall: Pa Bockarie 076 251 730\n************","priceSLL":450};
    const other = {"title":"Single room to let – Rotifunk (read from Papa's flyer)","address":"Pa Bockarie house, No. 4 Mission Road, Rotifunk (back side)","description":"Assalamu alaikum. Na Mohamed, Pa Bockarie pikin. Papa get another paper for di back room, make I read am for una:\n\"TO LET. SINGLE ROOM – BACK SIDE. Same house, No. 4 Mission Road, Rotifunk, near di old UMC hospital.\"\nOne room, no parlour, window to di backyard. Toilet: share wit di back tenants (2 people). Tap water in di yard and well. Solar light, 1 bulb.\n\"RENT: NLe 200 a month, 1 year advance. Single worker or student. No smoking.\"\nCall Pa Bockarie 076 251 730 or me Mohamed 033 470 618. Di front room and parlour still de too, na separate paper.","priceSLL":200};
    expect(flagged(other, original)).toBe(false);
  });

  it('reads no unit number from a size in a title ("Spacious 3 bedroom apartment (1,200 sq ft)")', () => {
    // dup-2772 of the tuning half: Repost: floor area and every room size put from feet into metres, 5 minutes' walk as 400 m, the month's rent as the year's, number dropped.
    const original = {"title":"Spacious 3 bedroom apartment (1,200 sq ft) – Campbell Town, Waterloo","address":"No. 3 Thomas Street, Campbell Town, Waterloo","description":"Ground floor apartment of 1,200 sq ft. Master bedroom 14 ft x 12 ft en-suite, bedrooms 2 and 3 each 12 ft x 10 ft, parlour 20 ft x 16 ft, kitchen, store, second bathroom. Tiled, POP ceiling. Compound fenced, gate, parking for 2. EDSA meter, Guma pipe + 1,000 gallon tank. 5 minutes' walk to the Waterloo highway. Rent NLe 3,500 per month, 1 year advance. Call 076 702 559.","priceSLL":3500};
    const repost = {"title":"3-bed flat, 111 m², Campbell Town","address":"Campbell Town, Waterloo (off the highway)","description":"111 square metres on the ground level. Main bedroom 4.3 x 3.7 m with its own bathroom; two more bedrooms of 3.7 x 3.0 m each; living room 6.1 x 4.9 m; kitchen; storeroom; shared bathroom. Floor tiles and POP. Walled compound, gated, 2 car spaces. EDSA, Guma line and a 4,500 L tank. About 400 m on foot to the Waterloo main road. NLe 42,000 per year. 072 880 314.","priceSLL":42000};
    expect(flagged(repost, original)).toBe(true);
  });

  it('reads "Wi-Fi" as the wifi a repost names', () => {
    // dup-2776 of the tuning half: Repost: NLe 650 a night restated as NLe 4,550 for a week, queen bed as 'big bed', AC as 'air condition', host's name dropped, new phone.
    const original = {"title":"Short stay apartment Bo – 1 bedroom, NLe 650/night","address":"No. 4 Lewis Street, New London, Bo","description":"Clean 1 bedroom apartment for short stays – workshops, funerals, weddings, NGO missions. Queen bed, AC, hot shower, kitchenette, smart TV with DSTV, Wi-Fi. Solar backup all night. Secure compound, parking. NLe 650 per night, minimum 2 nights. Pay on arrival, receipt given. Host: Aminata 076 511 302.","priceSLL":650};
    const repost = {"title":"Bo weekly stay – furnished 1 bed, New London","address":"New London, Bo (Lewis Street area)","description":"Weekly rate: NLe 4,550 (7 nights). Furnished one-bedroom for people in Bo for a workshop, mission, burial or wedding. Big bed, air condition, hot water shower, small kitchen, TV (DSTV), wifi. Solar keeps the power on through the night. Safe yard, car park. Pay when you come in, you get receipt. Call/WhatsApp 088 667 219.","priceSLL":4550};
    expect(flagged(repost, original)).toBe(true);
  });

  it('leaves alone a Krio plot of one layout beside the English ad for another plot of a size of its own', () => {
    const english = { title: 'Full town lot for sale at Kossoh Town', address: 'Kossoh Town, off the main road, Western Area Rural', description: 'One full town lot for sale at Kossoh Town, 50 ft by 100 ft, dry and level, three minutes walk from the main road. Fenced on two sides with blocks. Survey plan and conveyance complete. NLe 70,000. Call 076 220 118.', priceSLL: 70000 };
    const krio = { title: 'Af tawn lɔt fɔ sɛl na Kossoh Town', address: 'Kossoh Town, nia di men rod', description: 'Af tawn lɔt de fɔ sɛl na Kossoh Town, twenti-fayv fut bay wan ɔndrɛd fut, i dray ɛn i flat, tri minit waka frɔm di men rod. Tu sayd dɔn fɛns wit blɔk. Sɔvey plan ɛn kɔnveyans kɔmplit. NLe 40,000. Kɔl 078 551 902.', priceSLL: 40000 };
    expect(flagged(krio, english)).toBe(false);
  });
});

describe('duplicate_listing: rounds 69 and 70', () => {
  it('finds a provincial house named by another landmark when nearly every fact is the same, and not a neighbour by another landmark', () => {
    const flat = {
      title: 'Two bedroom flat for rent, Blama',
      address: 'Behind the lorry park, Blama, Small Bo Chiefdom',
      description: 'Downstairs flat with 2 bedrooms and a parlour, kitchen inside, toilet and bath inside. Tiled floors and ceiling, '
        + 'burglar proof on the windows, water tank and a borehole, prepaid meter. NLe 750 a month.',
    };
    const repost = {
      title: 'Flat available Blama',
      address: 'By the big cotton tree where the poda-podas load, Blama',
      description: 'Two bedroom flat downstairs with parlour. Inside kitchen, inside toilet and bath. Tiles and ceiling, burglar proof '
        + 'everywhere. Tank plus borehole and a prepaid meter. 9,000 a year, call 078 441 920.',
    };
    expect(isDuplicateText(repost, flat).duplicate).toBe(true);
    const neighbour = {
      title: 'Two bedroom flat, Blama',
      address: 'By the big cotton tree where the poda-podas load, Blama',
      description: 'Two bedroom flat with parlour and inside toilet. Prepaid meter and a water tank. 700 a month, call 078 441 920.',
    };
    expect(isDuplicateText(neighbour, flat).duplicate).toBe(false);
  });

  it('ends a landmark where its clause goes on ("behind the house there is a separate annex")', () => {
    const facts = listingFacts({ title: 'House', address: 'Kamayama, Goderich', description: 'Behind the house there is a separate one-room annex.' });
    expect([...facts.landmarks]).toEqual([]);
    expect([...listingFacts({ title: 'House', address: 'Blama', description: 'By the cotton tree where the poda-podas load.' }).landmarks]).toEqual(['cotton', 'tree']);
  });

  it('finds a short ad typed again from another phone with the same facts and rent, and not a compound\'s other room', () => {
    const ad = {
      title: 'Room and parlour for rent - Wellington',
      address: 'No. 7 Kamara Lane, Wellington',
      description: 'Room & parlour, tiled, toilet inside\nNo. 7 Kamara Lane, Wellington (off Blackhall Rd)\nNLe 1,100 per month, 1 year advance\nCall 076 123 456',
    };
    const retyped = {
      title: 'Rm n palor Wellington',
      address: 'Off Blackhall Rd, Wellington',
      description: 'Rm & parlour tiled, toilet inside\nWellington off Blackhall Rd\n1.1k/mth, 1yr\nCall 088 765 432',
    };
    expect(isDuplicateText(retyped, ad).duplicate).toBe(true);
    // The back room of the same house: its toilet is shared.
    expect(isDuplicateText({ ...retyped, description: retyped.description.replace('toilet inside', 'toilet shared') }, ad).duplicate).toBe(false);
    // Another room from the landlady's own phone.
    expect(isDuplicateText({ ...retyped, description: retyped.description.replace('088 765 432', '076 123 456') }, ad).duplicate).toBe(false);
  });

  it('reads a rent typed as thousands ("1.1k/mth") or a bare figure with its period ("700 pm") as the rent, not a time', () => {
    const amounts = (description: string) => [...amountsOf({ title: 'Room', address: 'Makeni', description })];
    expect(amounts('1.1k/mth, 1yr')).toEqual(['price:1100sle']);
    expect(amounts('NLe 2k')).toEqual(['price:2000sle']);
    expect(amounts('700 pm 6mths adv')).toEqual(['price:700sle']);
    expect(amounts('viewing at 7 pm, 5km from town')).toEqual(['len:5km']);
    // A phone's last digits before the rent, on the line above or before "Le", are no rent.
    expect(amounts('Call 088 417 622\n1.2k/mth')).toEqual(['price:1200sle']);
    expect(amounts('call 076 554 102 Le 1,200')).toEqual(['price:1200sle']);
  });

  it('reads "tu rum en palor" and "2 rooms and parlour" as two bedrooms', () => {
    expect(listingFacts({ title: 'Tu rum en palor os fo rent', address: 'Towama, Bo', description: 'Kichin na bak' }).facts.has('bedrooms:2')).toBe(true);
    expect(listingFacts({ title: 'Flat', address: 'Portee', description: '2 rooms and parlour, tiled' }).facts.has('bedrooms:2')).toBe(true);
    expect(listingFacts({ title: 'Flat', address: 'Portee', description: 'Room and parlour, tiled' }).facts.has('bedrooms:2')).toBe(false);
  });

  it('finds a rewrite that keeps six of its seven facts at the same address', () => {
    const house = {
      title: 'Family house for rent in Kabala',
      address: '12 Sinkunia Road, Kabala',
      description: 'A 3 bedroom house with a parlour and a kitchen. There is a well in the yard, solar panels on the roof and a fence all round. '
        + 'The landlord lives in Freetown and his brother will show you the house. NLe 1,500 a month, six months in advance.',
    };
    const rewrite = {
      title: 'Kabala house available now',
      address: 'Sinkunia Road, Kabala town',
      description: 'Three bedrooms plus parlour, kitchen, tiles throughout. Well in the yard, solar light. Ask for Mr Koroma, 1,400 per month.',
    };
    expect(isDuplicateText(rewrite, house).duplicate).toBe(true);
  });
});

describe('duplicate_listing: rounds 69 and 70, reading', () => {
  it('reads "2 bdr apt" as two bedrooms and "1,900 Le/month" as the rent', () => {
    const facts = listingFacts({ title: 'Apt available Koidu town', address: 'Koidu', description: '2 bdr apt + parlour\n1,900 Le/month, 1yr adv' }).facts;
    expect(facts.has('bedrooms:2')).toBe(true);
    expect(facts.has('price:1900sle')).toBe(true);
  });

  it('reads a POP ceiling as a ceiling and EDSA prepaid as a meter, however each ad words it', () => {
    const facts = listingFacts({ title: 'House', address: 'Kissy', description: 'Tiles and POP. EDSA prepaid.' }).facts;
    expect(facts.has('ceiling')).toBe(true);
    expect(facts.has('meter')).toBe(true);
  });

  it('reads "One toilet inside, another one outside" as no count of one toilet, beside "2 toilets (1 inside, 1 outside)"', () => {
    const house = {
      title: 'Family house for rent, Stocco, Makeni',
      address: 'Stocco, Makeni, behind the Stocco mosque',
      description: 'Family house behind the mosque. 3 bedrooms, parlour, kitchen inside, store. 2 toilets (1 inside, 1 outside). SALWACO tap '
        + 'and a well. EDSA prepaid and solar. Fenced, with a garden at the back. NLe 1,700 per month. Call 079 882 540.',
    };
    const rewrite = {
      title: '3 bed house, Stocco Makeni',
      address: 'Makeni - Stocco (mosque back side)',
      description: 'When you reach the mosque at Stocco, the house is behind it. Parlour, then kitchen (inside) and a store. Three bedrooms. '
        + 'One toilet inside, another one outside. Water is SALWACO tap and the well. Light is EDSA prepaid and solar. Fenced, garden at the back. '
        + 'NLe 1,700 per month. Broker 030 774 116.',
    };
    expect(isDuplicateText(rewrite, house).duplicate).toBe(true);
  });

  it('reads no count as a typing slip of another word ("Three bedrooms" beside "There is a well")', () => {
    const [a] = readAlike(
      { title: 'House', address: 'Kabala', description: 'Three bedrooms plus parlour.' },
      { title: 'House', address: 'Kabala', description: 'A house of 3 bedrooms. There is a well.' },
      new Set(),
    );
    expect(a.description).toBe('Three bedrooms plus parlour.');
  });
});

describe('duplicate_listing: rounds 73 and 74', () => {
  it('reads a unit\'s letter put in capitals ("This is ROOM B") as its id: two rooms of one house, each naming the other', () => {
    const room = (own: string, other: string, floor: string, price: string, phone: string) => ({
      title: `Room to let at Kroo Town Road (Room ${own})`,
      address: `Room ${own}, 14 Kroo Town Road, Freetown`,
      description: `Two rooms to let in my house, a short walk from the Kroo Town Road market. This is ROOM ${own}. ${floor} Shared toilet and `
        + `bath in the yard, tap water from the standpipe by the church. ${price} a month, six months advance. The other room (Room ${other}) is `
        + `advertised on its own. Call ${phone}.`,
    });
    const a = room('A', 'B', 'Tiled floor, two windows, a ceiling fan.', 'NLe 450', '076 220 318');
    const b = room('B', 'A', 'Cement floor, one window, no fan.', 'NLe 300', '088 417 902');
    expect(isDuplicateText(b, a).duplicate).toBe(false);
  });

  it('reads an owner "outside the country" as no outside kitchen or toilet, and EDSA as a meter', () => {
    expect(listingFacts({ title: 'House', address: 'Kenema', description: 'The owner is outside the country.' }).facts.has('outside')).toBe(false);
    expect(listingFacts({ title: 'House', address: 'Kenema', description: 'Toilet outside.' }).facts.has('outside')).toBe(true);
    expect(listingFacts({ title: 'House', address: 'Kenema', description: 'EDSA connected.' }).facts.has('meter')).toBe(true);
  });

  it('finds a repost cut into one fact a line and padded by a caretaker whose owner is "outside the country"', () => {
    const house = {
      title: 'Four bedroom house for rent, Nyandeyama',
      address: 'No. 22 Hangha Road, Nyandeyama, Kenema',
      description: 'Four bedroom house at No. 22 Hangha Road, Nyandeyama. Two bedrooms self contained, the other two share a bathroom. '
        + 'Large parlour, dining and a kitchen inside with a pantry. Boys quarter of one room behind the house. Borehole in the compound and '
        + 'a 1000 gallon tank. EDSA meter and a solar panel. Fenced with a gate, parking for three cars. NLe 36,000 a year. Mr Vandi, 077 318 442.',
    };
    const repost = {
      title: 'NICE FAMILY HOUSE – KENEMA',
      address: 'Nyandeyama, Kenema - Hangha rd',
      description: 'Hello people of Kenema\n4 bedrooms\n2 self contain\nOther 2 share bathroom\nLarge parlour and dining\nKitchen inside with pantry\n'
        + '1 room boys quarter behind\nBorehole in compound, 1000 gallon tank\nEDSA + solar panel\nFenced, gate, 3 car parking\nNLe 2,800 monthly\n'
        + 'I am the caretaker, the owner is outside the country so talk to me. Call 088 902 117.',
    };
    expect(isDuplicateText(repost, house).duplicate).toBe(true);
  });

  it('reads text-speak "close 2 market" in an address as near the market, not a number', () => {
    const flat = {
      title: 'Two bedroom flat, Kissy',
      address: 'No. 8 Kissy Road, Kissy, Freetown',
      description: 'A two bedroom flat on the first floor at No. 8 Kissy Road, a short walk from the Kissy market. It has its own entrance by an '
        + 'outside staircase, a sitting room, a kitchen with a sink and one toilet and bath. Tiled floors, burglar proof and mosquito nets on '
        + 'all windows. Water from a tap in the compound, prepaid meter. NLe 1,800 per month, six months in advance. Call 078 550 213.',
    };
    const repost = {
      title: '2bd flat kissy upstairs own entrance',
      address: 'kissy, kissy rd, close 2 market',
      description: '2 bed flat 4 rent kissy near d market. 1st floor, own entrance by outside stairs. sitting rm, kitchen wit sink, 1 toilet n bath. '
        + 'tiled, burglar proof + mosquito net all windows. tap in compound, prepaid meter. 1.7k per mth, 6 mths adv. txt 077 610 384',
    };
    expect(isDuplicateText(repost, flat).duplicate).toBe(true);
  });
});

describe('duplicate_listing: rounds 76 to 79 (short ads, businesses)', () => {
  it('reads a size said after what it measures ("shop 10 by 12"), a rent "per mont", Krio\'s "af lot", upland and a drying floor', () => {
    const facts = (description: string) => listingFacts({ title: 'Ad', address: 'Bo', description }).facts;
    expect(facts('lock up shop 10 by 12, iron shutter')).toContain('size:10x12');
    expect(facts('I will come at 3 by 4 pm')).not.toContain('size:3x4');
    expect(facts('store room, 1.2k per mont')).toContain('price:1200sle');
    expect(facts('Af lot de fo sel, fens don bil')).toContain('lots:0.5');
    expect([...facts('swamp and upland, cocoa with a drying floor')]).toEqual(expect.arrayContaining(['upland', 'drying']));
  });

  const farm = {
    title: 'Farm land for lease, Mattru Road',
    address: 'Mattru Road, Sumbuya, Lugbu Chiefdom',
    description: '12 acres farm land, swamp and upland, 3 miles from Sumbuya junction. Lease NLe 9,000 per year. Call 078 551 204.',
  };

  it('finds a short ad retold in Krio at another price: the same facts, a measure among them, nearly the same words', () => {
    const repost = {
      title: 'Farm land dey for lease, Sumbuya',
      address: 'Sumbuya (Mattru rd), Lugbu',
      description: '12 acre, swamp en upland, na 3 mile from Sumbuya junction. Lease 8,000 a year. Call me 099 713 260',
    };
    expect(isDuplicateText(repost, farm).duplicate).toBe(true);
  });

  it('does not read a neighbour\'s short ad on the same road as the same facts when it states one the other does not', () => {
    const neighbour = {
      title: 'Farm land for lease, Mattru Road',
      address: 'Mattru Road, Sumbuya, Lugbu Chiefdom',
      description: '12 acres farm land, swamp with a stream, 3 miles from Sumbuya junction. Lease NLe 9,500 per year. Call 076 310 882.',
    };
    const repost = { ...farm, title: 'Farm land dey for lease, Sumbuya', description: '12 acre, swamp en upland, na 3 mile from Sumbuya junction. Lease 8,000 a year.' };
    expect(sameFacts(repost, farm)).toBe(true);
    expect(sameFacts(neighbour, farm)).toBe(false);
  });

  it('counts a business\'s things ("300 chairs", "parking for 20 cars", "3 pumps"), reads "bedrm" as a bedroom, and no fact a text denies', () => {
    const facts = (description: string) => listingFacts({ title: 'Ad', address: 'Makeni', description }).facts;
    expect([...facts('300 plastic chairs and 30 tables, parking for 20 cars, 2 concrete washing bays')]).toEqual(expect.arrayContaining(['n:chair:300', 'n:table:30', 'n:car:20', 'n:bay:2']));
    expect(facts('3 bedrm os 4 rent')).toContain('bedrooms:3');
    expect(facts('Self-contain, no parlour, water tank')).not.toContain('parlour');
  });

  it('tells two stations of one company apart by their pumps, and two rooms of one lane by a ceiling or none', () => {
    const station = (place: string, pumps: number, tanks: number, phone: string) => ({
      title: `Filling station for lease - ${place}`,
      address: `Bo-Kenema Highway, ${place}`,
      description: `Filling station for lease at ${place}. ${pumps} pumps (petrol, diesel), ${tanks} underground tanks, canopy, office, toilet. Lease USD 6,000 a year. Call ${phone}.`,
    });
    expect(sameFacts(station('Blama', 3, 2, '076 100 200'), station('Blama', 2, 1, '077 300 400'))).toBe(false);
    const room = (ceiling: string, phone: string) => ({
      title: 'Single room, Fourah Bay', address: 'Kennedy Street, Fourah Bay, Freetown',
      description: `Single room ${ceiling}, toilet shared, tap in compound. NLe 2,400 a year. ${phone}.`,
    });
    expect(isDuplicateText(room('no ceiling', '034 228 105'), room('with ceiling', '079 441 620')).duplicate).toBe(false);
    expect(isDuplicateText(room('with POP ceiling', '034 228 105'), room('with ceiling', '079 441 620')).duplicate).toBe(true);
  });

  it('does not take a heading alike for the same house where the addresses name two landmarks (the church / the mosque)', () => {
    const room = (landmark: string, light: string, price: string, phone: string) => ({
      title: 'Room and parlour to let, Tokeh',
      address: `Main Road, Tokeh village, near the ${landmark}`,
      description: `Room and parlour, toilet outside, well water, ${light}. ${price} per year. ${phone}.`,
    });
    expect(isDuplicateText(room('mosque', 'solar light', 'NLe 3,200', '034 118 602'), room('Methodist church', 'no light', 'NLe 2,800', '075 906 413')).duplicate).toBe(false);
  });
});

describe('duplicate_listing: round 80 (rare premises, land and agency e-mails)', () => {
  const facts = (description: string) => listingFacts({ title: 'Ad', address: 'Kabala', description }).facts;

  it('reads "paid by the owner" as who pays, not a landmark, and "looking over the sea" as a sea view', () => {
    const cottage = {
      title: 'Furnished 2 bed cottage - River No. 2',
      address: 'Up the hill from River No. 2 Beach, Peninsula Road',
      description: 'Furnished cottage above the beach. Two bedrooms, one bathroom with hot water, kitchen and sitting room, veranda looking over the sea. Solar with inverter, borehole, gardener and watchman paid by the owner. USD 900 a month. Call 076 331 208.',
      priceUSD: 900,
    };
    const agencyMail = {
      title: 'Exclusive: sea-view cottage, Peninsula',
      address: 'River No. 2, Peninsula Rd',
      description: 'Dear valued client,\n\nWe are pleased to offer a furnished cottage at River No. 2 with a broad veranda and sea views. It comprises two bedrooms, a bathroom with hot water, and an open kitchen and lounge. Solar power with inverter and a borehole; the gardener and security are covered by the landlord.\n\nTerms: USD 10,800 per annum.\n\nKind regards, Coastline Homes 079 220 114',
      priceUSD: 10800,
    };
    expect([...listingFacts(cottage).landmarks]).not.toContain('owner');
    expect([...listingFacts(agencyMail).landmarks]).not.toContain('landlord');
    expect(facts('a veranda looking over the sea')).toContain('seaview');
    expect(isDuplicateText(agencyMail, cottage).duplicate).toBe(true);
  });

  it('reads land as a village sells it: a foundation "not started", the chiefdom receipt, the mango trees counted', () => {
    expect(facts('Foundation not started. Meter none.')).not.toContain('foundation');
    expect([...facts('Toilet not shared, parking not a problem')]).toEqual(expect.arrayContaining(['toilet', 'parking']));
    expect(facts('chiefdom receipt and family agreement')).toContain('documents');
    expect(facts('four mango trees on it')).toContain('n:tree:4');
    const lot = (trees: string, phone: string) => ({
      title: 'Town lot for sale in Yengema', address: 'Yengema town, Nimikoro Chiefdom, Kono District',
      description: `One town lot (50 x 100 ft) behind the court barry on the clinic road. Chiefdom receipt and family agreement, the chief's office can witness. ${trees} on it. Foundation not started. NLe 35,000. Call ${phone}.`,
    });
    const resold = {
      title: 'Land in Kono - Yengema', address: 'Yengema, Kono',
      description: 'Greetings from Texas. I am selling my lot in Yengema, about 15m x 30m, behind the court barry on the clinic road. Documents: chiefdom receipt plus family agreement; the chief\'s office will witness. Has 4 mango trees. No foundation yet. USD 1,520. My brother will show you. WhatsApp +1 214 555 0110.',
    };
    expect(isDuplicateText(resold, lot('Four mango trees', '076 218 300')).duplicate).toBe(true);
    // The next lot of the family's layout: six trees, so another lot.
    expect(sameFacts(lot('Six mango trees', '077 902 118'), lot('Four mango trees', '076 218 300'))).toBe(false);
  });

  it('counts things named in Krio\'s singular ("30 log", "2 chair") and denies what Krio says is not there', () => {
    expect([...facts('Log yard fit take 30 log, 2 chair')]).toEqual(expect.arrayContaining(['n:log:30', 'n:chair:2']));
    const denied = facts('Shed dey, machine nor dey inside, no get fence');
    expect(denied).not.toContain('inside');
    expect(denied).not.toContain('fence');
    expect(denied).toContain('shed');
  });

  it('reads a generator\'s, a screen\'s and a hall\'s size, and a video centre\'s dish, and tells two centres apart by them', () => {
    expect([...facts('gen 5kva, 43 inch flat screen, bench for 60 pipul, dstv decoder')]).toEqual(expect.arrayContaining(['n:kva:5', 'n:inch:43', 'n:people:60', 'satellite', 'tv']));
    const centre = (screen: number, seats: number, phone: string) => ({
      title: 'Video centre for rent - Fadugu', address: 'Fadugu, near the lorry park, Kasunko Chiefdom',
      description: `Video centre hall near the lorry park, zinc roof, benches for ${seats} people, a ${screen} inch flat screen, DSTV decoder and dish, 5 KVA generator. NLe 900 per month. Call ${phone}.`,
    });
    const retyped = {
      title: 'video centre fadugu', address: 'fadugu lorry park',
      description: 'video centre dey for rent na fadugu near di lorry park hall wit bench for 50 pipul 43 inch flat screen dstv decoder and dish gen 5kva 950 nle a month call 088 410 227',
    };
    expect(isDuplicateText(retyped, centre(43, 50, '076 554 190')).duplicate).toBe(true);
    expect(sameFacts(centre(32, 50, '077 120 665'), centre(43, 50, '076 554 190'))).toBe(false);
  });

  it('reads a "barbing saloon" as a barber\'s, its battery as its solar\'s, and finds a container retold as one Krio line', () => {
    expect([...facts('Barbing saloon with solar panel and battery')].sort()).toEqual(['barber', 'solar']);
    const container = {
      title: 'Container barbing saloon for rent - Tokeh', address: 'Tokeh junction, Peninsula Road, Western Area Rural',
      description: 'Container barbing saloon for rent at Tokeh junction. A 20 ft container fitted with two barber chairs, big mirrors and a plug board for clippers. Solar panel on the roof with a battery for the clippers and a fan. NLe 550 per month. Owner 076 880 231.',
    };
    const krioLine = {
      title: 'Barber container Tokeh', address: 'Tokeh jct',
      description: 'Barbing container dey for rent na Tokeh junction: 2 chair, mirror, socket for clipper, solar + battery for clipper and fan. 600 NLe a month. 072 118 940.',
    };
    expect(isDuplicateText(krioLine, container).duplicate).toBe(true);
  });
});

describe('duplicate_listing: round 82 (a free hand)', () => {
  it('reads Krio\'s "palour" as a parlour, so "3 rum en palour" is a house of three bedrooms and keyed as one', () => {
    const krio = {
      title: 'Os fo rent na Rokupr',
      address: 'Rokupr, Kambia road, Kambia District',
      description: 'Os fo rent na Rokupr, nia di mosque. 3 rum en palour, wan rum get in toilet. Blok os, zinc roof. Wel na compound. NLe 650 wan mun. Cal Pa Kamara 076 411 220.',
    };
    const english = {
      title: 'Three-bedroom house to let, Rokupr',
      address: 'Rokupr, Kambia',
      description: 'A three-bedroom house with a sitting room is available at Rokupr, close to the mosque. One bedroom is en-suite. Concrete blocks, zinc roof, a well in the compound. Annual rent NLe 7,800 in advance. Please call 088 310 654.',
    };
    expect(propertyKind(krio)).toBe('b3');
    expect(factKeys(krio)).toEqual(expect.arrayContaining(factKeys(english)));
    expect(shareIndexKey(textIndexKeys(english), textIndexKeys(krio))).toBe(true);
  });

  it('reads sides without a unit said alone ("3 by 4, with a store") as a size, not what fits inside nor the hours', () => {
    const at = (description: string) => amountsOf({ title: 'Shop', address: 'Mano Junction', description });
    const sizes = (description: string) => [...at(description)].filter((f) => f.startsWith('size:'));
    expect(at('Size: 3 by 4, steel door.')).toContain('size:3x4');
    expect(at('Me: size? Friend: 3 by 4, with a small store at the back.')).toContain('size:3x4');
    expect(at('Friend: 3 by 4, with a small store at the back. Me: size?')).toContain('size:3x4');
    expect(sizes('The room takes a 4 by 6 bed and a wardrobe, 2 by 2 shelves on the left wall.')).toEqual([]);
    expect(sizes('We are open 7 by 7. Opening hours from 8 by 10.')).toEqual([]);
    const shop = {
      title: 'Shop at Gbalamuya junction',
      address: 'Gbalamuya junction, Kambia District',
      description: 'Shop at Gbalamuya junction on the Pamelap road, next to the Orange mast. Block building, 3 by 4 m, steel door, small store room at the back. NLe 2,800 a year. Owner 077 450 118.',
    };
    const chat = {
      title: 'Gbalamuya shop - see what my cousin said',
      address: 'Gbalamuya junction, Kambia',
      description: 'Me: where is the shop? Cousin: Gbalamuya junction, Pamelap road, beside the Orange mast. Me: size? Cousin: 3 by 4, with a small store at the back. Me: building? Cousin: block. Me: price? Cousin: NLe 3,000 for the year. Call 030 552 417.',
    };
    expect(isDuplicateText(chat, shop).duplicate).toBe(true);
  });

  it('reads text-speak\'s "Rm 5" as a room\'s number: one landlord\'s two rooms stay apart whatever phones they give', () => {
    const roomThree = {
      title: 'Rm 3 4 rent Mattru',
      address: 'Mattru Jong, Bonthe District',
      description: 'Rm 3 4 rent Mattru by d wharf. big rm, 2 windows, own meter, cement flr, share toilet. Le 350 a mnth 6 mnths advance. 076 220 918',
    };
    const roomSix = {
      title: 'Rm 6 4 rent Mattru',
      address: 'Mattru Jong, Bonthe District',
      description: 'Rm 6 4 rent Mattru by d wharf. small rm, 1 window, no meter, cement flr, share toilet. Le 250 a mnth 6 mnths advance. 076 220 918 or WhatsApp 030 114 552',
    };
    expect([...unitNumbers(roomSix).unit]).toEqual(['6']);
    expect(unitNumbers({ title: 'Rm 4 rent Mattru', address: 'Mattru Jong' }).unit.size).toBe(0);
    expect(isDuplicateText(roomSix, roomThree).duplicate).toBe(false);
  });
});

describe('duplicate_listing: round 83 (a free hand)', () => {
  const facts = (description: string) => [...listingFacts({ title: 'Ad', address: 'Bonthe', description }).facts];

  it('reads "3 rooms and a parlour" as three bedrooms, a banda as a shed, "4,000 coffee trees" counted, a bike road as access', () => {
    expect(facts('House with 3 rooms and a parlour by the wharf.')).toContain('bedrooms:3');
    expect(facts('A fish smoking banda beside the house.')).toContain('shed');
    expect(facts('About 4,000 coffee trees and some cocoa.')).toContain('n:tree:4000');
    expect(facts('A motorbike road reaches the farm.')).toContain('access');
    // Not any car: a car's place is parking, a car passing is not.
    expect(facts('Every car from Makeni to Kono passes this corner.')).not.toContain('parking');
    expect(facts('Space for 2 cars in the compound.')).toContain('parking');
  });

  it('skips search words stuffed at the end, and reads a cookery or a bar as a business', () => {
    expect(withoutSearchTags('Cookery + bar, 6 tables. NLe 900 a month. Tags: house for rent freetown, hotel kenema, shop lumley'))
      .toBe('Cookery + bar, 6 tables. NLe 900 a month.');
    expect(withoutSearchTags('Tags: none of it is a listing')).toBe('Tags: none of it is a listing');
    expect(withoutSearchTags('Tags: shop lumley, hotel bo. Cookery + bar, 6 tables.')).toBe('Cookery + bar, 6 tables.');
    expect(propertyKind({ title: 'Cookery and bar for rent', description: 'Open shed with tables and benches.' })).toBe('shop');
    expect(propertyKind({ title: 'Roadside food business', description: 'Six tables. Tags: hotel kenema, house for rent freetown' })).toBe('shop');
    expect(propertyKind({ title: 'House for rent', description: 'Burglar bars on every window.' })).toBe('');
    const cookery = {
      title: 'Cookery and bar for rent at Taiama',
      address: 'Taiama, Bo - Freetown highway, Kori Chiefdom, Moyamba District',
      description: 'Roadside cookery and bar at Taiama where the lorries stop. Open shed with 8 tables and benches, kitchen with 4 coal pots, bar counter with a fridge. Toilet at the back. NLe 1,100 a month. Call Madam Isatu 077 221 904.',
    };
    const padded = {
      title: 'Roadside food business',
      address: 'Taiama, Moyamba District',
      description: 'Cookery + bar where the lorries stop, 8 tables + benches, kitchen 4 coal pots, bar counter with fridge. Back toilet. NLe 1,100 a month. 030 515 227. Tags: house for rent freetown, hotel kenema, salon goderich, office wilberforce.',
    };
    expect(shareIndexKey(textIndexKeys(padded), textIndexKeys(cookery))).toBe(true);
  });

  it('keeps the town among a listing\'s places before its district, chiefdom or region, which it keeps after', () => {
    const cottage = listingPlaces({ title: 'Cottage', address: 'Kobaneh village, near the waterfall, Mountain Rural District, Western Area' });
    expect(cottage.slice(0, 2)).toEqual(['waterfall', 'kobaneh']);
    expect(cottage.slice(2)).toEqual(['western', 'rural']);
    expect(listingPlaces({ title: 'House', address: 'Gerihun, Bo District' })).toEqual(['bo', 'gerihun']);
  });
});

describe('duplicate_listing: round 84 (the ordinary listings, rewritten in a hurry)', () => {
  it('reads "one room self contained" of a 2 bedroom flat as a part, not a count of rooms', () => {
    const flat = {
      title: '2 Bedroom Flat for Rent - Kingtom',
      address: '14 Mends Street, Kingtom, Freetown',
      description: '2 bedroom flat upstairs, one room self contained, second toilet for the other room and visitors. Parlour, kitchen with sink, store room. Tiles and ceiling. Own prepaid meter. Guma water most days plus a reserve tank. Rent NLe 2,400 per month, one year advance. No pets.',
    };
    const repost = {
      title: 'Flat upstairs Kingtom',
      address: 'Kingtom, near the Kingtom police barracks, Freetown',
      description: 'Newly painted upstairs flat - 2 rooms (one self contain) + extra toilet for second room & visitors. Parlour, kitchen & sink, store. Tiles, ceiling, own meter. 28,800 Le per year. No pets pls.',
    };
    expect(isDuplicateText(repost, flat).duplicate).toBe(true);
  });

  it('reads a survey plan or a conveyance as the land\'s documents, as "papers complete" says', () => {
    const plot = {
      title: '2 Town Lots for Sale - Tikonko Road, Bo',
      address: 'Tikonko Road, behind the Bo Government Secondary School, Bo',
      description: 'Two town lots side by side at Tikonko Road, behind the Bo Government Secondary School. Dry land, foundation already cast on one lot. Survey plan and conveyance ready. Road reaches the land. Price NLe 120,000 for both. Seller can show the land any day.',
    };
    const forwarded = {
      title: 'Land tikonko rd Bo',
      address: 'Tikonko Road area, Bo',
      description: 'FWD: 2 plots for sale tikonko rd near bo school. 60k each (NLe). foundation don cast on one. papers complete (survey + conveyance). inbox for viewing',
    };
    expect(listingFacts(plot).facts).toContain('documents');
    expect(isDuplicateText(forwarded, plot).duplicate).toBe(true);
  });

  it('tells plots measured in other terms apart only when no size people call a town lot makes them one', () => {
    expect(landSizesDisagree(new Set(['lots:2']), new Set(['size:100x100ft']))).toBe(false);
    expect(landSizesDisagree(new Set(['lots:2']), new Set(['size:70x100ft']))).toBe(false);
    expect(landSizesDisagree(new Set(['lots:2']), new Set(['size:50x70ft']))).toBe(true);
    expect(landSizesDisagree(new Set(['area:1acre']), new Set(['lots:2']))).toBe(true);
    expect(landSizesDisagree(new Set(['lots:2', 'size:50x70ft']), new Set(['lots:2']))).toBe(false);
  });
});

describe('duplicate_listing: round 85 (a free hand)', () => {
  const facts = (description: string) => [...listingFacts({ title: 'Ad', address: 'Bonthe', description }).facts];

  it('reads a word spelt with dots between its letters as the word', () => {
    expect(canonicalText('H.O.U.S.E F.O.R R.E.N.T at F.o.r.i.a')).toBe('house for rent at foria');
    expect(canonicalText('P.O. Box 12, e.g. the shop')).toContain('p o box 12');
    const house = { title: 'Mud house for rent - Fadugu', address: 'Fadugu, Koinadugu District', description: 'Two room mud house with zinc, near the weekly market ground. Kitchen hut, latrine, small garden space. NLe 250 a month. Landlord Pa Kamara.' };
    const dotted = { title: 'H.O.U.S.E F.O.R R.E.N.T', address: 'F.a.d.u.g.u', description: 'H.o.u.s.e 2 r.o.o.m.s, m.u.d and zinc, n.e.a.r weekly m.a.r.k.e.t ground. Kitchen h.u.t, latrine, g.a.r.d.e.n space. 250 NLe monthly. C.a.l.l 072 510 339.' };
    expect(shareIndexKey(textIndexKeys(dotted), textIndexKeys(house))).toBe(true);
    expect(isDuplicateText(dotted, house).duplicate).toBe(true);
  });

  it('reads "1/2 lot" as half a lot, "5ac" as five acres (no air conditioning), IVS as swamp', () => {
    expect(facts('1/2 lot near the main road, survey + beacons.')).toContain('lots:0.5');
    expect(facts('IVS 5ac, brushed, bunds dug. NLe 4,000/ac.')).toEqual(expect.arrayContaining(['area:5acre', 'swamp', 'bund']));
    expect(facts('IVS 5ac, brushed, bunds dug. NLe 4,000/ac.')).not.toContain('ac');
    expect(propertyKind({ title: 'IVS 5ac lease', description: 'Brushed, bunds dug.' })).toBe('land');
    expect(facts('Paper signed by the section chief.')).toContain('documents');
    expect([...listingFacts({ title: 'IVS', address: 'Imperi chfdm', description: '15 min wlk frm wharf.' }).landmarks]).toContain('wharf');
  });

  it('reads a processing shed, a mill or a press house as a business, with its equipment as facts', () => {
    expect(propertyKind({ title: 'Cassava processing shed for lease', description: 'Open-sided, drying floor in concrete.' })).toBe('shop');
    expect(propertyKind({ title: 'Palm oil press house for rent', description: 'Concrete floor 6m by 8m.' })).toBe('shop');
    expect(facts('One screw press, two boiling drums, four mud stoves and a grating machine.')).toEqual(expect.arrayContaining(['press', 'drum', 'stove', 'grater']));
    expect(listingPlaces({ title: 'Land', address: 'Imperi chfdm' })).toEqual(['imperi']);
  });
});

describe('duplicate_listing: rounds 86 to 88 (a free hand; the ordinary homes)', () => {
  const facts = (description: string) => [...listingFacts({ title: 'Ad', address: 'Taiama', description }).facts];

  it('reads metres after a figure as a length, guests as people, fridges counted', () => {
    expect(facts('Small wood jetty bout 15 meters.')).toContain('len:15m');
    expect(facts('Small wood jetty bout 15 meters.')).not.toContain('meter');
    expect(facts('Prepaid meter, EDSA.')).toContain('meter');
    expect(facts('Covered dance floor for around 150 guests.')).toContain('n:people:150');
    expect(facts('Dance floor holds about 150 people.')).toContain('n:people:150');
    expect(facts('Bar counter plus 2 fridges left behind.')).toContain('n:fridge:2');
    expect(facts('Counter, two fridges stay.')).toContain('n:fridge:2');
  });

  it('counts any thing counted with a figure, not times, sums, house numbers or phones', () => {
    expect(facts('30 rabbit hutches on stands, six snail pens.')).toEqual(expect.arrayContaining(['c:rabbit|hutch:30', 'c:snail|pen:6']));
    const counted = (description: string) => facts(description).filter((f) => f.startsWith('c:'));
    expect(counted('5 minutes walk to the market. NLe 450 a month, USD 150 monthly.')).toEqual([]);
    expect(counted('No. 14 Sesay Street. Call 079 415 336.')).toEqual([]);
  });

  it('finds a workshop retold in other words by the things it counts', () => {
    const workshop = {
      title: 'Tailoring workshop for rent - Pujehun',
      address: 'Pujehun town, Kpaka Road, near the big mosque',
      description: 'Tailoring workshop: 4 sewing machines (two electric), 1 overlock machine, 12 plastic chairs for apprentices, 3 ironing boards, a wall mirror. NLe 900 per month. Owner Mr Vandi 076 331 209.',
    };
    const retold = {
      title: 'Sewing business space',
      address: 'Pujehun, Kpaka Rd',
      description: 'Stand by the big mosque on Kpaka Road and look right. Four sewing machines are inside, two of them electric, plus one overlock machine. Twelve chairs for the apprentices, three ironing boards and the mirror on the wall. 900 NLe every month. 088 410 266.',
    };
    expect(shareIndexKey(textIndexKeys(retold), textIndexKeys(workshop))).toBe(true);
    expect(isDuplicateText(retold, workshop).duplicate).toBe(true);
  });

  it('reads an internet café or a photo studio as a business, not a studio flat; Krio "foh bedroom" as four', () => {
    expect(propertyKind({ title: 'Cyber café + phone charging', description: 'Six computers.' })).toBe('shop');
    expect(propertyKind({ title: 'Photo studio for rent', description: 'Backdrops and lights.' })).toBe('shop');
    expect(propertyKind({ title: 'Studio flat for rent', description: 'Kitchenette and shower.' })).not.toBe('shop');
    expect(propertyKind({ title: 'Ose fo rent', description: 'Foh bedroom, parlour, kitchen.' })).toBe('b4');
  });

  it('reads "did well" and "well kept" as no well of water', () => {
    expect(facts('My shop did well here for two years.')).not.toContain('well');
    expect(facts('Tiles en ceiling don do. Wel wata de.')).toContain('well');
    expect(facts('A well kept compound.')).not.toContain('well');
    expect(facts('Hand dug well and solar.')).toContain('well');
  });

  it('tells a tiled house from a cement-floored one of the same road and template', () => {
    const tiled = {
      title: '2 bedroom house Nyandeyama Kenema', address: 'Nyandeyama, off Hangha Road, Kenema',
      description: '2 bedroom house. Parlour, toilet inside, kitchen outside. Tiled floor. Solar system with battery. Hand pump shared with next house. NLe 7,200 per year. Owner Mr Sahr Lahai 076 441 280.',
    };
    const cement = {
      title: '2 bedroom house Nyandeyama Kenema', address: 'Nyandeyama, off Hangha Road, Kenema',
      description: '2 bedroom house, next to my brother\'s own. Parlour, toilet inside, kitchen outside. Cement floor. EDSA light only. Hand pump shared. NLe 6,000 per year. Owner Mr Musa Lahai 077 125 903.',
    };
    expect(facts('Cement floor.')).toContain('cementfloor');
    expect(facts('Fenced compound, concrete floor for 1 car.')).not.toContain('cementfloor');
    expect(isDuplicateText(cement, tiled).duplicate).toBe(false);
    expect(isDuplicateText({ ...cement, description: cement.description.replace('Cement floor', 'Tiled floor') }, tiled).duplicate).toBe(true);
  });
});

describe('duplicate_listing: rounds 89 and 90 (a free hand; homes and plots rewritten in the copier\'s own words)', () => {
  const facts = (description: string) => [...listingFacts({ title: 'Ad', address: 'Regent', description }).facts];

  it('reads a price\'s unit as no size ("per half acre", "per lot"), "2 full lots" as two, "an acre" as one', () => {
    expect(facts('The owner asks NLe 35,000 per half acre.').filter((f) => f.startsWith('area:'))).toEqual([]);
    expect(facts('NLe 65,000 per lot, sold as a pair.').filter((f) => f.startsWith('lots:'))).toEqual([]);
    expect(facts('2 full lots together for sale.')).toContain('lots:2');
    expect(facts('An acre of cleared land on Kpetema Road.')).toContain('area:1acre');
    expect(facts('Half an acre of cleared land.')).toContain('area:0.5acre');
    expect(facts('NLe 4,000 an acre.').filter((f) => f.startsWith('area:'))).toEqual([]);
  });

  it('reads the size of each of several lots as no size of the land, and two lots as 100 by 100 feet', () => {
    expect(facts('2 town lots together. Each lot 50 by 100 feet.')).toEqual(expect.arrayContaining(['lots:2']));
    expect(facts('2 town lots together. Each lot 50 by 100 feet.').filter((f) => f.startsWith('size:'))).toEqual([]);
    const lots = {
      title: '2 town lots for sale – Mile 38', address: 'Mile 38, Masiaka road, Koya Chiefdom',
      description: 'Two town lots together on the Masiaka road at Mile 38, behind the mosque. Survey plan and conveyance ready. Mango trees on the land. Each lot 50 by 100 feet. NLe 45,000 per lot. Owner 076 229 104.',
    };
    const whole = {
      title: 'Land 100x100 ft at Mile 38', address: 'Mile 38, Koya',
      description: '100 ft by 100 ft land for sale at Mile 38, behind the mosque on the Masiaka road. Mango trees. Documents: survey plan and conveyance. Total NLe 90,000. Call 072 660 381.',
    };
    expect(isDuplicateText(whole, lots).duplicate).toBe(true);
    expect(landSizesDisagree(new Set(['lots:2']), new Set(['size:50x70ft']))).toBe(true);
  });

  it('reads "own" only before a unit\'s thing, "sitting in" as no sitting room, "side by side" as no landmark', () => {
    expect(facts('Looking for where to build your own house?')).not.toContain('own');
    expect(facts('Each lot has its own survey plan.')).not.toContain('own');
    expect(facts('Own meter and own toilet.')).toContain('own');
    expect(facts('A full town lot sitting in Kossoh Town.')).not.toContain('parlour');
    expect(facts('Big sitting room and kitchen.')).toContain('parlour');
    expect([...listingFacts({ title: 'Land', address: 'Regent', description: 'Two lots side by side.' }).landmarks]).not.toContain('side');
  });

  it('reads every room with its toilet as en suite, "20by15" as a size, one of a thing as no count', () => {
    expect(facts('Villa, 4 bedroom, every room get toilet inside.')).toContain('ensuite');
    expect(facts('Each bedroom with toilet and bath.')).toContain('ensuite');
    expect(facts('fish pond x3, 2 big 20by15, 1 small 10by10')).toEqual(expect.arrayContaining(['size:15x20', 'size:10x10']));
    expect(facts('Harvested one dry season, 1 store.').filter((f) => f.startsWith('c:'))).toEqual([]);
  });

  it('finds a premises retold at length when it states the very same facts, two of them counts', () => {
    const farm = {
      title: 'Rabbit and snail farm for lease – Masiaka', address: 'Masiaka, Koya Chiefdom, Port Loko District',
      description: 'Small livestock farm: 12 rabbit hutches under zinc, 40 snail pens, a feed store and a stream at the back. Lease NLe 3,000 a year. Call Mr Kamara 077 410 552.',
    };
    const testimonial = {
      title: 'I kept my animals here 3 years', address: 'Masiaka, Port Loko',
      description: 'I kept my rabbits and snails on this farm for three years and they did well. Twelve rabbit hutches with zinc over them, forty snail pens, one store for the feed, and the stream behind for water. The neighbours are good people who helped me every season. I am moving to Lunsar so the lease is open again, 3,000 NLe a year. Ring me 030 882 917.',
    };
    expect(isDuplicateText(testimonial, farm).duplicate).toBe(true);
    // The same words for a farm of other counts: another farm.
    const other = { ...testimonial, description: testimonial.description.replace('Twelve rabbit hutches', 'Twenty rabbit hutches').replace('forty snail pens', 'sixty snail pens') };
    expect(isDuplicateText(other, farm).duplicate).toBe(false);
  });
});

describe('duplicate_listing: rounds 91 and 92 (a free hand; homes, rooms, shops and plots as the copier likes)', () => {
  const facts = (description: string) => [...listingFacts({ title: 'Ad', address: 'York', description }).facts];

  it('reads more of a French listing: every room with its bathroom, a pool, an inverter, the guard\'s lodging', () => {
    const villa = {
      title: '4 Bedroom Villa with Pool - Hill Station', address: 'Hill Cot Road, Hill Station, Freetown',
      description: 'Spacious 4 bedroom villa. All bedrooms ensuite, boys quarter. Small swimming pool and an inverter. USD 2,500 per month.',
    };
    const french = {
      title: 'Villa 4 chambres avec piscine à louer', address: 'Hill Station, Freetown',
      description: 'Villa de 4 chambres très spacieuse. Chaque chambre a sa salle de bain, avec un logement du gardien. Une petite piscine et un onduleur. Loyer 30 000 USD par an, à payer en avance.',
    };
    expect(isDuplicateText(french, villa).duplicate).toBe(true);
  });

  it('reads inside and outside as where a toilet, a bath or a kitchen is, not where machines stay', () => {
    expect(facts('Toilet and bath inside, kitchen outside.')).toEqual(expect.arrayContaining(['inside', 'outside']));
    expect(facts('The machines stay inside. Traders wait outside every day.')).not.toContain('inside');
    expect(facts('The machines stay inside. Traders wait outside every day.')).not.toContain('outside');
  });

  it('tells a plot a car reaches from one reached by a footpath only', () => {
    const roadside = {
      title: 'Plot for sale at Tombo - roadside', address: 'By the mosque, main peninsular road, Tombo',
      description: 'Full lot beside the main road near the central mosque, Tombo. Vehicle access, 3 min walk to the wharf. Conveyance done. NLe 90,000',
    };
    const hill = {
      title: 'Plot for sale at Tombo - hill', address: 'Up the hill behind the central mosque, Tombo',
      description: 'Full lot on the hill behind the central mosque, Tombo. Footpath only for now, 10 min walk to the wharf. Conveyance done. NLe 50,000',
    };
    expect(facts('Footpath only for now.')).toContain('footpath');
    expect(facts('Vehicle access to the plot.')).toContain('access');
    expect(isDuplicateText(hill, roadside).duplicate).toBe(false);
  });
});

describe('duplicate_listing: found in the ninety-second round\'s ordinary edits and the demo data', () => {
  it('keys a repost whose address names only a district by the known place its description names', () => {
    const plot = {
      title: 'Fenced plot for sale - Allen Town', address: 'Behind Allen Town market, off Bai Bureh Road, Allen Town',
      description: 'Full lot fenced with blocks behind Allen Town market. Small one-room boys quarter already built. Conveyance and survey plan complete. NLe 110,000.',
    };
    const cut = {
      title: 'Land for sale east end', address: 'Freetown East End',
      description: 'Plot of land fenced wit blocks, behind allen town market. Get small 1 room boys quarter already. All papers complete (conveyance & survey). Price one hundred and ten thousand. No agents please, deal direct with me.',
    };
    expect(factKeys(cut)).toContain('allen|land');
    expect(shareIndexKey(textIndexKeys(cut), textIndexKeys(plot))).toBe(true);
  });

  it('reads "by appointment" and "signed by the Director of Surveys" as no landmark', () => {
    const landmarks = [...listingFacts({ title: 'Land', address: 'Tokeh', description: 'Survey plan signed by the Director of Surveys and Lands. Viewings any day by appointment.' }).landmarks];
    expect(landmarks).not.toContain('director');
    expect(landmarks).not.toContain('appointment');
  });
});

describe('duplicate_listing: rounds 93 and 94 (a free hand; Krio, French and short reposts with the price restated)', () => {
  const facts = (description: string) => [...listingFacts({ title: 'Ad', address: 'Kamalo', description }).facts];
  const landmarks = (description: string) => [...listingFacts({ title: 'Ad', address: 'Kamalo', description }).landmarks];

  it('ends a landmark where a clause goes on in a verb or in Krio\'s "weh" ("the junction going up to the college")', () => {
    expect(landmarks('Shop near the junction going up to Fourah Bay College.')).not.toContain('going');
    expect(landmarks('Land near the junction weh lorry dem de park.')).not.toContain('weh');
    expect(landmarks('Land near the junction weh lorry dem de park.')).not.toContain('lorry');
    expect(landmarks('Shop near the Wesleyan school.')).toContain('wesleyan');
  });

  it('reads a lot or an acre after a sum as the price\'s unit, not as the land\'s size ("15,000 one lot", "17,500 for one acre")', () => {
    expect(facts('15,000 one lot, u fo buy all 3.')).not.toContain('lots:1');
    expect(facts('We sell am 17,500 for one acre, land and everything.')).not.toContain('area:1acre');
    expect(facts('Le 15k one plot, all four for 60k.')).not.toContain('lots:1');
    expect(facts('Two lots available.')).toContain('lots:2');
    expect(facts('One lot with a fence.')).toContain('lots:1');
  });

  it('reads "3 rooms, parlour" and "a three-room house with sitting room" as bedrooms and a parlour', () => {
    expect(facts('3 room, parlour, zinc, veranda.')).toContain('bedrooms:3');
    expect(facts('Three-room house with sitting room and well, zinc roof.')).toContain('bedrooms:3');
    expect(facts('2 rooms and parlour.')).toContain('bedrooms:2');
    // A count of rooms with no parlour beside it is not a flat's bedrooms.
    expect(facts('Student house, 6 rooms, shared kitchen.')).not.toContain('bedrooms:6');
  });

  it('reads an indoor toilet as inside, a Krio compound and a grater as the English words', () => {
    expect(facts('Indoor toilet, tap in compound.')).toContain('inside');
    const krio = plainListing({ title: 'os fo rent', address: 'Blama', description: 'Mi get os na Blama. 2 rum, palor, wata tap na di kompon. Di grata mashin de. Kol mi.' });
    expect(krio.description).toContain('compound');
    expect(krio.description).toContain('grater');
  });
  it('keys an address by its town, not by a landmark beside it ("Binkolo, nia di Katlik mishon" / "Binkolo")', () => {
    const areas = (address: string) => new Set(textIndexKeys({ title: 'House', address, description: 'House for sale.' }).filter((k) => AREA_BANDS.includes(k.band)).map((k) => k.value));
    const town = areas('Binkolo');
    expect([...areas('Binkolo, Bombali District, nia di Katlik mishon')].some((k) => town.has(k))).toBe(true);
    expect([...areas('Binkolo, near the Catholic mission')].some((k) => town.has(k))).toBe(true);
    // An address that is a landmark only is still keyed by it.
    expect(areas('Near the Catholic mission').size).toBeGreaterThan(0);
  });
  it('reads the year a house was built, an indoor toilet, a community agreement and no count in "4 rent" or "24/7"', () => {
    expect(facts('Four bedroom house, built 2016, fenced.')).toContain('built:2016');
    expect(facts('Constructed in 2019 with blocks.')).toContain('built:2019');
    expect(facts('Headman\'s community agreement in place.')).toContain('documents');
    expect(facts('shop 4 rent kamalo, 4 sale too').some((f) => f.startsWith('c:'))).toBe(false);
    expect(facts('24/7 power and water, WiFi.').some((f) => f.startsWith('c:'))).toBe(false);
  });

  it('reads a fuel station\'s brand as a filling station, keeping the brand ("by the Shell" / "close to the filling station")', () => {
    expect(landmarks('House on the highway near the Shell.')).toEqual(expect.arrayContaining(['shell', 'filling']));
    expect(landmarks('Shop near Total filling station.')).toEqual(expect.arrayContaining(['total', 'filling']));
  });

  it('reads more of a French listing: a toilet inside, a cement floor, grilles, an iron door, thousands with a point', () => {
    const french = plainListing({
      title: 'Maison à louer', address: 'Gbalamuya',
      description: 'Maison à louer à Gbalamuya. 3 chambres, 1 salon, toilette à l\'intérieur. Briques, sol en ciment, grilles aux fenêtres, porte en fer. Prix: 9.000 NLe par an.',
    }).description;
    expect(french).toContain('inside');
    expect(french).toContain('cement floor');
    expect(french).toContain('burglar bars');
    expect(french).toContain('iron door');
    expect(french).toContain('9000');
    expect(french).toContain('blocks');
  });

  it('keys a border town by its name however French spells it, not by the border, its side or the customs beside it', () => {
    const areas = (address: string) => new Set(textIndexKeys({ title: 'House', address, description: 'House for rent.' }).filter((k) => AREA_BANDS.includes(k.band)).map((k) => k.value));
    const french = areas('Gbalamouya frontière, côté Sierra Leone, derrière la douane');
    expect([...areas('Gbalamuya, Sierra Leone side, the house behind the customs checkpoint')].some((k) => french.has(k))).toBe(true);
    expect(sameName('gbalamouya', 'gbalamuya')).toBe(true);
  });

  it('finds a rewrite naming its landmark otherwise when 11 of its 13 facts agree, not a house that differs in several', () => {
    const original = {
      title: 'House for rent near the research station', address: 'Rokupr, by the Rice Research Station gate',
      description: 'Three bedrooms, parlour, dining, kitchen inside, toilet and bath inside, tap and well, fenced with a gate, mango trees. NLe 650 a month.',
    };
    const repost = {
      title: '3 bed house for rent, Rokupr', address: 'Rokupr town, near the RARC / SLARI junction',
      description: 'Three bedroom house with parlour, dining, inside kitchen, toilet and bath inside, tap and a well, fence, mango trees, boys quarters. NLe 7,800 a year.',
    };
    expect(sameFacts(repost, original)).toBe(true);
    const other = { ...repost, description: 'Three bedroom house with parlour, dining, outside kitchen, toilet and bath outside, a well, fence, orange trees, boys quarters. NLe 7,800 a year.' };
    expect(sameFacts(other, original)).toBe(false);
  });
  it('reads "shares a meter with the ground floor" as no floor of the upstairs flat, so one caretaker\'s two flats stay two', () => {
    const ground = {
      title: '2 bed flat - ground floor', address: 'Ground floor flat, 9 Koroma Lane, Wellington',
      description: '2 bedroom flat on the ground floor at 9 Koroma Lane. Parlour, kitchen, toilet and bath, tiled yard. Own prepaid meter. Water from the compound tank. NLe 8,000 a year. Caretaker 077 500 100.',
    };
    const upstairs = {
      title: '2 bed flat - upstairs', address: 'Upstairs flat, 9 Koroma Lane, Wellington',
      description: '2 bedroom flat upstairs at 9 Koroma Lane. Parlour, kitchen, toilet and bath, front balcony. Shares a meter with the ground floor, sub meter inside. Water from the compound tank. NLe 9,500 a year. WhatsApp 079 300 200.',
    };
    expect(facts('Shares a meter with the ground floor.')).not.toContain('floor:0');
    expect(facts('Flat on the ground floor.')).toContain('floor:0');
    expect(isDuplicateText(upstairs, ground).duplicate).toBe(false);
  });
  it('reads a long place name as Krio writes it by ear for the known place ("Wɛlintin" / Wellington, "Kintɔm" / Kingtom)', () => {
    expect(listingPlaces({ title: 'Store', address: 'Welintin' })).toContain('wellington');
    expect(listingPlaces({ title: 'Store', address: 'Wellington' })).toContain('wellington');
    expect(listingPlaces({ title: 'Store', address: 'Welintin' })).not.toContain('waterloo');
    expect(sameName('kintom', 'kingtom')).toBe(true);
  });
});
