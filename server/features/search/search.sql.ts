const MAX_QUERY_WORDS = 8;

/**
 * The user's words as a prefix tsquery ('Lum beach' -> 'lum:* & beach:*'): every word must match the start of
 * a word, after English stemming, so partial words find listings and the GIN index still does the work.
 * Only letters and digits pass, so no input can break the query syntax. null when there is no word at all.
 */
export function prefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.slice(0, MAX_QUERY_WORDS).map((w) => `${w}:*`).join(' & ');
}
