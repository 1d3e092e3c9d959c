// What admins see of viewings: the dashboard's counts (the last 30 days, read through viewings_created_idx so
// the cost stays bounded as the table grows) and the people marked as not coming, with their own account.
import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { viewings } from '../../db/schema.js';
import type { NoShowUser, ViewingStats } from '../../../common/api/viewings.js';
import type { Page } from '../../../common/api/page.js';
import { fullName } from '../../../common/format.js';

export const VIEWING_STATS_DAYS = 30;
/** Marked "did not come" at least this often to show on the admin's list. */
export const REPEATED_NO_SHOWS = 2;

export async function countViewingsForAdmin(db: Db, now = new Date()): Promise<ViewingStats> {
  const since = new Date(now.getTime() - VIEWING_STATS_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db
    .select({
      viewingRequests: sql<number>`count(*)::int`,
      viewingConfirmations: sql<number>`(count(*) filter (where ${viewings.scheduledAt} is not null and ${viewings.status} = 'confirmed'))::int`,
      viewingNoShows: sql<number>`(count(*) filter (where ${viewings.hunterOutcome} = 'no_show' or ${viewings.listerOutcome} = 'no_show'))::int`,
    })
    .from(viewings)
    .where(gt(viewings.createdAt, since));
  return row ?? { viewingRequests: 0, viewingConfirmations: 0, viewingNoShows: 0 };
}

interface NoShowRow { user_id: string; first_name: string | null; last_name: string | null; user_type: string | null; marked: number; disputed: number }

/** Per person: viewings the other side marked "did not come", and how many of those the person marked "took place". */
export const repeatedNoShows = () => sql`
  with marks as (
    select hunter_id as user_id, (hunter_outcome = 'took_place') as disputed from ${viewings} where lister_outcome = 'no_show'
    union all
    select lister_id, (lister_outcome = 'took_place') from ${viewings} where hunter_outcome = 'no_show'
  )
  select user_id, count(*)::int as marked, (count(*) filter (where disputed))::int as disputed
  from marks group by user_id having count(*) >= ${REPEATED_NO_SHOWS}`;

/** People the other side marked "did not come" repeatedly, most first; both sides' marks are shown. */
export async function findRepeatedNoShows(db: Db, page: { limit: number; offset: number }): Promise<Page<NoShowUser>> {
  const [rows, counted] = await Promise.all([
    queryRows<NoShowRow>(db, sql`
      select c.user_id, u.first_name, u.last_name, u.user_type, c.marked, c.disputed
      from (${repeatedNoShows()}) c join users u on u.id = c.user_id
      order by c.marked desc, c.user_id
      limit ${page.limit} offset ${page.offset}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${repeatedNoShows()}) c`),
  ]);
  return {
    data: rows.map((r) => ({ userId: r.user_id, name: fullName({ firstName: r.first_name, lastName: r.last_name }, 'No name'), userType: r.user_type, markedNoShow: r.marked, disputed: r.disputed })),
    total: counted[0]?.total ?? 0,
  };
}
