// Notices of unread messages (issue 17): unread for 10 minutes, one e-mail (or SMS) with a link to the
// conversation; at most one per conversation an hour; none once read; a profile setting turns them off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { ApiClient } from '../helpers/api-client.js';
import { liveListingRow, outboxOf, runMessageNoticeJob, signedInPerson, SITE, type Person } from '../helpers/hunters.js';
import { currentUserSchema } from '../../common/api/users.js';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server?.close(); });

const MINUTE = 60 * 1000;
const after = (ms: number) => new Date(Date.now() + ms);

/** A verified hunter writes to the (verified) lister of a live listing; the lister is signed in too. */
async function conversation(listerOverrides = {}) {
  const hunter = await signedInPerson(server);
  const lister = await signedInPerson(server, { userType: 'owner', ...listerOverrides });
  const { property } = await liveListingRow(server, {}, lister.user);
  const send = async (content = 'Is it still available?') => {
    const res = await hunter.api.post('/api/messages', { receiverId: lister.user.id, propertyId: property.id, content });
    expect(res.status, res.text).toBe(201);
  };
  return { hunter, lister, property, send };
}

const mailOf = (person: Person) => outboxOf(server, person.user.email!);

describe('unread-message notices', () => {
  it('waits 10 minutes, then sends one e-mail with a link to the conversation', async () => {
    const { hunter, lister, property, send } = await conversation();
    await send('Is the compound walled? Can I visit on Saturday?');
    await runMessageNoticeJob(server, after(5 * MINUTE));
    expect(mailOf(lister)).toHaveLength(0);

    await Promise.all([runMessageNoticeJob(server, after(11 * MINUTE)), runMessageNoticeJob(server, after(11 * MINUTE))]);
    await runMessageNoticeJob(server, after(12 * MINUTE));
    const mail = mailOf(lister);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`New message from ${hunter.user.firstName} ${hunter.user.lastName} on Salone Homes`);
    expect(mail[0]!.text).toContain(`${SITE}/messages?with=${hunter.user.id}&property=${property.id}`);
    expect(mail[0]!.text).toContain('Is the compound walled?');
    // The sender is not told about their own message.
    expect(mailOf(hunter)).toHaveLength(0);
  });

  it('sends at most one notice per conversation an hour', async () => {
    const { lister, send } = await conversation();
    await send('First');
    await runMessageNoticeJob(server, after(11 * MINUTE));
    await send('Second');
    await runMessageNoticeJob(server, after(30 * MINUTE));
    expect(mailOf(lister)).toHaveLength(1);
    await send('Third, much later');
    await runMessageNoticeJob(server, after(75 * MINUTE));
    expect(mailOf(lister)).toHaveLength(2);
  });

  it('sends nothing for a message read in time', async () => {
    const { hunter, lister, property, send } = await conversation();
    await send();
    const read = await lister.api.post(`/api/conversations/${hunter.user.id}/read`, { propertyId: property.id });
    expect(read.status).toBe(204);
    await runMessageNoticeJob(server, after(11 * MINUTE));
    expect(mailOf(lister)).toHaveLength(0);
  });

  it('sends an SMS when only the phone is verified, and nothing without a verified contact', async () => {
    const phone = '+23278111222';
    const bySms = await conversation({ email: null, phoneNumber: phone });
    await bySms.send();
    const unverified = await conversation({ isVerified: false });
    await unverified.send();
    await runMessageNoticeJob(server, after(11 * MINUTE));
    const [sms] = outboxOf(server, phone);
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(`${SITE}/messages?with=${bySms.hunter.user.id}`);
    expect(mailOf(unverified.lister)).toHaveLength(0);
  });

  it('can be turned off on the profile', async () => {
    const { lister, send } = await conversation();
    expect((await new ApiClient(server.url).put('/api/users/me/notices', { messageNotices: false })).status).toBe(401);
    expect((await lister.api.put('/api/users/me/notices', { messageNotices: 'no' })).status).toBe(400);
    const res = await lister.api.put('/api/users/me/notices', { messageNotices: false });
    expect(res.status, res.text).toBe(200);
    expect(currentUserSchema.parse(res.body).messageNotices).toBe(false);
    expect((await lister.api.get('/api/auth/user')).body.messageNotices).toBe(false);
    await send();
    await runMessageNoticeJob(server, after(11 * MINUTE));
    expect(mailOf(lister)).toHaveLength(0);
  });
});
