import { useTranslation } from 'react-i18next';

/** A page's data is on its way. */
export function PageLoading() {
  const { t } = useTranslation('auth');
  return (
    <div className="d-flex justify-content-center py-5" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('profile.loading')}</span>
    </div>
  );
}

/** A page's data could not be loaded: the reason and a retry. */
export function PageLoadFailed({ error, onRetry }: { error: string; onRetry: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
      <span className="me-auto">{t(error, { ns: 'common' })}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        {t('profile.retry')}
      </button>
    </div>
  );
}
