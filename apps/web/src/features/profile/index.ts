/** What other features may use of profile, besides its api/ and components/. */
export { emptyBirth, isGender, PASSWORD_MIN, parseBirth, passwordProblem, todayIn } from './validation';
