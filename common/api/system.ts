// The operational endpoints: the load balancer's health check and the development outbox.
import { z } from 'zod';

/** GET /api/health: 200 with ok/up, or 503 with unavailable/down. */
export const healthSchema = z.strictObject({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/dev/outbox (development only): a plain array, newest first. */
export const outboxEntrySchema = z.strictObject({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.string().optional(),
  createdAt: z.iso.datetime(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** GET /api/setup-admin: whether the one-time first-administrator setup is still needed (no admin yet). */
export const setupAdminStatusSchema = z.strictObject({ needed: z.boolean() });
export type SetupAdminStatus = z.infer<typeof setupAdminStatusSchema>;
