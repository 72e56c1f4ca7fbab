export { registerSpending } from './spending.plugin';
export { assertWithinSpendingLimit } from './spending.service';
