import { api, ApiError } from '@app/shared/api';
import type {
  AccountDelete,
  AccountDeleteResponse,
  AccountPause,
  DeleteDiscountResponse,
  MailChange,
  PasswordChange,
} from '@app/shared/contract';

/** PUT /api/password.php (one retry: a 429 after too many password checks is final for a while). */
export async function changePassword(change: PasswordChange): Promise<void> {
  await api('/api/password.php', { method: 'PUT', body: change, retry: 1 });
}

/** POST /api/mail-change.php: a confirmation link goes to the new address (one retry, as above). */
export async function requestMailChange(change: MailChange): Promise<void> {
  await api('/api/mail-change.php', { method: 'POST', body: change, retry: 1 });
}

/** PUT /api/account-pause.php: hide the profile (with `mail: false` a pause), or show it again. */
export async function setAccountPaused(pause: AccountPause): Promise<void> {
  await api('/api/account-pause.php', { method: 'PUT', body: pause });
}

/** POST /api/delete-discount.php: the company's offer to stay, or null when it makes none (404). */
export async function requestDeleteDiscount(): Promise<DeleteDiscountResponse | null> {
  try {
    return await api<DeleteDiscountResponse>('/api/delete-discount.php', { method: 'POST', retry: 1 });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** DELETE /api/account.php: ends the session; answers until when the account can be reactivated. */
export function deleteAccount(request: AccountDelete): Promise<AccountDeleteResponse> {
  return api<AccountDeleteResponse>('/api/account.php', { method: 'DELETE', body: request, retry: 0 });
}

/** The member's data as a JSON download: with the session, or after deletion with the export token. */
export function accountExportUrl(exportToken?: string): string {
  return exportToken ? `/api/account-export.php?token=${encodeURIComponent(exportToken)}` : '/api/account-export.php';
}
