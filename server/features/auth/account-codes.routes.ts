import type { FastifyInstance } from 'fastify';
import {
  forgotPasswordSchema, passwordChangeSchema, phoneCodeRequestSchema, phoneCodeVerifySchema, resetPasswordSchema,
} from '../../../common/schemas/account.js';
import type { PhoneSignIn } from '../../../common/api/accounts.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { presentSelf } from '../users/users.presenter.js';
import { requireUser } from './auth.policy.js';
import { hashRequester } from './one-time-codes.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';
import { requestPhoneCode, verifyPhoneCode } from './phone-sign-in.service.js';
import { changePassword } from './password-change.service.js';
import { startSession } from './session-cookie.js';

/** Forgot password, phone sign-in and sign-up, and the signed-in password change. */
export async function accountCodeRoutes(app: FastifyInstance) {
  const { database, notifier, limits } = app.ctx;
  // Per-minute bursts per IP here; the hourly counts per address and per account live in the database.
  const codeRequests = { config: perIpLimit(limits.verificationCodesPerIpPerMinute) };
  const guesses = { config: perIpLimit(limits.loginPerIpPerMinute) };

  app.post('/api/auth/password-reset', codeRequests, async (request) => {
    const { identifier } = parseInput(forgotPasswordSchema, request.body);
    return requestPasswordReset(database.db, notifier, request.log, limits, identifier, hashRequester(request.ip));
  });

  app.post('/api/auth/password-reset/confirm', guesses, async (request, reply) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const user = await confirmPasswordReset(database.db, input);
    await startSession(request, reply, user);
    return presentSelf(user);
  });

  app.post('/api/auth/phone/send-code', codeRequests, async (request) => {
    const { phoneNumber } = parseInput(phoneCodeRequestSchema, request.body);
    return requestPhoneCode(database.db, notifier, limits, phoneNumber, hashRequester(request.ip));
  });

  app.post('/api/auth/phone/verify', guesses, async (request, reply) => {
    const input = parseInput(phoneCodeVerifySchema, request.body);
    const { user, created } = await verifyPhoneCode(database.db, input.challengeId, input.code);
    await startSession(request, reply, user);
    return reply.code(created ? 201 : 200).send({ user: presentSelf(user), created } satisfies PhoneSignIn);
  });

  app.put('/api/users/me/password', guesses, async (request, reply) => {
    const user = requireUser(request.user);
    const input = parseInput(passwordChangeSchema, request.body);
    await changePassword(database.db, user, input.currentPassword, input.newPassword, request.sessionToken);
    return reply.code(204).send();
  });
}
