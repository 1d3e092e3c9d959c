// Ordinary edits a scammer makes to a copied listing, applied to the candidates of duplicate-listing.json's TUNING
// half (issue 30: a detector must not know only the phrasing it was tuned on). A repost found as written should
// still be found after any one of them, and an honest look-alike left alone should stay alone. `holds` marks the
// edits the detector is held to by repost-edits.test.ts; the others are what it is known to lose, printed by
// `npm run bench:trust` so that a change that helps or hurts them shows.
import type { ListingText } from '../../server/features/trust/text-similarity.js';
import type { DuplicateItem } from './corpus.js';

type Edit = (candidate: ListingText) => ListingText;
const sentences = (d: string) => d.split(/(?<=[.!?])\s+/);
const talk = (line: string): Edit => (c) => ({ ...c, description: `${c.description} ${line}` });

/** true: held both ways; 'reposts': every repost still found, the honest pairs it flags printed (see the edit). */
type Holds = boolean | 'reposts';
export const REPOST_EDITS: { name: string; holds: Holds; edit: Edit }[] = [
  { name: 'sales talk after', holds: true, edit: talk('Serious people only, call now!') },
  { name: 'sales talk before', holds: true, edit: (c) => ({ ...c, description: `HOT DEAL!!! ${c.description}` }) },
  { name: '"price negotiable"', holds: true, edit: talk('Price negotiable.') },
  { name: '"no agents"', holds: true, edit: talk('No agents please, deal direct with me.') },
  { name: 'a phone number', holds: true, edit: talk('WhatsApp only +232 77 123 456.') },
  { name: 'a time to view', holds: true, edit: talk('Viewing any day from 10am.') },
  { name: 'a greeting', holds: true, edit: (c) => ({ ...c, description: `Hello all, how una do? ${c.description}` }) },
  { name: 'emojis', holds: false, edit: (c) => ({ ...c, description: `🏠✨ ${c.description} 📞` }) },
  // The lines kept: a post's line breaks are its own edit ('line breaks removed').
  { name: 'sentences reversed', holds: true, edit: (c) => ({ ...c, description: c.description.split('\n').reverse().map((line) => sentences(line).reverse().join(' ')).join('\n') }) },
  { name: 'line breaks removed', holds: false, edit: (c) => ({ ...c, description: c.description.replace(/\s*\n+\s*/g, ' ') }) },
  { name: 'first sentence dropped', holds: false, edit: (c) => ({ ...c, description: sentences(c.description).length > 3 ? sentences(c.description).slice(1).join(' ') : c.description }) },
  { name: 'last sentence dropped', holds: false, edit: (c) => ({ ...c, description: sentences(c.description).length > 3 ? sentences(c.description).slice(0, -1).join(' ') : c.description }) },
  { name: 'a middle sentence swapped for talk', holds: false, edit: (c) => {
    const all = sentences(c.description);
    return all.length > 3 ? { ...c, description: all.map((x, i) => (i === Math.floor(all.length / 2) ? 'Serious tenants only, call me now.' : x)).join(' ') } : c;
  } },
  { name: 'no full stops', holds: false, edit: (c) => ({ ...c, description: c.description.replace(/[.!?]\s+/g, ' ') }) },
  { name: 'as a bullet list', holds: false, edit: (c) => ({ ...c, description: sentences(c.description).map((x) => `- ${x.replace(/[.!]$/, '')}`).join('\n') }) },
  { name: 'description in capitals', holds: true, edit: (c) => ({ ...c, description: c.description.toUpperCase() }) },
  { name: 'title in capitals', holds: true, edit: (c) => ({ ...c, title: c.title.toUpperCase() }) },
  { name: '"URGENT" title', holds: true, edit: (c) => ({ ...c, title: `URGENT!! ${c.title}` }) },
  { name: '"4 rent" title', holds: true, edit: (c) => ({ ...c, title: c.title.replace(/\bfor (rent|sale)\b/i, '4 $1').replace(/\bto let\b/i, '4 rent') }) },
  { name: 'a title that says nothing', holds: false, edit: (c) => ({ ...c, title: 'Nice place available now' }) },
  { name: 'Rd and St', holds: true, edit: (c) => ({ ...c, address: c.address.replace(/\bRoad\b/g, 'Rd').replace(/\bStreet\b/g, 'St') }) },
  { name: '", Sierra Leone"', holds: true, edit: (c) => ({ ...c, address: `${c.address}, Sierra Leone` }) },
  { name: '"No. 5" for "5"', holds: true, edit: (c) => ({ ...c, address: c.address.replace(/^(\d+)\s/, 'No. $1 ') }) },
  // Held for reposts only: two honest neighbours' short ads on one street, in the same words but for a fitting or two
  // ("cement floor" / "tiled floor", "tap" / "tank, no parlour"), are told apart by their house numbers alone, and a
  // repost that swaps such a word is a repost (dup-076); without the numbers, text cannot tell which is which.
  { name: 'house number dropped', holds: 'reposts', edit: (c) => ({ ...c, address: c.address.replace(/^(?:no\.?\s*)?\d+[a-z]?,?\s+/i, '') }) },
  { name: 'address parts reversed', holds: false, edit: (c) => ({ ...c, address: c.address.split(/,\s*/).reverse().join(', ') }) },
  { name: 'counts in figures', holds: false, edit: (c) => ({ ...c, description: c.description.replace(/\bbedrooms?\b/gi, 'bed').replace(/\bthree\b/gi, '3').replace(/\btwo\b/gi, '2') }) },
  { name: 'counts in words', holds: true, edit: (c) => ({ ...c, description: c.description.replace(/\b2\b/g, 'two').replace(/\b3\b/g, 'three').replace(/\b4\b/g, 'four') }) },
];

export interface EditOutcome { name: string; holds: Holds; lost: string[]; flagged: string[] }

/**
 * On the tuning half only (the held-out half is measured, never looked at): the reposts found as written, the honest
 * pairs left alone, and for each edit (all of them unless named) the ids of those reposts it loses and of those
 * honest pairs it gets flagged.
 */
export function repostEditOutcomes(items: readonly DuplicateItem[], isDuplicate: (candidate: ListingText, original: ListingText) => boolean, edits = REPOST_EDITS) {
  const tuning = items.filter((item) => item.half === 'tuning');
  const found = tuning.filter((item) => item.label === 'positive' && isDuplicate(item.candidate, item.original));
  const alone = tuning.filter((item) => item.label === 'negative' && !isDuplicate(item.candidate, item.original));
  // An edit that leaves a candidate as it was (no "Road" to shorten, no count to write out) leaves its outcome as it
  // was: only the candidates it changes are judged again, a fifth fewer.
  const changed = (before: ListingText, after: ListingText) => after.title !== before.title || after.address !== before.address
    || after.description !== before.description;
  const judged = (item: DuplicateItem, edit: Edit) => {
    const edited = edit(item.candidate);
    return changed(item.candidate, edited) ? isDuplicate(edited, item.original) : undefined;
  };
  const outcomes: EditOutcome[] = edits.map(({ name, holds, edit }) => ({
    name,
    holds,
    lost: found.filter((item) => judged(item, edit) === false).map((item) => item.id),
    flagged: alone.filter((item) => judged(item, edit) === true).map((item) => item.id),
  }));
  return { found: found.length, alone: alone.length, edits: outcomes };
}
