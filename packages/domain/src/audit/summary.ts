import * as bookings from './bookings';
import {
  type AuditFacts,
  fields,
  nameOf,
  quoted,
  type Said,
  type Sentence,
  type SummaryContext,
  said,
} from './context';
import * as customers from './customers';
import * as menu from './menu';
import * as money from './money';
import * as store from './store';
import { word } from './words';

/** The sentence of each operation the log knows; any other gets `generic`. */
const SENTENCES: Readonly<Record<string, Sentence>> = {
  staffUpdateProduct: menu.editItem,
  staffUpdateService: menu.editItem,
  staffUpdateRetailItem: menu.editItem,
  staffCreateService: menu.createItem,
  staffCreateRetailItem: menu.createItem,
  staffCreateCategory: menu.createItem,
  staffUpdateCategory: store.categoryEdit,
  staffOrderCategories: menu.orderCategories,
  staffAdjustStock: menu.adjustStock,
  staffUpdateSettings: store.settings,
  staffSaveInvoiceSettings: store.invoiceSettings,
  staffUpdateHours: store.hours,
  staffInvite: store.invite,
  staffChangeMember: store.changeMember,
  staffPasswordLink: store.passwordLink,
  staffAddDesigner: store.addDesigner,
  staffUpdateDesigner: store.editDesigner,
  staffDesignerAvatar: store.designerPhoto,
  staffResendMessage: store.resendMessage,
  staffInboxSeen: store.inboxSeen,
  staffSellValueCard: money.sellValueCard,
  staffTopUpValueCard: money.topUpValueCard,
  staffAdjustValueCard: money.adjustValueCard,
  staffValueCardState: money.valueCardState,
  staffIssueVoucher: money.issueVoucher,
  staffSellTicket: money.sellTicket,
  staffCheckout: money.checkout,
  staffCreateBooking: bookings.createBooking,
  staffBookingStatus: bookings.bookingStatus,
  staffMoveBooking: bookings.moveBooking,
  staffCreateBlock: bookings.createBlock,
  staffRemoveBlock: bookings.removeBlock,
  staffPickupOrderStatus: bookings.pickupStatus,
  staffCustomerNotes: customers.customerNotes,
  staffBlockCustomer: customers.blockCustomer,
};

const ENTITY_WORDS = {
  product: ['服務', 'a service'],
  retailItem: ['商品', 'a retail item'],
  category: ['分類', 'a category'],
  designer: ['設計師', 'a designer'],
  staff: ['店家人員', 'a member of staff'],
  member: ['店家人員', 'a member of staff'],
  store: ['店家設定', 'the store settings'],
  customer: ['顧客資料', 'a customer'],
  booking: ['預約', 'a booking'],
  block: ['封鎖時間', 'blocked time'],
  valueCard: ['儲值卡', 'a value card'],
  pickupOrder: ['取貨訂單', 'a pickup order'],
  notification: ['通知', 'a message'],
} as const;

/** Any other change: who changed what kind of record (and its name when it has one); never its raw data. */
function generic(s: Said): string {
  const what = word(s, ENTITY_WORDS, s.entry.entity, ['一筆資料', 'a record']);
  const name = nameOf(s, s.entry.after) ?? nameOf(s, s.entry.before);
  const named = name ? ` ${quoted(s, name)}` : '';
  return s.say(`${s.who} 修改了${what}${named}`, `${s.who} changed ${what}${named}`);
}

/** The entry as a sentence in the reader's language: who did what, with names, money in dollars, times in the store's zone. */
export function auditSummary(entry: AuditFacts, ctx: SummaryContext): string {
  const s = said(entry, ctx);
  const sentence = SENTENCES[entry.operation] ?? generic;
  try {
    return sentence(s);
  } catch {
    return generic(s);
  }
}

/** The ids a page of entries needs named: customers, bookings (their customer and time) and designers. */
export function namesWanted(entries: readonly AuditFacts[]) {
  const customerIds = new Set<string>();
  const bookingIds = new Set<string>();
  const designerIds = new Set<string>();
  for (const e of entries) {
    if (e.entity === 'customer') customerIds.add(e.entityId);
    if (e.entity === 'booking') bookingIds.add(e.entityId);
    for (const side of [fields(e.before), fields(e.after)]) {
      if (e.entity === 'block' && typeof side.userId === 'string') designerIds.add(side.userId);
      if (Array.isArray(side.userIds)) for (const id of side.userIds) if (typeof id === 'string') designerIds.add(id);
    }
  }
  return { customerIds: [...customerIds], bookingIds: [...bookingIds], designerIds: [...designerIds] };
}
