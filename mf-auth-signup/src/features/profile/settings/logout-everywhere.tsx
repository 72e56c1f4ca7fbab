import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { useOwnGender } from '@app/shared/i18n/own-gender';
import { useNavigate } from '@app/shared/router';
import { logout } from '@app/shared/stores/user';

/**
 * "Log out on all devices": ends every session of the member (GET /api/logout.php?everywhere=1),
 * this browser's too, and goes to the home page.
 */
export function LogoutEverywhere() {
  const { t } = useTranslation('auth');
  const ownGender = useOwnGender();
  const navigate = useNavigate();
  const textId = useId();

  const logOutEverywhere = () => {
    // logout() forgets the user at once; leaving /profile in the same tick spares a detour to /login.
    void logout({ everywhere: true });
    navigate('/');
  };

  return (
    <>
      <p id={textId} className="small text-body-secondary mb-2">
        {t('profile.logoutEverywhere.text', ownGender)}
      </p>
      <button type="button" className="btn btn-outline-dark" aria-describedby={textId} onClick={logOutEverywhere}>
        {t('profile.logoutEverywhere.button')}
      </button>
    </>
  );
}
