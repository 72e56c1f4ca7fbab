import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CREDITS_BADGE_THRESHOLD } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { CoinIcon } from '../../../ui/icons';

/** The credits badge's colour (spec section 2): shown at 10 credits or fewer, warning above 0, danger at 0. */
export function creditsBadgeVariant(credits: number): 'warning' | 'danger' | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}

/**
 * The top bar's credits: for paid users a link to /credits with their balance, coloured by the
 * badge rule; others get premium there.
 */
export function CreditBadge() {
  const { t } = useTranslation('chat');
  const user = useStore($user);
  if (!user) return null;
  if (!user.paid_user) {
    return (
      <Link to="/credits" className="btn btn-sm btn-primary text-nowrap flex-shrink-0">
        {t('chatRoom.getCredits')}
      </Link>
    );
  }
  const variant = creditsBadgeVariant(user.credits);
  return (
    <Link
      to="/credits"
      className="btn btn-sm btn-outline-primary d-flex align-items-center gap-1 text-nowrap flex-shrink-0"
      aria-label={t('chatRoom.credits', { count: user.credits })}
      data-testid="chat-credits"
    >
      <CoinIcon />
      <span className={variant ? `badge rounded-pill text-bg-${variant}` : ''} aria-hidden="true">
        {user.credits}
      </span>
    </Link>
  );
}
