import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { useSearchParams } from '@app/shared/router';
import { SIGNUP_COMPLETE_QUERY } from '@app/shared/contract';
import { $dismissals } from '../../stores/dismissals';
import { $push, refreshPush } from '@app/shared/stores/push';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import {
  activationReminder,
  alertsToShow,
  showsDisabledNotificationsAlert,
  showsProfilePhotoAlert,
  showsPushAlert,
} from './alert-rules';
import { ActivationReminder } from './activation-reminder';
import { DisabledNotificationsAlert } from './disabled-notifications-alert';
import { ProfilePhotoAlert } from './profile-photo-alert';
import { PushAlert } from './push-alert';
import { useSmartphone } from './use-smartphone';

/**
 * The member's banners under the navigation (spec sections 4 and 6), by the shell's route name: the
 * activation reminder, mail turned off, a missing profile photo, push. The default layout loads them
 * as their own chunk (`alerts`) once a member is logged in (`../overlays/member-alerts.tsx`).
 */
export default function Alerts({ routeName }: { routeName: string }) {
  const { t } = useTranslation('shell');
  const user = useStore($user);
  const push = useStore($push);
  const dismissals = useStore($dismissals);
  const settings = useStore($settings);
  const smartphone = useSmartphone();
  const [searchParams] = useSearchParams();
  const loggedIn = Boolean(user);

  useEffect(() => {
    if (loggedIn) void refreshPush();
  }, [loggedIn]);

  // Without the site's public key there is nothing to subscribe with.
  const pushCapability = settings?.push_public_key ? push.capability : 'unsupported';
  const reminder = activationReminder(routeName, user, {
    signupComplete: searchParams.has(SIGNUP_COMPLETE_QUERY),
    smartphone,
  });
  const shown = alertsToShow(
    {
      activation: reminder === 'alert',
      mailOff: showsDisabledNotificationsAlert(routeName, user, dismissals.disabledNotificationsAlert !== undefined),
      photo: showsProfilePhotoAlert(routeName, user, dismissals.profilePhotoAlert !== undefined),
      push: showsPushAlert(
        routeName,
        user,
        { ...push, capability: pushCapability },
        dismissals.pushAlert !== undefined,
      ),
    },
    smartphone,
  );

  return (
    <>
      {reminder === 'modal' && <ActivationReminder shown="modal" />}
      {shown.length > 0 && (
        <section className="container-xl pt-2 px-2 px-sm-3" aria-label={t('alerts.label')} data-testid="alerts">
          {shown.includes('activation') && <ActivationReminder shown="alert" />}
          {shown.includes('mailOff') && <DisabledNotificationsAlert />}
          {shown.includes('photo') && <ProfilePhotoAlert />}
          {shown.includes('push') && <PushAlert />}
        </section>
      )}
    </>
  );
}
