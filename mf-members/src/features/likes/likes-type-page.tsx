import { useTranslation } from 'react-i18next';

/** TEMPORARY until the feature lands: the screen's heading. */
export function LikesTypePage() {
  const { t } = useTranslation('members');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('screens.likes-type')}</h1>
    </div>
  );
}
