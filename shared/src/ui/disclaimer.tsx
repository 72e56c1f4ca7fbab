import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings } from '@app/shared/stores/settings';

/** The disclaimer of the default layout: adults only, and which profiles are not real people. */
export function Disclaimer() {
  const { t } = useTranslation('common');
  const settings = useStore($settings);
  return (
    <aside className="container-xl small text-body-secondary py-3" aria-label={t('disclaimer.label')}>
      <p className="mb-1">{t('disclaimer.adults')}</p>
      {settings?.fictional_warning && (
        <p className="mb-0">
          <span aria-hidden="true">{settings.fictional_icon} </span>
          {settings.fictional_warning}
        </p>
      )}
    </aside>
  );
}
