// Which file of a listing photo the detail gallery's browser picks, shared by the web app's ListingImage and the
// server's preload of a detail page's first photo, so both ask for the same file.
import type { ListingPhoto } from './api/listings.js';

type PhotoUrls = Pick<ListingPhoto, 'sm' | 'ph' | 'md' | 'lg'>;

/** Phones (below 1024 px): the photo spans the screen. */
export const phoneSrcSet = (photo: PhotoUrls) => `${photo.sm} 480w, ${photo.ph} 768w, ${photo.md} 960w`;
export const PHONE_SIZES = '100vw';

/** Wide screens: the gallery's column. The 1600 px file only where it is shown that large on a dense screen. */
export const wideSrcSet = (photo: PhotoUrls) => `${photo.md} 960w, ${photo.lg} 1600w`;
export const WIDE_SIZES = '(min-width: 1024px) 760px, 100vw';
export const WIDE_MEDIA = '(min-width: 1024px)';
