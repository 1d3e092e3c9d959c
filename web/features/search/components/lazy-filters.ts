import { createElement, lazy, type ComponentProps } from 'react';
import { lazyPage } from '../../../boot/lazy-page';
import type { FilterFields as Fields } from './filter-fields';
import type SheetModule from './filter-sheet';

// The filter fields (about 2.5 KB of code) are drawn only in the wide screens' side panel and in the phone's
// filter sheet, never on a phone's first screen, so they come with the sheet's file, not with the page. One
// file for both on purpose: shared by two lazily loaded files, the search code both use would be split out of
// the page's file into a third one, a file more before /search is usable (docs/decisions/0005).
export const WIDE_SCREEN = '(min-width: 64rem)';

const loadSheet = () => import('./filter-sheet');

const loadSheetWithDialog = () => Promise.all([loadSheet(), import('./sheet-dialog')]).then(([sheet]) => sheet);
let Sheet = lazy(loadSheetWithDialog);

/** Opens with its dialog's code fetched alongside, not after; drawn only once both are there. */
export function FilterSheet(props: ComponentProps<typeof SheetModule>) {
  return createElement(Sheet, props);
}

/** After a failed load (offline): the next draw asks for the code again, as React's lazy() never would. */
export function retryFilterSheet(): void {
  Sheet = lazy(loadSheetWithDialog);
}

/** Drawn at once when its code is already there (lazy() would wait a turn even then), else once it is. */
export const FilterFields = lazyPage<ComponentProps<typeof Fields>>(() => loadSheet().then((m) => ({ default: m.FilterFields })));

// A wide screen draws the side panel at once (on a page the server drew, right after hydrating): ask for the
// fields as soon as the page's code runs, so they are there by then.
if (typeof window !== 'undefined' && window.matchMedia(WIDE_SCREEN).matches) void FilterFields.preload();
