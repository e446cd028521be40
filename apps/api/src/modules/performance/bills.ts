import type { Bill, BillLine } from '@salon/domain';
import type { Db } from '#api/db/client';
import { assistantsOf, bookingServicesOf } from '#api/modules/bookings/performance-side';
import { settledOf } from '#api/modules/counter/service';
import { serviceCategoryOf } from '#api/modules/menu/service';
import { recordOf } from '#api/modules/payments/record';
import { designersOfMembers } from '#api/modules/staff/service';
import { ticketUsesOf } from '#api/modules/wallet/ticket-uses';

/** A bill with what each line is called (for the lines behind a figure). */
export interface NamedBill extends Bill {
  labels: Map<string, string>;
}

/**
 * Bookings' bills as 業績 reads them: each service (who served it, 指定 or not, its category, paid
 * by a ticket or not, the booking's assistant) and the retail sold with it at the counter (credited to the member who
 * checked it out), less the dollars off that are no money (vouchers' rows, the counter's discount).
 */
export async function bookingBills(
  db: Db,
  storeId: string,
  bookingIds: readonly string[],
): Promise<Map<string, NamedBill>> {
  const [services, counter, tickets, record, categories, assistants] = await Promise.all([
    bookingServicesOf(db, bookingIds),
    settledOf(db, bookingIds),
    ticketUsesOf(db, bookingIds),
    recordOf(db, 'Booking', bookingIds),
    serviceCategoryOf(db, storeId),
    assistantsOf(db, bookingIds),
  ]);
  const sellers = await designersOfMembers(
    db,
    [...counter.values()].map((c) => c.checkout.staffId),
  );
  const bills = new Map<string, NamedBill>();
  for (const id of bookingIds) {
    const mine = services.filter((s) => s.bookingId === id);
    const ticketProducts = tickets.filter((t) => t.bookingId === id).map((t) => t.productId);
    const byTicket = new Set(
      ticketProducts.flatMap((productId) => mine.find((s) => s.productId === productId)?.index ?? []),
    );
    const settled = counter.get(id);
    const assistant = assistants.get(id) ?? null;
    const seller = settled?.checkout.staffId ? (sellers.get(settled.checkout.staffId) ?? null) : null;
    const lines: BillLine[] = [
      ...mine.map((s) => ({
        id: `e${s.index}`,
        kind: 'service' as const,
        amount: s.price,
        staffId: s.providerId,
        requested: s.requestedUserId !== null,
        categoryId: categories.get(s.productId) ?? null,
        productId: s.productId,
        // The booking's assistant takes her share of each service she did not serve herself.
        assistantId: assistant !== s.providerId ? assistant : null,
        byTicket: byTicket.has(s.index),
      })),
      ...(settled?.items ?? []).map((i) => ({
        id: `r:${i.itemId}`,
        kind: 'retail' as const,
        amount: i.price * i.quantity,
        staffId: seller,
        requested: false,
        categoryId: null,
        productId: i.itemId,
        assistantId: null,
        byTicket: false,
      })),
    ];
    const vouchers = record
      .filter((r) => r.orderId === id && r.method === 'Voucher' && r.status !== 'Refunded')
      .reduce((sum, r) => sum + r.amount - r.refunded, 0);
    const labels = new Map<string, string>([
      ...mine.map(
        (s) => [`e${s.index}`, s.subItemName ? `${s.productName}（${s.subItemName}）` : s.productName] as const,
      ),
      ...(settled?.items ?? []).map((i) => [`r:${i.itemId}`, i.name] as const),
    ]);
    bills.set(id, { id, lines, discount: vouchers + (settled?.checkout.discount ?? 0), labels });
  }
  return bills;
}

/** A sale that is one line: a pickup order, a value card, voucher or ticket sold, credited to whoever took its money. */
export function saleBill(id: string, kind: 'retail' | 'wallet', sellerId: string | null, label: string): NamedBill {
  const line: BillLine = {
    id: 'sale',
    kind,
    amount: 1,
    staffId: sellerId,
    requested: false,
    categoryId: null,
    productId: null,
    assistantId: null,
    byTicket: false,
  };
  return { id, lines: [line], discount: 0, labels: new Map([['sale', label]]) };
}
