import { api } from '@app/shared/api';
import type { Mandate } from '@app/shared/contract/direct-debit-api';

/** DELETE /api/direct-debit-mandate.php: revokes the active mandate; answers it as revoked. */
export async function revokeMandate(): Promise<Mandate> {
  const { mandate } = await api<{ mandate: Mandate }>('/api/direct-debit-mandate.php', { method: 'DELETE' });
  return mandate;
}
