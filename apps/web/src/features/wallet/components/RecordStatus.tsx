import type { WalletRecord } from '@salon/contract';
import type { BookingStatus, PickupOrderStatus } from '@salon/domain';
import { StatusBadge } from '#web/features/booking/components/StatusBadge';
import { PickupStatusBadge } from '#web/features/retail/components/PickupStatusBadge';

/** A record's status as its own kind shows it (a top-up has none). */
export function RecordStatus({ record }: { record: Pick<WalletRecord, 'kind' | 'status'> }) {
  if (record.status === null) return null;
  if (record.kind === 'Booking') return <StatusBadge status={record.status as BookingStatus} />;
  return <PickupStatusBadge status={record.status as PickupOrderStatus} />;
}
