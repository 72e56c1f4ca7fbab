import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { formatDate } from '@app/shared/i18n/format';
import { $timeBonus, formatCountdown } from '@app/shared/stores/time-bonus';
import { $welcomeDiscount } from '@app/shared/stores/welcome-discount';
import { SparkIcon } from '@app/shared/ui/icons';

export interface OffersProps {
  /** The code in the member's order now: an offer already applied says so instead of offering. */
  applied: string | null;
  onApply: (code: string) => void;
}

/**
 * The member's running offers: the welcome discount with its real deadline from the server, and the
 * time bonus with its countdown (hh:mm:ss). Each applies its code to the order with one click.
 */
export function Offers({ applied, onApply }: OffersProps) {
  const { t, i18n } = useTranslation('payments');
  const welcome = useStore($welcomeDiscount);
  const bonus = useStore($timeBonus);
  const showBonus = bonus?.isVisible === true;
  if (!welcome && !showBonus) return null;
  return (
    <div className="d-grid gap-2 mb-4">
      {welcome && (
        <Offer
          title={t('discount.welcome.title', { percentage: welcome.percentage })}
          detail={
            welcome.expires
              ? t('discount.welcome.validUntil', {
                  date: formatDate(new Date(welcome.expires), i18n.language ?? 'en', {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }),
                })
              : null
          }
          action={t('discount.welcome.apply')}
          isApplied={applied === welcome.code}
          onApply={() => onApply(welcome.code)}
        />
      )}
      {bonus && showBonus && (
        <Offer
          title={t('discount.timeBonus.title', { percentage: bonus.percentage })}
          detail={
            <>
              {t('discount.timeBonus.left')}{' '}
              <span role="timer" className="font-monospace fw-semibold">
                {formatCountdown(bonus.secondsLeft)}
              </span>
            </>
          }
          action={t('discount.timeBonus.apply')}
          isApplied={applied === bonus.code}
          onApply={() => onApply(bonus.code)}
        />
      )}
    </div>
  );
}

interface OfferProps {
  title: string;
  detail: ReactNode;
  action: string;
  isApplied: boolean;
  onApply: () => void;
}

function Offer({ title, detail, action, isApplied, onApply }: OfferProps) {
  const { t } = useTranslation('payments');
  return (
    <div className="alert alert-secondary d-flex flex-column flex-sm-row align-items-sm-center gap-2 mb-0">
      <div className="d-flex align-items-start gap-2 me-sm-auto">
        <SparkIcon className="text-primary flex-shrink-0 mt-1" />
        <div>
          <p className="fw-semibold mb-0">{title}</p>
          {detail && <p className="small mb-0">{detail}</p>}
        </div>
      </div>
      {isApplied ? (
        <span className="badge text-bg-success align-self-start align-self-sm-center">
          {t('discount.offerApplied')}
        </span>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-sm align-self-start align-self-sm-center"
          onClick={onApply}
        >
          {action}
        </button>
      )}
    </div>
  );
}
