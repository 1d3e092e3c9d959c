import type { FastifyRequest } from 'fastify';
import { guideAreaBySlug } from '../../../common/price-guides.js';
import { truncate } from '../../../common/format.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { rangeText, readPriceGuide } from '../prices/price-guides.service.js';
import { withPreview } from './preview-head.js';

const GUIDE_PATH = /^\/prices(?:\/([a-z0-9-]+))?\/?$/;

/** The page's <title>, description and Open Graph tags, in place of the site-wide ones. */
function withTags(html: string, request: FastifyRequest, path: string, title: string, description: string): string {
  return withPreview(html, request, { ogType: 'website', title, pageTitle: title, description, path });
}

/**
 * Search engines and link previews for /prices and /prices/:area (issue 33): the area's name and its first figure
 * ("2-bedroom apartments for rent in Lumley typically Le 22,000 to Le 30,000 a month, from 6 listings"). An unknown
 * area gets the plain page.
 */
export async function priceGuidePreviewTransform(html: string, request: FastifyRequest): Promise<string> {
  const match = GUIDE_PATH.exec(request.url.split('?')[0]!);
  if (!match) return html;
  if (!match[1]) {
    return withTags(html, request, '/prices', 'Property price guides for Sierra Leone',
      'Asking rents and prices in Freetown, the Peninsula and the provinces by place, kind of home and bedrooms: medians, typical ranges and 12 months of history, from live listings.');
  }
  const area = guideAreaBySlug(match[1]);
  if (!area) return html;
  try {
    const guide = await readPriceGuide(request.server.ctx.database.db, area, await findCurrentRate(request.server.ctx.database.db));
    const first = guide.kinds.find((k) => k.current.median);
    const figure = first ? ` ${first.label.charAt(0).toUpperCase()}${first.label.slice(1)}: typically ${rangeText(first.current, first.propertyType)}, from ${first.current.listings} listings.` : '';
    const description = truncate(`Asking rents and prices in ${area.label}, in leones and dollars, month by month.${figure}`, 200);
    return withTags(html, request, `/prices/${area.slug}`, `Property prices in ${area.label}`, description);
  } catch (error) {
    // A preview is a nicety: the page itself must still load.
    request.log.error({ err: error }, 'could not build the price guide preview');
    return html;
  }
}
