import type { FastifyInstance } from 'fastify';
import { TOTAL_COUNT_HEADER } from '../../../common/api/page.js';
import {
  savedSearchCreateSchema, savedSearchUpdateSchema, unsubscribeSchema,
} from '../../../common/schemas/saved.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseIdParam, parseInput } from '../../lib/validate.js';
import { requireUser } from '../../lib/access.js';
import {
  createSavedSearch, deleteSavedSearch, listSavedSearches, presentSavedSearch, SAVED_SEARCH_NOT_FOUND,
  unsubscribeSavedSearch, updateSavedSearch,
} from './saved-searches.service.js';

// The unsubscribe link is public: limited per address so nobody tries tokens at speed.
const UNSUBSCRIBES_PER_IP_PER_MINUTE = 20;

export async function alertRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const writeLimit = { config: perIpLimit(app.ctx.limits.writesPerIpPerMinute) };

  app.get('/api/saved-searches', async (request, reply) => {
    const rows = await listSavedSearches(db, requireUser(request.user));
    return reply.header(TOTAL_COUNT_HEADER, String(rows.length)).send(rows.map(presentSavedSearch));
  });

  app.post('/api/saved-searches', writeLimit, async (request, reply) => {
    const user = requireUser(request.user);
    const input = parseInput(savedSearchCreateSchema, request.body);
    return reply.code(201).send(presentSavedSearch(await createSavedSearch(db, user, input)));
  });

  app.put('/api/saved-searches/:id', writeLimit, async (request) => {
    const user = requireUser(request.user);
    const id = parseIdParam(request.params, SAVED_SEARCH_NOT_FOUND);
    return presentSavedSearch(await updateSavedSearch(db, user, id, parseInput(savedSearchUpdateSchema, request.body)));
  });

  app.delete('/api/saved-searches/:id', writeLimit, async (request, reply) => {
    const user = requireUser(request.user);
    await deleteSavedSearch(db, user, parseIdParam(request.params, SAVED_SEARCH_NOT_FOUND));
    return reply.code(204).send();
  });

  // POST, not a GET link: mail scanners open links, and opening must not unsubscribe anyone.
  app.post('/api/saved-searches/unsubscribe', { config: perIpLimit(UNSUBSCRIBES_PER_IP_PER_MINUTE) }, async (request) => {
    const { token } = parseInput(unsubscribeSchema, request.body);
    const row = await unsubscribeSavedSearch(db, token);
    return { name: row.name, frequency: 'off' as const };
  });
}
