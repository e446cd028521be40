import { type EndpointBody, type EndpointQuery, endpoints } from '@salon/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useAction } from './action';
import { staffCall } from './client';

/** The back office's calls: settings, the team and its hours, the audit log, the figures (issue 24). */

export const settingsQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'settings'],
    queryFn: ({ signal }) => staffCall(endpoints.staffSettings, { cname: code, signal }),
  });

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

export const teamQuery = (code: string) =>
  queryOptions({
    queryKey: ['staff', code, 'team'],
    queryFn: ({ signal }) => staffCall(endpoints.staffTeam, { cname: code, signal }),
  });

/** Adding or changing a designer (or their photo), or the store's hours; a 409 HOURS_CONFLICT lists the bookings left outside. */
export function useTeamChanges(code: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['staff', code, 'team'] }),
      queryClient.invalidateQueries({ queryKey: ['staff', code, 'store'] }),
      queryClient.invalidateQueries({ queryKey: ['staff', code, 'menu'] }),
    ]);
  const add = useAction(
    (body: EndpointBody<'staffAddDesigner'>) => staffCall(endpoints.staffAddDesigner, { cname: code, body }),
    { onSuccess: refresh },
  );
  const change = useAction(
    ({ designerId, body }: { designerId: string; body: EndpointBody<'staffUpdateDesigner'> }) =>
      staffCall(endpoints.staffUpdateDesigner, { cname: code, params: { designerId }, body }),
    { onSuccess: refresh },
  );
  const hours = useAction(
    (body: EndpointBody<'staffUpdateHours'>) => staffCall(endpoints.staffUpdateHours, { cname: code, body }),
    { onSuccess: refresh },
  );
  const avatar = useAction(
    ({ designerId, image }: { designerId: string; image: string }) =>
      staffCall(endpoints.staffDesignerAvatar, { cname: code, params: { designerId }, body: { image } }),
    { onSuccess: refresh },
  );
  return { add, change, hours, avatar };
}

export type AuditFilter = EndpointQuery<'staffAudit'>;

export const auditQuery = (code: string, filter: AuditFilter) =>
  queryOptions({
    queryKey: ['staff', code, 'audit', filter],
    queryFn: ({ signal }) => staffCall(endpoints.staffAudit, { cname: code, query: filter, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const figuresQuery = (code: string, window: { from: number; to: number }) =>
  queryOptions({
    queryKey: ['staff', code, 'figures', window.from, window.to],
    queryFn: ({ signal }) => staffCall(endpoints.staffFigures, { cname: code, query: window, signal }),
    placeholderData: keepPreviousData,
  });
