import { useStore } from '@nanostores/react';
import type { Profile } from '@app/shared/contract';
import { $settings } from '@app/shared/stores/settings';

/** The site's fictional icon beside a fictional profile's name, so a member sees it is not a real person. */
export function FictionalMark({ profile }: { profile: Pick<Profile, 'fictional'> }) {
  const settings = useStore($settings);
  if (!profile.fictional || !settings) return null;
  return (
    <span
      role="img"
      aria-label={settings.fictional_singular}
      title={settings.fictional_singular}
      className="text-warning flex-shrink-0"
    >
      {settings.fictional_icon}
    </span>
  );
}
