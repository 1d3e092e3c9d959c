import type { FastifyInstance } from 'fastify';
import { reviewSchema } from '../../../common/schemas/property.js';
import { pageQuerySchema } from '../../../common/schemas/search.js';
import { parseInput } from '../../lib/validate.js';
import { requireAdmin } from '../auth/auth.policy.js';
import { presentPendingUser, presentSelf } from '../users/users.presenter.js';
import { findPendingForReview, presentPrivateListing } from '../properties/properties.read.js';
import { sendPage } from '../../lib/send-page.js';
import { countForAdmin, findPendingAccounts } from './admin.queries.js';
import { reviewAccount, reviewListing } from './admin.service.js';
import { accountDecisionEmail, listingDecisionEmail, sendNoticeQuietly } from './admin.notices.js';

type IdParams = { Params: { id: string } };

export async function adminRoutes(app: FastifyInstance) {
  const db = app.ctx.database.db;

  app.get('/api/admin/stats', async (request) => {
    requireAdmin(request.user);
    return countForAdmin(db);
  });

  app.get('/api/admin/properties/pending', async (request, reply) => {
    requireAdmin(request.user);
    return sendPage(reply, await findPendingForReview(db, parseInput(pageQuerySchema, request.query)));
  });

  app.patch<IdParams>('/api/admin/properties/:id/status', async (request) => {
    const admin = requireAdmin(request.user);
    const input = parseInput(reviewSchema, request.body);
    const { property, owner } = await reviewListing(db, admin, request.params.id, input);
    sendNoticeQuietly(app.ctx, request.log, listingDecisionEmail(owner, property));
    return presentPrivateListing(db, property.id);
  });

  app.get('/api/admin/users/pending', async (request, reply) => {
    requireAdmin(request.user);
    const page = await findPendingAccounts(db, parseInput(pageQuerySchema, request.query));
    return reply.header('x-total-count', String(page.total)).send(page.users.map(presentPendingUser));
  });

  app.patch<IdParams>('/api/admin/users/:id/status', async (request) => {
    const admin = requireAdmin(request.user);
    const input = parseInput(reviewSchema, request.body);
    const user = await reviewAccount(db, admin, request.params.id, input);
    sendNoticeQuietly(app.ctx, request.log, accountDecisionEmail(user));
    return presentSelf(user);
  });
}
