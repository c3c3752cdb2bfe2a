/** The auth feature's public entry: what other features use of it. */
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { showLoginToast } from './loginToast';
export { useSignInPath } from './returnPath';
export { replaceSessionUser, USER_QUERY_KEY } from './sessionCache';
export { SignInLink } from './SignInLink';
export { useAuth } from './useAuth';
