import { useId } from 'react';
import { flushSync } from 'react-dom';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { useNavigate } from '@app/shared/router';
import { registerNamespace } from '@app/shared/i18n';
import { $locale } from '@app/shared/stores/locale';
import { $timeBonus, formatCountdown } from '@app/shared/stores/time-bonus';
import { Modal } from '@app/shared/ui/modal';

/** The modal's own texts: the shell loads this module without the remote's routes. */
export const TIME_BONUS_NAMESPACE = 'payments-bonus';
registerNamespace(TIME_BONUS_NAMESPACE, (language) => import(`./locales/${language}.json`));

export interface TimeBonusModalProps {
  open: boolean;
  /** The member closes it (close button, Escape, backdrop, "No thanks", or the offer's button): a dismissal. */
  onClose: () => void;
}

/**
 * The time-bonus modal (exposed as `./TimeBonusModal`; the shell hosts it and decides when it opens,
 * spec section 4): the percentage off and the countdown of `$timeBonus`. Its button first closes the
 * modal, committed at once, and then goes to /credits with the code applied.
 */
export default function TimeBonusModal({ open, onClose }: TimeBonusModalProps) {
  const { t } = useTranslation(TIME_BONUS_NAMESPACE);
  const bonus = useStore($timeBonus);
  const language = useStore($locale);
  const navigate = useNavigate();
  const endsInId = useId();
  const percentage = new Intl.NumberFormat(language, { style: 'percent' }).format((bonus?.percentage ?? 0) / 100);
  const takeOffer = (code: string) => {
    // Closed (dismissal stored, dialog closed, focus given back) before the next page renders.
    flushSync(onClose);
    void navigate(`/credits?code=${encodeURIComponent(code)}`);
  };

  return (
    <Modal open={open && Boolean(bonus)} size="sm" onClose={onClose} title={t('title')} className="time-bonus-modal">
      {bonus && (
        <div className="text-center" data-testid="time-bonus-modal">
          <p className="display-5 fw-bold text-primary mb-2" aria-hidden="true">
            −{percentage}
          </p>
          <p>{t('text', { percentage })}</p>
          <p className="small text-body-secondary mb-1" id={endsInId}>
            {t('endsIn')}
          </p>
          <p
            className="fs-2 fw-semibold mb-3"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            role="timer"
            aria-labelledby={endsInId}
            data-testid="time-bonus-countdown"
          >
            {formatCountdown(bonus.secondsLeft)}
          </p>
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            data-testid="time-bonus-take"
            onClick={() => takeOffer(bonus.code)}
          >
            {t('take', { percentage })}
          </button>
          <button type="button" className="btn btn-link mt-2" data-testid="time-bonus-no-thanks" onClick={onClose}>
            {t('noThanks')}
          </button>
        </div>
      )}
    </Modal>
  );
}
