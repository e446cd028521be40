import { formatShort } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { serviceMenuQuery } from '#web/staff/lib/get-service-menu';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { waitlistQuery } from '../api/get-waitlist';

/** The day's waitlist beside the grid, in the order they joined (none shown when nobody waits or the member may not read it). */
export function DayWaitlist({ date, designers }: { date: string; designers: { id: string; name: string }[] }) {
  const { t } = useStaffT();
  const code = useStaffCode();
  const zone = useStoreZone();
  const list = useQuery(waitlistQuery(code, date));
  // The service's name, as the menu names it (an id means nothing to staff).
  const menu = useQuery(serviceMenuQuery(code));
  const entries = list.data?.entries.filter((e) => e.state !== 'left') ?? [];
  if (entries.length === 0) return null;
  const designer = (id: string | null) =>
    id ? (designers.find((d) => d.id === id)?.name ?? id) : t('waitlist.anyone');
  const service = (id: string | null) => (id ? menu.data?.products.find((p) => p.id === id)?.name : undefined);
  return (
    <aside aria-labelledby="day-waitlist" className="border-t border-line px-4 py-2 text-sm" data-testid="day-waitlist">
      <h2 id="day-waitlist" className="font-semibold">
        {t('waitlist.title', { count: entries.length })}
      </h2>
      <ol className="mt-1 flex flex-wrap gap-2">
        {entries.map((e) => (
          <li key={e.id} className="rounded-lg bg-stone-50 px-2.5 py-1 ring-1 ring-line">
            {e.customerName} · {designer(e.userId)}
            {service(e.productId) ? ` · ${service(e.productId)}` : ''} ·{' '}
            <span className="text-muted">
              {e.state === 'told' ? t('waitlist.told') : t('waitlist.since', { time: formatShort(e.createdAt, zone) })}
            </span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
