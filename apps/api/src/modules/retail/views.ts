import type { AdminPickupOrder, MyPickupOrder, PickupOrderDetail, PickupOrderLine } from '@salon/contract';
import { lineTotal, pickupTransition } from '@salon/domain';
import { currentPayment, toOnlinePayment } from '#api/modules/payments/views';
import { paymentFromCharges } from '#api/modules/wallet/views';
import type { OrderParts } from './parts';
import { type PickupOrderItemRow, type PickupOrderRow, toSeconds } from './repository';

function toLine(item: PickupOrderItemRow): PickupOrderLine {
  return {
    productId: item.productId,
    name: item.name,
    nameEn: item.nameEn,
    price: item.price,
    quantity: item.quantity,
    lineTotal: lineTotal(item.price, item.quantity),
  };
}

/** What anyone holding the pick id sees: no customer, no notes. */
export function toPickupOrderDetail(row: PickupOrderRow, { items, charges, online }: OrderParts): PickupOrderDetail {
  const current = currentPayment(online.filter((p) => p.orderId === row.id));
  return {
    id: row.id,
    status: row.status,
    items: items.filter((i) => i.pickId === row.id).map(toLine),
    total: row.total,
    pickupTime: row.pickupTime ? toSeconds(row.pickupTime) : null,
    paymentMethod: row.paymentMethod,
    createdAt: toSeconds(row.createdAt),
    updatedAt: toSeconds(row.updatedAt),
    canCancel: pickupTransition(row.status, 'cancel') !== null,
    payment: paymentFromCharges(
      row.total,
      charges.filter((c) => c.orderId === row.id),
    ),
    onlinePayment: current ? toOnlinePayment(current) : null,
  };
}

/** The customer's own view of an order. */
export function toMyPickupOrder(row: PickupOrderRow, parts: OrderParts): MyPickupOrder {
  return { ...toPickupOrderDetail(row, parts), customerNotes: row.customerNotes };
}

/** An order as the store's staff see it: with its customer and who changed its status last. */
export function toStorePickupOrder(
  row: PickupOrderRow,
  parts: OrderParts,
  customer: AdminPickupOrder['customer'],
  paid: number,
): AdminPickupOrder {
  const mine = toMyPickupOrder(row, parts);
  return {
    ...mine,
    // What is left by the payments record (paid online, by the wallet, at pickup): nothing after a paid pickup.
    payment: { ...mine.payment, due: Math.max(0, row.total - paid) },
    paid,
    customer,
    statusChangedBy: row.statusChangedBy,
    statusChangedAt: toSeconds(row.statusChangedAt),
  };
}
