import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '#web/lib/api';
import { errorText } from '#web/lib/error-text';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A change to the wallet (collect, remove, hide): runs it, says how it went in a notice, and
 * reloads the wallet's lists either way. `busy` is the key of the change under way.
 */
export function useWalletAction() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, change: () => Promise<unknown>, done: string) => {
    setBusy(key);
    setNotice(null);
    try {
      await change();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: isApiError(error) ? errorText(error.status) : errorText('UNKNOWN_ERROR') });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    }
  };
  return { notice, busy, run };
}
