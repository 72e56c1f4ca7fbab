import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { useOwnGender } from '@app/shared/i18n/own-gender';
import { Link, useNavigate, useParams } from '@app/shared/router';
import { $user } from '@app/shared/stores/user';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { FictionalWarning } from './components/fictional-note';
import { PhotoGallery } from './components/photo-gallery';
import { ProfileActions } from './components/profile-actions';
import { ProfileDetails } from './components/profile-details';
import { ProfileViewProblem } from './components/profile-view-problem';
import { RelatedProfiles } from './components/related-profiles';
import { askVisitorToSignUp } from './components/visitor-gate';
import { useMemberProfile } from './use-member-profile';

/**
 * /members/{id}: another member's profile: photos (private ones locked unless premium), details,
 * the actions (message, like, gift, block, report) and related members. Visitors see it as far as the
 * site allows; their actions open the signup modal.
 */
export function ProfileViewPage() {
  const { t } = useTranslation('members');
  const ownGender = useOwnGender();
  const id = Number(useParams().id);
  const user = useStore($user);
  const navigate = useNavigate();
  const { data, error, retry, update } = useMemberProfile(id, user?.profile.id ?? null);

  if (!data) return <ProfileViewProblem id={id} error={error} onRetry={retry} />;
  const { profile, related } = data;
  const visitor = !user;
  const onLocked = () => (visitor ? askVisitorToSignUp('photos', profile) : void navigate('/premium'));

  return (
    <div className="container py-4">
      <div className="row g-4">
        <div className="col-12 col-md-5 col-lg-4">
          <PhotoGallery profile={profile} onLocked={onLocked} />
        </div>
        <div className="col-12 col-md-7 col-lg-8">
          <h1 className="h2 mb-1 d-flex flex-wrap align-items-center gap-2" style={{ overflowWrap: 'anywhere' }}>
            <span>{t('profileView.nameAge', { name: profile.name, age: profile.age })}</span>
            <FictionalMark profile={profile} />
          </h1>
          {profile.liked_me && !profile.blocked && (
            <p className="badge text-bg-secondary mb-2">
              {t('profileView.likesYou', { ...ownGender, name: profile.name })}
            </p>
          )}
          <ProfileDetails profile={profile} />
          {profile.fictional && <FictionalWarning />}
          <ProfileActions profile={profile} visitor={visitor} onChange={update} />
          {!visitor && profile.photos.some((photo) => photo.locked) && (
            <p className="small text-body-secondary mt-3 mb-0">
              {t('profileView.lockedNote')} <Link to="/premium">{t('profileView.getPremium')}</Link>
            </p>
          )}
        </div>
      </div>
      <RelatedProfiles profiles={related} />
    </div>
  );
}
