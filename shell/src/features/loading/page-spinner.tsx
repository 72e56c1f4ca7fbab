import { useEffect } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { startLoading } from './loading-store';

/** Shown in a slot while its page loads; it also drives the loading bar. */
export function PageSpinner() {
  const { t } = useTranslation('common', { useSuspense: false });
  useEffect(() => startLoading(), []);
  return (
    <div className="d-flex justify-content-center py-5">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('loading', 'Loading')}</span>
      </div>
    </div>
  );
}
