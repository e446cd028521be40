import type { StaffInboxItem } from '@salon/contract';
import { formatShort, formatTime, reach, type StaffRole } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { SidePanel } from '#web/staff/components/SidePanel';
import { useRefresh } from '#web/staff/lib/action';
import { dayOf } from '#web/staff/lib/day';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useBookingStatus } from '../api/change-booking-status';
import { inboxQuery } from '../api/get-inbox';
import { useMarkInboxSeen } from '../api/mark-inbox-seen';

const KIND_TONE: Record<StaffInboxItem['kind'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  new: 'bg-sky-100 text-sky-950',
  cancelled: 'bg-stone-200 text-stone-900',
};

/**
 * The header's inbox of online bookings: a badge with what changed since this member last looked,
 * a panel listing new, pending and cancelled online bookings, each opening its booking on its day;
 * a pending one is confirmed from here (the status move `confirm`). Closing the panel marks it seen.
 */
export function InboxButton({ role }: { role: StaffRole }) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const code = useStaffCode();
  const navigate = useNavigate();
  const inbox = useQuery(inboxQuery(code));
  const seen = useMarkInboxSeen(code);
  const status = useBookingStatus(code);
  const refreshInbox = useRefresh(code, ['inbox']);
  const [open, setOpen] = useState(false);
  const mayConfirm = reach(role, 'update', 'booking') !== null;
  const items = inbox.data?.items ?? [];
  const unseen = inbox.data?.unseen ?? 0;
  // The badge: what is news, and every booking still waiting for the store.
  const waiting = items.filter((i) => i.unseen || i.kind === 'pending').length;

  const close = () => {
    setOpen(false);
    if (unseen > 0) seen.mutate(undefined);
  };
  const openBooking = (item: StaffInboxItem) => {
    close();
    navigate(`/${code}/staff?date=${dayOf(item.startTime, zone)}&booking=${encodeURIComponent(item.bookingId)}`);
  };

  return (
    <>
      <button
        type="button"
        data-testid="inbox-button"
        onClick={() => setOpen(true)}
        className="relative inline-flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-medium whitespace-nowrap ring-1 ring-line hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {t('inbox.open')}
        {waiting > 0 && (
          <span
            data-testid="inbox-badge"
            className="inline-flex min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-semibold text-white"
          >
            <span aria-hidden>{waiting}</span>
            <span className="sr-only">{t('inbox.badge', { count: waiting })}</span>
          </span>
        )}
      </button>
      <SidePanel open={open} onClose={close} title={t('inbox.title')} testId="inbox-panel">
        <div className="space-y-3">
          <Banner tone="error">{status.isError ? errorText(status.error, locale) : null}</Banner>
          {items.length === 0 ? (
            <p className="text-sm text-muted">{t('inbox.empty')}</p>
          ) : (
            <ul className="divide-y divide-line rounded-xl ring-1 ring-line">
              {items.map((item) => (
                <li
                  key={item.bookingId}
                  className="flex flex-wrap items-center gap-2 px-3 py-2"
                  data-testid={`inbox-${item.bookingId}`}
                >
                  <button
                    type="button"
                    onClick={() => openBooking(item)}
                    className="min-h-11 min-w-0 flex-1 rounded-lg text-left text-sm hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <span className="flex flex-wrap items-center gap-1.5">
                      <span className={`rounded px-1.5 text-xs font-semibold ${KIND_TONE[item.kind]}`}>
                        {t(`inbox.kind.${item.kind}`)}
                      </span>
                      {item.unseen && <span className="text-xs font-semibold text-red-800">{t('inbox.new')}</span>}
                      <span className="font-semibold">{item.customer.name}</span>
                    </span>
                    <span className="block tabular-nums">
                      {formatShort(item.startTime, zone)}–{formatTime(item.endTime, zone)}
                    </span>
                    <span className="block text-muted">{item.services.join('、')}</span>
                  </button>
                  {item.kind === 'pending' && mayConfirm && (
                    <Button
                      loading={status.isPending && status.variables?.bookingId === item.bookingId}
                      disabled={status.isPending}
                      onClick={() =>
                        status.mutate(
                          { bookingId: item.bookingId, action: 'confirm' },
                          { onSuccess: () => refreshInbox() },
                        )
                      }
                    >
                      {t('inbox.confirm')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {unseen > 0 && (
            <Button variant="secondary" loading={seen.isPending} onClick={() => seen.mutate(undefined)}>
              {t('inbox.markSeen')}
            </Button>
          )}
        </div>
      </SidePanel>
    </>
  );
}
