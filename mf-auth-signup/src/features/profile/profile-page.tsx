import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Navigate } from '@app/shared/router';
import type { OwnProfile } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { WhenNear } from '@app/shared/ui/when-near';
import { useOwnProfile } from '../../common/own-profile/use-own-profile';
import { useProfileVisibility } from './deletion/use-profile-visibility';
import { ProfileDetailsForm } from './details/profile-details-form';
import { PhotosSection } from './photos/photos-section';
import { ProfileSection } from './profile-section';

// The settings and the deletion sit far below the fold on a phone: one chunk, loaded as the member
// scrolls towards them or opens /profile#settings or #delete (issue 14).
const AccountSettings = lazy(() =>
  import(/* webpackChunkName: "profile-account" */ './settings/account-settings').then((module) => ({
    default: module.AccountSettings,
  })),
);
const DeleteAccountSection = lazy(() =>
  import(/* webpackChunkName: "profile-account" */ './deletion/delete-account-section').then((module) => ({
    default: module.DeleteAccountSection,
  })),
);

/** /profile: the member's photos, profile, account settings and the way to delete the account. */
export function ProfilePage() {
  const user = useStore($user);
  if (user === null) return <Navigate to={`/login?returnTo=${encodeURIComponent('/profile')}`} replace />;
  if (user === undefined) return <LoadState />;
  return <OwnProfileScreen />;
}

function OwnProfileScreen() {
  const { t } = useTranslation('auth');
  const { state, error, retry, update } = useOwnProfile();
  return (
    <div className="container py-4" style={{ maxWidth: '60rem' }}>
      <h1 style={{ hyphens: 'auto' }} className="text-break h2 mb-3">
        {t('screens.profile')}
      </h1>
      {state.status === 'ready' ? (
        <ProfileSections profile={state.value} update={update} />
      ) : (
        <LoadState error={error} onRetry={retry} />
      )}
    </div>
  );
}

const SECTIONS = ['photos', 'details', 'settings', 'delete'] as const;

function ProfileSections({ profile, update }: { profile: OwnProfile; update: (change: Partial<OwnProfile>) => void }) {
  const { t } = useTranslation('auth');
  const visibility = useProfileVisibility((hidden) => update({ hidden }));
  return (
    <>
      <nav aria-label={t('profile.sectionsLabel')} className="mb-4">
        <ul className="nav nav-pills flex-wrap gap-1">
          {SECTIONS.map((section) => (
            <li key={section} className="nav-item">
              <a className="nav-link py-1 px-2" href={`#${section}`}>
                {t(`profile.sections.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileSection id="photos" title={t('profile.sections.photos')}>
        <PhotosSection initial={{ photos: profile.photos, limit: profile.photo_limit }} />
      </ProfileSection>
      <ProfileSection id="details" title={t('profile.sections.details')}>
        <ProfileDetailsForm profile={profile} onSaved={(saved) => update(saved)} />
      </ProfileSection>
      <ProfileSection id="settings" title={t('profile.sections.settings')}>
        <WhenNear anchor="settings" placeholderRem={24}>
          <Suspense fallback={<LoadState />}>
            <AccountSettings email={profile.email} hidden={profile.hidden} visibility={visibility} />
          </Suspense>
        </WhenNear>
      </ProfileSection>
      <ProfileSection id="delete" title={t('profile.sections.delete')}>
        <WhenNear anchor="delete" placeholderRem={6}>
          <Suspense fallback={<LoadState />}>
            <DeleteAccountSection hidden={profile.hidden} visibility={visibility} />
          </Suspense>
        </WhenNear>
      </ProfileSection>
    </>
  );
}
