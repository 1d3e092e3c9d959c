// How two spellings of one name differ when a lister types in a hurry: shared by the duplicate check's index keys
// (fact-keys.ts) and its judgement (duplicate-facts.ts), so both read a mistyped place the same way.

/** At most one letter added, dropped or changed, or two neighbours swapped: in one pass, as it runs on every word. */
export function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
