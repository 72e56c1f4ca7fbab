import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings } from '@app/shared/stores/settings';

/**
 * The site's disclosure of fictional profiles (settings `fictional_warning`, with the fictional icon
 * and what it marks), shown visibly on a lander that shows fictional members, before its sign-up
 * (Dutch ACM commitments; FTC v. JDI Dating).
 */
export function FictionalDisclosure({ className = '' }: { className?: string }) {
  const { t } = useTranslation('landers');
  const settings = useStore($settings);
  const titleId = useId();
  if (!settings?.fictional_warning) return null;
  return (
    <aside
      className={`alert alert-warning d-flex gap-2 small mb-3 ${className}`}
      aria-labelledby={titleId}
      data-testid="fictional-disclosure"
    >
      <span className="fs-4 lh-1 flex-shrink-0" aria-hidden="true">
        {settings.fictional_icon}
      </span>
      <div>
        <h2 id={titleId} className="h6 mb-1">
          {t('disclosure.title')}
        </h2>
        <p className="mb-1">{settings.fictional_warning}</p>
        <p className="mb-0">
          {t('disclosure.mark', { icon: settings.fictional_icon, fictional: settings.fictional_plural })}
        </p>
      </div>
    </aside>
  );
}
