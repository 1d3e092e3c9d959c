import type { FastifyInstance } from 'fastify';
import { reviewSchema } from '../../../common/schemas/listing.js';
import { pageQuerySchema } from '../../../common/schemas/paging.js';
import { sendPage } from '../../lib/paging.js';
import { parseIdParam, parseInput } from '../../lib/validate.js';
import { requireAdmin } from '../../lib/access.js';
import { presentPendingUser, presentSelf } from '../users/users.service.js';
import { PROPERTY_NOT_FOUND, findPendingForReview, presentWrittenListing } from '../listings/listings.service.js';
import { countForAdmin, findPendingAccounts } from './admin.queries.js';
import { reviewAccount, reviewListing } from './admin.service.js';
import { USER_NOT_FOUND } from './admin.policy.js';

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

  app.patch('/api/admin/properties/:id/status', async (request) => {
    const admin = requireAdmin(request.user);
    const input = parseInput(reviewSchema, request.body);
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const reviewed = await reviewListing(db, admin, id, input);
    app.ctx.notices.kick();
    return presentWrittenListing(db, reviewed);
  });

  app.get('/api/admin/users/pending', async (request, reply) => {
    requireAdmin(request.user);
    const page = await findPendingAccounts(db, parseInput(pageQuerySchema, request.query));
    return sendPage(reply, { data: page.users.map(presentPendingUser), total: page.total });
  });

  app.patch('/api/admin/users/:id/status', async (request) => {
    const admin = requireAdmin(request.user);
    const input = parseInput(reviewSchema, request.body);
    const id = parseIdParam(request.params, USER_NOT_FOUND);
    const user = await reviewAccount(db, admin, id, input);
    app.ctx.notices.kick();
    return presentSelf(user);
  });
}
