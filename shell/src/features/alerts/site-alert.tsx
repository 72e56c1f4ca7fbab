import type { ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';

export interface SiteAlertProps {
  variant: 'info' | 'warning' | 'secondary';
  /** The alert's message. */
  children: ReactNode;
  /** Its button or link, beside the message on wide screens and below it on phones. */
  action?: ReactNode;
  /** Given: the alert has a close button that calls it. */
  onDismiss?: () => void;
  testId: string;
}

/** One banner under the navigation: a message, an action and, when dismissible, a close button. */
export function SiteAlert({ variant, children, action, onDismiss, testId }: SiteAlertProps) {
  const { t } = useTranslation('shell');
  const dismissible = Boolean(onDismiss);
  return (
    <div
      className={`alert alert-${variant} d-flex flex-wrap align-items-center gap-2 py-2 mb-2 small ${
        dismissible ? 'alert-dismissible ps-3' : 'px-3'
      }`}
      data-testid={testId}
    >
      <div className="flex-grow-1" style={{ flexBasis: '16rem' }}>
        {children}
      </div>
      {action && <div className="d-flex flex-wrap align-items-center gap-2">{action}</div>}
      {onDismiss && (
        // In the top right corner (alert-dismissible), so it never takes a line of its own.
        <button
          type="button"
          className="btn-close p-2"
          style={{ top: '0.55rem' }}
          aria-label={t('alerts.dismiss')}
          onClick={onDismiss}
        />
      )}
    </div>
  );
}
