import { useTranslation } from '@app/shared/i18n/react';

export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a className="visually-hidden-focusable position-absolute bg-white p-2" href="#main">
      {t('nav.skipToContent')}
    </a>
  );
}
