import type { StaffSession } from '@salon/contract';
import { DEFAULT_TIME_ZONE } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useOutletContext, useParams } from 'react-router';
import { staffStoreQuery } from './get-store';

/** The store code of the staff path (`/:code/staff/...`). */
export function useStaffCode(): string {
  return useParams().code ?? '';
}

/** The signed-in member, given to every screen inside the session by the layout. */
export function useStaffSession(): StaffSession {
  return useOutletContext<StaffSession>();
}

/** The store's time zone: every day and time of the staff app is in it. */
export function useStoreZone(): string {
  return useQuery(staffStoreQuery(useStaffCode())).data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Now in unix seconds, ticking every `everyMs` (the "now" line, what may be done now). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
