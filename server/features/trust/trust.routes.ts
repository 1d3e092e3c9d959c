import type { FastifyInstance } from 'fastify';
import { pageQuerySchema } from '../../../common/schemas/paging.js';
import { licenceCheckSchema, reportListingSchema, resolveReportsSchema } from '../../../common/schemas/trust.js';
import type { ReportResolution } from '../../../common/api/trust.js';
import { sendPage } from '../../lib/paging.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseIdParam, parseInput } from '../../lib/validate.js';
import { requireAdmin, requireUser } from '../../lib/access.js';
import { deviceHashOf } from '../auth/auth.service.js';
import { PROPERTY_NOT_FOUND } from '../listings/listings.service.js';
import { presentSelf } from '../users/users.service.js';
import { refreshReportedFlag } from './fraud-flags.service.js';
import { findReportedListings, reportListing, resolveReports } from './reports.service.js';
import { setLicenceChecked } from './licence-check.service.js';

export async function trustRoutes(app: FastifyInstance) {
  const { database, limits } = app.ctx;
  const db = database.db;
  const writeLimit = { config: perIpLimit(limits.writesPerIpPerMinute) };

  app.post('/api/properties/:id/reports', writeLimit, async (request, reply) => {
    const user = requireUser(request.user);
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const input = parseInput(reportListingSchema, request.body);
    const receipt = await reportListing(db, user, id, input, { ip: request.ip, deviceHash: deviceHashOf(request) });
    await refreshReportedFlag(db, id);
    return reply.code(201).send(receipt);
  });

  app.get('/api/admin/reports', async (request, reply) => {
    requireAdmin(request.user);
    return sendPage(reply, await findReportedListings(db, parseInput(pageQuerySchema, request.query)));
  });

  app.post('/api/admin/reports/:id/resolve', async (request) => {
    const admin = requireAdmin(request.user);
    const id = parseIdParam(request.params, PROPERTY_NOT_FOUND);
    const input = parseInput(resolveReportsSchema, request.body);
    const resolution = await resolveReports(db, admin, id, input);
    await refreshReportedFlag(db, id);
    return { propertyId: id, action: input.action, resolvedReports: resolution.resolvedReports } satisfies ReportResolution;
  });

  app.post('/api/admin/users/:id/licence-check', async (request) => {
    const admin = requireAdmin(request.user);
    const id = parseIdParam(request.params, 'User not found');
    const input = parseInput(licenceCheckSchema, request.body);
    return presentSelf(await setLicenceChecked(db, admin, id, input));
  });
}
