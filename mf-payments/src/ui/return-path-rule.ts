import { isReturnPath } from '@app/shared/contract';

/**
 * The contract's return-path rule, in a module of its own: it is a zod schema, so it is loaded when
 * the member pays (the only time the order needs it), not with the page (ADR 0019).
 */
export { isReturnPath };
