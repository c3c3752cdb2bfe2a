/** The auth feature's public entry: what other features use of it. */
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { showLoginToast } from './loginToast';
export { replaceSessionUser, USER_QUERY_KEY } from './sessionCache';
export { useAuth } from './useAuth';
