import { useTranslation } from 'react-i18next';

/** TEMPORARY until the feature lands: the screen's heading. */
export function SignupMatchesPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('screens.signup-matches')}</h1>
    </div>
  );
}
