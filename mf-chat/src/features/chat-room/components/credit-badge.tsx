import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { creditsBadgeVariant } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { CoinIcon } from '@app/shared/ui/icons';
import { useCreditsPath } from '../../../common/use-credits-path';

/**
 * The top bar's credits: for paid users a link to /credits with their balance, coloured by the
 * badge rule; others get premium there.
 */
export function CreditBadge() {
  const { t } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  const user = useStore($user);
  if (!user) return null;
  if (!user.paid_user) {
    return (
      <Link to={creditsPath} className="btn btn-sm btn-primary text-nowrap flex-shrink-0">
        {t('chatRoom.getCredits')}
      </Link>
    );
  }
  const variant = creditsBadgeVariant(user.credits);
  return (
    <Link
      to={creditsPath}
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
