import { MAX_QUANTITY, PICKUP_ORDER_STATUSES, RETAIL_ITEM_CHECK_STATUSES } from '@salon/domain';
import { z } from 'zod';
import { checkItemsRequest, checkoutPaymentMethod, checkoutRequest, checkoutSummary, eventChecks } from './bookings';
import { customerNotesText } from './bounds';
import { customerInvoice, invoiceRequest } from './invoice';
import { onlinePayment } from './payments';
import { paymentMethodName, storeCodeParam } from './store';
import { orderPayment, walletChoice } from './wallet';

/** Retail for pickup: the retail cart, pickup times and pickup orders. Prices in whole dollars, times in unix seconds. */

export const pickupOrderStatus = z.enum(PICKUP_ORDER_STATUSES);

const MAX_LINES = 50;
/** Longest window one pickup-time request may ask for. */
export const MAX_PICKUP_WINDOW_SECONDS = 31 * 86400;

const unixSeconds = z
  .int({ message: '時間須為 unix 秒（整數）' })
  .min(0, { message: '時間不得為負數' })
  .max(4_102_444_800, { message: '時間超出可選擇範圍' });

/** One line of a retail cart; `price` is the price the customer saw (checked at checkout). */
export const retailCartItem = z.object({
  productId: z.string().min(1).max(64),
  quantity: z
    .int({ message: '數量須為整數' })
    .min(1, { message: '數量至少 1 件' })
    .max(MAX_QUANTITY, { message: `每項商品最多 ${MAX_QUANTITY} 件` }),
  price: z.int().min(0).optional(),
});
export type RetailCartItem = z.infer<typeof retailCartItem>;

const retailItems = z
  .array(retailCartItem)
  .min(1, { message: '購物車是空的' })
  .max(MAX_LINES, { message: `購物車最多 ${MAX_LINES} 項商品` })
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
    message: '同一商品請合併為一項',
  });

const customerNotes = customerNotesText.default('');

/** The spec's Retail cart: items, voucherIds, userId, customerNotes. */
export const retailCart = z.object({
  items: retailItems,
  ...walletChoice.shape,
  userId: z.string().min(1).max(64).nullable().optional(),
  customerNotes,
});
export type RetailCart = z.infer<typeof retailCart>;

// ---- POST /bookings/checkItems and /bookings/checkout (retail cart) -----------------------

export const retailItemCheck = z.object({
  productId: z.string(),
  quantity: z.int(),
  status: z.enum(RETAIL_ITEM_CHECK_STATUSES),
  /** Units left now; null when the store no longer offers the product. */
  stock: z.int().nullable(),
});
export type RetailItemCheckResult = z.infer<typeof retailItemCheck>;

/** Success data of a retail checkItems, and the `data` of ITEMS_CHECK_FAILED / PRODUCT_NOT_EXISTS / STOCK_NOT_ENOUGH. */
export const retailItemChecks = z.object({ items: z.array(retailItemCheck) });

export const pickupOrderLine = z.object({
  productId: z.string(),
  name: z.string(),
  /** The store's English name of it then (issue 43.5); null when it gave none or the order is older. */
  nameEn: z.string().nullable(),
  price: z.int(),
  quantity: z.int(),
  lineTotal: z.int(),
});
export type PickupOrderLine = z.infer<typeof pickupOrderLine>;

export const retailCheckoutSummary = z.object({
  items: z.array(pickupOrderLine),
  total: z.int(),
  paymentMethods: z.array(checkoutPaymentMethod),
  /** Whether the customer chooses a pickup time (GET /bookings/availablePickupTime). */
  pickupTimeEnable: z.boolean(),
  /** The total after the chosen vouchers and value card; `due` is left for the method. */
  payment: orderPayment,
});
export type RetailCheckoutSummary = z.infer<typeof retailCheckoutSummary>;

// ---- GET /bookings/availablePickupTime -----------------------------------------------------

export const pickupTimeQuery = z
  .object({
    code: storeCodeParam,
    startTime: z.coerce.number().pipe(unixSeconds),
    endTime: z.coerce.number().pipe(unixSeconds),
  })
  .refine((q) => q.endTime >= q.startTime, { message: 'endTime 不得早於 startTime', path: ['endTime'] })
  .refine((q) => q.endTime - q.startTime <= MAX_PICKUP_WINDOW_SECONDS, {
    message: '一次最多查詢 31 天',
    path: ['endTime'],
  });

export const pickupTimes = z.object({ pickupTimes: z.array(z.int()) });
export type PickupTimes = z.infer<typeof pickupTimes>;

// ---- POST/PUT/GET /bookings/pickupOrders ---------------------------------------------------

export const createPickupOrderRequest = z.object({
  items: retailItems,
  /** Null or absent: any time in opening hours (and always so when the store has pickupTimeEnable off). */
  pickupTime: unixSeconds.nullable().optional(),
  paymentMethod: paymentMethodName,
  customerNotes,
  ...walletChoice.shape,
  /** The e-invoice (none: the customer's saved choice, else a printed proof); remembered for next time. */
  invoice: invoiceRequest.optional(),
});
export type CreatePickupOrderRequest = z.infer<typeof createPickupOrderRequest>;

export const pickupOrderCreated = z.object({
  pickId: z.string(),
  status: pickupOrderStatus,
  /** Paid online: where to pay now (the order and its stock wait until `payBy`); absent otherwise. */
  payment: onlinePayment.optional(),
});
export type PickupOrderCreated = z.infer<typeof pickupOrderCreated>;

/** The customer's change: a new pickup time (null = any time), new notes, or cancelling. */
export const updatePickupOrderRequest = z.object({
  pickId: z.string().min(1).max(64),
  pickupTime: unixSeconds.nullable().optional(),
  customerNotes: customerNotesText.optional(),
  cancel: z.boolean().default(false),
});
export type UpdatePickupOrderRequest = z.infer<typeof updatePickupOrderRequest>;

export const pickIdParams = z.object({ pickId: z.string().min(1).max(64) });

/** A pickup order as anyone holding its id sees it: no customer personal data, no notes. */
export const pickupOrderDetail = z.object({
  id: z.string(),
  status: pickupOrderStatus,
  items: z.array(pickupOrderLine),
  total: z.int(),
  pickupTime: z.int().nullable(),
  paymentMethod: paymentMethodName,
  createdAt: z.int(),
  updatedAt: z.int(),
  /** Whether the customer may still cancel (only before the store has the order ready). */
  canCancel: z.boolean(),
  /** What the wallet paid and what is left to pay at pickup. */
  payment: orderPayment,
  /** Its online payment, if any (awaiting, paid, refunded, …). */
  onlinePayment: onlinePayment.nullable(),
  /** Its e-invoices, oldest first: to its own signed-in customer only (absent to anyone else holding the id). */
  invoices: z.array(customerInvoice).optional(),
});
export type PickupOrderDetail = z.infer<typeof pickupOrderDetail>;

/** The customer's own view: with their notes. */
export const myPickupOrder = pickupOrderDetail.extend({ customerNotes: z.string() });
export type MyPickupOrder = z.infer<typeof myPickupOrder>;

export const pickupOrderListQuery = z.object({
  code: storeCodeParam,
  page: z.coerce.number().pipe(z.int().min(1).max(10_000)).default(1),
  pageSize: z.coerce.number().pipe(z.int().min(1).max(50)).default(20),
});

export const pickupOrderPage = z.object({
  orders: z.array(myPickupOrder),
  page: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type PickupOrderPage = z.infer<typeof pickupOrderPage>;

// ---- the paths shared with the service cart ------------------------------------------------

/** POST /bookings/checkItems takes a service cart or a retail cart (told apart by `items`). */
export const checkItemsBody = z.union([checkItemsRequest, retailCart]);

/** Its answer: per-event results for a service cart; for a retail cart no events and per-item results. */
export const itemChecks = eventChecks.extend({ items: z.array(retailItemCheck).optional() });

/** POST /bookings/checkout takes a service cart or a retail cart (told apart by `items`). */
export const checkoutBody = z.union([checkoutRequest, retailCart]);

/** Its answer: the service checkout summary, or the retail one for a retail cart. */
export const checkoutAnswer = z.union([checkoutSummary, retailCheckoutSummary]);
