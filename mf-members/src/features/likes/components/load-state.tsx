import { useTranslation } from 'react-i18next';

/** The likes on their way (a spinner), or why they could not be loaded, with a retry. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('members');
  if (error) {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{t(error, { ns: 'common' })}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('likes.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="d-flex justify-content-center py-4" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
    </div>
  );
}
