import { lazy, Suspense } from 'react';
import { loadScreenTexts } from '#web/lib/screen-texts';
import { useLoginError } from '../login-error';

// Its texts are the sign-in ones, loaded with it (lib/screen-texts.ts).
const LoginErrorDialog = lazy(() =>
  Promise.all([import('./LoginErrorDialog'), loadScreenTexts()]).then(([dialog]) => dialog),
);

/** Mounted in the root layout: loads and shows the LINE login error dialog only when one is open. */
export function LoginErrorHost() {
  const error = useLoginError();
  if (!error) return null;
  return (
    <Suspense fallback={null}>
      <LoginErrorDialog error={error} />
    </Suspense>
  );
}
