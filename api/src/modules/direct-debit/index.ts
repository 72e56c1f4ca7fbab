export { registerDirectDebit } from './direct-debit.plugin';
export { blockMemberForDirectDebit, checkDirectDebitPurchase } from './purchase-mandate';
export type { PurchaseMandate } from './purchase-mandate';
