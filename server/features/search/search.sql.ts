/** An ILIKE pattern matching the text anywhere; the user's % and _ are taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A PostgreSQL regular expression matching the text as whole words (so 'Bo' finds "Bo" but not "Bottom"). */
export function wholeWordPattern(text: string): string {
  return `\\m${text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`)}\\M`;
}
