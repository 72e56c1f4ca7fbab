import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signature checks for the callbacks (postbacks) of processors that sign them (ADR 0017). A
 * provider's readCallback runs one of these before it trusts anything in the request, even the
 * payment id, and throws PaymentProviderError('invalid_signature') when it fails.
 *
 * - `flexpay-sha256`: Verotel FlexPay. The postback's parameters, without `signature`, sorted by
 *   name, as `name=value`, joined with ':' after the shared secret; SHA-256, hex, compared without
 *   regard to case (verotel/flexpay-php-client, Client::_signature and validate_signature). The
 *   scheme has no timestamp: a replayed postback names a payment whose status the service fetches
 *   anyway, so a replay changes nothing. Verotel's older SHA-1 signatures are not accepted.
 * - `hmac-sha256-timestamped`: HMAC-SHA256 with the shared secret over `<timestamp>.<raw body>`, hex,
 *   the timestamp in Unix seconds and no further than `toleranceSeconds` (default 300) from now
 *   (Stripe's documented webhook scheme, which many processors copy): a replay is refused.
 */
export type SignedCallbackCheck =
  | {
      scheme: 'flexpay-sha256';
      secret: string;
      /** Every parameter the postback carried (query or form), decoded, `signature` among them. */
      params: Record<string, unknown>;
    }
  | {
      scheme: 'hmac-sha256-timestamped';
      secret: string;
      /** The request body exactly as received. */
      rawBody: string;
      signature: string | undefined;
      /** Unix seconds, as the processor sent it. */
      timestamp: string | number | undefined;
      now?: Date | number;
      toleranceSeconds?: number;
    };

export type SignedCallbackFailure =
  | 'missing_signature'
  | 'malformed_signature'
  | 'malformed_params'
  | 'mismatch'
  | 'missing_timestamp'
  | 'stale_timestamp';

export type SignedCallbackResult = { ok: true } | { ok: false; reason: SignedCallbackFailure };

const DEFAULT_TOLERANCE_SECONDS = 300;

export function verifySignedCallback(check: SignedCallbackCheck): SignedCallbackResult {
  if (!check.secret) throw new Error('a signed callback needs its shared secret configured');
  return check.scheme === 'flexpay-sha256' ? verifyFlexPay(check) : verifyTimestampedHmac(check);
}

/** The string Verotel FlexPay hashes: `secret:a=1:b=2`, parameters sorted by name. */
export function flexPaySigningString(secret: string, params: Record<string, string>): string {
  const names = Object.keys(params).sort();
  return [secret, ...names.map((name) => `${name}=${params[name]}`)].join(':');
}

export function flexPaySignature(secret: string, params: Record<string, string>): string {
  return createHash('sha256').update(flexPaySigningString(secret, params), 'utf8').digest('hex');
}

export function timestampedHmacSignature(secret: string, timestamp: string | number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

function verifyFlexPay(check: Extract<SignedCallbackCheck, { scheme: 'flexpay-sha256' }>): SignedCallbackResult {
  const { signature, ...rest } = check.params;
  if (signature === undefined || signature === '') return { ok: false, reason: 'missing_signature' };
  if (typeof signature !== 'string') return { ok: false, reason: 'malformed_signature' };
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(rest)) {
    // A repeated parameter (`a=1&a=2` parsed to an array) is never what the processor signed.
    if (typeof value !== 'string') return { ok: false, reason: 'malformed_params' };
    params[name] = value;
  }
  return compareHex(flexPaySignature(check.secret, params), signature);
}

function verifyTimestampedHmac(
  check: Extract<SignedCallbackCheck, { scheme: 'hmac-sha256-timestamped' }>,
): SignedCallbackResult {
  if (!check.signature) return { ok: false, reason: 'missing_signature' };
  const timestamp = String(check.timestamp ?? '');
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing_timestamp' };
  const compared = compareHex(timestampedHmacSignature(check.secret, timestamp, check.rawBody), check.signature);
  if (!compared.ok) return compared;
  const nowSeconds = Math.floor(Number(check.now ?? Date.now()) / 1000);
  const tolerance = check.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  if (Math.abs(nowSeconds - Number(timestamp)) > tolerance) return { ok: false, reason: 'stale_timestamp' };
  return { ok: true };
}

/** Hex digests compared in constant time; upper-case hex is accepted, any other length or character is not. */
function compareHex(expectedHex: string, givenHex: string): SignedCallbackResult {
  if (givenHex.length !== expectedHex.length || !/^[0-9a-f]+$/i.test(givenHex)) {
    return { ok: false, reason: 'malformed_signature' };
  }
  const same = timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex, 'hex'));
  return same ? { ok: true } : { ok: false, reason: 'mismatch' };
}
