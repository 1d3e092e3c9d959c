import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/validate.js';
import { noticeSender, siteUrlOf } from '../../lib/send-notice.js';
import type { OutboxEntry } from '../../../common/api/system.js';
import { runMessageNotices } from '../alerts/message-notices.service.js';
import { runSavedSearchAlerts } from '../alerts/saved-search-alerts.service.js';

/** Registered only in development: the outbox of e-mails and codes that would have been sent. */
export async function devRoutes(app: FastifyInstance) {
  app.get('/api/dev/outbox', async (request) => {
    const { to } = parseInput(z.object({ to: z.string().max(200).optional() }), request.query);
    return app.ctx.outbox.list(to) satisfies OutboxEntry[];
  });

  // Runs the notice jobs now (they run every minute anyway), optionally as if at a later time, so a developer
  // or a browser journey sees an alert or a message notice without waiting.
  app.post('/api/dev/run-notice-jobs', async (request) => {
    const { at } = parseInput(z.strictObject({ at: z.iso.datetime().optional() }), request.body ?? {});
    const now = at ? new Date(at) : new Date();
    const deps = { send: noticeSender(app.ctx.notifier), siteUrl: siteUrlOf(app.ctx.config) };
    const alerts = await runSavedSearchAlerts(app.ctx.database.db, now, deps);
    const messageNotices = await runMessageNotices(app.ctx.database.db, now, deps);
    return { alerts, messageNotices };
  });
}
