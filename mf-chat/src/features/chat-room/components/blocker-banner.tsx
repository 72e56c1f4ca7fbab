import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { ChatBlocker } from '@app/shared/contract';
import { useCreditsPath } from '../../../common/use-credits-path';

/**
 * Why the member cannot write here now, instead of the composer: confirm the mail first, or buy
 * credits / premium on /credits.
 */
export function BlockerBanner({ blocker }: { blocker: ChatBlocker }) {
  const { t } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  return (
    <div className="border-top bg-body-tertiary p-3" role="status" data-testid="chat-blocker">
      <p className="mb-2">{t(`chatRoom.blocker.${blocker}`)}</p>
      {blocker !== 'email_unconfirmed' && (
        <Link to={creditsPath} className="btn btn-primary btn-sm">
          {t('chatRoom.toCredits')}
        </Link>
      )}
    </div>
  );
}
