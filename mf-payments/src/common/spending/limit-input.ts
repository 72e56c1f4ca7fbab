import { minorDigitsOf } from '@app/shared/contract/money';

/** What the limit field holds: minor units, null for no limit (an empty field), or why it cannot be read. */
export type LimitInput = { amount: number | null } | { error: 'amount_invalid' };

/** The separators the language writes numbers with ("1.234,5" in German: group ".", decimal ","). */
function separatorsOf(language: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads the monthly limit as the member typed it, in the interface language: "49,50" in German,
 * "49.50" in English; the language's thousands separator ("1.000" in German, "1 000" in French) is
 * allowed between groups of three digits, and either decimal mark is taken when it is followed by no
 * more than the currency's minor digits. Anything else (letters, "0", three decimals) is refused rather
 * than guessed; an empty field is no limit.
 */
export function parseLimitInput(text: string, currency: string, language: string): LimitInput {
  const digits = minorDigitsOf(currency);
  const { group } = separatorsOf(language);
  let value = text.replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return { amount: null };
  if (/^[.,’']$/.test(group)) value = value.replace(new RegExp(`${escape(group)}(?=\\d{3}(?!\\d))`, 'g'), '');
  value = value.replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d+(?:\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(value)) return { error: 'amount_invalid' };
  const [whole = '0', fraction = ''] = value.split('.');
  const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(amount) || amount <= 0) return { error: 'amount_invalid' };
  return { amount };
}

/** A limit in minor units as the field shows it: the language's decimal mark, no grouping, decimals only when there are some ("50", "49,50"). */
export function formatLimitInput(amount: number | null, currency: string, language: string): string {
  if (amount === null) return '';
  const digits = minorDigitsOf(currency);
  const whole = amount % 10 ** digits === 0;
  return new Intl.NumberFormat(language, {
    useGrouping: false,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits);
}
