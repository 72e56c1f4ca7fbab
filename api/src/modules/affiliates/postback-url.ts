import { minorDigitsOf } from '@app/shared/contract';

/** The placeholders a network's postback URL template may use. */
export const POSTBACK_PLACEHOLDERS = [
  'ref',
  'conversion_id',
  'event',
  'amount',
  'currency',
  'sub1',
  'sub2',
  'sub3',
  'network',
] as const;
export type PostbackPlaceholder = (typeof POSTBACK_PLACEHOLDERS)[number];
export type PostbackValues = Partial<Record<PostbackPlaceholder, string | null>>;

/** An amount in minor units as networks read it: `1999` EUR is `19.99`. */
export function postbackAmount(minor: number, currency: string): string {
  const digits = minorDigitsOf(currency);
  return (minor / 10 ** digits).toFixed(digits);
}

const PLACEHOLDER = /\{([a-z0-9_]+)\}/g;
const KNOWN = new Set<string>(POSTBACK_PLACEHOLDERS);

/**
 * The URL of a postback: every known `{placeholder}` of the template replaced by its value,
 * URL-encoded (empty when the conversion has none); unknown ones stay as written. Null when the
 * result is not an http(s) URL.
 */
export function fillPostbackUrl(template: string, values: PostbackValues): string | null {
  const filled = template.replace(PLACEHOLDER, (whole, name: string) =>
    KNOWN.has(name) ? encodeURIComponent(values[name as PostbackPlaceholder] ?? '') : whole,
  );
  try {
    const url = new URL(filled);
    return url.protocol === 'http:' || url.protocol === 'https:' ? filled : null;
  } catch {
    return null;
  }
}
