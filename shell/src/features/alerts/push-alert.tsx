import { useTranslation } from '@app/shared/i18n/react';
import { dismiss } from '../../stores/dismissals';
import { usePushSubscription } from '@app/shared/ui/use-push-subscription';
import { SiteAlert } from './site-alert';

/** Offers push notifications; its button asks the browser's permission and subscribes (spec section 4). */
export function PushAlert() {
  const { t } = useTranslation('shell');
  // A subscription or a refusal changes the push state, which hides this alert.
  const { busy, failure, subscribe } = usePushSubscription();

  return (
    <SiteAlert
      variant="secondary"
      testId="push-alert"
      onDismiss={() => dismiss('pushAlert')}
      action={
        <button type="button" className="btn btn-sm btn-primary text-nowrap" disabled={busy} onClick={subscribe}>
          {t('alerts.push.action')}
        </button>
      }
    >
      {t('alerts.push.text')}
      {failure && <div className="text-danger mt-1">{t('alerts.push.failed')}</div>}
    </SiteAlert>
  );
}
