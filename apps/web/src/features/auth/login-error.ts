import { useSyncExternalStore } from 'react';

/**
 * The LINE login error dialog's state: it opens on an error caused by LINE sign-in and closes only
 * on its button. The LIFF guard opens it; LoginErrorHost in the root layout shows it.
 */

export interface LoginErrorState {
  /** The error code the title is chosen by (null: the default title). */
  code: string | null;
  cname: string;
  userId: string | null;
}

let current: LoginErrorState | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openLoginError(state: LoginErrorState): void {
  current = state;
  emit();
}

export function closeLoginError(): void {
  current = null;
  emit();
}

export function useLoginError(): LoginErrorState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
