import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { useLocation } from '@app/shared/router';
import { openSignupModal } from '@app/shared/stores/signup-modal';

/** For a visitor the site does not let search: why, and the signup modal (opened once, and by the button). */
export function LoginRequired() {
  const { t } = useTranslation('members');
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  useEffect(() => {
    openSignupModal({ reason: 'search', returnTo });
    // Once per visit of the page, not again for each change of the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="alert alert-info d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="me-auto">{t('search.loginRequired')}</span>
      <button type="button" className="btn btn-primary" onClick={() => openSignupModal({ reason: 'search', returnTo })}>
        {t('search.signUp')}
      </button>
      <button
        type="button"
        className="btn btn-outline-primary"
        onClick={() => openSignupModal({ reason: 'search', view: 'login', returnTo })}
      >
        {t('search.logIn')}
      </button>
    </div>
  );
}
