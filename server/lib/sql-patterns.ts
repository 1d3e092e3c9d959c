/** An ILIKE pattern matching the text anywhere; the user's % and _ are taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
