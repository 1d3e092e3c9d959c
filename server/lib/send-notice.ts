// The one door every alert and reminder of issue 17 goes out by. Today it hands the notice to the notifier
// (SMTP / SMS gateway, and the dev outbox in development) after the job's transaction committed, so a crash
// in between loses a notice rather than sending it twice. When the database notice queue lands, this becomes
// `enqueueNotice(tx, notice)` inside the job's transaction and the queue gives exactly-once delivery.
import type { Notifier } from './notifier.js';

export interface UserNotice {
  channel: 'email' | 'sms';
  /** A verified e-mail address or E.164 phone number. */
  to: string;
  subject: string;
  text: string;
}

export type SendNotice = (notice: UserNotice) => Promise<void>;

export function noticeSender(notifier: Notifier): SendNotice {
  return (notice) =>
    notice.channel === 'email'
      ? notifier.sendEmail({ to: notice.to, subject: notice.subject, text: notice.text })
      : notifier.sendSms({ to: notice.to, text: notice.text });
}

/** Where links in notices point: PUBLIC_URL, or this server in development. */
export function siteUrlOf(config: { PUBLIC_URL?: string; PORT: number }): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/** The verified contact on `channel`, or null: notices only ever go to a contact its owner proved. */
export function verifiedContact(
  user: { email: string | null; emailVerifiedAt: Date | null; phoneNumber: string | null; phoneVerifiedAt: Date | null },
  channel: 'email' | 'sms',
): string | null {
  if (channel === 'email') return user.email && user.emailVerifiedAt ? user.email : null;
  return user.phoneNumber && user.phoneVerifiedAt ? user.phoneNumber : null;
}
