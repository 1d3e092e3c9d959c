// Listings filed under a broad place (all of Freetown) or none, whose address names one neighbourhood inside it
// ("14 Spur Road, Wilberforce"), move to that neighbourhood, so a search for it finds them (issue 29). The
// builder suggests the same move to listers from now on, with the same matcher (common/address-place.ts).
import { eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from './client.js';
import { auditLog, properties } from './schema.js';
import { isBroadPlace, placeSuggestedByAddress } from '../../common/address-place.js';
import { PLACE_NAMES } from '../../common/places.js';

const BATCH = 1_000;

/** Moves each listing the matcher is sure of; answers how many moved. Each move is in the audit log, to undo by hand. */
export async function refileListingsByAddress(db: Db): Promise<number> {
  const broad = PLACE_NAMES.filter((name) => isBroadPlace(name));
  const rows = await db
    .select({ id: properties.id, location: properties.location, address: properties.address })
    .from(properties)
    .where(or(isNull(properties.location), eq(properties.location, ''), inArray(properties.location, broad)))
    .for('update');
  const moves = rows.flatMap((row) => {
    const place = placeSuggestedByAddress(row.location, row.address);
    return place ? [{ ...row, place }] : [];
  });
  // A statement per place and batch, not per listing: a large database may have thousands to move.
  for (const place of new Set(moves.map((m) => m.place))) {
    const ids = moves.filter((m) => m.place === place).map((m) => m.id);
    for (let i = 0; i < ids.length; i += BATCH) {
      await db.update(properties).set({ location: place }).where(inArray(properties.id, ids.slice(i, i + BATCH)));
    }
  }
  for (let i = 0; i < moves.length; i += BATCH) {
    await db.insert(auditLog).values(moves.slice(i, i + BATCH).map((m) => ({
      actorId: null, action: 'listing.place_refiled', targetType: 'property', targetId: m.id,
      details: { from: m.location, to: m.place, address: m.address },
    })));
  }
  return moves.length;
}
