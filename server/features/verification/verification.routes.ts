import type { FastifyInstance } from 'fastify';
import { sendCodeSchema, verifyCodeSchema } from '../../../common/schemas/verification.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../lib/access.js';
import { presentSelf } from '../users/users.service.js';
import { sendVerificationCode, verifyCode } from './verification.service.js';

export async function verificationRoutes(app: FastifyInstance) {
  const { database, notifier, limits } = app.ctx;

  app.post('/api/verification/send-code', { config: perIpLimit(limits.verificationCodesPerIpPerMinute) }, async (request) => {
    const user = requireUser(request.user);
    const input = parseInput(sendCodeSchema, request.body);
    return sendVerificationCode(database.db, notifier, user, input.verificationMethod, input.contact);
  });

  app.post('/api/verification/verify-code', { config: perIpLimit(limits.verificationCodesPerIpPerMinute * 2) }, async (request) => {
    const user = requireUser(request.user);
    const input = parseInput(verifyCodeSchema, request.body);
    return presentSelf(await verifyCode(database.db, user, input.verificationMethod, input.code));
  });
}
