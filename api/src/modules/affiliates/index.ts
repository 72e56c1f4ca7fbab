export { registerAffiliates } from './affiliates.plugin';
export { recordEmailConfirmedConversion, recordPurchaseConversion, recordSignupConversion } from './conversion.service';
export { applyLanding, landingOfCookie } from './landing.service';
