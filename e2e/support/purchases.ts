import { expect, type APIRequestContext } from '@playwright/test';

export interface PurchaseChoice {
  code?: string;
  country?: string;
  method?: string;
  discount?: string;
}

export interface Purchase {
  orderId: number;
  paymentId: string;
  checkoutUrl: string;
}

/**
 * Starts a real checkout for the logged-in member of `request` (a page's `page.request`): the price
 * list, the server's quote, POST /api/payment.php. Answers the order and the sandbox's checkout page.
 */
export async function startPurchase(request: APIRequestContext, choice: PurchaseChoice = {}): Promise<Purchase> {
  const country = choice.country ?? 'NL';
  const method = choice.method ?? 'ideal';
  const list = await (await request.get(`/api/packages.php?country=${country}`)).json();
  const pkg = list.packages.find((item: { code: string }) => item.code === (choice.code ?? 'p0'));
  const query = new URLSearchParams({ package_id: String(pkg.id), country, payment_method: method });
  if (choice.discount) query.set('discount_code', choice.discount);
  const quoted = await request.get(`/api/payment-quote.php?${query}`);
  expect(quoted.status()).toBe(200);
  const { quote } = await quoted.json();
  const started = await request.post('/api/payment.php', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: {
      package_id: pkg.id,
      country,
      payment_method: method,
      discount_code: choice.discount ?? null,
      amount: quote.amount,
      currency: quote.currency,
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { order, checkout_url: checkoutUrl } = await started.json();
  return { orderId: order.id, paymentId: new URL(checkoutUrl).pathname.split('/').pop()!, checkoutUrl };
}

/**
 * Buys a package through the sandbox provider as a member would, minus the pages: checkout, "Paid" on
 * the sandbox's page, then waits until the callback has completed the order.
 */
export async function buyByApi(request: APIRequestContext, choice: PurchaseChoice = {}): Promise<void> {
  const purchase = await startPurchase(request, choice);
  const paid = await request.post(new URL(purchase.checkoutUrl).pathname, {
    form: { outcome: 'paid' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => (await (await request.get(`/api/payment.php?id=${purchase.orderId}`)).json()).order.state, {
      timeout: 10_000,
    })
    .toBe('completed');
}
