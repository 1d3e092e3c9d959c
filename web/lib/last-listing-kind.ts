// The last "Looking to" choice (Any, For Sale, For Rent), so the home search starts where the visitor left off.
// Any until someone chooses: most listings are rentals, so a default of For Sale hid most of them.
export type ListingKindChoice = 'any' | 'sale' | 'rent';

const KEY = 'salone.lastListingKind';

export function readLastListingKind(): ListingKindChoice {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'sale' || value === 'rent' ? value : 'any';
  } catch {
    return 'any'; // storage blocked (private mode, old WebView): fall back to Any
  }
}

export function rememberListingKind(choice: ListingKindChoice): void {
  try {
    if (choice === 'any') localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, choice);
  } catch {
    // Not remembering is fine.
  }
}
