// What the viewing endpoints accept (issue 32): one schema for the web form and the route.
import { z } from 'zod';
import { uuidOf } from './ids.js';
import { limitSchema, offsetSchema } from './paging.js';
import {
  VIEWING_HOURS_MAX_WINDOWS, VIEWING_MAX_TIMES, VIEWING_NOTE_MAX, VIEWING_OUTCOMES, VIEWING_REASON_MAX,
} from '../viewings.js';

const time = z.iso.datetime({ offset: true, error: 'Please pick a date and time.' }).transform((s) => new Date(s));
const times = z
  .array(time)
  .min(1, 'Please pick at least one time.')
  .max(VIEWING_MAX_TIMES, `Pick at most ${VIEWING_MAX_TIMES} times.`)
  .refine((list) => new Set(list.map((d) => d.getTime())).size === list.length, 'Each time may be picked once.');
const reason = z
  .string({ error: 'Please give a reason.' })
  .trim()
  .min(3, 'Please give a reason.')
  .max(VIEWING_REASON_MAX, `At most ${VIEWING_REASON_MAX} characters.`);

/** POST /api/viewings */
export const requestViewingSchema = z.strictObject({
  propertyId: uuidOf('Please choose a listing.'),
  times,
  note: z.string().trim().max(VIEWING_NOTE_MAX, `At most ${VIEWING_NOTE_MAX} characters.`).optional(),
});
export type RequestViewingInput = z.input<typeof requestViewingSchema>;

/** POST /api/viewings/:id/accept: one of the waiting proposal's times. */
export const acceptViewingSchema = z.strictObject({ time });
/** POST /api/viewings/:id/decline and /cancel */
export const viewingReasonSchema = z.strictObject({ reason });
/** POST /api/viewings/:id/propose: other times; moving a confirmed viewing (a reschedule) needs the reason. */
export const proposeViewingSchema = z.strictObject({ times, reason: reason.optional() });
/** POST /api/viewings/:id/outcome: this side's account of a viewing that was due. */
export const viewingOutcomeSchema = z.strictObject({ outcome: z.enum(VIEWING_OUTCOMES, { error: 'Please say whether the viewing took place.' }) });

/** GET /api/viewings */
export const viewingListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'when is upcoming or past' }).default('upcoming'),
  as: z.enum(['hunter', 'lister'], { error: 'as is hunter or lister' }).optional(),
  limit: limitSchema,
  offset: offsetSchema,
});

const minute = z.number().int('Whole minutes only.').min(0).max(24 * 60);
export const viewingWindowSchema = z
  .strictObject({ weekday: z.number().int().min(0).max(6), startMinute: minute, endMinute: minute })
  .refine((w) => w.startMinute < w.endMinute, { message: 'A window ends after it starts.', path: ['endMinute'] });

/** PUT /api/viewing-settings (the profile) and PUT /api/properties/:id/viewing-hours (one listing; [] = the profile's). */
export const viewingHoursSchema = z.strictObject({
  windows: z.array(viewingWindowSchema).max(VIEWING_HOURS_MAX_WINDOWS, `At most ${VIEWING_HOURS_MAX_WINDOWS} windows.`),
});
export const viewingSettingsSchema = z.strictObject({
  notices: z.boolean().optional(),
  windows: viewingHoursSchema.shape.windows.optional(),
}).refine((settings) => settings.notices !== undefined || settings.windows !== undefined, {
  // A PUT that names nothing to change is a mistake of the caller, not a no-op to answer 200.
  message: 'Give the viewing settings to change: notices, windows or both.',
});
