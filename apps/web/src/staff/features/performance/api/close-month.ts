import { endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** Closes an ended month for payroll (the owner); its figures and the closed months are read again. */
export function useCloseMonth(code: string) {
  const queryClient = useQueryClient();
  return useAction(
    (month: string) => staffCall(endpoints.staffClosePerformanceMonth, { cname: code, body: { month } }),
    {
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['staff', code, 'performance'] }),
          queryClient.invalidateQueries({ queryKey: ['staff', code, 'performance-rules'] }),
        ]),
    },
  );
}
