import { useStore } from '@nanostores/react';
import { $settings } from '@app/shared/stores/settings';

/** The site's fictional icon, named by its fictional_singular text, for a profile that is not a real person. */
export function FictionalIcon() {
  const settings = useStore($settings);
  if (!settings) return null;
  return (
    <span
      role="img"
      aria-label={settings.fictional_singular}
      title={settings.fictional_singular}
      className="text-primary"
    >
      {settings.fictional_icon}
    </span>
  );
}

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
