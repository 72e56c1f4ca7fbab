// The SMS codes module's public file: what other modules use (issue 20).
export { issueSmsCode, smsCodesLeft, verifySmsCode } from './sms-code.service';
