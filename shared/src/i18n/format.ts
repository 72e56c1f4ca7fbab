import { DEFAULT_DATE_LOCALE } from '../contract/constants';
import { isLanguage } from '../contract/languages';

/** Dates in the interface language; nl when the language is unknown (spec section 9). */
export function formatDate(
  date: Date,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  return new Intl.DateTimeFormat(isLanguage(language) ? language : DEFAULT_DATE_LOCALE, options).format(date);
}
