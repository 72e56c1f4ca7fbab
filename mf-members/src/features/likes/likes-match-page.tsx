import { useTranslation } from 'react-i18next';

/** TEMPORARY until the feature lands: the screen's heading. */
export function LikesMatchPage() {
  const { t } = useTranslation('members');
  return (
    <div className="container py-4">
      <h1 className="h3">{t('screens.likes-m-id')}</h1>
    </div>
  );
}
