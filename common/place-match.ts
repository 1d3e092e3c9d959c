// Forgiving town matching: what someone types ("Freetwon", "sefadu", "Port-Loko", "Kono") resolves to a
// location filter value. Pure and small, so the hero and /search can run it without loading coordinates.
import { DISTRICTS, districtKey, PLACES, REGIONS } from './places.js';

/** Lower case, no accents, letters and digits only: "Kóidu-Town " and "koidu town" read the same. */
export function placeKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Every spelling we know, each with the filter value it stands for. */
function spellings(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const p of PLACES) for (const s of [p.name, ...p.aliases]) out.push([placeKey(s), p.name]);
  for (const r of REGIONS) for (const s of [r.key, r.label, ...r.aliases]) out.push([placeKey(s), r.key]);
  for (const [district, region] of Object.entries(DISTRICTS)) {
    const value = district.startsWith('Western Area') ? region : districtKey(district);
    out.push([placeKey(districtKey(district)), value]);
    // A bare district name that is also a town ("Bo") means the town; the others ("Kono") mean the district.
    if (!PLACES.some((p) => placeKey(p.name) === placeKey(district))) out.push([placeKey(district), value]);
  }
  return out;
}

let cache: Array<[string, string]> | undefined;
const known = () => (cache ??= spellings());

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours count 1. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The filter value a typed place stands for: an exact spelling (any case, accents, spaces, known alternative
 * spellings), else the one place within one typo. Short words (under 4 letters) must match exactly, and a typo
 * that fits two places resolves to neither. undefined when nothing fits.
 */
export function resolvePlace(text: string | null | undefined): string | undefined {
  const key = placeKey(text ?? '');
  if (!key) return undefined;
  const exact = known().find(([k]) => k === key);
  if (exact) return exact[1];
  if (key.length < 4) return undefined;
  const near = new Set(known().filter(([k]) => k.length >= 4 && editDistance(k, key) <= 1).map(([, v]) => v));
  return near.size === 1 ? [...near][0] : undefined;
}

/** Up to `limit` place names nearest to what was typed (for "Did you mean …?"), within two edits. */
export function nearestPlaces(text: string, limit = 2): string[] {
  const key = placeKey(text);
  if (key.length < 3) return [];
  const scored = new Map<string, number>();
  for (const [k, value] of known()) {
    const distance = editDistance(k, key);
    if (distance <= 2 && distance < (scored.get(value) ?? Infinity)) scored.set(value, distance);
  }
  return [...scored].sort((a, b) => a[1] - b[1]).slice(0, limit).map(([value]) => value);
}
