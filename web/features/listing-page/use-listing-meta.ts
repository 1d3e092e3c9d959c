import { useEffect } from 'react';
import { truncate, pluralize } from '../../../common/format';
import { formatPrice, rentSuffix } from '../../../common/price';
import type { Listing } from '../../../common/api/listings';
import { listingTypeLabel, placeLabel } from '../../lib/listing-display';

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string): () => void {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  const created = !el;
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  const before = el.content;
  el.content = content;
  const meta = el;
  return () => (created ? meta.remove() : (meta.content = before));
}

/** The summary a link preview or search engine shows; the server sets the same tags in the HTML it sends. */
export function listingSummary(p: Listing): { title: string; description: string } {
  const price = `${formatPrice(p, 'detail')}${rentSuffix(p)}`;
  const summary = [listingTypeLabel(p.propertyType), price, p.bedrooms ? pluralize(p.bedrooms, 'bedroom') : null, placeLabel(p)].filter(Boolean).join(' · ');
  return { title: `${p.title || 'Property'} · ${price}`, description: truncate(p.description ? `${summary}. ${p.description}` : summary, 200) };
}

/** Client-side title and description for /property/:id, restored when leaving the page. */
export function useListingMeta(p: Listing | undefined) {
  useEffect(() => {
    if (!p) return;
    const { title, description } = listingSummary(p);
    const undo = [
      setMeta('meta[name="description"]', 'name', 'description', description),
      setMeta('meta[property="og:title"]', 'property', 'og:title', title),
      setMeta('meta[property="og:description"]', 'property', 'og:description', description),
    ];
    return () => undo.forEach((fn) => fn());
  }, [p]);
}
