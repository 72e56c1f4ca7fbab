import { api } from '@app/shared/api';

/** What a visitor typed on /withdrawal (the server checks it with `WithdrawalRequestSchema`). */
export interface WithdrawalLinkRequest {
  email: string;
  /** As typed ("A-000042", "42"): the schema reads the number out of it. */
  order_number: string;
}

/**
 * POST /api/withdrawal-request.php, without a session: always 202. When the email has that order, a
 * login link to the order's withdrawal form is mailed; the answer never says whether it did.
 */
export async function requestWithdrawalLink(request: WithdrawalLinkRequest): Promise<void> {
  await api('/api/withdrawal-request.php', { method: 'POST', body: request });
}
