import type { FastifyInstance } from 'fastify';
import { linkTokenSchema, mergeSavedHomesSchema, savedHomeParamsSchema } from '../../../common/schemas/saved.js';
import { pageQuerySchema } from '../../../common/schemas/paging.js';
import type { SavedHomeIds } from '../../../common/api/saved.js';
import { notFound } from '../../lib/errors.js';
import { sendPage } from '../../lib/paging.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../lib/access.js';
import {
  createShortlistLink, findSharedShortlist, findShortlistLinkStatus, listSavedHomes, listSavedIds, mergeSavedHomes,
  revokeShortlistLink, SAVED_HOME_NOT_FOUND, saveHome, unsaveHome,
} from './saved.service.js';

// Opening shared links is public: a limit per address keeps anyone from trying tokens at speed.
const SHORTLIST_READS_PER_IP_PER_MINUTE = 60;

export async function savedHomeRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const writeLimit = { config: perIpLimit(app.ctx.limits.writesPerIpPerMinute) };
  const propertyIdOf = (params: unknown) => {
    const parsed = savedHomeParamsSchema.safeParse(params);
    if (!parsed.success) throw notFound(SAVED_HOME_NOT_FOUND);
    return parsed.data.propertyId;
  };

  app.get('/api/saved-homes', async (request, reply) => {
    const user = requireUser(request.user);
    return sendPage(reply, await listSavedHomes(db, user, parseInput(pageQuerySchema, request.query)));
  });

  app.get('/api/saved-homes/ids', async (request) => {
    const user = requireUser(request.user);
    return { propertyIds: await listSavedIds(db, user) } satisfies SavedHomeIds;
  });

  app.put('/api/saved-homes/:propertyId', writeLimit, async (request, reply) => {
    const user = requireUser(request.user);
    await saveHome(db, user, propertyIdOf(request.params));
    return reply.code(204).send();
  });

  app.delete('/api/saved-homes/:propertyId', writeLimit, async (request, reply) => {
    const user = requireUser(request.user);
    await unsaveHome(db, user, propertyIdOf(request.params));
    return reply.code(204).send();
  });

  app.post('/api/saved-homes/merge', writeLimit, async (request) => {
    const user = requireUser(request.user);
    await mergeSavedHomes(db, user, parseInput(mergeSavedHomesSchema, request.body).propertyIds);
    return { propertyIds: await listSavedIds(db, user) } satisfies SavedHomeIds;
  });

  app.get('/api/saved-homes/share', async (request) => findShortlistLinkStatus(db, requireUser(request.user)));

  app.post('/api/saved-homes/share', writeLimit, async (request, reply) => {
    const user = requireUser(request.user);
    return reply.code(201).send(await createShortlistLink(db, user));
  });

  app.delete('/api/saved-homes/share', writeLimit, async (request, reply) => {
    await revokeShortlistLink(db, requireUser(request.user));
    return reply.code(204).send();
  });

  app.get<{ Params: { token: string } }>(
    '/api/shortlists/:token',
    { config: perIpLimit(SHORTLIST_READS_PER_IP_PER_MINUTE) },
    async (request) => {
      const token = linkTokenSchema.safeParse(request.params.token);
      if (!token.success) throw notFound('This shortlist link has been turned off or does not exist.');
      return findSharedShortlist(db, token.data, parseInput(pageQuerySchema, request.query));
    },
  );
}
