import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('auth');
  return (
    <div
      className={`alert alert-${variant} d-flex flex-wrap align-items-center gap-2 py-2 px-3 mb-2 small`}
      data-testid={testId}
    >
      <div className="flex-grow-1" style={{ flexBasis: '16rem' }}>
        {children}
      </div>
      {action && <div className="d-flex align-items-center gap-2">{action}</div>}
      {onDismiss && (
        <button type="button" className="btn-close ms-auto" aria-label={t('alerts.dismiss')} onClick={onDismiss} />
      )}
    </div>
  );
}
