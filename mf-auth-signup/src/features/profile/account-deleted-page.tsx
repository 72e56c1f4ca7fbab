import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link, useSearchParams } from '@app/shared/router';
import { ACCOUNT_REACTIVATION_DAYS } from '@app/shared/contract';
import { $locale } from '@app/shared/stores/locale';
import { accountExportUrl } from './api/account';
import { formatDeadline, reactivationDeadline, readDeletion } from './deletion/deleted-account';

/**
 * /account-deleted: until when the mail's link can reactivate the account, and the member's data to
 * download (kept for this tab by the deletion). `?status=error` is where an invalid reactivation link
 * lands.
 */
export function AccountDeletedPage() {
  const [params] = useSearchParams();
  return params.get('status') === 'error' ? <ReactivationFailed /> : <AccountDeleted until={params.get('until')} />;
}

function AccountDeleted({ until }: { until: string | null }) {
  const { t } = useTranslation('auth');
  const language = useStore($locale);
  const kept = useMemo(() => readDeletion(), []);
  const deadline = reactivationDeadline(until, kept);
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <h1 style={{ hyphens: 'auto' }} className="text-break h2">
        {t('screens.account-deleted')}
      </h1>
      <p className="lead">
        {deadline
          ? t('profile.deleted.until', { date: formatDeadline(deadline, language) })
          : t('profile.deleted.withinDays', { days: t('profile.days', { count: ACCOUNT_REACTIVATION_DAYS }) })}
      </p>
      <p>{t('profile.deleted.afterwards')}</p>
      <section className="card mb-4" aria-labelledby="account-data-title">
        <div className="card-body">
          <h2 id="account-data-title" className="h5">
            {t('profile.deleted.dataTitle')}
          </h2>
          {kept?.exportToken ? (
            <>
              <p>{t('profile.deleted.dataText')}</p>
              <a className="btn btn-primary" href={accountExportUrl(kept.exportToken)} download>
                {t('profile.exportLink')}
              </a>
            </>
          ) : (
            <p className="mb-0">{t('profile.deleted.dataElsewhere')}</p>
          )}
        </div>
      </section>
      <Link to="/">{t('profile.deleted.home')}</Link>
    </div>
  );
}

function ReactivationFailed() {
  const { t } = useTranslation('auth');
  return (
    <div className="container py-4" style={{ maxWidth: '40rem' }}>
      <h1 style={{ hyphens: 'auto' }} className="text-break h2">
        {t('profile.deleted.errorTitle')}
      </h1>
      <div role="alert" className="alert alert-danger">
        {t('profile.deleted.errorText', { days: t('profile.days', { count: ACCOUNT_REACTIVATION_DAYS }) })}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to="/login">
          {t('profile.deleted.login')}
        </Link>
        <Link className="btn btn-outline-dark" to="/">
          {t('profile.deleted.home')}
        </Link>
      </div>
    </div>
  );
}
