// Helpers for the issue 17 tests: people signed in from factory rows, live listings, and the notice jobs run now.
import { expect } from 'vitest';
import type { NewProperty, NewUser } from '../../server/db/schema.js';
import { insertListing, insertUser, type InsertedUser } from '../../server/db/factories.js';
import { runMessageNotices } from '../../server/features/alerts/message-notices.service.js';
import { runSavedSearchAlerts } from '../../server/features/alerts/saved-search-alerts.service.js';
import { noticeSender } from '../../server/lib/send-notice.js';
import { ApiClient } from './api-client.js';
import type { TestServer } from './test-server.js';

export const SITE = 'https://salonehomes.test';

export interface Person { api: ApiClient; user: InsertedUser }

/** A verified home hunter (e-mail verified) signed in over HTTP, unless told otherwise. */
export async function signedInPerson(server: TestServer, overrides: Partial<NewUser> = {}): Promise<Person> {
  const user = await insertUser(server.database.db, { userType: 'seeker', isVerified: true, ...overrides });
  const api = new ApiClient(server.url);
  const res = await api.post('/api/local/login', { username: user.username, password: user.password });
  expect(res.status, res.text).toBe(200);
  return { api, user };
}

/** A live listing of a fresh approved, verified owner. */
export async function liveListingRow(server: TestServer, overrides: Partial<NewProperty> = {}, owner?: InsertedUser) {
  const lister = owner ?? (await insertUser(server.database.db, { userType: 'owner', isVerified: true }));
  const property = await insertListing(server.database.db, lister.id, overrides);
  return { property, owner: lister };
}

const depsOf = (server: TestServer) => ({ send: noticeSender(server.app.ctx.notifier), siteUrl: SITE });

export const runAlerts = (server: TestServer, now = new Date()) => runSavedSearchAlerts(server.database.db, now, depsOf(server));
export const runMessageNoticeJob = (server: TestServer, now = new Date()) => runMessageNotices(server.database.db, now, depsOf(server));

/** What the dev outbox holds for one address (newest first). */
export const outboxOf = (server: TestServer, to: string) => server.app.ctx.outbox.list(to);
