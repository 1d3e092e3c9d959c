// Viewing rows (with their listing and both people) to the answer of common/api/viewings.
import { and, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { properties, users, viewings, type Viewing } from '../../db/schema.js';
import type { Viewing as ViewingAnswer } from '../../../common/api/viewings.js';
import { fullName } from '../../../common/format.js';
import { findMapLocation } from '../../../common/locations.js';
import { VIEWING_SAFETY_CHECKLIST, type ViewingSide } from '../../../common/viewings.js';
import { isTurnOf } from './viewings.policy.js';

const hunter = alias(users, 'hunter');
const lister = alias(users, 'lister');

const selection = {
  viewing: viewings,
  listing: { id: properties.id, title: properties.title, location: properties.location, address: properties.address },
  hunter: { id: hunter.id, firstName: hunter.firstName, lastName: hunter.lastName },
  lister: { id: lister.id, firstName: lister.firstName, lastName: lister.lastName },
};

/** The viewings matching `where`, joined for presenting (one query, whatever the page size). */
export function viewingRowsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(selection)
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .innerJoin(hunter, eq(hunter.id, viewings.hunterId))
    .innerJoin(lister, eq(lister.id, viewings.listerId))
    .where(and(where))
    .$dynamic();
}
export type ViewingRow = Awaited<ReturnType<typeof viewingRowsQuery>>[number];

const sideOf = (v: Viewing, userId: string | null): ViewingSide | null =>
  userId === v.hunterId ? 'hunter' : userId === v.listerId ? 'lister' : null;

export function presentViewing(row: ViewingRow, me: ViewingSide): ViewingAnswer {
  const v = row.viewing;
  const confirmed = v.status === 'confirmed';
  const pin = findMapLocation(row.listing.location);
  return {
    id: v.id,
    status: v.status,
    me,
    myTurn: isTurnOf(v, me),
    proposedBy: v.proposedBy,
    proposedTimes: v.proposedTimes,
    scheduledAt: v.scheduledAt?.toISOString() ?? null,
    note: v.note,
    reason: v.reason,
    lastActedBy: sideOf(v, v.lastActedBy),
    lastActedAt: v.lastActedAt.toISOString(),
    hunterOutcome: v.hunterOutcome,
    listerOutcome: v.listerOutcome,
    listing: { id: row.listing.id, title: row.listing.title, location: row.listing.location },
    hunter: { id: row.hunter.id, name: fullName(row.hunter, 'A home hunter') },
    lister: { id: row.lister.id, name: fullName(row.lister, 'The lister') },
    meeting: confirmed
      ? {
          address: row.listing.address,
          map: pin ? { lat: pin.lat, lng: pin.lng } : null,
          safetyChecklist: [...VIEWING_SAFETY_CHECKLIST],
          calendarUrl: `/api/viewings/${v.id}/calendar.ics`,
        }
      : null,
    createdAt: v.createdAt.toISOString(),
  };
}
