import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Navigate } from '@app/shared/router';
import type { OwnProfile } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { useOwnProfile } from '../own-profile/use-own-profile';
import { AccountSettings } from './account/account-settings';
import { DeleteAccountSection } from './deletion/delete-account-section';
import { useProfileVisibility } from './deletion/use-profile-visibility';
import { ProfileDetailsForm } from './details/profile-details-form';
import { PhotosSection } from './photos/photos-section';
import { ProfileSection } from './profile-section';

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
        <AccountSettings email={profile.email} hidden={profile.hidden} visibility={visibility} />
      </ProfileSection>
      <ProfileSection id="delete" title={t('profile.sections.delete')}>
        <DeleteAccountSection hidden={profile.hidden} visibility={visibility} />
      </ProfileSection>
    </>
  );
}
