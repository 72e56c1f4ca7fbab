// The credits module's public file: what other modules use (issue 20).
export {
  changeCredits,
  changeLockedCredits,
  lockBalance,
  readBalance,
  refundAmountOf,
  unusedCreditsOfOrder,
  type CreditReason,
} from './credit.service';
