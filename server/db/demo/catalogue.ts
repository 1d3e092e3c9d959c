// The shape of a demo listing in the catalogues (listings-*.ts), kept short so one listing fits on a line.
import { FEATURES, type Feature } from '../../../common/constants.js';

export type LandPapers = 'survey' | 'conveyance' | 'family' | 'siteplan';

export interface DemoListing {
  /** Username of the lister: 'owner' and 'agent' are the quick-access demo accounts. */
  by: string;
  loc: string;
  addr: string;
  title: string;
  cat: 'house' | 'apartment' | 'townhouse' | 'land' | 'commercial' | 'investment';
  type: 'sale' | 'rent';
  beds?: number;
  baths?: number;
  sqft?: number;
  usd?: number;
  /** New leones (SLE). */
  sle?: number;
  onRequest?: boolean;
  /** The earlier price, in the listing's main currency: the listing shows 'Price Reduced'. */
  from?: number;
  /** Feature letters, see FEATURE_CODES. */
  f?: string;
  days: number;
  pics: number;
  coast?: boolean;
  /** The first sentences of the description, when the usual opening would not fit. */
  about?: string;
  /** Land documents, told in the description. */
  papers?: LandPapers;
  status?: 'pending' | 'rejected' | 'draft';
  archived?: boolean;
  reason?: string;
  /** Part of the small demo set that API tests seed. */
  small?: boolean;
}

/** One letter per feature tag, so a catalogue line stays readable: 'PGB' = parking, generator, borehole. */
export const FEATURE_CODES: Record<string, Feature> = {
  P: 'Parking', S: 'Pool', A: 'Central_Air', O: 'Ocean_Access', R: 'Storage_Rooms', Q: 'Staff_Quarters', G: 'Generator', W: 'City_Water', B: 'Borehole',
};

export function featuresFrom(codes: string | undefined): Feature[] {
  const list = [...(codes ?? '')].map((code) => FEATURE_CODES[code]).filter((f): f is Feature => Boolean(f));
  // Keep the form's order, so every listing lists its features the same way.
  return FEATURES.filter((f) => list.includes(f));
}
