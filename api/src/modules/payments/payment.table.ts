import type { Generated } from 'kysely';

export interface PackagesTable {
  id: Generated<number>;
  country: string;
  code: 'p0' | 'p1' | 'p2' | 'p3';
  credits: number;
  /** In minor units (cents). */
  price: number;
  currency: string;
}

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
  created_at: Generated<Date>;
}

export interface DiscountCodeUsesTable {
  discount_code_id: number;
  user_id: number;
  order_id: number | null;
  used_at: Generated<Date>;
}

export interface OrdersTable {
  id: Generated<number>;
  user_id: number;
  package_id: number;
  discount_code_id: number | null;
  status: 'pending' | 'completed' | 'failed' | 'cancelled';
  credits: number;
  amount: number;
  currency: string;
  payment_method: string;
  provider: string;
  provider_reference: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TransactionsTable {
  id: Generated<number>;
  order_id: number;
  kind: 'payment' | 'refund' | 'chargeback';
  status: string;
  amount: number;
  currency: string;
  provider_reference: string | null;
  created_at: Generated<Date>;
}
