export { registerAccount } from './account.plugin';
export { purgeDeletedAccounts } from './account-deletion.service';
export { issueAccountToken } from './account-token.service';
export { createLoginLink } from './login-link.service';
