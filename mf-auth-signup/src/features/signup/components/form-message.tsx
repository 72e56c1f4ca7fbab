import { useTranslation } from '@app/shared/i18n/react';

/** A form's one message: a translation key in `common` (or `auth:` prefixed), with `count` for plurals. */
export function FormMessage({
  message,
  variant = 'danger',
}: {
  message: { key: string; count?: number } | null;
  variant?: 'danger' | 'warning' | 'success' | 'info';
}) {
  const { t } = useTranslation('common');
  if (!message) return null;
  return (
    <div className={`alert alert-${variant}`} role={variant === 'danger' ? 'alert' : 'status'}>
      {t(message.key, { count: message.count })}
    </div>
  );
}
