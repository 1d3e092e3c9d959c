// A lister's weekly viewing hours: per listing when set there, else the profile's, else the default.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { asDb, type Db } from '../../db/client.js';
import { viewingHours } from '../../db/schema.js';
import { DEFAULT_VIEWING_HOURS, type ViewingWindow } from '../../../common/viewings.js';

export type HoursSource = 'listing' | 'profile' | 'default';

async function readWindows(db: Db, userId: string, propertyId: string | null): Promise<ViewingWindow[]> {
  return db
    .select({ weekday: viewingHours.weekday, startMinute: viewingHours.startMinute, endMinute: viewingHours.endMinute })
    .from(viewingHours)
    .where(and(eq(viewingHours.userId, userId), propertyId ? eq(viewingHours.propertyId, propertyId) : isNull(viewingHours.propertyId)))
    .orderBy(asc(viewingHours.weekday), asc(viewingHours.startMinute));
}

export async function findProfileHours(db: Db, userId: string): Promise<{ windows: ViewingWindow[]; source: 'profile' | 'default' }> {
  const own = await readWindows(db, userId, null);
  return own.length > 0 ? { windows: own, source: 'profile' } : { windows: DEFAULT_VIEWING_HOURS, source: 'default' };
}

export async function findListingHours(db: Db, userId: string, propertyId: string): Promise<{ windows: ViewingWindow[]; source: HoursSource }> {
  const own = await readWindows(db, userId, propertyId);
  return own.length > 0 ? { windows: own, source: 'listing' } : findProfileHours(db, userId);
}

/** Replaces the profile's windows (propertyId null) or one listing's ([] = use the profile's again). */
export async function replaceHours(db: Db, userId: string, propertyId: string | null, windows: ViewingWindow[]): Promise<void> {
  await db.transaction(async (tx) => {
    const t = asDb(tx);
    await t.delete(viewingHours).where(and(eq(viewingHours.userId, userId), propertyId ? eq(viewingHours.propertyId, propertyId) : isNull(viewingHours.propertyId)));
    if (windows.length > 0) await t.insert(viewingHours).values(windows.map((w) => ({ ...w, userId, propertyId })));
  });
}
