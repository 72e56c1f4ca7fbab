import { api } from '@app/shared/api';
import type { PaymentMethodId, PaymentQuote } from '@app/shared/contract';

export interface QuoteQuery {
  package_id: number;
  country: string;
  payment_method?: PaymentMethodId;
  discount_code?: string;
}

/** GET /api/payment-quote.php: the server's final price of one package for a country, method and code. */
export async function getQuote(query: QuoteQuery): Promise<PaymentQuote> {
  const { quote } = await api<{ quote: PaymentQuote }>('/api/payment-quote.php', {
    query: { ...query },
  });
  return quote;
}
