/** The marketing feature's public entry: what other features use of it. */
export { EmailConsentCheckbox } from './EmailConsentCheckbox';
export { refreshEmailConsent } from './emailConsent';
