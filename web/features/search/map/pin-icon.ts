// Map pins as Leaflet DivIcons: inline SVG and CSS, so a pin costs no image download and shows offline.
import type { PinColour, PinKind } from './group-by-location';

// 24 px line icons after lucide's house, building, trees, store and map-pin.
const GLYPHS: Record<PinKind, string> = {
  house: '<path d="M3 10.5 12 3l9 7.5"/><path d="M5 9.5V21h14V9.5"/><path d="M10 21v-6h4v6"/>',
  apartment: '<rect x="5" y="3" width="14" height="18" rx="1"/><path d="M9 7h1M14 7h1M9 11h1M14 11h1M9 15h1M14 15h1M11 21v-3h2v3"/>',
  land: '<path d="M3 20h18"/><path d="m6 20 4-9 3 5 2-3 4 7"/><circle cx="17" cy="6" r="2"/>',
  commercial: '<path d="M4 9h16l-1.5-5h-13z"/><path d="M5 9v11h14V9"/><path d="M9 20v-6h6v6"/>',
  other: '<path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z"/><circle cx="12" cy="10" r="2.5"/>',
};

export const PIN_COLOURS: Record<PinColour, string> = { green: '#0d6a3b', blue: '#0a6cc2', red: '#c81e1e' };

export const PIN_SIZE = 44;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The pin's HTML: a round marker with the type's glyph, and the count on groups. */
export function pinHtml(kind: PinKind, colour: PinColour, count: number, label: string): string {
  const badge = count > 1 ? `<span class="salone-pin__count">${count}</span>` : '';
  return (
    `<span class="salone-pin salone-pin--${colour}" data-kind="${kind}" style="--pin:${PIN_COLOURS[colour]}">` +
    `<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${GLYPHS[kind]}</svg>` +
    `${badge}<span class="salone-pin__label">${escapeHtml(label)}</span></span>`
  );
}
