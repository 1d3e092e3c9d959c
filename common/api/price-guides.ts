// Answers of the price guide endpoints (issue 33, decision 0024): GET /api/prices, /api/prices/:area and
// /api/prices/line. (GET /api/prices/:area/chart.svg answers a picture.)
import { z } from 'zod';

const areaKindSchema = z.enum(['place', 'district', 'region']);

/** An amount in both currencies: whole leones as stored, dollars at today's rate (rounded as other approximations). */
export const guideMoneySchema = z.strictObject({ sll: z.number().int().nonnegative(), usd: z.number().int().nonnegative() });
export type GuideMoney = z.infer<typeof guideMoneySchema>;

/** One month of one kind. Figures are null when fewer than MIN_GUIDE_LISTINGS listings stand behind them. */
export const guideMonthSchema = z.strictObject({
  month: z.iso.date(),
  /** 'Nov 2026'. */
  label: z.string(),
  listings: z.number().int().nonnegative(),
  median: guideMoneySchema.nullable(),
  /** The 25th percentile: the bottom of the typical range. */
  low: guideMoneySchema.nullable(),
  /** The 75th percentile: the top of the typical range. */
  high: guideMoneySchema.nullable(),
});
export type GuideMonth = z.infer<typeof guideMonthSchema>;

/** One kind of listing in an area: "2-bedroom apartments for rent". */
export const guideKindSchema = z.strictObject({
  propertyType: z.enum(['sale', 'rent']),
  propertyCategory: z.string(),
  /** null for land, commercial and investment (priced without bedrooms). */
  bedrooms: z.number().int().nullable(),
  /** "2-bedroom apartments for rent in Lumley". */
  label: z.string(),
  /** The newest month's figures (this month once the job has had its turn). */
  current: guideMonthSchema,
  /** GUIDE_MONTHS months, oldest first; a month with no figure has null figures. */
  history: z.array(guideMonthSchema),
  /** The month-by-month chart as image/svg+xml. */
  chartUrl: z.string(),
  /** Its text alternative (the table holds the same numbers). */
  chartDescription: z.string(),
});
export type GuideKind = z.infer<typeof guideKindSchema>;

const areaLinkSchema = z.strictObject({ label: z.string(), slug: z.string() });

export const guideAreaViewSchema = z.strictObject({
  kind: areaKindSchema,
  label: z.string(),
  slug: z.string(),
  /** The bigger area it is part of (a place's district or region), to go up a level. */
  parent: areaLinkSchema.nullable(),
  /** Smaller areas in it with at least one figure (a region's districts and places, a district's places). */
  children: z.array(areaLinkSchema),
});
export type GuideAreaView = z.infer<typeof guideAreaViewSchema>;

export const priceGuideSchema = z.strictObject({
  area: guideAreaViewSchema,
  rate: z.strictObject({ sllPerUsd: z.number().positive(), date: z.iso.date() }),
  /** When the figures were last refreshed (ISO), null when there are none. */
  refreshedAt: z.string().nullable(),
  minListings: z.number().int().positive(),
  /** Kinds with a figure now first; kinds with too few listings now but a figure earlier in the year after. */
  kinds: z.array(guideKindSchema),
});
export type PriceGuideAnswer = z.infer<typeof priceGuideSchema>;

export const priceGuideIndexSchema = z.strictObject({
  /** Each region with its districts and places that have at least one figure now. */
  regions: z.array(z.strictObject({
    label: z.string(),
    slug: z.string(),
    hasFigures: z.boolean(),
    areas: z.array(z.strictObject({ label: z.string(), slug: z.string(), kind: areaKindSchema })),
  })),
});
export type PriceGuideIndexAnswer = z.infer<typeof priceGuideIndexSchema>;

/** The listing page's line, or null when no guide has a figure for its kind near it. */
export const priceGuideLineSchema = z.strictObject({
  line: z.strictObject({ text: z.string(), href: z.string(), listings: z.number().int().positive() }).nullable(),
});
export type PriceGuideLineAnswer = z.infer<typeof priceGuideLineSchema>;
