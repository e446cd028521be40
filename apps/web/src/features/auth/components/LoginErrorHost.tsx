import { lazy, Suspense } from 'react';
import { useLoginError } from '../login-error';

const LoginErrorDialog = lazy(() => import('./LoginErrorDialog'));

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
