import type { CounterCheckoutBody, CounterView } from '@salon/contract';
import type { CounterMethod } from '@salon/domain';

/** The counter's choices: retail sold with the booking, the wallet instruments, the method. */
export interface CounterChoice {
  retail: Record<string, number>;
  voucherId: string;
  valueCardId: string;
  ticketId: string;
  method: CounterMethod;
}

export const emptyChoice = (): CounterChoice => ({
  retail: {},
  voucherId: '',
  valueCardId: '',
  ticketId: '',
  method: 'Cash',
});

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
    method: choice.method,
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
