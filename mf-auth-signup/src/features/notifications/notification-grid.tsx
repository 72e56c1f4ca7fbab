import type { CSSProperties } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { NotificationChannel, NotificationKind, NotificationsResponse } from '@app/shared/contract';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@app/shared/contract/notification-kinds';

export interface NotificationGridProps {
  data: NotificationsResponse;
  saving: readonly string[];
  onChange: (channel: NotificationChannel, kind: NotificationKind, on: boolean) => void;
}

/** Long words (German, Finnish) break at a syllable on a narrow phone instead of widening the table. */
const HYPHENATE: CSSProperties = { hyphens: 'auto', overflowWrap: 'break-word' };
/** The switch columns take only the room they need; the texts get the rest. */
const NARROW: CSSProperties = { width: '1%', whiteSpace: 'nowrap' };

/** One switch per kind of notification and channel; the mail column rests while all mail is off. */
export function NotificationGrid({ data, saving, onChange }: NotificationGridProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="table-responsive">
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">{t('notifications.gridCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="ps-0 ps-sm-2">
              <span className="visually-hidden">{t('notifications.kindHeading')}</span>
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="text-center small px-2 px-sm-3" style={NARROW}>
                {t(`notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" className="fw-normal ps-0 ps-sm-2" style={HYPHENATE}>
                <span className="d-block fw-semibold">{t(`notifications.kinds.${kind}.title`)}</span>
                <span className="small text-body-secondary">{t(`notifications.kinds.${kind}.text`)}</span>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => {
                const key = `${channel}_${kind}`;
                const resting = channel === 'mail' && !data.mail_enabled;
                return (
                  <td key={channel} className="text-center px-2 px-sm-3" style={NARROW}>
                    <div className="form-check form-switch d-inline-block m-0 ps-0">
                      <input
                        type="checkbox"
                        role="switch"
                        className="form-check-input float-none m-0"
                        style={{ width: '2.5em', height: '1.25em' }}
                        checked={data.settings[channel][kind] && !resting}
                        aria-checked={data.settings[channel][kind] && !resting}
                        disabled={resting}
                        aria-busy={saving.includes(key)}
                        aria-label={t('notifications.switchLabel', {
                          kind: t(`notifications.kinds.${kind}.title`),
                          channel: t(`notifications.channels.${channel}`),
                        })}
                        onChange={(event) => onChange(channel, kind, event.target.checked)}
                      />
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
