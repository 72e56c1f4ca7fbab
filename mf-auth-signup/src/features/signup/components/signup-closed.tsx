import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The signups setting lets nobody in here (spec section 5): the text, and the way to log in. */
export function SignupClosed({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div data-testid="signup-closed">
      <div className="alert alert-info" role="status">
        {t('errors.signup_closed', { ns: 'common' })}
      </div>
      <p className="mb-0">
        {t('signup.account.haveAccount')}{' '}
        {onLogin ? (
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={onLogin}>
            {t('signup.account.loginLink')}
          </button>
        ) : (
          <Link to="/login">{t('signup.account.loginLink')}</Link>
        )}
      </p>
    </div>
  );
}
