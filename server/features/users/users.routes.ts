import type { FastifyInstance } from 'fastify';
import { endOtherSessionsSchema, profileUpdateSchema } from '../../../common/schemas/account.js';
import type { OtherSessionsEnded } from '../../../common/api/accounts.js';
import { noticeSettingsSchema } from '../../../common/schemas/saved.js';
import { perIpLimit } from '../../lib/rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../lib/access.js';
import { deleteUserSessions } from '../auth/auth.service.js';
import { presentSelf } from './users.presenter.js';
import { updateNoticeSettings, updateOwnProfile } from './users.service.js';

export async function userRoutes(app: FastifyInstance) {
  const { database, limits } = app.ctx;

  // Only ever the signed-in user's own account: there is no id to point at someone else's.
  app.put('/api/users/me', { config: perIpLimit(limits.writesPerIpPerMinute) }, async (request) => {
    const user = requireUser(request.user);
    const input = parseInput(profileUpdateSchema, request.body);
    return presentSelf(await updateOwnProfile(database.db, user, input));
  });

  app.put('/api/users/me/notices', { config: perIpLimit(limits.writesPerIpPerMinute) }, async (request) => {
    const user = requireUser(request.user);
    const { messageNotices } = parseInput(noticeSettingsSchema, request.body);
    return presentSelf(await updateNoticeSettings(database.db, user, messageNotices));
  });

  // "Sign out everywhere else": what people reach for after using a shared phone or a cybercafe computer, or
  // fearing someone has the password; the device in hand stays signed in to change it. Their message streams
  // end on every server at once (the database announces the deleted sessions, migration 0015).
  app.post('/api/users/me/sessions/end-others', { config: perIpLimit(limits.writesPerIpPerMinute) }, async (request) => {
    const user = requireUser(request.user);
    parseInput(endOtherSessionsSchema, request.body);
    const ended = await deleteUserSessions(database.db, user.id, request.sessionToken);
    return { ended } satisfies OtherSessionsEnded;
  });
}
