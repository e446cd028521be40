import type { AdminPickupOrder } from '@salon/contract';
import type { PickupOrderItemRow, PickupOrderRow } from '#api/modules/retail/repository';
import { toSeconds } from '#api/modules/retail/repository';
import { toMyPickupOrder } from '#api/modules/retail/views';

export function toAdminPickupOrder(
  row: PickupOrderRow,
  items: readonly PickupOrderItemRow[],
  customer: AdminPickupOrder['customer'],
): AdminPickupOrder {
  return {
    ...toMyPickupOrder(row, items),
    customer,
    statusChangedBy: row.statusChangedBy,
    statusChangedAt: toSeconds(row.statusChangedAt),
  };
}
