import { PROPERTY_ID_SHORT_LENGTH } from './constants.js';

/** Stored feature names use underscores; people read spaces. */
export function featureLabel(feature: string): string {
  return feature.replace(/_/g, ' ');
}

export function shortId(id: string): string {
  return id.slice(0, PROPERTY_ID_SHORT_LENGTH);
}

export function fullName(u: { firstName?: string | null; lastName?: string | null } | null | undefined, fallback = ''): string {
  const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ').trim();
  return name || fallback;
}

export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

export function capitalize(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}
