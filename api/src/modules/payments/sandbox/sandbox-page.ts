import { formatMoney, PAYMENT_METHODS, type PaymentMethodId } from '@app/shared/contract';
import { escapeHtml } from '../../mail';
import type { SandboxPaymentsTable } from '../payment.table';
import { sandboxDebitForm } from './sandbox-debit-form';
import { isSettled, SANDBOX_OUTCOMES } from './sandbox-provider';

const LABELS: Record<(typeof SANDBOX_OUTCOMES)[number], string> = {
  paid: 'Paid',
  pending: 'Pending (decide later)',
  failed: 'Failed',
  canceled: 'Cancelled',
  expired: 'Expired',
};

type SandboxPayment = Pick<SandboxPaymentsTable, 'id' | 'amount' | 'currency' | 'method' | 'description' | 'status'>;

/** The sandbox's hosted checkout page (development only, English): the payment and the outcomes to choose. */
export function sandboxCheckoutPage(payment: SandboxPayment, site: string): string {
  const method = PAYMENT_METHODS[payment.method as PaymentMethodId]?.name ?? payment.method;
  const amount = formatMoney(payment.amount, payment.currency, 'en');
  const settled = isSettled(payment.status);
  const buttons = SANDBOX_OUTCOMES.map(
    (outcome) =>
      `<button type="submit" name="outcome" value="${outcome}" class="${outcome === 'paid' ? 'primary' : ''}">${LABELS[outcome]}</button>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Sandbox checkout: ${escapeHtml(site)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;background:#f4f4f6;margin:0;padding:24px;color:#212529}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;background:#fff3cd;color:#664d03;border-radius:6px;padding:2px 8px;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#6c757d}dd{margin:0;font-weight:600}
form{display:grid;gap:8px;margin-top:20px}button{font:inherit;padding:12px;border-radius:8px;border:1px solid #ced4da;background:#fff;cursor:pointer}
label{color:#6c757d;font-size:14px}select{font:inherit;padding:10px;border-radius:8px;border:1px solid #ced4da}
button.primary{background:#198754;border-color:#198754;color:#fff}button:focus-visible{outline:3px solid #0d6efd;outline-offset:2px}
</style></head>
<body><main>
<p class="badge">Sandbox: no money is taken</p>
<h1>${escapeHtml(site)}</h1>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Method</dt><dd>${escapeHtml(method)}</dd>
<dt>For</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Status</dt><dd id="status">${escapeHtml(payment.status)}</dd>
</dl>
${payment.method === 'directdebit' ? sandboxDebitForm(payment.status) : settled ? '<p>This payment is settled.</p>' : `<form method="post">\n${buttons}\n</form>`}
</main></body></html>
`;
}
