import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, Navigate, useNavigate, useSearchParams } from '@app/shared/router';
import { $user } from '@app/shared/stores/user';
import { LoginForm } from '../../common/login/login-form';
import { safeReturnTo } from '../../common/login/return-to';

/** /login: email and password; afterwards `returnTo` (a same-site path) or the members page. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = safeReturnTo(search.get('returnTo'));

  if (user) return <Navigate to={target} replace />;

  return (
    <div className="container py-4 py-md-5" style={{ maxWidth: '28rem' }}>
      <h1 className="h3 mb-4">{t('login.title')}</h1>
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
      <p className="mt-4 mb-0 text-center">
        {t('login.noAccount')} <Link to="/signup">{t('login.signupLink')}</Link>
      </p>
    </div>
  );
}
