import { useTranslation } from 'react-i18next';

/** A spinner while a step's data loads, or the generic error with a retry. */
export function LoadingState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation('auth');
  if (failed) {
    return (
      <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
        <span className="me-auto">{t('errors.generic', { ns: 'common' })}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('signup.actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="text-center py-4">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
      </div>
    </div>
  );
}
