/**
 * The credits pages, /credits and /credits/{id}/{method?}, in one module: both routes load it, so
 * they share one script (their shared checkout is most of each page) instead of a page chunk plus a
 * split chunk of what they share (ADR 0019: fewer scripts on a first visit).
 */
export { CreditsPage } from './credits-page';
export { CheckoutPage } from './checkout-page';
