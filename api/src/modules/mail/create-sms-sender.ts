import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createHttpSmsSender } from './http-sms-sender';
import { createOutboxSmsSender, type SmsSender } from './sms-sender';

/** The HTTP provider when SMS_PROVIDER_URL is set, else the outbox only (listed on /dev/outbox). */
export function createSmsSender(db: Db, config: Config): SmsSender {
  return config.smsProvider ? createHttpSmsSender(db, config.smsProvider) : createOutboxSmsSender(db);
}
