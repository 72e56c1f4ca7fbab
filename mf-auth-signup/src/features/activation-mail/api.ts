import { api } from '@app/shared/api';

/**
 * POST /api/activation-mail.php: sends the activation mail again (202). At most 5 a day per member,
 * then 429 rate_limited, which is final for the day and therefore not retried.
 */
export async function resendActivationMail(): Promise<void> {
  await api('/api/activation-mail.php', { method: 'POST', retry: 0 });
}
