import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { messages, properties, type User } from '../../db/schema.js';
import { AGENT_COMMISSION_RATE } from '../../../common/constants.js';
import type { ListerDashboard } from '../../../common/api/dashboard.js';

const RENT_MONTHS_PER_YEAR = 12;

/**
 * What the agent's commission is a share of, in one currency: sale prices plus a year's rent (12 × the monthly
 * rent) of live listings. Each listing counts once, in its own currency: dollars when it has a dollar price,
 * otherwise leones, so the two totals never count one listing twice.
 */
function commissionBase(currency: 'USD' | 'SLL', listingType?: 'sale' | 'rent') {
  const usd = sql`coalesce(${properties.priceUSD}, 0) > 0`;
  const inCurrency = currency === 'USD' ? usd : sql`not ${usd} and coalesce(${properties.priceSLL}, 0) > 0`;
  const price = currency === 'USD' ? properties.priceUSD : properties.priceSLL;
  const yearly = sql`case when ${properties.propertyType} = 'rent' then ${price} * ${RENT_MONTHS_PER_YEAR} else ${price} end`;
  const ofType = listingType ? sql`${properties.propertyType} = ${listingType}` : sql`true`;
  return sql<string>`coalesce(sum(${yearly}) filter (where not ${properties.isArchived} and ${properties.status} = 'approved' and ${inCurrency} and ${ofType}), 0)::text`;
}

/** The owner's and agent's dashboard figures, all from real data. */
export async function summarizeListerDashboard(db: Db, user: User): Promise<ListerDashboard> {
  const when = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const open = sql`not ${properties.isArchived}`;
  const [row] = await db
    .select({
      total: when(open),
      draft: when(sql`${open} and ${properties.status} = 'draft'`),
      pending: when(sql`${open} and ${properties.status} = 'pending'`),
      approved: when(sql`${open} and ${properties.status} = 'approved'`),
      rejected: when(sql`${open} and ${properties.status} = 'rejected'`),
      archived: when(sql`${properties.isArchived}`),
      totalViews: sql<number>`coalesce(sum(${properties.viewCount}), 0)::int`,
      commissionBaseUSD: commissionBase('USD'),
      commissionBaseSLL: commissionBase('SLL'),
      saleBaseUSD: commissionBase('USD', 'sale'),
      saleBaseSLL: commissionBase('SLL', 'sale'),
      rentBaseUSD: commissionBase('USD', 'rent'),
      rentBaseSLL: commissionBase('SLL', 'rent'),
    })
    .from(properties)
    .where(eq(properties.userId, user.id));
  const counts = row!;

  // An inquiry is one person writing about one of the listings, however many messages they send.
  const [inquiryRow] = await db
    .select({ inquiries: sql<number>`count(distinct (${messages.propertyId}, ${messages.senderId}))::int` })
    .from(messages)
    .innerJoin(properties, eq(properties.id, messages.propertyId))
    .where(and(eq(properties.userId, user.id), ne(messages.senderId, user.id)));
  const inquiries = inquiryRow?.inquiries ?? 0;

  const isAgent = user.userType === 'agent';
  const commission = (base: string) => (Number(base) * AGENT_COMMISSION_RATE).toFixed(2);
  const live = user.accountStatus === 'approved' ? counts.approved : 0;
  return {
    counts: {
      total: counts.total,
      active: counts.approved,
      live,
      draft: counts.draft,
      pending: counts.pending,
      rejected: counts.rejected,
      archived: counts.archived,
    },
    totalViews: counts.totalViews,
    inquiries,
    // Percentage of views that became an inquiry, one decimal.
    conversionRate: counts.totalViews > 0 ? Math.round((inquiries / counts.totalViews) * 1000) / 10 : 0,
    potentialCommissionUSD: isAgent ? commission(counts.commissionBaseUSD) : null,
    potentialCommissionSLL: isAgent ? commission(counts.commissionBaseSLL) : null,
    potentialCommissionByType: isAgent
      ? {
        sale: { usd: commission(counts.saleBaseUSD), sll: commission(counts.saleBaseSLL) },
        rent: { usd: commission(counts.rentBaseUSD), sll: commission(counts.rentBaseSLL) },
      }
      : null,
  };
}
