import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useNavigate, useParams } from '@app/shared/router';
import { ApiError } from '@app/shared/api';
import { redeemLoginLink } from './api/login-link';
import { safeReturnTo } from '../../common/login/return-to';

type Failure = 'link_invalid' | 'account_deleted' | 'other';

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError && (error.code === 'link_invalid' || error.code === 'validation_failed')) {
    return 'link_invalid';
  }
  if (error instanceof ApiError && error.code === 'account_deleted') return 'account_deleted';
  return 'other';
}

const MESSAGES: Record<Failure, { ns: string; key: string }> = {
  link_invalid: { ns: 'auth', key: 'login.token.invalid' },
  account_deleted: { ns: 'common', key: 'errors.account_deleted' },
  other: { ns: 'common', key: 'errors.generic' },
};

/**
 * `/{token}`: a login link from a mail (POST /api/login-link.php). It logs the member in and leads to
 * the link's target; an invalid, expired or used link says so, with links to log in and home.
 */
export function TokenPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    redeemLoginLink(token).then(
      (target) => current && navigate(safeReturnTo(target), { replace: true }),
      (error: unknown) => current && setFailure(failureOf(error)),
    );
    return () => {
      current = false;
    };
  }, [token, navigate]);

  useEffect(() => {
    if (failure) headingRef.current?.focus();
  }, [failure]);

  // Keyed: the answer replaces the waiting view instead of reusing (and moving) its elements.
  if (!failure) {
    return (
      <div key="working" className="container py-5 text-center" aria-busy="true">
        <h1 className="h4">{t('login.token.title')}</h1>
        <div className="spinner-border text-primary my-3" role="status">
          <span className="visually-hidden">{t('login.token.working')}</span>
        </div>
      </div>
    );
  }

  const message = MESSAGES[failure];
  return (
    <div key="failed" className="container py-5" style={{ maxWidth: '32rem' }}>
      <h1 className="h4" ref={headingRef} tabIndex={-1}>
        {failure === 'link_invalid' ? t('login.token.invalidTitle') : t('login.token.failedTitle')}
      </h1>
      <div className="alert alert-warning" role="alert">
        {t(message.key, { ns: message.ns })}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to="/login">
          {t('login.token.login')}
        </Link>
        <Link className="btn btn-outline-primary" to="/">
          {t('login.token.home')}
        </Link>
      </div>
    </div>
  );
}
