// Apart from the notification schemas: the member's alerts on every page need this, not zod.

/** The entry of notifications_disabled meaning "no mail at all". */
export const MAIL_OFF = 'mail';

/** Whether all mail is off (the disabled-notifications alert of spec section 6). */
export function mailIsOff(disabled: readonly string[]): boolean {
  return disabled.includes(MAIL_OFF);
}
