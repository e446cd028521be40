/** What other features may use of auth, besides its api/ and components/. */
export { authErrorMessage, fieldErrorsOf } from './errors';
export { clearLoginSession } from './login-session';
export { formatPhone } from './phone';
export { loginPathFor } from './redirect';
