import { formatFull, formatIsoDay, formatWeekday, type Language, type NotifyKind } from '@salon/domain';

/** What a message says about a visit or an order; times are shown in Asia/Taipei. */
export interface MessageFacts {
  storeName: string;
  start: number | null;
  services: string[];
  /** The services' English names kept with the booking (issue 43.5): English messages say these. */
  servicesEn?: string[];
  designers: string[];
  /** Why the shop closed the booking. */
  reason: string | null;
  /** The customer's page of the booking or order. */
  link: string;
  /** The day a waitlist entry waits for (YYYY-MM-DD). */
  day?: string;
  /** A booking or a pickup order: what a payment's message calls it (預約 / 訂單). */
  order?: 'booking' | 'pickup';
  /** An ATM transfer awaited: how much, to which bank and account, by when; dueSoon: the second word. */
  payment?: { amount: number; bankCode: string; account: string; due: number };
  dueSoon?: boolean;
  /** The form the customer is asked to fill before the visit, and its English title when the store gave one. */
  formTitle?: string;
  formTitleEn?: string | null;
}

const money = (n: number) => `$${n.toLocaleString('en-US')}`;
const atm = (f: MessageFacts, lang: Language) => {
  const p = f.payment;
  if (!p) return '';
  return lang === 'en'
    ? `${money(p.amount)} to bank ${p.bankCode}, account ${p.account}, by ${when(p.due, 'en')}`
    : `${money(p.amount)}，銀行代碼 ${p.bankCode}，帳號 ${p.account}，請於 ${when(p.due, 'zh-TW')} 前轉帳`;
};

const when = (ts: number | null, lang: Language) =>
  ts === null
    ? ''
    : lang === 'en'
      ? `${formatWeekday(ts, undefined, 'en')} ${formatFull(ts)}`
      : `${formatFull(ts)}（${formatWeekday(ts)}）`;

type Template = (f: MessageFacts, time: string, what: string) => { subject: string; body: string };

// A time `t` ends in its weekday（週五）: no space after the full-width bracket.
const ZH: Record<NotifyKind, Template> = {
  bookingReceived: (f, t, w) => ({ subject: '預約成功', body: `預約成功：${t}，${w}。查看或更改：${f.link}` }),
  bookingAwaitingShop: (f, t, w) => ({
    subject: '已收到預約，待店家確認',
    body: `已收到您的預約：${t}，${w}。店家確認後會再通知您。${f.link}`,
  }),
  bookingConfirmed: (f, t, w) => ({ subject: '店家已確認預約', body: `店家已確認您的預約：${t}，${w}。${f.link}` }),
  bookingMoved: (f, t, w) => ({ subject: '預約時間已更改', body: `您的預約已改到 ${t}，${w}。${f.link}` }),
  bookingCancelled: (f, t, w) => ({ subject: '預約已取消', body: `您已取消 ${t}的預約（${w}）。${f.link}` }),
  bookingClosed: (f, t, w) => ({
    subject: '店家取消了您的預約',
    body: `很抱歉，店家取消了您 ${t}的預約（${w}）。${f.reason ? `原因：${f.reason}。` : ''}${f.link}`,
  }),
  reminder: (f, t, w) => ({ subject: '預約提醒', body: `提醒您：${t} 有預約，${w}。${f.link}` }),
  pickupReady: (f) => ({ subject: '取貨訂單已備妥', body: `您的取貨訂單已備妥，請到店取貨。${f.link}` }),
  waitlistSlotFree: (f, _t, w) => ({
    subject: '候補的日子有空位了',
    body: `您候補的 ${formatIsoDay(f.day ?? '')} 有空位了${w ? `（${w}）` : ''}，先預約先得：${f.link}`,
  }),
  paymentAwaiting: (f) => ({
    subject: f.dueSoon ? 'ATM 轉帳即將到期' : '請以 ATM 轉帳付款',
    body: `${f.dueSoon ? '提醒您，尚未收到您的轉帳：' : '請轉帳付款：'}${atm(f, 'zh-TW')}。逾期未付將自動取消。${f.link}`,
  }),
  formToFill: (f, t) => ({
    subject: '來店前請填寫表單',
    body: `您 ${t}的預約有一份「${f.formTitle ?? '表單'}」，請於來店前填寫：${f.link}`,
  }),
  bookingLapsed: (f, t, w) => ({
    subject: '未在期限內付款，預約已失效',
    body: `您 ${t}的預約（${w}）未在期限內付款，已失效，時段已釋出。如仍想前來，請重新預約：${f.link}`,
  }),
  paymentFailed: (f) => {
    const order = f.order === 'pickup' ? '訂單' : '預約';
    const due = f.payment ? `請於 ${when(f.payment.due, 'zh-TW')} 前重新付款，逾時${order}將失效。` : '';
    return {
      subject: '付款未成功',
      body: `您${order}的付款 ${money(f.payment?.amount ?? 0)} 未成功，未扣款。${due}${f.link}`,
    };
  },
};

const EN: Record<NotifyKind, Template> = {
  bookingReceived: (f, t, w) => ({
    subject: 'Booking made',
    body: `Your booking is made: ${t}, ${w}. See or change it: ${f.link}`,
  }),
  bookingAwaitingShop: (f, t, w) => ({
    subject: 'Booking received, awaiting the salon',
    body: `We received your booking: ${t}, ${w}. We will tell you when the salon confirms it. ${f.link}`,
  }),
  bookingConfirmed: (f, t, w) => ({
    subject: 'Booking confirmed',
    body: `The salon confirmed your booking: ${t}, ${w}. ${f.link}`,
  }),
  bookingMoved: (f, t, w) => ({ subject: 'Booking moved', body: `Your booking is now at ${t}, ${w}. ${f.link}` }),
  bookingCancelled: (f, t, w) => ({
    subject: 'Booking cancelled',
    body: `You cancelled your booking at ${t} (${w}). ${f.link}`,
  }),
  bookingClosed: (f, t, w) => ({
    subject: 'The salon cancelled your booking',
    body: `Sorry, the salon cancelled your booking at ${t} (${w}).${f.reason ? ` Reason: ${f.reason}.` : ''} ${f.link}`,
  }),
  reminder: (f, t, w) => ({
    subject: 'Booking reminder',
    body: `A reminder: your booking is at ${t}, ${w}. ${f.link}`,
  }),
  pickupReady: (f) => ({ subject: 'Your order is ready', body: `Your pickup order is ready at the salon. ${f.link}` }),
  waitlistSlotFree: (f, _t, w) => ({
    subject: 'A time opened on your waitlist day',
    body: `A time opened on ${formatIsoDay(f.day ?? '')}${w ? ` (${w})` : ''}. First to book gets it: ${f.link}`,
  }),
  paymentAwaiting: (f) => ({
    subject: f.dueSoon ? 'Your ATM transfer is due soon' : 'Please pay by ATM transfer',
    body: `${f.dueSoon ? 'We have not received your transfer yet: ' : 'Please transfer '}${atm(f, 'en')}. If unpaid by then, it is cancelled. ${f.link}`,
  }),
  formToFill: (f, t) => ({
    subject: 'A form to fill before your visit',
    body: `Your booking at ${t} has a form, "${f.formTitleEn || f.formTitle || 'form'}", to fill before you come: ${f.link}`,
  }),
  bookingLapsed: (f, t, w) => ({
    subject: 'Booking lapsed: not paid in time',
    body: `Your booking at ${t} (${w}) was not paid in time and has lapsed; its time is released. To come anyway, please book again: ${f.link}`,
  }),
  paymentFailed: (f) => {
    const order = f.order === 'pickup' ? 'order' : 'booking';
    const due = f.payment ? ` Please pay again by ${when(f.payment.due, 'en')}, or the ${order} lapses.` : '';
    return {
      subject: 'Payment did not go through',
      body: `Your payment of ${money(f.payment?.amount ?? 0)} for your ${order} did not go through; nothing was charged.${due} ${f.link}`,
    };
  },
};

/**
 * The subject and text of a message, e.g. 「【青禾髮藝】預約成功：2026/11/25 14:30（週三），剪髮，設計師 Amber。…」;
 * in English "[青禾髮藝] Your booking is made: Wed 2026/11/25 14:30, Haircut with Amber. …", with the English
 * names kept with the booking and no Chinese brackets (issue 43.5, 43.13).
 */
export function messageText(kind: NotifyKind, lang: Language, f: MessageFacts): { subject: string; text: string } {
  const designers = f.designers.join(lang === 'en' ? ', ' : '、');
  const services = (lang === 'en' ? (f.servicesEn ?? f.services) : f.services).join(lang === 'en' ? ', ' : '、');
  const what =
    lang === 'en'
      ? `${services}${designers ? ` with ${designers}` : ''}`
      : `${services}${designers ? `，設計師 ${designers}` : ''}`;
  const { subject, body } = (lang === 'en' ? EN : ZH)[kind](f, when(f.start, lang), what);
  // English framing as the sign-in code's (platform/otp/messages.ts): square brackets, not 【】.
  if (lang === 'en') return { subject: `[${f.storeName}] ${subject}`, text: `[${f.storeName}] ${body}` };
  return { subject: `【${f.storeName}】${subject}`, text: `【${f.storeName}】${body}` };
}
