import { useTranslation } from '@app/shared/i18n/react';
import type { ErrorMessage } from '../direct-debit-errors';

/** The problem of a whole step (not of one field), announced as an alert. */
export function StepMessage({ message }: { message: ErrorMessage | null }) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <p role="alert" className="alert alert-danger py-2">
      {t(message.key, message.count === undefined ? undefined : { count: message.count })}
    </p>
  );
}
