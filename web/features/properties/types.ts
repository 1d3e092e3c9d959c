// A listing as the public API presents it (server properties.presenter.ts): GET /api/properties/search,
// GET /api/properties?status=approved and GET /api/properties/:id all return this shape.

export interface ListingPhoto {
  id: string;
  /** 480 px wide WebP: cards and thumbnails. */
  sm: string;
  /** 960 px: quick view and the detail gallery on phones. */
  md: string;
  /** 1600 px: the detail gallery on wide screens. */
  lg: string;
  width: number | null;
  height: number | null;
  placeholderColor: string | null;
}

/** The lister beside a listing. Agents' business details are public; an owner's contacts may be withheld. */
export interface Lister {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: string | null;
  companyName: string | null;
  yearsInBusiness: number | null;
  licenseNumber: string | null;
  agentBio: string | null;
  specializations: string[] | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  /** True when the lister has contact details the caller may not see yet (owners, to unverified users). */
  contactHidden?: boolean;
}

export interface Listing {
  id: string;
  userId: string;
  user: Lister | null;
  title: string;
  description: string;
  address: string;
  location: string | null;
  images: string[];
  photos: ListingPhoto[];
  propertyCategory: string | null;
  propertyType: string | null;
  priceUSD: string | null;
  priceSLL: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFootage: number | null;
  features: string[];
  status: string;
  isPriceReduced: boolean;
  isArchived: boolean;
  createdAt: string;
}

export interface ListingPage {
  items: Listing[];
  total: number;
  limit: number;
  offset: number;
}
