// price_too_low's market as other features read it (the price guides, issue 33): what a listing is compared with
// (comparableKind), the bounded query of live listings of one kind (marketQuery), the leone price of a listing
// and the cap of listings per lister. One definition of "the market", so a guide's figure and a flag agree.
export { marketQuery } from './price-comparables.js';
export {
  comparableKind, comparisonLabel, leonePrice, MAX_PER_LISTER, quantile, regionPlaceNames, SAMPLE_SIZE, type ComparableKind,
} from './price-too-low.js';
