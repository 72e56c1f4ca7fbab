import { useTranslation } from '@app/shared/i18n/react';
import { Link, useNavigate } from '@app/shared/router';
import { logout } from '@app/shared/stores/user';
import { Dropdown } from '@app/shared/ui/dropdown';
import { UserIcon } from '@app/shared/ui/icons';

/** My profile, settings and logout. */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <Dropdown ariaLabel={t('nav.account', { name })} label={<UserIcon size={22} />}>
      {(close) => (
        <>
          <Link className="dropdown-item" to="/profile" onClick={close}>
            {t('nav.myProfile')}
          </Link>
          <Link className="dropdown-item" to="/notifications" onClick={close}>
            {t('nav.settings')}
          </Link>
          <hr className="dropdown-divider" />
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              close();
              void logout().then(() => navigate('/'));
            }}
          >
            {t('nav.logout')}
          </button>
        </>
      )}
    </Dropdown>
  );
}
