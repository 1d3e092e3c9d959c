// Demo listings in Freetown and the Western Area peninsula. Features: P parking, S pool, A air conditioning,
// O ocean access, R store rooms, Q staff quarters, G generator, W city (Guma) water, B borehole.
import type { DemoListing } from './catalogue.js';

export const WESTERN_LISTINGS: DemoListing[] = [
  // The demo owner, Mohamed Sesay
  { by: 'owner', loc: 'Hill Station', addr: '7 Hill Cot Road, Hill Station', title: 'Four-Bedroom Family House with Borehole and Generator', cat: 'house', type: 'sale', beds: 4, baths: 3, sqft: 2600, usd: 285000, f: 'PGBQW', days: 210, pics: 4, small: true },
  { by: 'owner', loc: 'Lumley', addr: '23 Lumley Beach Road, Lumley', title: 'Two-Bedroom Flat near Lumley Beach', cat: 'apartment', type: 'rent', beds: 2, baths: 2, sqft: 1100, sle: 27000, f: 'PGW', days: 34, pics: 3, coast: true, small: true },
  { by: 'owner', loc: 'Wilberforce', addr: '14 Spur Road, Wilberforce', title: 'Spacious Five-Bedroom Duplex on Spur Road', cat: 'house', type: 'sale', beds: 5, baths: 4, sqft: 3800, usd: 450000, from: 495000, f: 'PSAQGB', days: 400, pics: 5, small: true },
  { by: 'owner', loc: 'Tokeh', addr: 'Plot 6, Tokeh Beach Road, Tokeh', title: 'Beachfront Land, 4 Town Lots with Survey Plan', cat: 'land', type: 'sale', usd: 120000, f: 'O', days: 95, pics: 3, coast: true, papers: 'survey', small: true },
  { by: 'owner', loc: 'Congo Town', addr: '31 Main Motor Road, Congo Town', title: 'Three-Bedroom Bungalow with Walled Compound', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1500, sle: 45000, f: 'PGW', days: 12, pics: 3 },
  { by: 'owner', loc: 'Wellington', addr: '5 Bai Bureh Road, Wellington', title: 'Warehouse and Yard off Bai Bureh Road', cat: 'commercial', type: 'rent', sqft: 6000, usd: 2500, f: 'PG', days: 150, pics: 2, small: true,
    about: 'A 6,000 sq ft warehouse with a concrete yard for container trucks, two offices and a loading bay, five minutes from the Wellington industrial estate.' },
  { by: 'owner', loc: 'Aberdeen', addr: '2 Cape Road, Aberdeen', title: 'Seafront Two-Bedroom Apartment, Cape Road', cat: 'apartment', type: 'sale', beds: 2, baths: 2, sqft: 1250, usd: 165000, f: 'PGOA', days: 0, pics: 3, coast: true },
  { by: 'owner', loc: 'Kissy', addr: '12 Ferry Junction, Kissy', title: 'Two-Bedroom Apartment near Kissy Ferry Junction', cat: 'apartment', type: 'rent', beds: 2, baths: 1, sqft: 750, sle: 12000, f: 'W', days: 2, pics: 2 },

  // The demo agent, Aminata Conteh of Freetown Realty
  { by: 'agent', loc: 'Hill Station', addr: '18 Regent Road, Hill Station', title: 'Colonial-Style Four-Bedroom House with City Views', cat: 'house', type: 'sale', beds: 4, baths: 3, sqft: 2900, usd: 340000, f: 'PGBQW', days: 330, pics: 5, small: true },
  { by: 'agent', loc: 'Freetown', addr: '46 Wilkinson Road, Freetown', title: 'Modern Three-Bedroom Townhouse on Wilkinson Road', cat: 'townhouse', type: 'sale', beds: 3, baths: 3, sqft: 1900, usd: 215000, f: 'PGW', days: 45, pics: 4 },
  { by: 'agent', loc: 'Juba', addr: '11 Juba Hill Road, Juba Hill', title: 'Executive Three-Bedroom Apartment, Juba Hill', cat: 'apartment', type: 'rent', beds: 3, baths: 3, sqft: 1650, usd: 2200, f: 'PGABW', days: 20, pics: 4 },
  { by: 'agent', loc: 'Aberdeen', addr: '5 Man of War Bay Road, Aberdeen', title: 'Serviced One-Bedroom Apartment near the Beach', cat: 'apartment', type: 'rent', beds: 1, baths: 1, sqft: 650, usd: 900, from: 1100, f: 'PGAO', days: 75, pics: 3, coast: true, small: true },
  { by: 'agent', loc: 'Regent', addr: 'Regent Village, Regent Road', title: 'Half-Acre Hillside Plot, Regent', cat: 'land', type: 'sale', usd: 45000, days: 260, pics: 2, papers: 'conveyance' },
  { by: 'agent', loc: 'Freetown', addr: '27 Siaka Stevens Street, Freetown', title: 'Ground-Floor Shop on Siaka Stevens Street', cat: 'commercial', type: 'rent', sqft: 850, sle: 60000, f: 'W', days: 16, pics: 2, small: true },
  { by: 'agent', loc: 'Congo Town', addr: '4 Congo Water Road, Congo Town', title: 'Three-Bedroom Flat with Generator, Congo Town', cat: 'apartment', type: 'rent', beds: 3, baths: 2, sqft: 1300, sle: 34000, f: 'GW', days: 5, pics: 3 },
  { by: 'agent', loc: 'Leicester', addr: 'Leicester Peak Road, Leicester', title: 'Five-Bedroom Villa with Pool and Mountain Views', cat: 'house', type: 'sale', beds: 5, baths: 5, sqft: 4200, usd: 620000, f: 'PSAGBQR', days: 520, pics: 5 },
  { by: 'agent', loc: 'Kissy', addr: '88 Kissy Road, Kissy', title: 'Affordable Two-Bedroom House, Kissy', cat: 'house', type: 'sale', beds: 2, baths: 1, sqft: 900, sle: 1125000, from: 1250000, f: 'W', days: 190, pics: 3 },
  { by: 'agent', loc: 'Hastings', addr: 'Airfield Road, Hastings', title: 'Investment Plot near Hastings Airfield, 1 Acre', cat: 'investment', type: 'sale', usd: 60000, days: 700, pics: 2, papers: 'siteplan', small: true },
  { by: 'agent', loc: 'Wellington', addr: 'Wellington Industrial Estate, Wellington', title: 'Land Ready for Warehousing, Wellington Industrial Estate', cat: 'land', type: 'sale', usd: 150000, days: 125, pics: 2, papers: 'conveyance' },

  // Mariama Turay, Atlantic Coast Properties
  { by: 'mariama.turay', loc: 'Aberdeen', addr: '12 Aberdeen Road, Aberdeen', title: 'Three-Bedroom Penthouse with Ocean View', cat: 'apartment', type: 'sale', beds: 3, baths: 3, sqft: 2100, usd: 385000, f: 'PSAOGW', days: 120, pics: 5, coast: true },
  { by: 'mariama.turay', loc: 'Lumley', addr: '40 Lumley Beach Road, Lumley', title: 'Furnished Studio Apartment, Lumley Beach', cat: 'apartment', type: 'rent', beds: 1, baths: 1, sqft: 480, usd: 600, f: 'GOW', days: 3, pics: 2, coast: true },
  { by: 'mariama.turay', loc: 'York', addr: 'York Village, Peninsula Highway', title: 'Beach House at York with Garden', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1700, usd: 1500, f: 'PGBO', days: 60, pics: 4, coast: true },
  { by: 'mariama.turay', loc: 'Tokeh', addr: 'Tokeh Beach Road, Tokeh', title: 'Four-Bedroom Holiday Villa, Tokeh Beach', cat: 'house', type: 'sale', beds: 4, baths: 4, sqft: 3100, usd: 495000, f: 'PSGBOQ', days: 410, pics: 5, coast: true },
  { by: 'mariama.turay', loc: 'Kent', addr: 'Kent Village, Peninsula Road', title: 'Seafront Land, 6 Town Lots, Kent', cat: 'land', type: 'sale', usd: 95000, f: 'O', days: 300, pics: 3, coast: true, papers: 'survey' },
  { by: 'mariama.turay', loc: 'Aberdeen', addr: '7 Sir Samuel Lewis Road, Aberdeen', title: 'Office Floor to Let, Sir Samuel Lewis Road', cat: 'commercial', type: 'rent', sqft: 2400, usd: 3800, f: 'PGA', days: 48, pics: 2 },
  { by: 'mariama.turay', loc: 'Lumley', addr: '9 Bass Street, Lumley', title: 'Two-Bedroom Townhouse in Gated Estate, Lumley', cat: 'townhouse', type: 'rent', beds: 2, baths: 2, sqft: 1200, usd: 1400, f: 'PGBW', days: 27, pics: 3 },
  { by: 'mariama.turay', loc: 'Signal Hill', addr: '3 Signal Hill Road, Signal Hill', title: 'Three-Bedroom Apartment with Pool, Signal Hill', cat: 'apartment', type: 'rent', beds: 3, baths: 2, sqft: 1500, usd: 3200, f: 'PSAGW', days: 88, pics: 4 },
  { by: 'mariama.turay', loc: 'Grafton', addr: 'Grafton Road, Grafton', title: 'Two Town Lots, Grafton', cat: 'land', type: 'sale', sle: 610000, days: 35, pics: 2, papers: 'family' },
  { by: 'mariama.turay', loc: 'Hill Station', addr: '4 Old Railway Line, Hill Station', title: 'Diplomatic Residence with Pool, Hill Station', cat: 'house', type: 'rent', beds: 5, baths: 5, sqft: 4500, usd: 4000, f: 'PSAGBQR', days: 900, pics: 5,
    about: 'A five-bedroom residence on a large walled plot in Hill Station, let to embassies for the past ten years. Every bedroom has its own bathroom; a guard house sits at the gate.' },

  // Hawa Koroma, an owner living in London
  { by: 'hawa.koroma', loc: 'Murray Town', addr: '21 Murray Town Road, Murray Town', title: 'Three-Bedroom Family House, Murray Town', cat: 'house', type: 'sale', beds: 3, baths: 2, sqft: 1800, usd: 175000, f: 'PGBW', days: 280, pics: 4 },
  { by: 'hawa.koroma', loc: 'Fourah Bay', addr: '10 Fourah Bay Road, Fourah Bay', title: 'Two-Bedroom Flat near Fourah Bay College', cat: 'apartment', type: 'rent', beds: 2, baths: 1, sqft: 800, sle: 13500, f: 'W', days: 10, pics: 2 },
  { by: 'hawa.koroma', loc: 'Cline Town', addr: '6 Savage Street, Cline Town', title: 'Warehouse near Queen Elizabeth II Quay', cat: 'commercial', type: 'rent', sqft: 9000, usd: 4000, f: 'PGR', days: 720, pics: 2 },
  { by: 'hawa.koroma', loc: 'Waterloo', addr: '15 Freetown Road, Waterloo', title: 'New Three-Bedroom House, Waterloo', cat: 'house', type: 'sale', beds: 3, baths: 2, sqft: 1400, usd: 55000, from: 62000, f: 'BW', days: 170, pics: 3 },
  { by: 'hawa.koroma', loc: 'Regent', addr: 'Hilltop, Regent Road, Regent', title: 'Hilltop Estate Land, Regent', cat: 'investment', type: 'sale', onRequest: true, days: 820, pics: 2, papers: 'conveyance' },

  // Enough of one kind in a few Freetown places for the price guides (issue 33), each lister's at most 3 counting.
  { by: 'ibrahim.bangura', loc: 'Lumley', addr: '5 Cantonment Road, Lumley', title: 'Two-Bedroom Flat off Cantonment Road, Lumley', cat: 'apartment', type: 'rent', beds: 2, baths: 1, sqft: 950, sle: 22000, f: 'W', days: 140, pics: 2 },
  { by: 'abu.kargbo', loc: 'Lumley', addr: '17 Lumley Street, Lumley', title: 'Two-Bedroom Upstairs Flat, Lumley Street', cat: 'apartment', type: 'rent', beds: 2, baths: 2, sqft: 1050, sle: 25000, f: 'GW', days: 95, pics: 2 },
  { by: 'mariama.turay', loc: 'Lumley', addr: '2 Beach Road Junction, Lumley', title: 'Two-Bedroom Apartment with Sea Breeze, Lumley', cat: 'apartment', type: 'rent', beds: 2, baths: 2, sqft: 1150, usd: 1300, f: 'PGW', days: 60, pics: 2, coast: true },
  { by: 'isatu.jalloh', loc: 'Lumley', addr: '31 Old Lumley Road, Lumley', title: 'Quiet Two-Bedroom Flat, Old Lumley Road', cat: 'apartment', type: 'rent', beds: 2, baths: 1, sqft: 900, sle: 24000, f: 'W', days: 22, pics: 2 },
  { by: 'agent', loc: 'Lumley', addr: '8 Lumley Beach Road, Lumley', title: 'Newly Painted Two-Bedroom Flat near the Roundabout, Lumley', cat: 'apartment', type: 'rent', beds: 2, baths: 2, sqft: 1000, sle: 30000, f: 'PGW', days: 8, pics: 2 },
  { by: 'ibrahim.bangura', loc: 'Aberdeen', addr: '14 Aberdeen Village Road, Aberdeen', title: 'One-Bedroom Flat in Aberdeen Village', cat: 'apartment', type: 'rent', beds: 1, baths: 1, sqft: 550, sle: 18000, f: 'W', days: 70, pics: 2 },
  { by: 'abu.kargbo', loc: 'Aberdeen', addr: '3 Peninsula Road, Aberdeen', title: 'One-Bedroom Apartment near Aberdeen Bridge', cat: 'apartment', type: 'rent', beds: 1, baths: 1, sqft: 600, usd: 850, f: 'GW', days: 33, pics: 2 },
  { by: 'isatu.jalloh', loc: 'Aberdeen', addr: '22 Cape Road, Aberdeen', title: 'Small One-Bedroom Flat, Cape Road', cat: 'apartment', type: 'rent', beds: 1, baths: 1, sqft: 520, sle: 16500, f: 'W', days: 14, pics: 2 },
  { by: 'mariama.turay', loc: 'Aberdeen', addr: '9 Man of War Bay Road, Aberdeen', title: 'Furnished One-Bedroom Apartment, Man of War Bay', cat: 'apartment', type: 'rent', beds: 1, baths: 1, sqft: 640, sle: 21000, f: 'PGAO', days: 45, pics: 2, coast: true },
  { by: 'agent', loc: 'Wilberforce', addr: '6 Wilberforce Street, Wilberforce', title: 'Three-Bedroom House with Garden, Wilberforce', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1800, usd: 2000, f: 'PGB', days: 110, pics: 2 },
  { by: 'ibrahim.bangura', loc: 'Wilberforce', addr: '12 Signal Hill Road, Wilberforce', title: 'Three-Bedroom Bungalow near Wilberforce Barracks', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1600, sle: 40000, f: 'PGW', days: 55, pics: 2 },
  { by: 'abu.kargbo', loc: 'Wilberforce', addr: '4 Mammy Yoko Street, Wilberforce', title: 'Three-Bedroom House with Boys Quarters, Wilberforce', cat: 'house', type: 'rent', beds: 3, baths: 3, sqft: 2000, usd: 1800, f: 'PGQW', days: 28, pics: 2 },
  { by: 'isatu.jalloh', loc: 'Wilberforce', addr: '19 Spur Loop, Wilberforce', title: 'Three-Bedroom Family House on Spur Loop', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1700, sle: 46000, f: 'PGB', days: 12, pics: 2 },
  { by: 'mariama.turay', loc: 'Wilberforce', addr: '27 Wilberforce Village Road, Wilberforce', title: 'Three-Bedroom House with Generator, Wilberforce Village', cat: 'house', type: 'rent', beds: 3, baths: 2, sqft: 1750, sle: 52000, f: 'PGBW', days: 4, pics: 2 },
];
