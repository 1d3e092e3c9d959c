// The e-mails and SMS of viewings (issue 32): written to the notice queue in the transaction of the change they
// announce, to a verified contact only, and never to someone who turned viewing notices off.
import type { Db } from '../../db/client.js';
import type { User, Viewing } from '../../db/schema.js';
import { enqueueNotice } from '../../lib/notice-queue.js';
import { verifiedContact } from '../../lib/send-notice.js';
import { fullName } from '../../../common/format.js';
import { VIEWING_SAFETY_CHECKLIST } from '../../../common/viewings.js';

export type ViewingEvent = 'requested' | 'confirmed' | 'declined' | 'proposed' | 'cancelled' | 'day_reminder' | 'hour_reminder';

/** A time as people in Sierra Leone read it (GMT all year). */
export function viewingTimeText(at: Date): string {
  return `${at.toLocaleString('en-GB', { timeZone: 'Africa/Freetown', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })} (Freetown time)`;
}

function headline(event: ViewingEvent, who: string, title: string): string {
  switch (event) {
    case 'requested': return `${who} asked to view "${title}"`;
    case 'confirmed': return `Your viewing of "${title}" is confirmed`;
    case 'declined': return `${who} declined the viewing of "${title}"`;
    case 'proposed': return `${who} proposed other times to view "${title}"`;
    case 'cancelled': return `${who} cancelled the viewing of "${title}"`;
    case 'day_reminder': return `Reminder: viewing of "${title}" tomorrow`;
    case 'hour_reminder': return `Reminder: viewing of "${title}" in two hours`;
  }
}

interface NoticeFacts { viewing: Viewing; to: User; from: User; title: string; address: string; siteUrl: string }

/** Queues the notice of `event` for `to` (nothing when turned off or without a verified contact). */
export async function enqueueViewingNotice(db: Pick<Db, 'insert'>, event: ViewingEvent, facts: NoticeFacts): Promise<void> {
  const { viewing, to, from, title, address, siteUrl } = facts;
  if (!to.viewingNotices) return;
  const channel = verifiedContact(to, 'email') ? 'email' : 'sms';
  const contact = verifiedContact(to, channel);
  if (!contact) return;
  const line = headline(event, fullName(from, 'Someone'), title);
  const link = `${siteUrl}/viewings/${viewing.id}`;
  const when = viewing.scheduledAt
    ? `When: ${viewingTimeText(viewing.scheduledAt)}`
    : `Times proposed: ${viewing.proposedTimes.map((t) => viewingTimeText(new Date(t))).join('; ')}`;
  if (channel === 'sms') {
    await enqueueNotice(db, { channel, to: contact, text: `Salone Homes: ${line}. ${when}. ${link}` });
    return;
  }
  const confirmed = viewing.status === 'confirmed';
  const text = [
    `Hello ${to.firstName ?? 'there'},`,
    `${line}.`,
    when,
    viewing.reason ? `Reason: ${viewing.reason}` : null,
    confirmed ? `Where: ${address}` : null,
    confirmed ? `Stay safe:\n${VIEWING_SAFETY_CHECKLIST.map((t) => `- ${t}`).join('\n')}` : null,
    `See the viewing: ${link}`,
    `Turn viewing e-mails off on your profile: ${siteUrl}/profile`,
  ].filter(Boolean).join('\n\n');
  await enqueueNotice(db, { channel, to: contact, subject: line, text });
}
