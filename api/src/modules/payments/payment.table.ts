import type { Generated, Selectable } from 'kysely';
import type { PackageCode, PaymentSource, PaymentState } from '@app/shared/contract';

export interface PackagesTable {
  id: Generated<number>;
  country: string;
  code: PackageCode;
  credits: number;
  /** In minor units (cents), VAT included. */
  price: number;
  currency: string;
}
export type PackageRow = Selectable<PackagesTable>;

export type DiscountAudience = 'welcome' | 'time_bonus';

export interface DiscountCodesTable {
  id: Generated<number>;
  code: string;
  country: string | null;
  user_id: number | null;
  expires: Date | null;
  value_percentage: number;
  currency: string | null;
  minimum_order_value: Generated<number>;
  status: 'active' | 'inactive' | 'used';
  validity: 'once' | 'once-per-user' | 'unlimited';
  paymentmethods: Generated<string[]>;
  /** A code for an audience with a personal deadline: new non-paying members, or the time bonus. */
  audience: DiscountAudience | null;
  created_at: Generated<Date>;
}
export type DiscountCodeRow = Selectable<DiscountCodesTable>;

export interface DiscountCodeUsesTable {
  discount_code_id: number;
  user_id: number;
  order_id: number | null;
  used_at: Generated<Date>;
}

/** An order: what the member buys, at the price the server computed, and its payment's state. */
export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  site_id: number;
  package_id: number;
  package_code: PackageCode;
  country: string;
  credits: number;
  /** The package's price before the discount, minor units. */
  price: number;
  discount_code_id: number | null;
  discount_code: string | null;
  discount_percentage: Generated<number>;
  discount_amount: Generated<number>;
  /** What the member pays, VAT included. */
  amount: number;
  currency: string;
  /** The VAT rate inside the amount, in hundredths of a percent (2550 = 25.5 %). */
  vat_basis_points: number;
  vat_amount: number;
  payment_method: string;
  /** The member's language when ordering: the receipt's. */
  language: string;
  return_path: string | null;
  state: PaymentState;
  provider: string;
  provider_payment_id: string | null;
  provider_status: string | null;
  checkout_url: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  completed_at: Date | null;
  /** The mandate a direct debit order is debited under (ADR 0026). */
  mandate_id: number | null;
  /** The bank's reason when a direct debit was returned (ISO 20022 code, such as AM04). */
  return_reason: string | null;
  /** Credits a reversal could not take back (already spent): what the member owes. */
  credits_owed: Generated<number>;
}
export type OrderRow = Selectable<OrdersTable>;

/** Every transition of an order, applied or refused, with its time and source. */
export interface PaymentTransitionsTable {
  id: Generated<number>;
  order_id: number;
  from_state: PaymentState | null;
  to_state: PaymentState;
  source: PaymentSource;
  provider_status: string | null;
  applied: boolean;
  created_at: Generated<Date>;
}

/** The sandbox provider's own record of a payment (development and tests only). */
export interface SandboxPaymentsTable {
  id: string;
  amount: number;
  currency: string;
  method: string;
  description: string;
  status: string;
  refunded: Generated<number>;
  redirect_url: string;
  webhook_url: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
