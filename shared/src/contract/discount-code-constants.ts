// Zod-free on purpose: pages import these at render, and zod here would join every first visit (ADR 0019).

/** Discount code of spec section 3: its status and validity values. */
export const DISCOUNT_CODE_STATUSES = ['active', 'inactive', 'used'] as const;
export const DISCOUNT_CODE_VALIDITIES = ['once', 'once-per-user', 'unlimited'] as const;
/** The longest code a member may type. */
export const DISCOUNT_CODE_MAX_LENGTH = 40;
