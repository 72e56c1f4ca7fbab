import { useTranslation } from '@app/shared/i18n/react';
import type { MessagePrice } from '@app/shared/contract';
import { usePriceText } from './use-price-text';

/**
 * What the next text message costs, before it is sent: "Free · 2 free messages left", or
 * "1 credit · from €0.32"; when the member's credits do not pay for it, it says so (the send button
 * then leads to /credits).
 */
export function PriceLine({ price, short, id }: { price: MessagePrice; short: boolean; id: string }) {
  const { t } = useTranslation('chat');
  return (
    <p id={id} className="small text-body-secondary mb-0" data-testid="price">
      <span>{usePriceText(price)}</span>
      {/* A no-break space keeps the "·" at the end of the price when the line wraps on a phone. */}
      {short && (
        <>
          {'\u00a0'}
          <span className="text-danger fw-semibold">· {t('composer.notEnough')}</span>
        </>
      )}
    </p>
  );
}
