import type { Db } from '../../db/database';
import { insertOutboxRecord, markOutboxRecord } from './outbox.repository';
import type { SmsSender } from './sms-sender';

export interface HttpSmsProviderOptions {
  /** The provider's endpoint: it takes a JSON POST `{ from, to, text }`. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  /** The sender the phone shows (`from`). */
  senderId: string;
  /** How long one request may take, answer included. */
  timeoutMs: number;
}

/** The provider did not take an SMS: its HTTP status, or null when it was not reached or timed out. */
export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

const INTERNATIONAL_NUMBER = /^\+[1-9][0-9]{6,14}$/;

/** A phone number in international format (E.164, `+4915112345678`): spaces, dashes, brackets and a leading 00 are allowed in. */
function internationalNumber(phone: string): string {
  const compact = phone.replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!INTERNATIONAL_NUMBER.test(compact)) {
    throw new SmsDeliveryError('the phone number is not in international format (+ and country code)', null);
  }
  return compact;
}

async function post(options: HttpSmsProviderOptions, body: { from: string; to: string; text: string }) {
  let response: Response;
  let detail: string;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.token}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify(body),
      // A redirect is an answer like any other non-2xx: the token never follows it elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    detail = (await response.text()).slice(0, 200);
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new SmsDeliveryError(`the SMS provider did not answer within ${options.timeoutMs} ms`, null);
    }
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new SmsDeliveryError(`the SMS provider could not be reached: ${reason}`, null);
  }
  if (!response.ok) {
    throw new SmsDeliveryError(
      `the SMS provider answered ${response.status}${detail ? `: ${detail}` : ''}`,
      response.status,
    );
  }
}

/**
 * Delivers through an HTTP SMS provider (SMS_PROVIDER_URL): a JSON POST `{ from, to, text }` with a
 * bearer token, the number in international format. Every SMS is first recorded in sms_outbox and its
 * outcome written back (sent_at, or the error). Unlike mail, the request waits for the provider: the
 * member is waiting for the code, and a failure (not reached, timed out, a non-2xx answer) is thrown
 * as an SmsDeliveryError for the caller to answer.
 */
export function createHttpSmsSender(db: Db, options: HttpSmsProviderOptions): SmsSender {
  return {
    async send(sms) {
      const to = internationalNumber(sms.to);
      const id = await insertOutboxRecord(db, 'sms_outbox', {
        siteId: sms.siteId,
        userId: sms.userId,
        recipient: to,
        kind: sms.kind,
        language: sms.language,
        subject: null,
        textBody: sms.text,
        htmlBody: null,
      });
      try {
        await post(options, { from: options.senderId, to, text: sms.text });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markOutboxRecord(db, 'sms_outbox', id, { sentAt: null, error: message.slice(0, 1000) });
        throw error;
      }
      await markOutboxRecord(db, 'sms_outbox', id, { sentAt: new Date(), error: null });
    },
  };
}
