import type { CounterCheckoutBody, CounterView, InvoiceRequest } from '@salon/contract';
import { type CounterMethod, type CounterSplit, changeDue, DISCOUNT_REASON_MIN } from '@salon/domain';

/** The counter's choices: retail sold with the booking, the wallet instruments, the method. */
export interface CounterChoice {
  retail: Record<string, number>;
  voucherId: string;
  valueCardId: string;
  ticketId: string;
  method: CounterMethod;
  /** A second counter method for part of the bill ('' for none) and the part it pays, as typed. */
  second: CounterMethod | '';
  secondAmount: string;
  /** Cash handed over, as typed. */
  tendered: string;
  /** A manual discount (owner and manager), as typed. */
  discountAmount: string;
  discountReason: string;
  /** The e-invoice: as the customer set it ('saved'), or chosen here, with what was typed. */
  invoiceKind: InvoiceKind;
  invoiceMobile: string;
  invoiceTaxId: string;
  invoiceBuyer: string;
  invoiceDonation: string;
}

export const INVOICE_KINDS = ['saved', 'printed', 'mobile', 'business', 'donation'] as const;
type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const emptyChoice = (): CounterChoice => ({
  retail: {},
  voucherId: '',
  valueCardId: '',
  ticketId: '',
  method: 'Cash',
  second: '',
  secondAmount: '',
  tendered: '',
  discountAmount: '',
  discountReason: '',
  invoiceKind: 'saved',
  invoiceMobile: '',
  invoiceTaxId: '',
  invoiceBuyer: '',
  invoiceDonation: '',
});

/** The invoice part of the checkout (none: the customer's saved choice); the API checks what was typed. */
export function invoiceOf(choice: CounterChoice): InvoiceRequest | undefined {
  if (choice.invoiceKind === 'saved') return undefined;
  if (choice.invoiceKind === 'printed') return {};
  if (choice.invoiceKind === 'mobile')
    return { carrier: { type: 'mobile', id: choice.invoiceMobile.trim().toUpperCase() } };
  if (choice.invoiceKind === 'business')
    return { taxId: choice.invoiceTaxId.trim(), buyer: choice.invoiceBuyer.trim() };
  return { donationCode: choice.invoiceDonation.trim() };
}

/** A typed whole-dollar amount: its value, or null while it is not one (empty, negative, a fraction, letters). */
function amountOf(text: string): number | null {
  const trimmed = text.replace(/[,\s$]/g, '');
  if (!/^\d{1,8}$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** The discount typed, when it is complete enough to ask the API about (an amount and a reason). */
function typedDiscount(choice: CounterChoice): { amount: number; reason: string } | null {
  const amount = amountOf(choice.discountAmount);
  const reason = choice.discountReason.trim();
  if (!amount || reason.length < DISCOUNT_REASON_MIN) return null;
  return { amount, reason };
}

/**
 * How what is due is taken: the first method the rest, the second (if chosen) the part typed for it.
 * Null while the second's part is not a whole amount between 1 and the due less a dollar.
 */
export function splitsFor(choice: CounterChoice, due: number): CounterSplit[] | null {
  if (!choice.second || choice.second === choice.method) return [{ method: choice.method, amount: due }];
  const part = amountOf(choice.secondAmount);
  if (part === null || part < 1 || part >= due) return null;
  return [
    { method: choice.method, amount: due - part },
    { method: choice.second, amount: part },
  ];
}

/** The cash part of the splits (0 with no cash), and the change for what was tendered (null: not enough yet, or nothing typed). */
export function cashAndChange(splits: readonly CounterSplit[] | null, tendered: string) {
  const cash = splits?.find((s) => s.method === 'Cash')?.amount ?? 0;
  const given = amountOf(tendered);
  return { cash, tendered: given, change: given === null ? null : changeDue(given, cash) };
}

/** The API's body for the choices (quote and checkout alike). */
export function counterBody(bookingId: string, choice: CounterChoice): CounterCheckoutBody {
  return {
    bookingId,
    retail: Object.entries(choice.retail)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ itemId, quantity })),
    ...(choice.voucherId ? { customerVoucherId: choice.voucherId } : {}),
    ...(choice.valueCardId ? { customerValueCardId: choice.valueCardId } : {}),
    ...(choice.ticketId ? { customerServiceTicketId: choice.ticketId } : {}),
    ...(typedDiscount(choice) ? { discount: typedDiscount(choice)! } : {}),
    method: choice.method,
  };
}

/** The checkout's body: the quote's, with the methods' parts and the cash tendered. */
export function checkoutBody(bookingId: string, choice: CounterChoice, due: number): CounterCheckoutBody | null {
  const splits = splitsFor(choice, due);
  if (!splits) return null;
  const { cash, tendered, change } = cashAndChange(splits, choice.tendered);
  if (cash > 0 && tendered !== null && change === null) return null;
  const invoice = invoiceOf(choice);
  return {
    ...counterBody(bookingId, choice),
    ...(invoice ? { invoice } : {}),
    ...(splits.length > 1 ? { payments: splits } : {}),
    ...(cash > 0 && tendered !== null ? { tendered } : {}),
  };
}

/** The customer's instruments the counter may use: copies held, cards and tickets still active. */
export function usableWallet(wallet: CounterView['wallet']) {
  return {
    vouchers: wallet.vouchers.filter((v) => v.customerVoucherId !== null && v.usesLeft > 0),
    valueCards: wallet.valueCards.filter((c) => c.status === 'Active' && c.balance > 0),
    tickets: wallet.serviceTickets.filter((t) => t.status === 'Active' && t.usesLeft > 0),
  };
}

/** One more (or less) of a retail item, within 0 and its stock. */
export function stepRetail(retail: Record<string, number>, itemId: string, by: number, stock: number) {
  const next = Math.max(0, Math.min(stock, (retail[itemId] ?? 0) + by));
  return { ...retail, [itemId]: next };
}
