import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set (always in production), else the outbox only. */
export function createMailer(db: Db, config: Config, log: (message: string, error: unknown) => void): Mailer {
  return config.smtpUrl ? createSmtpMailer(db, config.smtpUrl, log) : createOutboxMailer(db);
}
