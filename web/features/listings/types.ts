// The shapes the listing APIs answer with (server properties.presenter.ts, media.presenter.ts), as this app
// reads them. Only the fields the lister's and the admin's screens use are typed.
import type { ListingStatus } from '../../../common/states';

export interface ListingPhoto {
  id: string;
  sm: string;
  md: string;
  lg: string;
  width: number | null;
  height: number | null;
  placeholderColor: string | null;
  status: MediaStatus;
}

export interface ListingVideoFile {
  id: string;
  url: string;
  status: MediaStatus;
}

export interface ListingUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  userType: string | null;
  accountStatus: string;
  companyName: string | null;
}

export interface Listing {
  id: string;
  userId: string;
  user: ListingUser;
  title: string;
  description: string;
  address: string;
  location: string | null;
  photos: ListingPhoto[];
  videoFiles: ListingVideoFile[];
  propertyCategory: string | null;
  propertyType: 'sale' | 'rent' | string | null;
  priceUSD: string | null;
  priceSLL: string | null;
  priceOnRequest: boolean;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFootage: number | null;
  features: string[];
  status: ListingStatus;
  rejectionReason: string | null;
  isPriceReduced: boolean;
  isArchived: boolean;
  viewCount: number;
  /** null when the caller may not see it (only the lister and admins do). */
  inquiryCount: number | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  approvedAt: string | null;
}

/** A media item's moderation state. 'pending' is ours: the file is still on its way up. */
export type MediaStatus = 'pending' | 'approved' | 'flagged' | 'rejected';

/** POST /api/media answers with one of these per file. */
export interface UploadedMedia {
  id: string;
  kind: 'image' | 'video';
  status: 'approved' | 'flagged' | 'rejected';
  warnings: string[];
  flags: string[];
  score: number;
  url: string;
  thumbUrl: string | null;
  width: number | null;
  height: number | null;
  placeholderColor: string | null;
}

/** A page of a list: the items and the total of the whole list (x-total-count). */
export interface Page<T> {
  items: T[];
  total: number;
}
