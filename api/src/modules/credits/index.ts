// The credits module's public file: what other modules use (issue 20).
export {
  changeCredits,
  lockAndChangeCredits,
  lockBalance,
  readBalance,
  refundAmountOf,
  unusedCreditsOfOrder,
  type CreditChange,
  type CreditReason,
  type LockedChange,
} from './credit.service';
