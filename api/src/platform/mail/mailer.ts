// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, else kept in the outbox table (the
// demo mailbox). With SMTP the body is not kept: live reset links never sit in the database.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/database';
import type { Clock } from '../../clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Kind of mail for the outbox, e.g. 'password-reset'. */
  kind: string;
  /** The language it is written in ('en' / 'es'), kept in the outbox. */
  language?: string;
}

export interface Mailer {
  /** Sends now and records the mail in the outbox (the sender waits for the mail server). */
  send(message: MailMessage): Promise<void>;
  /** Hands one queued mail to the transport only; the outbox worker records the outcome. Throws when the server refuses. */
  deliver(message: Omit<MailMessage, 'kind'>): Promise<void>;
  readonly usesSmtp: boolean;
  readonly from: string;
}

export function createMailer(db: Db, clock: Clock, smtpUrl: string | null, from: string): Mailer {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const deliver = async ({ to, subject, text, html }: Omit<MailMessage, 'kind'>) => {
    await transport.sendMail({ from, to, subject, text, html });
  };
  return {
    usesSmtp: Boolean(smtpUrl),
    from,
    deliver,
    async send(message) {
      let error: string | null = null;
      let sentAt: string | null = null;
      try {
        await deliver(message);
        sentAt = clock().toISOString();
      } catch (e) {
        error = (e as Error).message.slice(0, 500);
      }
      await db
        .insertInto('outbox')
        .values({
          to_address: message.to,
          from_address: from,
          subject: message.subject,
          text_body: smtpUrl ? '[sent through SMTP; body not kept]' : message.text,
          html_body: smtpUrl ? null : (message.html ?? null),
          kind: message.kind,
          created_at: clock().toISOString(),
          sent_at: sentAt,
          error,
          language: message.language ?? null,
        })
        .execute();
      if (error) throw new Error(`Mail to ${message.to} failed: ${error}`);
    },
  };
}
