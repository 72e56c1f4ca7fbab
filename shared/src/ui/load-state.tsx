import { useTranslation } from '@app/shared/i18n/react';

export interface LoadStateProps {
  /** Why the data could not be loaded (a translation key in `common`); none: it is on its way. */
  error?: string | null;
  /** Given: a failure offers "Try again". */
  onRetry?: () => void;
}

/** A screen's data on its way (a spinner), or why it could not be loaded, with a retry. */
export function LoadState({ error, onRetry }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <div role="alert" className="alert alert-danger d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">{t(error)}</span>
        {onRetry && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <div className="d-flex justify-content-center py-4" role="status">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
