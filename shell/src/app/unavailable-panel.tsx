import { useTranslation } from '@app/shared/i18n/react';

/** What a remote's slot shows while that remote cannot be loaded: the rest of the site keeps working. */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="container py-5" role="alert" data-testid="remote-unavailable">
      <div className="card border-warning mx-auto" style={{ maxWidth: '32rem' }}>
        <div className="card-body text-center">
          <h1 className="h5 card-title">{t('unavailable.title')}</h1>
          <p className="card-text">{t('unavailable.text')}</p>
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('unavailable.retry')}
          </button>
        </div>
      </div>
    </div>
  );
}
