import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';

/** "Already a member? Log in": switches to the login form where one is given (the modal), else links to /login. */
export function HaveAccount({ onLogin, className }: { onLogin?: () => void; className: string }) {
  const { t } = useTranslation('auth');
  return (
    <p className={className}>
      {t('signup.account.haveAccount')}{' '}
      {onLogin ? (
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={onLogin}>
          {t('signup.account.loginLink')}
        </button>
      ) : (
        <Link to="/login">{t('signup.account.loginLink')}</Link>
      )}
    </p>
  );
}
