import { endpoints } from '@salon/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { calendarKey } from './get-calendar';

const eventsUrl = (code: string, from: number, to: number) => {
  const base = (import.meta.env.VITE_API_BASE || '/api').replace(/\/$/, '');
  const query = new URLSearchParams({ code, from: String(from), to: String(to) });
  return `${base}${endpoints.staffCalendarEvents.path}?${query}`;
};

/**
 * The calendar's event stream for [from, to) while the tab is visible: each event (one on connecting,
 * then one per change of the window) asks for the calendar again, answered 304 when nothing the
 * viewer sees changed. Returns whether the stream is open: the calendar then polls only as a fallback.
 * EventSource connects again by itself after a break (the server says in 5 s); until then the
 * calendar polls every 3 s as before.
 */
export function useCalendarEvents(code: string, from: number, to: number): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: calendarKey(code, from, to) });
    const start = () => {
      source = new EventSource(eventsUrl(code, from, to));
      source.onopen = () => setOpen(true);
      source.onerror = () => setOpen(false);
      source.addEventListener('calendar', refetch);
    };
    const stop = () => {
      source?.close();
      source = null;
      setOpen(false);
    };
    // A hidden tab neither polls (react query) nor keeps a stream open.
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : source ? undefined : start());
    if (document.visibilityState !== 'hidden') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [code, from, to, queryClient]);
  return open;
}
