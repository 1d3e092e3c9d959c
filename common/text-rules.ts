// Pure text rules shared by the listing schema (form and server) and the live-edit rule.
import { CAPITALS_RATIO_MAX, SMALL_EDIT_MAX_CHARS, SMALL_EDIT_SHARE } from './constants.js';

/** Below this many letters a text is too short to judge (its length rule speaks instead). */
const SHOUT_MIN_LETTERS = 6;

/**
 * Writing mostly in capitals. The first letter of each word is not counted, so Title Case is fine, and neither
 * are short all-capital words (3BR, AC, USD, SLL): what is left over the spec's ratio (0.3) is shouting.
 */
export function isShouting(text: string): boolean {
  let letters = 0;
  let capitals = 0;
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (word.length <= 3 && word === word.toUpperCase() && word !== word.toLowerCase()) continue;
    for (const letter of word.slice(1)) {
      letters += 1;
      if (letter !== letter.toLowerCase() && letter === letter.toUpperCase()) capitals += 1;
    }
    letters += 1; // the first letter counts as a letter, never as a capital
  }
  return letters >= SHOUT_MIN_LETTERS && capitals / letters > CAPITALS_RATIO_MAX;
}

/** Characters inserted, deleted or replaced between two texts (Levenshtein), or Infinity past `limit`. */
export function editDistance(before: string, after: string, limit: number): number {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endA = before.length;
  let endB = after.length;
  while (endA > start && endB > start && before[endA - 1] === after[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const a = before.slice(start, endA);
  const b = after.slice(start, endB);
  if (Math.abs(a.length - b.length) > limit) return Infinity;
  // The changed middle of a typo fix is short; a long middle is a rewrite and needs no exact figure.
  if (a.length > limit * 4 || b.length > limit * 4) return Infinity;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  const distance = previous[b.length]!;
  return distance > limit ? Infinity : distance;
}

/**
 * A small text fix on a live listing (decision 0009): at most SMALL_EDIT_MAX_CHARS characters changed and at
 * most SMALL_EDIT_SHARE of the text (at least 3, so a short title can still lose a typo). Larger changes go to
 * review, because a live listing's words are what the admin approved.
 */
export function isSmallTextEdit(before: string, after: string): boolean {
  if (before === after) return true;
  const share = Math.max(3, Math.floor(Math.max(before.length, after.length) * SMALL_EDIT_SHARE));
  const limit = Math.min(SMALL_EDIT_MAX_CHARS, share);
  return editDistance(before, after, limit) <= limit;
}
