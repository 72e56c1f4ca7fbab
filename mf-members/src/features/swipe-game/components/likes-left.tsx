import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { SWIPE_GAME_LIKES_PER_DAY } from '@app/shared/contract';
import { formatResetTime } from '../reset-time';

/**
 * The swipe likes left today; when they are used up, a clear message with when they come back (in
 * the UI language) and a link to the search.
 */
export function LikesLeft({ likesLeft, resetsAt }: { likesLeft: number; resetsAt: string }) {
  const { t, i18n } = useTranslation('members');
  if (likesLeft > 0) {
    return (
      <p className="text-center mb-3" data-testid="likes-left">
        <span className="badge rounded-pill text-bg-primary fs-6 fw-normal">
          {t('swipeGame.likesLeft', { count: likesLeft, total: SWIPE_GAME_LIKES_PER_DAY })}
        </span>
      </p>
    );
  }
  return (
    <div className="alert alert-warning" role="status" data-testid="likes-used-up">
      <p className="fw-semibold mb-1">{t('swipeGame.usedUp')}</p>
      <p className="mb-2">{t('swipeGame.comeBack', { time: formatResetTime(resetsAt, i18n.language) })}</p>
      <Link to="/members" className="btn btn-sm btn-primary">
        {t('swipeGame.browseMembers')}
      </Link>
    </div>
  );
}
