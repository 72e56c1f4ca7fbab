import { escapeHtml } from '../../mail';
import { SANDBOX_RETURN_REASONS } from './sandbox-provider';

/**
 * The choices of the sandbox's page for a direct debit (development only, English): the bank has the
 * collection, so a pending debit can be paid or returned, and a paid one can still be returned (the
 * member's refund right, a returned debit). A returned one is settled.
 */
export function sandboxDebitForm(status: string): string {
  const [plain] = status.split(':');
  if (plain !== 'pending' && plain !== 'paid') return '<p>This debit is settled.</p>';
  const reasons = Object.entries(SANDBOX_RETURN_REASONS)
    .map(([code, label]) => `<option value="${code}">${code}: ${escapeHtml(label)}</option>`)
    .join('');
  const pay =
    plain === 'pending'
      ? '<button type="submit" name="outcome" value="paid" class="primary">The bank pays</button>\n'
      : '<p>The bank has paid this debit; it can still be returned.</p>\n';
  return `<form method="post">
${pay}<label for="reason">Return reason</label>
<select id="reason" name="reason">${reasons}</select>
<button type="submit" name="outcome" value="returned">The debit is returned</button>
</form>`;
}
