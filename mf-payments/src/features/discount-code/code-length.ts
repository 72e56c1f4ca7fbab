/**
 * The contract's DISCOUNT_CODE_MAX_LENGTH (`@app/shared/contract/discount-codes`), copied here until
 * it moves to a zod-free contract module: importing it from the contract pulls zod into the
 * payment pages (about 22 KiB brotli, ADR 0019). `code-length.test.ts` keeps the two equal.
 */
export const DISCOUNT_CODE_MAX_LENGTH = 40;
