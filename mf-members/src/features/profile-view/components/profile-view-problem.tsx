import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import type { MemberProfileState } from '../use-member-profile';
import { askVisitorToSignUp } from './visitor-gate';

/**
 * The profile on its way, or why it cannot be shown: not found (unknown, hidden, or a member who
 * blocked the viewer: the same answer), login needed on this site, or another error with a retry.
 */
export function ProfileViewProblem({
  id,
  error,
  onRetry,
}: {
  id: number;
  error: MemberProfileState['error'];
  onRetry: () => void;
}) {
  const { t } = useTranslation('members');
  if (!error) {
    return (
      <div className="container py-4">
        <h1 className="visually-hidden">{t('screens.members-id')}</h1>
        <LoadState />
      </div>
    );
  }
  if (error.code === 'not_found' || error.code === 'validation_failed') {
    return (
      <div className="container py-5 text-center">
        <h1 className="h3">{t('profileView.notFound.title')}</h1>
        <p>{t('profileView.notFound.text')}</p>
        <Link to="/members" className="btn btn-primary">
          {t('profileView.notFound.search')}
        </Link>
      </div>
    );
  }
  if (error.code === 'authentication_required') {
    return (
      <div className="container py-5 text-center">
        <h1 className="h3">{t('screens.members-id')}</h1>
        <p>{t('profileView.loginNeeded')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => askVisitorToSignUp('profile', { id, name: '' })}
        >
          {t('profileView.signUp')}
        </button>
      </div>
    );
  }
  return (
    <div className="container py-4">
      <h1 className="h3">{t('screens.members-id')}</h1>
      <LoadState error={error.messageKey} onRetry={onRetry} />
    </div>
  );
}
