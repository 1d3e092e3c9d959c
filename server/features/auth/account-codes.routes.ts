import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema, passwordChangeSchema, phoneCodeRequestSchema, phoneCodeVerifySchema, resetPasswordSchema,
} from '../../../common/schemas/account.js';
import type { PhoneSignIn } from '../../../common/api/accounts.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { presentSelf } from '../users/users.service.js';
import { requireUser } from '../../lib/access.js';
import { closeOpenCodes, hashRequester, type CodeAsker } from './one-time-codes.js';
import { sendRetryAfter } from './retry-later.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';
import { requestPhoneCode, verifyPhoneCode } from './phone-sign-in.service.js';
import { changePassword } from './password-change.service.js';
import { forgetOtherDevices, readDeviceToken, signInThisDevice } from './device-cookies.js';

/** Forgot password, phone sign-in and sign-up, and the signed-in password change. */
export async function accountCodeRoutes(app: FastifyInstance) {
  const { database, notifier, limits } = app.ctx;
  // Per-minute bursts per IP here; the hourly counts per address and per account live in the database.
  const codeRequests = { config: perIpLimit(limits.verificationCodesPerIpPerMinute) };
  const guesses = { config: perIpLimit(limits.loginPerIpPerMinute) };
  const askerOf = (request: FastifyRequest): CodeAsker => ({ addressHash: hashRequester(request.ip), deviceToken: readDeviceToken(request) });
  sendRetryAfter(app);

  app.post('/api/auth/password-reset', codeRequests, async (request) => {
    const { identifier } = parseInput(forgotPasswordSchema, request.body);
    return requestPasswordReset(database.db, notifier, request.log, limits, identifier, askerOf(request));
  });

  app.post('/api/auth/password-reset/confirm', guesses, async (request, reply) => {
    const input = parseInput(resetPasswordSchema, request.body);
    const user = await confirmPasswordReset(database.db, input);
    // The new password ends what the old one opened: other reset codes, and the trust of every other device.
    await closeOpenCodes(database.db, 'password_reset', user.id);
    await forgetOtherDevices(database.db, user.id, readDeviceToken(request));
    await signInThisDevice(request, reply, user);
    return presentSelf(user);
  });

  app.post('/api/auth/phone/send-code', codeRequests, async (request) => {
    const { phoneNumber } = parseInput(phoneCodeRequestSchema, request.body);
    return requestPhoneCode(database.db, notifier, limits, phoneNumber, askerOf(request));
  });

  app.post('/api/auth/phone/verify', guesses, async (request, reply) => {
    const input = parseInput(phoneCodeVerifySchema, request.body);
    const { user, created } = await verifyPhoneCode(database.db, input.challengeId, input.code);
    await signInThisDevice(request, reply, user);
    return reply.code(created ? 201 : 200).send({ user: presentSelf(user), created } satisfies PhoneSignIn);
  });

  app.put('/api/users/me/password', guesses, async (request, reply) => {
    const user = requireUser(request.user);
    const input = parseInput(passwordChangeSchema, request.body);
    await changePassword(database.db, user, input.currentPassword, input.newPassword, request.sessionToken);
    return reply.code(204).send();
  });
}
