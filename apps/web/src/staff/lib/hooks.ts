import type { StaffSession } from '@salon/contract';
import { DEFAULT_TIME_ZONE } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
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

const WIDE = '(min-width: 640px)';

/**
 * Whether the screen is wider than a phone (Tailwind's `sm`). The header renders its links once,
 * either in the bar or folded into a menu, so a screen reader meets one navigation, not two.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
