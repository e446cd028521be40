import { type EndpointBody, endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import { performanceRulesQuery } from './get-rules';

export type RulesBody = EndpointBody<'staffSaveCommissionRules'>;

/** Saves a rule set (the owner); the figures are read again under it. */
export function useSaveRules(code: string) {
  const queryClient = useQueryClient();
  return useAction((body: RulesBody) => staffCall(endpoints.staffSaveCommissionRules, { cname: code, body }), {
    onSuccess: (data) => {
      queryClient.setQueryData(performanceRulesQuery(code).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: ['staff', code, 'performance'] });
    },
  });
}
