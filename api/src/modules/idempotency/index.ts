// The idempotency module's public file: what other modules and the app use (issue 20).
export { registerIdempotency, requireIdempotencyKey } from './idempotency.plugin';
