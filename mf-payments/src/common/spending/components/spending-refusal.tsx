import { useTranslation } from '@app/shared/i18n/react';
import { Link, useLocation } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { formatMonthStart } from '../month-dates';
import { SPENDING_ANCHOR, SPENDING_PATH } from '../spending-anchor';
import { useSpendingTexts } from '../spending-texts';

export interface SpendingRefusalProps {
  /** When the month's limit starts again (the server's `resets_at`); null when the answer had none. */
  resetsAt: string | null;
}

/**
 * A purchase refused because it would take the month over the member's own limit (422
 * `spending_limit`): the date the limit starts again and the way to the spending section of /credits
 * (on /credits itself an anchor in the page, which also loads the section).
 */
export function SpendingRefusal({ resetsAt }: SpendingRefusalProps) {
  const { t, i18n } = useTranslation('payments');
  const { pathname } = useLocation();
  const ready = useSpendingTexts();
  if (!ready) return <LoadState />;
  const text = resetsAt
    ? t('spending.refusal.text', { date: formatMonthStart(resetsAt, i18n.language ?? 'en') })
    : t('spending.refusal.textNoDate');
  const label = t('spending.refusal.link');
  return (
    <div role="alert" className="alert alert-danger py-2" data-testid="spending-refusal">
      <p className="mb-1">{text}</p>
      {pathname === '/credits' ? (
        <a href={`#${SPENDING_ANCHOR}`} className="alert-link">
          {label}
        </a>
      ) : (
        <Link to={SPENDING_PATH} className="alert-link">
          {label}
        </Link>
      )}
    </div>
  );
}
