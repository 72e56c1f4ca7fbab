// The auth module's public file: what other modules and the app use (issue 20).
export { accountByEmail, createAccount, isEmailTaken, setPasswordHash } from './account.service';
export { registerAuth } from './auth.plugin';
export { requestClientType } from './client-type';
export type { CurrentUser, MailDisabledReason, SessionProfile, UserStatus } from './current-user';
export { normaliseEmail } from './email';
export { LOGIN_LOCKOUT } from './lockout.service';
export { authenticate } from './login.service';
export { hashPassword, verifyPassword } from './password';
export { requireUser } from './require-user';
export { liveSessionHashes, liveSessionMember } from './session-member.service';
export { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';
export { createSession, type Sessions } from './session.service';
