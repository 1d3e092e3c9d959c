import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEMO_ACCOUNTS, type DemoRole } from '../../../common/demo-accounts.js';
import { findSessionUser, SESSION_COOKIE } from './sessions.js';
import { findUserByUsername } from './auth.service.js';
import { isLocalRequest } from '../../lib/local-request.js';

/** The session a request's cookie belongs to, with its user, or null (no cookie, unknown or expired). */
export async function findRequestSession(request: FastifyRequest) {
  const token = request.cookies?.[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const { config, database } = request.server.ctx;
  const user = await findSessionUser(database.db, token, config.SESSION_IDLE_DAYS);
  return user ? { user, token } : null;
}

/**
 * Resolves request.user from the session cookie. In development only, a request without a session from this
 * machine (server/lib/local-request.ts) may act as a demo user by sending x-dev-mode-role (the web app's
 * dev-mode switch); production, and development for anyone else, ignore the header.
 */
export const currentUserPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const { config, database } = app.ctx;
    const session = await findRequestSession(request);
    if (session) {
      request.user = session.user;
      request.sessionToken = session.token;
      return;
    }
    const devRole = request.headers['x-dev-mode-role'];
    if (config.isDevelopment && typeof devRole === 'string' && Object.hasOwn(DEMO_ACCOUNTS, devRole) && isLocalRequest(request)) {
      request.user = (await findUserByUsername(database.db, DEMO_ACCOUNTS[devRole as DemoRole].username)) ?? null;
    }
  });
});
