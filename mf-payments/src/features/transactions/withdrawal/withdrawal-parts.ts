/**
 * The withdrawal's parts on an order's page, in one chunk the page loads when it shows them (a paid
 * order's page): the list of orders and an unpaid order's page do not download them.
 */
export { WithdrawalFlow } from './components/withdrawal-flow';
export { WithdrawalOffer } from './components/withdrawal-offer';
