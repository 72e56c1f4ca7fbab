import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, Navigate } from '@app/shared/router';
import { $locale } from '@app/shared/stores/locale';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { useRequest } from '../../common/use-request';
import { getSignupMatches } from './api/signup-matches';
import { ProfileCard } from './matches/profile-card';

/** /signup-matches: members the new member may like (GET /api/signup-matches.php), and all members. */
export function SignupMatchesPage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const language = useStore($locale);
  const { state, error, retry } = useRequest(user ? 'signup-matches' : null, getSignupMatches);
  const profiles = state.status === 'ready' ? state.value : null;

  if (!user) return <Navigate to="/signup" replace />;

  return (
    <div className="container py-4">
      <h1 className="h3">{t('signup.matches.title')}</h1>
      <p className="text-body-secondary">{t('signup.matches.intro')}</p>
      {profiles === null ? (
        <LoadState error={error} onRetry={retry} />
      ) : profiles.length === 0 ? (
        <p className="alert alert-info">{t('signup.matches.none')}</p>
      ) : (
        <ul
          className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 row-cols-xl-6 g-2 g-sm-3 list-unstyled"
          data-testid="matches"
        >
          {profiles.map((profile) => (
            <li className="col" key={profile.id}>
              <ProfileCard profile={profile} language={language} />
            </li>
          ))}
        </ul>
      )}
      <p className="text-center mt-4">
        <Link to="/members" className="btn btn-primary">
          {t('signup.matches.allMembers')}
        </Link>
      </p>
    </div>
  );
}
