import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { MessagePrice } from '@app/shared/contract';
import { usePriceText } from '../use-price-text';

export interface KeptDraftOfferProps {
  price: MessagePrice;
  onSend: () => void;
  onLater: () => void;
}

/**
 * Back from buying credits with the text that needed them (in the composer below): "Send your
 * message now?" with its price, sent with one tap; "Not now" leaves it in the composer.
 */
export function KeptDraftOffer({ price, onSend, onLater }: KeptDraftOfferProps) {
  const { t } = useTranslation('chat');
  const questionId = useId();
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="alert alert-primary d-flex flex-wrap align-items-center gap-2 py-2 px-3 mb-2"
      data-testid="kept-draft-offer"
    >
      <p id={questionId} className="mb-0 me-auto">
        <span className="fw-semibold">{t('composer.kept.question')}</span>{' '}
        <span className="small">{usePriceText(price)}</span>
      </p>
      <button type="button" className="btn btn-primary btn-sm" onClick={onSend}>
        {t('composer.kept.send')}
      </button>
      <button type="button" className="btn btn-outline-primary btn-sm" onClick={onLater}>
        {t('composer.kept.later')}
      </button>
    </div>
  );
}
