import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Profile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { Avatar } from '../../../common/avatar';
import { BackIcon } from '@app/shared/ui/icons';
import { CreditBadge } from './credit-badge';

/**
 * The chat's top bar: back to /chats on phones, the member's photo, name and age linking to the
 * profile, the fictional icon and warning for a fictional profile, the credits.
 */
export function TopBar({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation('chat');
  const settings = useStore($settings);
  return (
    <header className="border-bottom bg-body">
      <div className="d-flex align-items-center gap-2 px-2 py-2">
        <Link to="/chats" className="btn btn-link text-body p-2 d-lg-none" aria-label={t('chatRoom.back')}>
          <BackIcon />
        </Link>
        {profile && (
          <Link
            to={`/members/${profile.id}`}
            className="d-flex align-items-center gap-2 min-w-0 flex-grow-1 text-decoration-none text-body"
          >
            <Avatar profile={profile} size={40} />
            <span className="d-flex align-items-center gap-1 min-w-0">
              <span className="h6 mb-0 text-truncate">
                {profile.name}, {profile.age}
              </span>
              <FictionalMark profile={profile} />
            </span>
          </Link>
        )}
        <div className="ms-auto">
          <CreditBadge />
        </div>
      </div>
      {profile?.fictional && settings?.fictional_warning && (
        <p className="small bg-secondary mb-0 px-3 py-1 d-flex gap-2" data-testid="fictional-warning">
          <span aria-hidden="true">{settings.fictional_icon}</span>
          <span>{settings.fictional_warning}</span>
        </p>
      )}
    </header>
  );
}
