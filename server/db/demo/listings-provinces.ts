// Demo listings in the provincial towns. Features: P parking, S pool, A air conditioning, O ocean access,
// R store rooms, Q staff quarters, G generator, W city water, B borehole.
import type { DemoListing } from './catalogue.js';

export const PROVINCE_LISTINGS: DemoListing[] = [
  // Alhaji Mansaray, Northern Star Realty
  { by: 'alhaji.mansaray', loc: 'Makeni', addr: '12 Teko Road, Makeni', title: 'Four-Bedroom House with Solar and Borehole, Makeni', cat: 'house', type: 'sale', beds: 4, baths: 3, sqft: 2200, usd: 78000, f: 'PGBQ', days: 240, pics: 4 },
  { by: 'alhaji.mansaray', loc: 'Makeni', addr: 'Azzolini Highway, Makeni', title: 'Roadside Commercial Plot, Azzolini Highway', cat: 'investment', type: 'sale', usd: 38000, days: 160, pics: 2, papers: 'survey' },
  { by: 'alhaji.mansaray', loc: 'Port Loko', addr: '3 Bai Bureh Road, Port Loko', title: 'Three-Bedroom House near Port Loko Town Centre', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1400, sle: 9000, f: 'WB', days: 70, pics: 3 },
  { by: 'alhaji.mansaray', loc: 'Port Loko', addr: 'Makeni Highway, Port Loko', title: '10 Acres of Farmland near Port Loko', cat: 'land', type: 'sale', usd: 30000, days: 600, pics: 2, papers: 'family' },
  { by: 'alhaji.mansaray', loc: 'Makeni', addr: '4 Lunsar Road, Makeni', title: 'Lock-Up Shops on Lunsar Road', cat: 'commercial', type: 'rent', sqft: 400, sle: 7500, days: 14, pics: 2 },
  { by: 'alhaji.mansaray', loc: 'Makeni', addr: '19 Mabanta Road, Makeni', title: 'Two-Bedroom Flat for Rent, Mabanta Road', cat: 'apartment', type: 'rent', beds: 2, baths: 1, sqft: 850, sle: 7000, f: 'W', days: 7, pics: 2 },
  { by: 'alhaji.mansaray', loc: 'Moyamba', addr: 'Moyamba Junction, Bo-Freetown Highway', title: 'Roadside Plot at Moyamba Junction', cat: 'land', type: 'sale', usd: 28000, days: 45, pics: 2, papers: 'siteplan' },

  // Sahr Fillie, Kono Homes & Land
  { by: 'sahr.fillie', loc: 'Koidu', addr: '5 Masingbi Road, Koidu', title: 'Furnished Four-Bedroom House for NGO Staff, Koidu', cat: 'house', type: 'rent', beds: 4, baths: 3, sqft: 2300, usd: 1800, f: 'PGBQ', days: 55, pics: 4 },
  { by: 'sahr.fillie', loc: 'Koidu', addr: '30 Main Motor Road, Koidu Town', title: 'Two-Storey Shop and Office Building, Koidu', cat: 'commercial', type: 'sale', sqft: 3500, usd: 180000, f: 'PG', days: 380, pics: 2 },
  { by: 'sahr.fillie', loc: 'Kenema', addr: '17 Combema Road, Kenema', title: 'Three-Bedroom Bungalow, Combema Road', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1400, sle: 11000, f: 'WB', days: 22, pics: 3 },
  { by: 'sahr.fillie', loc: 'Kenema', addr: 'Blama Road, Kenema', title: 'One Acre of Residential Land, Blama Road', cat: 'land', type: 'sale', sle: 675000, days: 140, pics: 2, papers: 'survey' },
  { by: 'sahr.fillie', loc: 'Koidu', addr: '8 Tankoro Road, Koidu', title: 'Guest House with Eight Rooms, Koidu', cat: 'commercial', type: 'sale', sqft: 5200, onRequest: true, f: 'PGB', days: 450, pics: 3,
    about: 'A running guest house with eight en-suite rooms, a bar and a restaurant kitchen, busy with mining and NGO visitors all year. Sold as a going concern with furniture and staff.' },
  { by: 'sahr.fillie', loc: 'Kenema', addr: '2 Reservation Road, Kenema', title: 'Two-Bedroom Guest Cottage, Reservation Road', cat: 'house', type: 'rent', beds: 2, baths: 1, sqft: 800, usd: 450, f: 'GBW', days: 1, pics: 2 },

  // Ibrahim Bangura, owner in Bo, and the demo owner's family house in Moyamba
  { by: 'ibrahim.bangura', loc: 'Bo', addr: '14 Dambara Road, Bo', title: 'Four-Bedroom House with Boys Quarters, Bo', cat: 'house', type: 'sale', beds: 4, baths: 3, sqft: 2400, usd: 95000, f: 'PGBQ', days: 310, pics: 4 },
  { by: 'ibrahim.bangura', loc: 'Bo', addr: '27 Tikonko Road, Bo', title: 'Two-Bedroom Apartment, Tikonko Road', cat: 'apartment', type: 'rent', beds: 2, baths: 1, sqft: 900, sle: 8000, f: 'W', days: 30, pics: 2 },
  { by: 'ibrahim.bangura', loc: 'Bo', addr: '3 Bojon Street, Bo', title: 'Shop Space in Bo Town Centre', cat: 'commercial', type: 'rent', sqft: 600, sle: 18000, days: 85, pics: 2 },
  { by: 'ibrahim.bangura', loc: 'Bo', addr: 'Kissy Town Road, Bo', title: 'Three Town Lots with Site Plan, Bo', cat: 'land', type: 'sale', sle: 900000, days: 190, pics: 2, papers: 'siteplan' },
  { by: 'owner', loc: 'Moyamba', addr: '6 Kori Road, Moyamba', title: 'Three-Bedroom House on Kori Road, Moyamba', cat: 'house', type: 'sale', beds: 3, baths: 2, sqft: 1500, usd: 42000, f: 'BW', days: 130, pics: 3, small: true },

  // Abu Kargbo, owner in Makeni
  { by: 'abu.kargbo', loc: 'Makeni', addr: '22 Azzolini Highway, Makeni', title: 'Five-Bedroom Family House, Makeni', cat: 'house', type: 'sale', beds: 5, baths: 3, sqft: 2800, usd: 110000, f: 'PGBQR', days: 560, pics: 4 },
  { by: 'abu.kargbo', loc: 'Makeni', addr: '8 Station Road, Makeni', title: 'Two-Bedroom Townhouse, Station Road', cat: 'townhouse', type: 'rent', beds: 2, baths: 2, sqft: 1000, sle: 9000, f: 'WB', days: 4, pics: 3 },
  { by: 'abu.kargbo', loc: 'Port Loko', addr: 'Old Port Loko Road, Port Loko', title: 'Two Acres of Land by the Port Loko Creek', cat: 'land', type: 'sale', usd: 25000, days: 420, pics: 2, papers: 'family' },
  { by: 'abu.kargbo', loc: 'Makeni', addr: '10 Magburaka Road, Makeni', title: 'Commercial Building with Four Shops, Makeni', cat: 'commercial', type: 'sale', sqft: 2800, usd: 135000, f: 'PG', days: 230, pics: 2 },

  // Isatu Jalloh, owner in Kenema
  { by: 'isatu.jalloh', loc: 'Kenema', addr: '9 Hangha Road, Kenema', title: 'Three-Bedroom Flat in Kenema Town', cat: 'apartment', type: 'rent', beds: 3, baths: 2, sqft: 1200, sle: 15000, f: 'GW', days: 40, pics: 3 },
  { by: 'isatu.jalloh', loc: 'Kenema', addr: '41 Dama Road, Kenema', title: 'Four-Bedroom Bungalow with Large Garden, Kenema', cat: 'house', type: 'sale', beds: 4, baths: 2, sqft: 2000, usd: 68000, f: 'PB', days: 350, pics: 3 },
  { by: 'isatu.jalloh', loc: 'Bonthe', addr: '11 Water Street, Bonthe Island', title: 'Historic Waterfront House, Bonthe', cat: 'house', type: 'sale', beds: 4, baths: 2, sqft: 2200, usd: 48000, from: 58000, f: 'O', days: 880, pics: 3, coast: true,
    about: 'A colonial-era merchant house on the Bonthe waterfront, with thick stone walls, a wide veranda and four bedrooms upstairs. Needs some work inside; the structure and roof are sound.' },
  { by: 'isatu.jalloh', loc: 'Bonthe', addr: 'Sherbro Island, Bonthe District', title: 'Island Land for Eco-Tourism, 5 Acres', cat: 'investment', type: 'sale', usd: 75000, f: 'O', days: 610, pics: 2, coast: true, papers: 'family',
    about: 'Five acres of palm-fringed land on Sherbro Island with its own stretch of white sand, reached by boat from Bonthe in twenty minutes. Ideal for an eco-lodge.' },
];

/** Listings an admin or their lister still has to act on, and the lister's own history. */
export const REVIEW_LISTINGS: DemoListing[] = [
  { by: 'owner', loc: 'Lumley', addr: '6 Wilkinson Road, Lumley', title: 'Three-Bedroom Apartment with Balcony, Lumley', cat: 'apartment', type: 'rent', beds: 3, baths: 2, sqft: 1350, usd: 1600, f: 'PGW', days: 1, pics: 3, status: 'pending', small: true },
  { by: 'agent', loc: 'Hill Station', addr: '2 Hill Cot Road, Hill Station', title: 'Four-Bedroom Townhouse, Hill Station', cat: 'townhouse', type: 'sale', beds: 4, baths: 3, sqft: 2300, usd: 310000, f: 'PGBW', days: 2, pics: 3, status: 'pending' },
  { by: 'mariama.turay', loc: 'York', addr: 'Black Johnson Beach Road, York', title: 'Land at Black Johnson Beach, York', cat: 'land', type: 'sale', usd: 85000, f: 'O', days: 0, pics: 2, coast: true, papers: 'survey', status: 'pending' },
  { by: 'osman.kanu', loc: 'Waterloo', addr: '4 Campbell Town Road, Waterloo', title: 'Two-Bedroom House for Rent, Waterloo', cat: 'house', type: 'rent', beds: 2, baths: 1, sqft: 850, sle: 8000, f: 'W', days: 2, pics: 2, status: 'pending' },
  { by: 'alhaji.mansaray', loc: 'Makeni', addr: 'Lorry Park, Makeni', title: 'Five Shops at Makeni Lorry Park', cat: 'commercial', type: 'rent', sqft: 1500, sle: 30000, days: 3, pics: 2, status: 'pending' },
  {
    by: 'owner', loc: 'Kissy', addr: 'Kissy', title: 'BIG HOUSE FOR SALE!!! CHEAP!!!', cat: 'house', type: 'sale', beds: 4, baths: 2, days: 6, pics: 1, status: 'rejected', small: true,
    reason: "The title and description are in capital letters and there is no price. Please rewrite them in normal case, give the full address, and add a price or choose 'Price on request'.",
  },
  {
    by: 'agent', loc: 'Aberdeen', addr: '1 Beach Road, Aberdeen', title: 'Luxury Villa, Aberdeen', cat: 'house', type: 'sale', beds: 6, baths: 6, sqft: 5200, usd: 900000, f: 'PSAGBQ', days: 8, pics: 2, status: 'rejected',
    reason: 'The photos show a different property from the one at this address. Please upload your own photos of this villa and resubmit.',
  },
  { by: 'owner', loc: 'Kent', addr: '', title: 'Land in Kent', cat: 'land', type: 'sale', days: 3, pics: 1, status: 'draft' },
  { by: 'agent', loc: 'Congo Town', addr: '9 Congo Cross, Congo Town', title: 'Two-Bedroom Flat, Congo Town', cat: 'apartment', type: 'rent', beds: 2, baths: 1, usd: 1200, days: 1, pics: 1, status: 'draft', small: true },
  { by: 'owner', loc: 'Wellington', addr: '17 Bai Bureh Road, Wellington', title: 'Three-Bedroom House, Wellington (let)', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1400, sle: 20000, f: 'W', days: 400, pics: 2, archived: true },
  { by: 'agent', loc: 'Wilberforce', addr: '22 Spur Road, Wilberforce', title: 'Four-Bedroom House, Wilberforce (sold)', cat: 'house', type: 'sale', beds: 4, baths: 3, sqft: 2500, usd: 260000, f: 'PGBQ', days: 500, pics: 2, archived: true, small: true },
];
