import { useTranslation } from 'react-i18next';
import type { NotificationsResponse } from '@app/shared/contract';

export interface MailOffNoticeProps {
  data: NotificationsResponse;
  saving: boolean;
  onEnable: () => void;
}

/** Why no mail is sent (a spam complaint, a bounce, a list-unsubscribe or the member) and the way back. */
export function MailOffNotice({ data, saving, onEnable }: MailOffNoticeProps) {
  const { t } = useTranslation('auth');
  if (data.mail_enabled) return null;
  return (
    <div className="alert alert-warning">
      <h2 className="h6 alert-heading">{t('notifications.mailOff.title')}</h2>
      <p>{t(`notifications.mailOff.${data.mail_disabled_reason ?? 'member'}`)}</p>
      <button type="button" className="btn btn-primary btn-sm" disabled={saving} aria-busy={saving} onClick={onEnable}>
        {t('notifications.mailOff.enable')}
      </button>
    </div>
  );
}
