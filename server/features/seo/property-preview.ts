import type { FastifyRequest } from 'fastify';
import { formatPrice, rentSuffix } from '../../../common/price.js';
import { truncate } from '../../../common/format.js';
import { PHONE_SIZES, phoneSrcSet, WIDE_MEDIA, WIDE_SIZES, wideSrcSet } from '../../../common/photo-srcset.js';
import { mediaUrl, previewJpegUrl } from '../../lib/storage/media-storage.js';
import { findListingById, isPublicListing, loadListingExtras } from '../listings/listings.service.js';
import { withPreview } from './preview-head.js';

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;

/**
 * The gallery's first photo, fetched with the page instead of after the app has started: it is the largest
 * thing a phone paints. Mirrors ListingImage ('viewer') in the web app, so the browser picks the same file.
 */
function photoPreloads(photoId: string): string {
  const urls = { sm: mediaUrl(photoId, 'sm'), ph: mediaUrl(photoId, 'ph'), md: mediaUrl(photoId, 'md'), lg: mediaUrl(photoId, 'lg') };
  return (
    `<link rel="preload" as="image" fetchpriority="high" media="(max-width: 1023.98px)" href="${urls.md}" imagesrcset="${phoneSrcSet(urls)}" imagesizes="${PHONE_SIZES}">` +
    `<link rel="preload" as="image" fetchpriority="high" media="${WIDE_MEDIA}" href="${urls.md}" imagesrcset="${wideSrcSet(urls)}" imagesizes="${WIDE_SIZES}">`
  );
}

/**
 * Link previews for WhatsApp, Facebook and X: a shared /property/:id link shows the title, price and first
 * photo. Only live listings get tags; anything else keeps the plain page and reveals nothing.
 */
export async function propertyPreviewTransform(html: string, request: FastifyRequest): Promise<string> {
  const match = PROPERTY_PATH.exec(request.url.split('?')[0]!);
  if (!match) return html;
  try {
    const db = request.server.ctx.database.db;
    const row = await findListingById(db, match[1]!);
    if (!row || !isPublicListing(row.property, row.owner)) return html;
    const p = row.property;
    const extras = await loadListingExtras(db, [p.id], false);
    const photo = (extras.media.get(p.id) ?? []).find((m) => m.kind === 'image' && m.status === 'approved');
    const price = formatPrice(p, 'detail') + rentSuffix(p);
    const title = `${p.title || 'Property'} · ${price}`;
    const summary = [
      p.propertyType === 'rent' ? 'For rent' : 'For sale',
      p.bedrooms ? `${p.bedrooms} bedroom${p.bedrooms === 1 ? '' : 's'}` : null,
      p.address || p.location,
    ].filter(Boolean).join(' · ');
    const description = truncate(p.description ? `${summary}. ${p.description}` : summary, 200);
    return withPreview(html, request, {
      ogType: 'website', title, pageTitle: p.title || 'Property', description, path: `/property/${p.id}`,
      image: photo ? { url: previewJpegUrl(photo.id), alt: p.title, width: photo.width, height: photo.height } : undefined,
      extraHead: photo ? photoPreloads(photo.id) : undefined,
    });
  } catch (error) {
    // A preview is a nicety: the page itself must still load.
    request.log.error({ err: error }, 'could not build the link preview');
    return html;
  }
}
