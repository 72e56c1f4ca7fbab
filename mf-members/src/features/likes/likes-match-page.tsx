import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useParams } from '@app/shared/router';
import { $user } from '@app/shared/stores/user';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { ProfilePhoto } from '@app/shared/ui/profile-photo';
import { LoadState } from '@app/shared/ui/load-state';
import { useLikes } from './use-likes';

/** /likes/m/{id}: one mutual like, both photos side by side and a button to write to the member. */
export function LikesMatchPage() {
  const { t } = useTranslation('members');
  const id = Number(useParams().id);
  const user = useStore($user);
  const { lists, loading, error, retry } = useLikes();
  const profile = lists.mutual.find((candidate) => candidate.id === id);

  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <p className="mb-2">
        <Link to="/likes">{t('likes.backToLikes')}</Link>
      </p>
      <h1 className="h3 mb-3 text-center">{t('likes.match.title')}</h1>
      {profile && user ? (
        <>
          <p className="lead text-center">
            {t('likes.match.text', { name: profile.name })} <FictionalMark profile={profile} />
          </p>
          <div className="row g-3 justify-content-center mb-4">
            <div className="col-6 col-sm-5">
              <div className="rounded-circle overflow-hidden shadow">
                <ProfilePhoto profile={user.profile} size="main" alt={t('likes.match.yourPhoto')} />
              </div>
            </div>
            <div className="col-6 col-sm-5">
              <Link to={`/members/${profile.id}`} className="d-block rounded-circle overflow-hidden shadow">
                <ProfilePhoto profile={profile} size="main" alt={t('likes.match.photoOf', { name: profile.name })} />
              </Link>
            </div>
          </div>
          <div className="d-grid gap-2 col-sm-8 mx-auto">
            <Link to={`/members/${profile.id}/chat`} className="btn btn-primary btn-lg">
              {t('likes.match.message')}
            </Link>
            <Link to={`/members/${profile.id}`} className="btn btn-outline-dark">
              {t('likes.match.viewProfile')}
            </Link>
          </div>
        </>
      ) : error || loading ? (
        <LoadState error={error} onRetry={retry} />
      ) : (
        <p className="text-center">{t('likes.match.notFound')}</p>
      )}
    </div>
  );
}
