import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../lib/access.js';
import { summarizeListerDashboard } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  app.get('/api/dashboard', async (request) => summarizeListerDashboard(app.ctx.database.db, requireUser(request.user)));
}
