// Land in Sierra Leone is sold by the town lot (50 × 70 ft). Sizes are stored in square feet; land listings
// also show, and may be entered in, town lots.
import { TOWN_LOT_SQUARE_FEET } from './constants.js';
import { groupDigits } from './format.js';

export type SizeUnit = 'sqft' | 'lots';

export function townLotsToSquareFeet(lots: number): number {
  return Math.round(lots * TOWN_LOT_SQUARE_FEET);
}

/** Town lots to two decimals at most: 7000 → 2, 5250 → 1.5. */
export function squareFeetToTownLots(squareFeet: number): number {
  return Math.round((squareFeet / TOWN_LOT_SQUARE_FEET) * 100) / 100;
}

/** '1 town lot', '1.5 town lots', '0.25 town lots'. */
export function townLotsText(lots: number): string {
  return `${lots} town ${lots === 1 ? 'lot' : 'lots'}`;
}

/** The size as people read it: land as '2 town lots (7,000 sq ft)', anything else as '1,800 sq ft'. */
export function sizeText(squareFeet: number, category: string | null | undefined): string {
  const feet = `${groupDigits(squareFeet)} sq ft`;
  if (category !== 'land') return feet;
  const lots = squareFeetToTownLots(squareFeet);
  return lots > 0 ? `${townLotsText(lots)} (${feet})` : feet;
}
