// What other features use of the live-edit check (issue 30): the listings feature runs it inside a live
// listing's edit, before the write (docs/architecture.md: a feature is imported through its service).
import type { Db } from '../../db/client.js';
import { findCurrentRate } from '../exchange-rate/exchange-rate.service.js';
import { checkLiveEdit as check, type LiveEditFacts, type LiveEditFlags, type LiveEditParts } from './live-edit-check.js';

export type { LiveEditFacts, LiveEditFlags, LiveEditParts };

/** The flags that the live-at-once parts of an edit newly raise; the rate is read only when a price changed. */
export function checkLiveEdit(db: Db, listerId: string, live: LiveEditFacts, parts: LiveEditParts): Promise<LiveEditFlags> {
  return check(db, listerId, live, parts, () => findCurrentRate(db));
}
