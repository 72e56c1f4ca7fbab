import { useTranslation } from '@app/shared/i18n/react';
import { isReturnPath } from '@app/shared/contract/return-path';
import { Link, useLocation } from '@app/shared/router';

/** "Already have an account? Log in": to /login, returning to this page afterwards. */
export function LoginLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation('landers');
  const { pathname } = useLocation();
  const to = isReturnPath(pathname) ? `/login?returnTo=${encodeURIComponent(pathname)}` : '/login';
  return (
    <p className={className}>
      {t('signup.haveAccount')} <Link to={to}>{t('signup.login')}</Link>
    </p>
  );
}
