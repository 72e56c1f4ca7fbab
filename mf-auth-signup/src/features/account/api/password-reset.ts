import { api } from '@app/shared/api';
import type { PasswordResetDo, PasswordResetRequest } from '@app/shared/contract';

/** POST /api/password-reset.php: a reset link goes to the address (the answer never says whether it is known). */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await api('/api/password-reset.php', { method: 'POST', body });
}

/** POST /api/password-reset-do.php: the new password for the link's member; ends every session of the member. */
export async function resetPassword(body: PasswordResetDo): Promise<void> {
  await api('/api/password-reset-do.php', { method: 'POST', body });
}
