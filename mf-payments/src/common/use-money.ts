import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { formatMoney } from '@app/shared/i18n/money';

/** Formats minor units of a currency in the interface language ("19,99 €", "US$5.49"). */
export function useMoney(): (minor: number, currency: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  return useCallback((minor, currency) => formatMoney(minor, currency, language), [language]);
}

/** A percentage in the interface language ("25 %", "25,5 %"); `value` in percent. */
export function usePercent(): (value: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'en';
  return useCallback(
    (value) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
    [language],
  );
}
