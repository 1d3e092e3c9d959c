// Issue 29, item 9: a phone sign-up has no name, and its messages were announced as "Someone sent you a
// message". A nameless sender is refused (400, a `firstName` field the web client turns into a name prompt)
// and nothing is stored; once the name is on the profile, the message goes and its notice names the sender.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { liveListingRow, outboxOf, runMessageNoticeJob, signedInPerson, SITE } from '../helpers/hunters.js';
import { messages } from '../../server/db/schema.js';
import { NAME_BEFORE_MESSAGES } from '../../server/features/messages/messages.policy.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const ELEVEN_MINUTES_LATER = () => new Date(Date.now() + 11 * 60_000);
const randomPhone = (prefix: string) => `+232${prefix}${String(Math.floor(100000 + Math.random() * 899999))}`;

/** A new home hunter made the way the issue found one: sign-up by phone code, no name, a generated username. */
async function phoneSignUp() {
  const phone = randomPhone('78');
  const api = new ApiClient(server.url);
  const sent = await api.post('/api/auth/phone/send-code', { phoneNumber: phone });
  expect(sent.status, sent.text).toBe(200);
  const [sms] = outboxOf(server, phone);
  const created = await api.post('/api/auth/phone/verify', { challengeId: sent.body.challengeId, code: sms!.code });
  expect(created.status, created.text).toBe(201);
  expect(created.body.user).toMatchObject({ firstName: null, lastName: null, isVerified: true });
  return { api, phone, user: created.body.user as { id: string; username: string } };
}

async function messagesFrom(senderId: string) {
  const [row] = await server.database.db.select({ n: count() }).from(messages).where(eq(messages.senderId, senderId));
  return row!.n;
}

describe('a message needs a named sender', () => {
  it('refuses a nameless sender with a clear 400 and stores nothing', async () => {
    const hunter = await phoneSignUp();
    const { property, owner } = await liveListingRow(server);
    const refused = await hunter.api.post('/api/messages', { receiverId: owner.id, propertyId: property.id, content: 'Is it still available?' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: NAME_BEFORE_MESSAGES, code: 'validation', fields: { firstName: NAME_BEFORE_MESSAGES } });
    expect(await messagesFrom(hunter.user.id)).toBe(0);
    const ownerApi = new ApiClient(server.url);
    expect((await ownerApi.post('/api/local/login', { username: owner.username, password: owner.password })).status).toBe(200);
    expect((await ownerApi.get('/api/messages/unread-count')).body.count).toBe(0);
  });

  it('after a first name (no last name) on the profile, sends, and the e-mail and the SMS name the sender', async () => {
    const hunter = await phoneSignUp();
    const named = await hunter.api.put('/api/users/me', { username: hunter.user.username, firstName: 'Sallieu', phoneNumber: hunter.phone });
    expect(named.status, named.text).toBe(200);
    expect(named.body).toMatchObject({ firstName: 'Sallieu', lastName: null, phoneVerified: true, isVerified: true });

    const byMail = await liveListingRow(server);
    const bySmsPhone = randomPhone('76');
    const bySms = await signedInPerson(server, { userType: 'owner', email: null, phoneNumber: bySmsPhone });
    const { property: smsListing } = await liveListingRow(server, {}, bySms.user);
    for (const [receiverId, propertyId] of [[byMail.owner.id, byMail.property.id], [bySms.user.id, smsListing.id]]) {
      const sent = await hunter.api.post('/api/messages', { receiverId, propertyId, content: 'Can I visit on Saturday?' });
      expect(sent.status, sent.text).toBe(201);
    }

    await runMessageNoticeJob(server, ELEVEN_MINUTES_LATER());
    const [mail] = outboxOf(server, byMail.owner.email!);
    expect(mail?.subject).toBe('New message from Sallieu on Salone Homes');
    expect(mail?.text).toContain('Sallieu sent you a message about');
    const [sms] = outboxOf(server, bySmsPhone);
    expect(sms?.text).toBe(`Salone Homes: Sallieu sent you a message about "${smsListing.title}". Read and reply: ${SITE}/messages?with=${hunter.user.id}&property=${smsListing.id}`);
  });
});
