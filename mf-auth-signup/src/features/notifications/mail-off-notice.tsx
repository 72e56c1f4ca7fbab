import { useTranslation } from '@app/shared/i18n/react';
import { useOwnGender } from '@app/shared/i18n/own-gender';
import type { NotificationsResponse } from '@app/shared/contract';

export interface MailOffNoticeProps {
  data: NotificationsResponse;
  saving: boolean;
  onEnable: () => void;
}

/** Why no mail is sent (a spam complaint, a bounce, a list-unsubscribe or the member) and the way back. */
export function MailOffNotice({ data, saving, onEnable }: MailOffNoticeProps) {
  const { t } = useTranslation('auth');
  const ownGender = useOwnGender();
  if (data.mail_enabled) return null;
  return (
    <div className="alert alert-warning">
      <h2 className="h6 alert-heading">{t('notifications.mailOff.title')}</h2>
      <p>{t(`notifications.mailOff.${data.mail_disabled_reason ?? 'member'}`, ownGender)}</p>
      <button type="button" className="btn btn-primary btn-sm" disabled={saving} aria-busy={saving} onClick={onEnable}>
        {t('notifications.mailOff.enable')}
      </button>
    </div>
  );
}
