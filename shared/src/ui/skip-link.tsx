import { useTranslation } from '@app/shared/i18n/react';

/** The first stop of the keyboard: a link to the page's `main`, shown when it has the focus. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="visually-hidden-focusable position-absolute bg-white p-2" href="#main">
      {t('skipToContent')}
    </a>
  );
}
