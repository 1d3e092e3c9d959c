import type { FastifyInstance } from 'fastify';
import {
  loginSchema, registerSchema, registrationTypeSchema, setupAdminSchema,
} from '../../../common/schemas/auth.js';
import { DEMO_ACCOUNTS, type DemoRole } from '../../../common/demo-accounts.js';
import { AppError, notFound } from '../../lib/errors.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { presentSelf } from '../users/users.service.js';
import { adminExists, authenticate, chooseAccountType, findUserByUsername, registerUser, setupFirstAdmin } from './auth.service.js';
import type { SetupAdminStatus } from '../../../common/api/system.js';
import { claimSignInAttempt, recordSignInSuccess } from './attempts.js';
import { accountSlowedDown } from './sign-in-messages.js';
import { claimTrustedAttempt, readDeviceToken, signInThisDevice } from './device-cookies.js';
import { requireUser } from '../../lib/access.js';
import { endSession } from './session-cookie.js';

const INVALID_CREDENTIALS = 'Invalid username or password';
const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export async function authRoutes(app: FastifyInstance) {
  const { limits, config } = app.ctx;
  const signInLimits = { perAddress: limits.loginFailuresPerUsername, perAccount: limits.loginFailuresPerAccount };
  const loginRateLimit = perIpLimit(limits.loginPerIpPerMinute);

  app.get('/api/auth/user', async (request) => presentSelf(requireUser(request.user)));

  app.post('/api/local/login', { config: loginRateLimit }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const { db } = app.ctx.database;
    const account = input.username.toLowerCase();
    // Every attempt is booked as a failure first; a right password gives it back. A device that signed in to
    // this account before is judged by its own failures only (decision 0017).
    const trusted = await claimTrustedAttempt(db, readDeviceToken(request), account, limits.loginFailuresPerUsername);
    if (!trusted) {
      const block = await claimSignInAttempt(db, account, request.ip, signInLimits);
      if (block) {
        reply.header('retry-after', String(block.retryAfterSeconds));
        throw new AppError('rate_limited', block.reason === 'account' ? accountSlowedDown(block.retryAfterSeconds) : TOO_MANY_ATTEMPTS);
      }
    }
    const user = await authenticate(db, input.username, input.password);
    if (!user) throw new AppError('unauthorized', INVALID_CREDENTIALS);
    if (!trusted) await recordSignInSuccess(db, account, request.ip);
    // Trusts this device for the account and forgives its own failures.
    await signInThisDevice(request, reply, user);
    return presentSelf(user);
  });

  app.post('/api/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.code(204).send();
  });

  app.get('/api/logout', async (request, reply) => {
    await endSession(request, reply);
    return reply.redirect('/');
  });

  app.post(
    '/api/register',
    { config: perIpLimit(limits.registerPerIpPerHour, 3_600_000) },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      const user = await registerUser(app.ctx.database.db, input);
      await signInThisDevice(request, reply, user);
      return reply.code(201).send(presentSelf(user));
    },
  );

  app.post('/api/registration', async (request) => {
    const user = requireUser(request.user);
    const input = parseInput(registrationTypeSchema, request.body);
    return presentSelf(await chooseAccountType(app.ctx.database.db, user, input));
  });

  // The setup page asks first, so once an admin exists it says so instead of showing a form that would fail.
  app.get('/api/setup-admin', async () => ({ needed: !(await adminExists(app.ctx.database.db)) }) satisfies SetupAdminStatus);

  app.post('/api/setup-admin', { config: loginRateLimit }, async (request, reply) => {
    const input = parseInput(setupAdminSchema, request.body);
    const admin = await setupFirstAdmin(app.ctx.database.db, input);
    await signInThisDevice(request, reply, admin);
    return reply.code(201).send(presentSelf(admin));
  });

  if (config.isDevelopment) {
    app.get<{ Params: { role: string } }>('/api/test-login/:role', async (request, reply) => {
      const account = DEMO_ACCOUNTS[request.params.role as DemoRole];
      if (!Object.hasOwn(DEMO_ACCOUNTS, request.params.role) || !account) throw notFound('Unknown demo role');
      const user = await findUserByUsername(app.ctx.database.db, account.username);
      if (!user) throw notFound('Demo accounts are not seeded. Start the server with DEMO_DATA=true.');
      await signInThisDevice(request, reply, user);
      return reply.redirect('/dashboard');
    });
  }
}
