import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../db/schema.js';
import { createSession, deleteSession, SESSION_COOKIE } from './sessions.js';
import { forbidden } from '../../lib/errors.js';
import { SUSPENDED_SIGN_IN } from '../../../common/trust.js';

/** Signs the user in on this response; any session the browser already had is ended (rotation). */
export async function startSession(request: FastifyRequest, reply: FastifyReply, user: User): Promise<void> {
  const { config, database } = request.server.ctx;
  // Every way of signing in ends here: a suspended account is told why and gets no session (issue 15).
  if (user.accountStatus === 'suspended') {
    throw forbidden(user.rejectionReason ? `${SUSPENDED_SIGN_IN}: ${user.rejectionReason}` : `${SUSPENDED_SIGN_IN}.`);
  }
  if (request.sessionToken) await deleteSession(database.db, request.sessionToken);
  const token = await createSession(database.db, user.id, config.SESSION_IDLE_DAYS, request.headers['user-agent']);
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    maxAge: config.SESSION_IDLE_DAYS * 86_400,
  });
  request.user = user;
  request.sessionToken = token;
}

/** Signs out; the database tells every server to end the session's message streams (migration 0015). */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionToken) await deleteSession(request.server.ctx.database.db, request.sessionToken);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  request.user = null;
  request.sessionToken = null;
}
