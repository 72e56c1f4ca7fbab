import { useCallback } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { formatDate } from '@app/shared/i18n/format';

/** A moment (ISO) as a date with its time in the interface language: deadlines and the withdrawal's time. */
export function useWhen(): (iso: string) => string {
  const { i18n } = useTranslation('payments');
  const language = i18n.language ?? 'en';
  return useCallback(
    (iso) => formatDate(new Date(iso), language, { dateStyle: 'long', timeStyle: 'short' }),
    [language],
  );
}
