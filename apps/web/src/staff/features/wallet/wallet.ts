import type { EndpointBody } from '@salon/contract';
import type { CounterMethod } from '@salon/domain';
import { dayBounds } from '#web/staff/lib/day';

/** The wallet screen's forms as typed, and the bodies the API takes (it checks each field again). */

/** A whole number as typed (`1,000` and `1000` alike); NaN for anything else, so the API names the field. */
export function amountOf(text: string): number {
  const compact = text.replace(/[\s,$]/g, '');
  return /^-?\d+$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The end of the chosen day in the store's zone (a card or ticket is good through that day); null when empty. */
export function endOfDay(date: string, zone: string): number | null {
  return date ? dayBounds(date, zone).to : null;
}

export interface SaleForm {
  name: string;
  amount: string;
  method: CounterMethod;
  /** `YYYY-MM-DD` or empty (never expires). */
  expires: string;
  payableOnline: boolean;
}

export function saleBody(form: SaleForm, zone: string): EndpointBody<'staffSellValueCard'> {
  return {
    name: form.name,
    amount: amountOf(form.amount),
    method: form.method,
    expireTime: endOfDay(form.expires, zone),
    payableOnline: form.payableOnline,
  };
}

export interface TicketForm {
  productId: string;
  name: string;
  uses: string;
  price: string;
  method: CounterMethod;
  /** `YYYY-MM-DD` or empty (no deadline). */
  until: string;
}

export function ticketBody(form: TicketForm, zone: string): EndpointBody<'staffSellTicket'> {
  const endTime = endOfDay(form.until, zone);
  return {
    productId: form.productId,
    name: form.name,
    totalUses: amountOf(form.uses),
    price: amountOf(form.price),
    method: form.method,
    deadlineType: endTime === null ? 'Unlimited' : 'During',
    endTime,
  };
}

/** A ticket's name from its service and uses, until staff type their own: 結構式護髮 5 次券. */
export const ticketName = (service: string, uses: string) =>
  `${service} ${amountOf(uses) || ''} 次券`.replace('  ', ' ');
