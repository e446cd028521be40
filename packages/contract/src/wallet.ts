import {
  BOOKING_STATUSES,
  DISCOUNT_TYPES,
  OFFER_TARGETS,
  PICKUP_ORDER_STATUSES,
  RECORD_KINDS,
  TICKET_DEADLINE_TYPES,
  TICKET_STATUSES,
  VALUE_CARD_LEDGER_REASONS,
  VALUE_CARD_STATUSES,
  VOUCHER_DISCOUNT_CONDITIONS,
  WALLET_INSTRUMENTS,
} from '@salon/domain';
import { z } from 'zod';
import { customerInvoice } from './invoice';
import { onlinePayment } from './payments';

const id = z.string().min(1).max(64);

/** A voucher as the wallet lists it: one the customer holds, or one they may receive. */
export const walletVoucher = z.object({
  /** The voucher the store issues (the `voucher/{voucherId}` page). */
  voucherId: z.string(),
  /** The customer's copy, to pay with or remove; null while it is only receivable. */
  customerVoucherId: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  offerTarget: z.enum(OFFER_TARGETS),
  targetIds: z.array(z.string()),
  /** The names of the targeted products or categories, in the order of targetIds. */
  targetNames: z.array(z.string()),
  /** The same in English where the store gave its English (else the store's own name), for an English page. */
  targetNamesEn: z.array(z.string()),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent: the share paid (90 → 9折, 0 → 免費使用); Amount: dollars off. */
  discountValue: z.int(),
  minSpend: z.int(),
  startTime: z.int().nullable(),
  endTime: z.int().nullable(),
  usesLeft: z.int(),
  receivable: z.boolean(),
});
export type WalletVoucher = z.infer<typeof walletVoucher>;

/** GET /bookings/vouchers: the list in `result`, as the spec says. */
export const voucherList = z.object({ result: z.array(walletVoucher) });
export const voucherIdParams = z.object({ voucherId: id });
export const receiveVoucherBody = z.object({ voucherId: id });
export const removeVoucherBody = z.object({ customerVoucherId: z.uuid({ message: '優惠券編號不正確' }) });

export const valueCard = z.object({
  id: z.string(),
  /** Shown masked but for the last four digits. */
  cardNo: z.string(),
  name: z.string(),
  balance: z.int(),
  expireTime: z.int().nullable(),
  status: z.enum(VALUE_CARD_STATUSES),
});
export type ValueCard = z.infer<typeof valueCard>;
export const removeValueCardBody = z.object({ customerValueCardId: z.uuid({ message: '儲值卡編號不正確' }) });

export const serviceTicket = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  usesLeft: z.int(),
  totalUses: z.int(),
  status: z.enum(TICKET_STATUSES),
  endTime: z.int().nullable(),
  serviceTicketInfo: z.object({ deadlineType: z.enum(TICKET_DEADLINE_TYPES) }),
});
export type ServiceTicket = z.infer<typeof serviceTicket>;

/** A voucher the store issues, in its store file. */
export const importVoucher = z.object({
  id,
  name: z.string().min(1).max(100),
  description: z.string().max(1000).nullable().default(null),
  offerTarget: z.enum(OFFER_TARGETS).default('All'),
  targetIds: z.array(id).default([]),
  discountType: z.enum(DISCOUNT_TYPES),
  discountValue: z.int().min(0).max(1_000_000),
  minSpend: z.int().min(0).default(0),
  /** Unix seconds. */
  startTime: z.int().min(0).nullable().default(null),
  endTime: z.int().min(0).nullable().default(null),
  /** Customers may take it from the wallet themselves. */
  receivable: z.boolean().default(false),
  perCustomerLimit: z.int().min(1).max(100).default(1),
  /** How many the store hands out at most; null: no limit. */
  totalLimit: z.int().min(1).nullable().default(null),
});
export type ImportVoucher = z.infer<typeof importVoucher>;

// ---- paying with the wallet (POST /bookings, /bookings/checkout, /bookings/pickupOrders) ----

const copyId = z.uuid({ message: '優惠券編號不正確' });

/**
 * What the customer pays an order with besides the method, as the spec's carts name it:
 * `voucherIds` and `customerVoucherId` are copies held in the wallet (their `customerVoucherId`),
 * used together, in order; `customerValueCardId` pays what it can of the rest; a service ticket
 * pays one service of its product whole (bookings only).
 */
export const walletChoice = z.object({
  voucherIds: z.array(copyId).max(5, { message: '一次最多使用 5 張優惠券' }).default([]),
  customerVoucherId: copyId.nullable().optional(),
  voucherDiscountCondition: z.enum(VOUCHER_DISCOUNT_CONDITIONS).default('EveryOne'),
  /** With OneEvent: the service the voucher is for, `customerIndex-eventIndex`. */
  voucherDiscountEventId: z.string().max(16).nullable().optional(),
  customerValueCardId: z.uuid({ message: '儲值卡編號不正確' }).nullable().optional(),
  customerServiceTicketId: z.uuid({ message: '票券編號不正確' }).nullable().optional(),
});
export type WalletChoice = z.infer<typeof walletChoice>;

/** One thing of the wallet that paid part of an order, and what of it came back on cancelling. */
export const walletUse = z.object({
  kind: z.enum(WALLET_INSTRUMENTS),
  id: z.string(),
  name: z.string(),
  /** Dollars off (voucher, ticket) or paid (value card). */
  amount: z.int(),
  /** Null until the order is cancelled; then what came back (a voucher or ticket: its amount). */
  returned: z.int().nullable(),
});
export type WalletUse = z.infer<typeof walletUse>;

/** How an order is paid: its price, what the wallet took, and what is left for the method. */
export const orderPayment = z.object({
  total: z.int(),
  uses: z.array(walletUse),
  /** Vouchers' and ticket's dollars off. */
  discount: z.int(),
  valueCard: z.int(),
  /** The card's balance after paying (checkout: what it would be). */
  valueCardBalanceAfter: z.int().nullable(),
  /** What the chosen method pays. */
  due: z.int(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

// ---- records (the `record` and `detail` screens) -------------------------------------------

/** One of the customer's transactions: a booking, a pickup order or a value card top-up. */
export const walletRecord = z.object({
  /** `booking-…`, `pickup-…` or `topup-…`: GET /customer/records/{recordId}. */
  id: z.string(),
  kind: z.enum(RECORD_KINDS),
  /** The services or items, or the card topped up. */
  title: z.string(),
  /** The same in English: the English names kept with the order, each else its Chinese (issue 43.5). */
  titleEn: z.string(),
  time: z.int(),
  /** The booking's or pickup order's status; null for a top-up. */
  status: z.union([z.enum(BOOKING_STATUSES), z.enum(PICKUP_ORDER_STATUSES)]).nullable(),
  total: z.int(),
  /** How it was paid; null for a top-up. */
  payment: orderPayment.nullable(),
  /**
   * Money paid for it, from the payments record (online, at the counter, from a value card; a
   * voucher's or ticket's dollars off are not money), before refunds; a top-up: its amount.
   */
  paid: z.int(),
  /** Of `paid`, what was refunded. */
  refunded: z.int(),
  /** When the last of that money was paid (unix s); null when none was. */
  paidAt: z.int().nullable(),
  /** A booking's or pickup order's e-invoices, oldest first (absent for a top-up). */
  invoices: z.array(customerInvoice).optional(),
});
export type WalletRecord = z.infer<typeof walletRecord>;
export const recordList = z.object({ records: z.array(walletRecord) });
export const recordIdParams = z.object({ recordId: z.string().min(1).max(80) });

/** A record with its lines and every move of a value card it made (payment, refund, top-up). */
export const recordDetail = walletRecord.extend({
  /** The booking or pickup order, to open its own page; null for a top-up. */
  orderId: z.string().nullable(),
  /** `nameEn`: the line's English name kept with the order, else its Chinese (issue 43.5). */
  lines: z.array(z.object({ name: z.string(), nameEn: z.string(), detail: z.string().nullable(), amount: z.int() })),
  /** Its online payments (each try), with what was refunded. */
  onlinePayments: z.array(onlinePayment),
  cardMoves: z.array(
    z.object({
      cardName: z.string(),
      /** + top-up or refund, − payment. */
      amount: z.int(),
      balanceAfter: z.int(),
      reason: z.enum(VALUE_CARD_LEDGER_REASONS),
      time: z.int(),
    }),
  ),
});
export type RecordDetail = z.infer<typeof recordDetail>;
