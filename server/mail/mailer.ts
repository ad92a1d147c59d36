// How the server's mail (password reset codes) leaves: in development into the dev mailbox (a
// table read by GET /admin/mailbox and `npm run admin -- mailbox`) and the log; in production
// never there, only through SMTP (nodemailer, SMTP_URL) or an injected transport (tests).
// Production without SMTP_URL keeps the code unsent and says so once in the log, without the code.
import nodemailer from 'nodemailer';
import type { MailTransport, ServerConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { sendMail as putInMailbox } from '../store/password-resets.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A secret the mail carries (a reset code): kept in the dev mailbox only, never logged in production. */
  code: string | null;
}

export interface Mailer {
  /** True when a dev mailbox keeps the mail (development only). */
  readonly hasMailbox: boolean;
  /** Hands the mail over (stores it, or sends it in the background); never throws. */
  send(mail: OutgoingMail, nowIso: string): void;
}

export function createMailer(config: ServerConfig, db: Db): Mailer {
  const transport: MailTransport | undefined = config.mailTransport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  const viaTransport = (mail: OutgoingMail) => {
    if (!transport) return;
    transport
      .sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text })
      .catch((error: unknown) => config.log(`[mail] sending "${mail.subject}" to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  if (config.production) {
    if (!transport) config.log('[mail] SMTP_URL is not set: password reset codes cannot be sent.');
    return { hasMailbox: false, send: viaTransport };
  }
  return {
    hasMailbox: true,
    send(mail, nowIso) {
      putInMailbox(db, { email: mail.to, subject: mail.subject, body: mail.text, code: mail.code, created_at: nowIso });
      if (mail.code) config.log(`[mail] ${mail.subject} for ${mail.to}: ${mail.code}`);
      viaTransport(mail);
    },
  };
}
