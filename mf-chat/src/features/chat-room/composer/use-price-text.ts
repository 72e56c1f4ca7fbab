import { useTranslation } from '@app/shared/i18n/react';
import type { MessagePrice } from '@app/shared/contract';
import { textPrice } from './price';

/** What the next text message costs, in words: "Free · 2 free messages left" or "1 credit · from €0.32". */
export function usePriceText(price: MessagePrice): string {
  const { t, i18n } = useTranslation('chat');
  const next = textPrice(price, i18n.language);
  if (next.free) return t('composer.free', { count: next.left });
  const credits = t('composer.credits', { count: next.credits });
  return next.from ? `${credits} · ${t('composer.from', { amount: next.from })}` : credits;
}
