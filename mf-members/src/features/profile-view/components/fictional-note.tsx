import { useStore } from '@nanostores/react';
import { $settings } from '@app/shared/stores/settings';

/** The site's fictional_warning text beside a fictional profile. */
export function FictionalWarning() {
  const settings = useStore($settings);
  if (!settings?.fictional_warning) return null;
  return (
    <p className="alert alert-secondary small d-flex gap-2 mb-3">
      <span aria-hidden="true">{settings.fictional_icon}</span>
      <span>{settings.fictional_warning}</span>
    </p>
  );
}
