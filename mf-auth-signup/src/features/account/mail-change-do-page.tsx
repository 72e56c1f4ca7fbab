import { useTranslation } from 'react-i18next';

/** TEMPORARY until the feature lands: the screen's heading. */
export function MailChangeDoPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('screens.mail-change-do')}</h1>
    </div>
  );
}
