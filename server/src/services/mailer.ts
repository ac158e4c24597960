import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Logger } from '../logger.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery through SMTP. */
export function smtpMailer(config: Config): Mailer {
  const transport = nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? '' } : undefined,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    },
  };
}

/**
 * Without SMTP settings mail lands in the outbox table, so links can be followed locally. The body (a recovery
 * link is a password reset) reaches the log only in development; elsewhere read the outbox:
 *   sqlite3 "$DATA_DIR/fpl-assistant.db" 'SELECT created_at, to_address, text FROM outbox ORDER BY id DESC LIMIT 5'
 */
export function outboxMailer(db: Db, logger: Logger, logBodies = false): Mailer {
  return {
    async send(mail) {
      await db.kysely
        .insertInto('outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          created_at: new Date().toISOString(),
        })
        .execute();
      logger.info('mail written to outbox', {
        to: mail.to,
        subject: mail.subject,
        ...(logBodies ? { text: mail.text } : {}),
      });
    },
  };
}

export function defaultMailer(config: Config, db: Db, logger: Logger): Mailer {
  return config.SMTP_HOST ? smtpMailer(config) : outboxMailer(db, logger, config.NODE_ENV === 'development');
}
