import type { FastifyRequest } from 'fastify';
import { formatPrice, rentSuffix } from '../../../common/price.js';
import { truncate } from '../../../common/format.js';
import { PHONE_SIZES, phoneSrcSet, WIDE_MEDIA, WIDE_SIZES, wideSrcSet } from '../../../common/photo-srcset.js';
import { escapeHtml } from '../../lib/html.js';
import { mediaUrl } from '../../lib/storage/media-storage.js';
import { PREVIEW_WIDTH, previewJpegUrl } from '../../lib/storage/media-storage.js';
import { findListingById, isPublicListing, loadListingExtras } from '../listings/listings.service.js';

/** `html` without the <meta> tags (by property or name) listed in `keys`. */
export function withoutMetaTags(html: string, keys: string[]): string {
  const names = new Set(keys);
  return html.replace(/<meta\s+(?:property|name)="([^"]+)"[^>]*>\s*/gi, (tag, key: string) => (names.has(key) ? '' : tag));
}

const PROPERTY_PATH = /^\/property\/([^/]+)\/?$/;
export const SITE_NAME = 'Salone Homes';

export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.ctx.config.PUBLIC_URL;
  return configured ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}

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
    const origin = siteOrigin(request);
    const price = formatPrice(p, 'detail') + rentSuffix(p);
    const title = `${p.title || 'Property'} · ${price}`;
    const summary = [
      p.propertyType === 'rent' ? 'For rent' : 'For sale',
      p.bedrooms ? `${p.bedrooms} bedroom${p.bedrooms === 1 ? '' : 's'}` : null,
      p.address || p.location,
    ].filter(Boolean).join(' · ');
    const description = truncate(p.description ? `${summary}. ${p.description}` : summary, 200);
    const tags: [string, string, string][] = [
      ['property', 'og:type', 'website'],
      ['property', 'og:site_name', SITE_NAME],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ['property', 'og:url', `${origin}/property/${p.id}`],
      ['name', 'twitter:card', photo ? 'summary_large_image' : 'summary'],
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
      ['name', 'description', description],
    ];
    if (photo) {
      // A JPEG (several preview clients show no WebP), at most 1200 px wide, keeping the photo's ratio.
      const image = `${origin}${previewJpegUrl(photo.id)}`;
      tags.push(['property', 'og:image', image], ['property', 'og:image:type', 'image/jpeg'], ['name', 'twitter:image', image], ['property', 'og:image:alt', p.title]);
      if (photo.width && photo.height) {
        const width = Math.min(photo.width, PREVIEW_WIDTH, Math.round((photo.width * PREVIEW_WIDTH) / photo.height));
        tags.push(['property', 'og:image:width', String(width)]);
        tags.push(['property', 'og:image:height', String(Math.round((photo.height * width) / photo.width))]);
      }
    }
    const head = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join('') + (photo ? photoPreloads(photo.id) : '');
    const pageTitle = `<title>${escapeHtml(`${p.title || 'Property'} | ${SITE_NAME}`)}</title>`;
    const withTitle = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => pageTitle) : html;
    // Preview clients take the first og:title they meet: the site-wide tags this page redefines are removed.
    return withoutMetaTags(withTitle, tags.map(([, key]) => key)).replace('</head>', () => `${head}</head>`);
  } catch (error) {
    // A preview is a nicety: the page itself must still load.
    request.log.error({ err: error }, 'could not build the link preview');
    return html;
  }
}
