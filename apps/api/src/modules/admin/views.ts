import type { AdminPickupOrder } from '@salon/contract';
import type { OrderParts, PickupOrderRow } from '#api/modules/retail/repository';
import { toSeconds } from '#api/modules/retail/repository';
import { toMyPickupOrder } from '#api/modules/retail/views';

export function toAdminPickupOrder(
  row: PickupOrderRow,
  parts: OrderParts,
  customer: AdminPickupOrder['customer'],
): AdminPickupOrder {
  return {
    ...toMyPickupOrder(row, parts),
    customer,
    statusChangedBy: row.statusChangedBy,
    statusChangedAt: toSeconds(row.statusChangedAt),
  };
}
