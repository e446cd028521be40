import { type EndpointBody, endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';
import { settingsQuery } from './get-settings';

export type SettingsChange = EndpointBody<'staffUpdateSettings'>;

/** Saves the settings sent; the store's page (and the calendar's copy) are read again. */
export function useSaveSettings(code: string) {
  const queryClient = useQueryClient();
  return useAction((body: SettingsChange) => staffCall(endpoints.staffUpdateSettings, { cname: code, body }), {
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQuery(code).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: ['staff', code, 'store'] });
    },
  });
}
