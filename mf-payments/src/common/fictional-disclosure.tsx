import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings } from '@app/shared/stores/settings';

/**
 * The site's disclosure of fictional profiles (settings `fictional_warning`, `fictional_plural` and
 * `fictional_icon`), shown before any purchase button, as the footer's disclaimer and the profiles do.
 */
export function FictionalDisclosure({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('payments');
  const settings = useStore($settings);
  const titleId = useId();
  if (!settings?.fictional_warning) return null;
  return (
    <aside
      className={`alert alert-light border ${compact ? 'small py-2 px-3' : ''}`}
      aria-labelledby={titleId}
      data-testid="fictional-disclosure"
    >
      <h2 id={titleId} className={compact ? 'h6 mb-1 fs-6' : 'h6'}>
        {t('disclosure.title')}
      </h2>
      <p className="mb-1">{settings.fictional_warning}</p>
      <p className="mb-0 text-body-secondary">
        {t('disclosure.mark', { icon: settings.fictional_icon, fictional: settings.fictional_plural })}
      </p>
    </aside>
  );
}
