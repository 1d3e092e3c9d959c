// What every link preview writes into a page's <head>: its <title>, description and Open Graph / Twitter tags,
// in place of the site-wide ones (preview clients take the first og:title they meet).
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html.js';
import { PREVIEW_WIDTH } from '../../lib/storage/media-storage.js';

export const SITE_NAME = 'Salone Homes';

export function siteOrigin(request: FastifyRequest): string {
  const configured = request.server.ctx.config.PUBLIC_URL;
  return configured ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}

/** `html` without the <meta> tags (by property or name) listed in `keys`. */
export function withoutMetaTags(html: string, keys: string[]): string {
  const names = new Set(keys);
  return html.replace(/<meta\s+(?:property|name)="([^"]+)"[^>]*>\s*/gi, (tag, key: string) => (names.has(key) ? '' : tag));
}

export interface PagePreview {
  ogType: 'website' | 'profile';
  /** The preview's title; the page's <title> is `pageTitle`, followed by the site's name. */
  title: string;
  pageTitle: string;
  description: string;
  /** The page's path on this site. */
  path: string;
  /** A JPEG preview of a photo (several preview clients show no WebP), with its size when known. */
  image?: { url: string; alt: string; width?: number | null; height?: number | null };
  /** More for the head after the tags (e.g. the page's photo preloads). */
  extraHead?: string;
}

export function withPreview(html: string, request: FastifyRequest, preview: PagePreview): string {
  const { title, description, image } = preview;
  const tags: [string, string, string][] = [
    ['property', 'og:type', preview.ogType],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${siteOrigin(request)}${preview.path}`],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
  ];
  if (image) {
    const url = `${siteOrigin(request)}${image.url}`;
    tags.push(['property', 'og:image', url], ['property', 'og:image:type', 'image/jpeg'], ['name', 'twitter:image', url], ['property', 'og:image:alt', image.alt]);
    if (image.width && image.height) {
      // The preview keeps the photo's ratio, at most PREVIEW_WIDTH wide and tall.
      const width = Math.min(image.width, PREVIEW_WIDTH, Math.round((image.width * PREVIEW_WIDTH) / image.height));
      tags.push(['property', 'og:image:width', String(width)], ['property', 'og:image:height', String(Math.round((image.height * width) / image.width))]);
    }
  }
  const head = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`).join('') + (preview.extraHead ?? '');
  const pageTitle = `<title>${escapeHtml(`${preview.pageTitle} | ${SITE_NAME}`)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(html) ? html.replace(/<title>[\s\S]*?<\/title>/i, () => pageTitle) : html;
  return withoutMetaTags(withTitle, tags.map(([, key]) => key)).replace('</head>', () => `${head}</head>`);
}
