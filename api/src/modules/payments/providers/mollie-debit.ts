import { MandateMethod, type createMollieClient } from '@mollie/api-client';
import type { CreatePaymentInput, DebitMandate } from './payment-provider';

type MollieClient = ReturnType<typeof createMollieClient>;

/** Runs one Mollie call with the adapter's timeout and error mapping. */
export type MollieCall = <T>(action: string, run: () => Promise<T>) => Promise<T>;

/** How many of the newest customers are searched for the mandate's customer before a new one is made. */
const CUSTOMER_SEARCH = 250;

/**
 * The Mollie customer and mandate a direct debit is collected under (ADR 0026): our mandate, signed
 * on our page, is registered with Mollie as a `directdebit` mandate with our reference. Both are
 * reused when they exist (the customer found by its metadata among the newest customers, the mandate
 * by its reference), so every debit under one of our mandates uses one Mollie mandate.
 */
export async function mollieDebitMandate(
  client: MollieClient,
  call: MollieCall,
  input: CreatePaymentInput & { mandate: DebitMandate },
): Promise<{ customerId: string; mandateId: string }> {
  const { mandate } = input;
  const customers = await call('list customers', () => client.customers.page({ limit: CUSTOMER_SEARCH }));
  const known = customers.find(
    (customer) =>
      (customer.metadata as { mandate_reference?: unknown } | null)?.mandate_reference === mandate.reference,
  );
  const customer =
    known ??
    (await call('create customer', () =>
      client.customers.create({ name: mandate.accountHolder, metadata: { mandate_reference: mandate.reference } }),
    ));
  const mandates = await call('list mandates', () => client.customerMandates.page({ customerId: customer.id }));
  const registered = mandates.find((item) => item.mandateReference === mandate.reference && item.status !== 'invalid');
  const created =
    registered ??
    (await call('create mandate', () =>
      client.customerMandates.create({
        customerId: customer.id,
        method: MandateMethod.directdebit,
        consumerName: mandate.accountHolder,
        consumerAccount: mandate.iban,
        signatureDate: mandate.signedAt.toISOString().slice(0, 10),
        mandateReference: mandate.reference,
      }),
    ));
  return { customerId: customer.id, mandateId: created.id };
}
