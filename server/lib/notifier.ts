import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Outbox } from './outbox.js';

export interface OutgoingEmail { to: string; subject: string; text: string; code?: string }
export interface OutgoingSms { to: string; text: string; code?: string }

export interface Notifier {
  sendEmail(mail: OutgoingEmail): Promise<void>;
  sendSms(sms: OutgoingSms): Promise<void>;
}

/**
 * E-mail goes through SMTP when SMTP_URL is set, SMS through the HTTP gateway when SMS_API_URL is set.
 * In development every message is also put in the outbox; unconfigured, the outbox is the only delivery.
 */
export function createNotifier(config: Config, outbox: Outbox, log: FastifyBaseLogger): Notifier {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const keep = config.isDevelopment;

  return {
    // The outbox gets a message once its delivery worked, so a retried notice appears there once.
    async sendEmail(mail) {
      if (transport) {
        await transport.sendMail({ from: config.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
      } else if (!keep) {
        log.warn({ to: mail.to, subject: mail.subject }, 'SMTP_URL is not set: e-mail not delivered');
      }
      if (keep) outbox.add({ to: mail.to, channel: 'email', subject: mail.subject, text: mail.text, code: mail.code });
    },
    async sendSms(sms) {
      if (config.SMS_API_URL) {
        const response = await fetch(config.SMS_API_URL, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.SMS_API_KEY ? { authorization: `Bearer ${config.SMS_API_KEY}` } : {}),
          },
          body: JSON.stringify({ to: sms.to, from: config.SMS_SENDER_ID, message: sms.text }),
        });
        if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      } else if (!keep) {
        log.warn({ to: sms.to }, 'SMS_API_URL is not set: SMS not delivered');
      }
      if (keep) outbox.add({ to: sms.to, channel: 'sms', subject: 'SMS', text: sms.text, code: sms.code });
    },
  };
}
