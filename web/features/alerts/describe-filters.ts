// A saved search's filters in a line people read ("Lumley · For rent · 2+ bedrooms · up to $1,000"). Pure.
import { formatSll, formatUsd } from '../../../common/price';

type Filters = Record<string, string | number>;

const CATEGORY: Record<string, string> = { residential: 'Homes', commercial: 'Commercial', land: 'Land', investment: 'Investment' };

function range(min: string | number | undefined, max: string | number | undefined, money: (v: number) => string): string | null {
  if (min !== undefined && max !== undefined) return `${money(Number(min))} to ${money(Number(max))}`;
  if (min !== undefined) return `from ${money(Number(min))}`;
  if (max !== undefined) return `up to ${money(Number(max))}`;
  return null;
}

export function describeFilters(f: Filters): string {
  const sll = f.currency === 'SLL';
  const parts = [
    f.q ? `“${f.q}”` : null,
    f.location ? String(f.location) : null,
    f.propertyType === 'rent' ? 'For rent' : f.propertyType === 'sale' ? 'For sale' : null,
    f.category ? (CATEGORY[String(f.category)] ?? String(f.category)) : null,
    f.bedrooms !== undefined ? `${f.bedrooms}+ bedrooms` : null,
    f.bathrooms !== undefined ? `${f.bathrooms}+ bathrooms` : null,
    sll ? range(f.minPriceSll, f.maxPriceSll, formatSll) : range(f.minPriceUsd, f.maxPriceUsd, formatUsd),
    range(f.minSquareFeet, f.maxSquareFeet, (v) => `${v.toLocaleString('en-US')} sq ft`),
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : 'Every listing';
}

/** The /search address of a saved search, to open it again. */
export function searchHref(f: Filters): string {
  const query = new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString();
  return query ? `/search?${query}` : '/search';
}

/** A name to start from: the place and kind, else "My search". */
export function suggestedName(f: Filters): string {
  const kind = f.propertyType === 'rent' ? 'rentals' : f.propertyType === 'sale' ? 'for sale' : 'homes';
  return f.location ? `${f.location} ${kind}` : f.q ? `“${f.q}” ${kind}` : 'My search';
}

export const FREQUENCY_LABELS = { instant: 'As soon as they are listed', daily: 'Once a day', weekly: 'Once a week', off: 'Off' } as const;
export const CHANNEL_LABELS = { email: 'E-mail', sms: 'SMS' } as const;
