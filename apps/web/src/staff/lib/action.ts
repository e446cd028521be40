import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * A state-changing staff call and its state (pending, failed, done), like react-query's
 * useMutation but without it: the framework chunk is shared with the customer pages, whose script
 * budget must not grow by what only the staff app uses (docs/decisions/staff-calendar.md).
 */
interface ActionState<V, T> {
  status: 'idle' | 'pending' | 'error' | 'success';
  variables?: V;
  data?: T;
  error?: unknown;
}

type Hooks<V, T> = { onSuccess?: (data: T, variables: V) => unknown; onSettled?: () => unknown };

/** Told of every failed action (the app sends a 401 to sign-in). */
let failed: (error: unknown) => void = () => {};
export function onActionFailure(handler: (error: unknown) => void): void {
  failed = handler;
}

export function useAction<V, T>(run: (variables: V) => Promise<T>, hooks: Hooks<V, T> = {}) {
  const [state, setState] = useState<ActionState<V, T>>({ status: 'idle' });
  const mutate = (variables: V, options: Hooks<V, T> = {}) => {
    setState({ status: 'pending', variables });
    run(variables)
      .then(
        async (data) => {
          await hooks.onSuccess?.(data, variables);
          setState({ status: 'success', variables, data });
          await options.onSuccess?.(data, variables);
        },
        (error: unknown) => {
          failed(error);
          setState({ status: 'error', variables, error });
        },
      )
      .finally(() => {
        void hooks.onSettled?.();
        void options.onSettled?.();
      });
  };
  return {
    mutate,
    reset: () => setState({ status: 'idle' }),
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.error,
    data: state.data,
    variables: state.variables,
  };
}

/** Asks again for the staff data under each key (`['staff', code, ...key]`): what a change made stale. */
export function useRefresh(code: string, ...keys: string[][]) {
  const queryClient = useQueryClient();
  return () => Promise.all(keys.map((key) => queryClient.invalidateQueries({ queryKey: ['staff', code, ...key] })));
}
