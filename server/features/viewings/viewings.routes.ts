import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { User } from '../../db/schema.js';
import type { Viewing } from '../../../common/api/viewings.js';
import {
  acceptViewingSchema, proposeViewingSchema, requestViewingSchema, viewingHoursSchema, viewingListQuerySchema,
  viewingOutcomeSchema, viewingReasonSchema, viewingSettingsSchema,
} from '../../../common/schemas/viewings.js';
import { pageQuerySchema } from '../../../common/schemas/paging.js';
import { requireAdmin, requireUser } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { sendPage } from '../../lib/paging.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { siteUrlOf } from '../../lib/send-notice.js';
import { parseIdParam, parseInput } from '../../lib/validate.js';
import { viewingCalendar } from './viewings.calendar.js';
import { VIEWING_NOT_FOUND } from './viewings.policy.js';
import {
  acceptViewing, cancelViewing, declineViewing, findRepeatedNoShows, findViewing, listViewings, markOutcome,
  proposeViewing, requestViewing,
} from './viewings.service.js';
import { findListingHoursFor, findViewingSettings, updateListingHours, updateViewingSettings } from './viewing-settings.js';

export async function viewingRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const siteUrl = siteUrlOf(app.ctx.config);
  const ctx = { db, siteUrl };
  const writeLimit = perIpLimit(app.ctx.limits.writesPerIpPerMinute);
  const idOf = (params: unknown) => parseIdParam(params, VIEWING_NOT_FOUND);
  const noStore = { 'cache-control': 'private, no-store' };

  // Per address like every write; what stops a flood is per hunter (verified, open and daily caps: the service).
  app.post('/api/viewings', { config: writeLimit }, async (request, reply) => {
    const user = requireUser(request.user);
    const viewing = await requestViewing(ctx, user, parseInput(requestViewingSchema, request.body));
    app.ctx.notices.kick();
    return reply.code(201).send(viewing);
  });

  app.get('/api/viewings', async (request, reply) => {
    const user = requireUser(request.user);
    reply.headers(noStore);
    return sendPage(reply, await listViewings(db, user, parseInput(viewingListQuerySchema, request.query)));
  });

  app.get('/api/viewings/:id', async (request, reply) => {
    const user = requireUser(request.user);
    reply.headers(noStore);
    return (await findViewing(db, user, idOf(request.params))).answer;
  });

  app.get('/api/viewings/:id/calendar.ics', async (request, reply) => {
    const user = requireUser(request.user);
    const { viewing, title, address } = await findViewing(db, user, idOf(request.params));
    if (viewing.status !== 'confirmed' || !viewing.scheduledAt) throw new AppError('conflict', 'Only a confirmed viewing goes in a calendar.');
    const ics = viewingCalendar({ id: viewing.id, at: viewing.scheduledAt, title, address, url: `${siteUrl}/viewings/${viewing.id}`, now: new Date() });
    return reply
      .headers({ ...noStore, 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="viewing.ics"' })
      .send(ics);
  });

  const move = <S extends z.ZodType>(path: string, schema: S, run: (user: User, id: string, input: z.output<S>) => Promise<Viewing>) => {
    app.post(`/api/viewings/:id/${path}`, { config: writeLimit }, async (request) => {
      const user = requireUser(request.user);
      const id = idOf(request.params);
      const done = await run(user, id, parseInput(schema, request.body));
      app.ctx.notices.kick();
      return done;
    });
  };
  move('accept', acceptViewingSchema, (user, id, input) => acceptViewing(ctx, user, id, input.time));
  move('decline', viewingReasonSchema, (user, id, input) => declineViewing(ctx, user, id, input.reason));
  move('propose', proposeViewingSchema, (user, id, input) => proposeViewing(ctx, user, id, input));
  move('cancel', viewingReasonSchema, (user, id, input) => cancelViewing(ctx, user, id, input.reason));
  move('outcome', viewingOutcomeSchema, (user, id, input) => markOutcome(ctx, user, id, input.outcome));

  app.get('/api/viewing-settings', async (request, reply) => {
    const user = requireUser(request.user);
    reply.headers(noStore);
    return findViewingSettings(db, user);
  });

  app.put('/api/viewing-settings', { config: writeLimit }, async (request) => {
    const user = requireUser(request.user);
    return updateViewingSettings(db, user, parseInput(viewingSettingsSchema, request.body));
  });

  app.get('/api/properties/:id/viewing-hours', async (request) => {
    const id = parseIdParam(request.params, 'This listing could not be found.');
    return findListingHoursFor(db, request.user ?? null, id);
  });

  app.put('/api/properties/:id/viewing-hours', { config: writeLimit }, async (request) => {
    const user = requireUser(request.user);
    const id = parseIdParam(request.params, 'This listing could not be found.');
    return updateListingHours(db, user, id, parseInput(viewingHoursSchema, request.body).windows);
  });

  app.get('/api/admin/viewings/no-shows', async (request, reply) => {
    requireAdmin(request.user);
    return sendPage(reply, await findRepeatedNoShows(db, parseInput(pageQuerySchema, request.query)));
  });

}
