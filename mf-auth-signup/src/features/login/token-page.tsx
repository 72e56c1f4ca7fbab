import { useTranslation } from 'react-i18next';

/** TEMPORARY until the feature lands: the screen's heading. */
export function TokenPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('screens.token')}</h1>
    </div>
  );
}
