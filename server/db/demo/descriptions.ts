// Listing descriptions written the way Sierra Leone listers write them: water and power first (Guma Valley
// water, EDSA outages, boreholes and generators), then security, then the papers for land.
import type { Random } from './random.js';
import { featuresFrom, type DemoListing, type LandPapers } from './catalogue.js';

const COASTAL = ['Aberdeen', 'Lumley', 'York', 'Tokeh', 'Kent', 'Bonthe'];
const HILLS = ['Hill Station', 'Leicester', 'Regent', 'Grafton'];
const PROVINCES = ['Bo', 'Kenema', 'Makeni', 'Koidu', 'Port Loko', 'Moyamba', 'Bonthe'];

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];

const FEATURE_LINES: Record<string, string[]> = {
  Borehole: ['A borehole with an overhead tank gives water every day, even when the mains supply is off.', 'Own borehole and a 5,000-litre tank on a steel stand.'],
  Generator: ['A generator in its own house covers the EDSA outages.', 'Standby generator with automatic changeover, plus a solar backup for the lights.'],
  City_Water: ['Mains water connected and metered.', 'Connected to the town water supply.'],
  Staff_Quarters: ['Separate boys\' quarters with shower and toilet for a driver or housekeeper.', 'Staff quarters at the back of the compound.'],
  Parking: ['Paved compound with parking for several cars behind a metal gate.', 'Secure parking inside the compound wall.'],
  Pool: ['Swimming pool with a shaded terrace.', 'Private pool, cleaned weekly.'],
  Central_Air: ['Air conditioning in every bedroom and the sitting room.', 'Split-unit air conditioners throughout.'],
  Ocean_Access: ['A short walk to the beach.', 'Direct access to the beach.'],
  Storage_Rooms: ['Large store room and pantry.', 'Lockable store rooms for goods and equipment.'],
};

const PAPERS: Record<LandPapers, string> = {
  survey: 'Survey plan signed by the Director of Surveys and Lands; beacons are in place and can be walked with the buyer.',
  conveyance: 'Conveyance registered at the Office of the Administrator and Registrar-General; copies available to your solicitor.',
  family: 'Family land with a statutory declaration from the family head and the chiefdom; no dispute on record.',
  siteplan: 'Site plan ready; the conveyance will be prepared by the buyer\'s solicitor at completion.',
};

function setting(listing: DemoListing): string {
  if (COASTAL.includes(listing.loc)) return `by the sea in ${listing.loc}, with the breeze off the Atlantic`;
  if (HILLS.includes(listing.loc)) return `up in ${listing.loc}, cooler than town and with views over Freetown`;
  if (PROVINCES.includes(listing.loc)) return `in ${listing.loc}, a few minutes from the town centre, the market and the government hospital`;
  return `in ${listing.loc === 'Freetown' ? 'the west end of Freetown' : listing.loc}, with easy access to town`;
}

function terms(listing: DemoListing, r: Random): string {
  if (listing.type === 'rent') {
    return r.pick([
      'Rent is paid one year in advance, as is usual; monthly payment can be discussed after the first year.',
      'Available now. Six months in advance, then monthly.',
      'Two years in advance preferred; references required.',
    ]);
  }
  if (listing.onRequest) return 'Price on request: serious buyers only, viewing by appointment.';
  return r.pick([
    'Papers are in order and can be checked by your lawyer before any payment.',
    'Vacant possession on completion. Viewings any day by appointment.',
    'Diaspora buyers welcome: we can arrange a video viewing and a local lawyer.',
  ]);
}

function opening(listing: DemoListing, r: Random): string {
  const beds = NUMBER_WORDS[listing.beds ?? 0] ?? String(listing.beds);
  const place = setting(listing);
  switch (listing.cat) {
    case 'land':
    case 'investment':
      return `${r.pick(['Dry, gently sloping', 'Level, well-drained', 'Cleared'])} land ${place}. ${listing.cat === 'investment' ? 'A sound investment as the area builds up quickly.' : 'Ready to build on, with road access.'}`;
    case 'commercial':
      return `${listing.sqft ? `${listing.sqft.toLocaleString('en-US')} sq ft of` : 'Commercial'} space ${place}, suitable for ${r.pick(['a supermarket, pharmacy or bank branch', 'offices, a clinic or a training centre', 'storage, distribution or light industry'])}.`;
    case 'apartment':
      return `A ${r.pick(['bright', 'well-kept', 'newly finished'])} ${beds}-bedroom flat ${place}, on the ${r.pick(['first', 'second', 'third', 'top'])} floor of a secure block with a watchman day and night.`;
    case 'townhouse':
      return `A ${beds}-bedroom townhouse ${place}, in a small gated row of ${r.pick(['three', 'four', 'six'])} homes.`;
    default: {
      const baths = NUMBER_WORDS[listing.baths ?? 1] ?? String(listing.baths);
      return `A ${r.pick(['well-built', 'spacious', 'comfortable'])} ${beds}-bedroom house ${place}. ` +
        `${baths[0]!.toUpperCase()}${baths.slice(1)} bathroom${listing.baths === 1 ? '' : 's'}, a sitting room, a dining area and a fitted kitchen.`;
    }
  }
}

/** A description of 3 to 6 sentences, made only from what the listing really has. */
export function describeListing(listing: DemoListing, r: Random): string {
  if (listing.status === 'draft') return listing.cat === 'land' ? 'About 2 town lots near the beach. Still waiting for the survey plan.' : '';
  if (listing.reason && listing.title === listing.title.toUpperCase()) return 'BIG HOUSE 4 BEDROOMS GOOD AREA CALL ME NOW!!! CHEAP CHEAP';
  const parts = [listing.about ?? opening(listing, r)];
  for (const feature of featuresFrom(listing.f)) {
    // Guma Valley supplies Freetown and the peninsula; the provincial towns are on SALWACO.
    if (feature === 'City_Water') parts.push(PROVINCES.includes(listing.loc) ? 'Connected to the SALWACO town supply.' : 'Connected to Guma Valley water.');
    else parts.push(r.pick(FEATURE_LINES[feature] ?? ['']));
  }
  if (listing.papers) parts.push(PAPERS[listing.papers]);
  parts.push(terms(listing, r));
  return parts.filter(Boolean).join(' ');
}
