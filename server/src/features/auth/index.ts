/** The auth feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { checkToken, consumeToken, storeToken } from './accountLinks';
export { sendVerification } from './commands/sendVerification';
export { registerCurrentUser, requireUser } from './currentUser';
export { presentUser } from './presenter';
export { clearSessionCookie, readSessionToken, sessionCookieName, validateSession } from './sessions';
export { registerUser } from './commands/registerUser';
export { setUserRole } from './commands/setUserRole';
