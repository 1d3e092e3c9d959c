// Answers of the viewing endpoints (issue 32).
import { z } from 'zod';
import { VIEWING_OUTCOMES, VIEWING_STATUSES } from '../viewings.js';

const outcome = z.enum(VIEWING_OUTCOMES).nullable();
const person = z.strictObject({ id: z.string(), name: z.string() });

export const viewingWindowAnswerSchema = z.strictObject({ weekday: z.number().int(), startMinute: z.number().int(), endMinute: z.number().int() });

/** GET /api/viewings (array, total in x-total-count) and every write's answer. */
export const viewingSchema = z.strictObject({
  id: z.string(),
  status: z.enum(VIEWING_STATUSES),
  /** Which side the caller is. */
  me: z.enum(['hunter', 'lister']),
  /** True when the waiting proposal is the caller's to answer (the in-app notice of a request or change). */
  myTurn: z.boolean(),
  proposedBy: z.enum(['hunter', 'lister']),
  proposedTimes: z.array(z.string()),
  scheduledAt: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  lastActedBy: z.enum(['hunter', 'lister']).nullable(),
  lastActedAt: z.string(),
  hunterOutcome: outcome,
  listerOutcome: outcome,
  listing: z.strictObject({ id: z.string(), title: z.string(), location: z.string().nullable() }),
  hunter: person,
  lister: person,
  /** A confirmed viewing only: where to meet, the map pin, and the safety checklist. */
  meeting: z
    .strictObject({
      address: z.string(),
      map: z.strictObject({ lat: z.number(), lng: z.number() }).nullable(),
      safetyChecklist: z.array(z.string()),
      calendarUrl: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Viewing = z.infer<typeof viewingSchema>;

/** GET /api/properties/:id/viewing-hours */
export const listingViewingHoursSchema = z.strictObject({
  windows: z.array(viewingWindowAnswerSchema),
  /** 'listing': set for this listing; 'profile': the lister's; 'default': the lister set none. */
  source: z.enum(['listing', 'profile', 'default']),
});
export type ListingViewingHours = z.infer<typeof listingViewingHoursSchema>;

/** GET /api/viewing-settings */
export const viewingSettingsAnswerSchema = z.strictObject({
  notices: z.boolean(),
  windows: z.array(viewingWindowAnswerSchema),
  source: z.enum(['profile', 'default']),
});
export type ViewingSettingsAnswer = z.infer<typeof viewingSettingsAnswerSchema>;

/** GET /api/admin/viewings/no-shows: people others marked as not coming, with their own account of it. */
export const noShowUserSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  userType: z.string().nullable(),
  /** Viewings where the other side said this person did not come. */
  markedNoShow: z.number().int(),
  /** Of those, how many this person marked "took place" (a disputed mark). */
  disputed: z.number().int(),
});
export type NoShowUser = z.infer<typeof noShowUserSchema>;

/** Part of GET /api/admin/stats: viewings of the last 30 days. */
export const viewingStatsSchema = z.strictObject({
  viewingRequests: z.number().int(),
  viewingConfirmations: z.number().int(),
  viewingNoShows: z.number().int(),
});
export type ViewingStats = z.infer<typeof viewingStatsSchema>;
