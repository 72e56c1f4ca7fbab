export { registerPayments } from './payments.plugin';
export type { PaymentProvider } from './providers/payment-provider';
