import { fields, type Said, type Sentence, span, text, when } from './context';
import { bookingOf, customerOf, designerOf } from './people';
import { BOOKING_STATUS_WORDS, PICKUP_STATUS_WORDS, word } from './words';

/** 「林小姐 11/26 11:00 的預約」 / "林小姐's booking on 11/26 11:00". */
function theBooking(s: Said, startTime?: unknown): string {
  const id = s.entry.entityId;
  const who = customerOf(s, null, id);
  const at = when(s, startTime ?? bookingOf(s, id)?.startTime);
  return at ? s.say(`${who} ${at} 的預約`, `${who}'s booking on ${at}`) : s.say(`${who} 的預約`, `${who}'s booking`);
}

/** The start the entry itself kept (the booking may have moved since), else the booking's now. */
const startThen = (s: Said) => fields(s.entry.after).startTime ?? bookingOf(s, s.entry.entityId)?.startTime;

export const createBooking: Sentence = (s) => {
  const who = customerOf(s, null, s.entry.entityId);
  const at = when(s, startThen(s));
  return s.say(`${s.who} 為 ${who} 建立了 ${at} 的預約`, `${s.who} booked ${who} for ${at}`);
};

export const bookingStatus: Sentence = (s) => {
  const to = word(s, BOOKING_STATUS_WORDS, fields(s.entry.after).status, ['新狀態', 'a new status']);
  const booking = theBooking(s, startThen(s));
  return s.say(`${s.who} 將 ${booking}改為「${to}」`, `${s.who} marked ${booking} as ${to}`);
};

const designersOf = (s: Said, ids: unknown) =>
  (Array.isArray(ids) ? ids : []).map((id) => designerOf(s, id)).join(s.say('、', ', '));

export const moveBooking: Sentence = (s) => {
  const [before, after] = [fields(s.entry.before), fields(s.entry.after)];
  const who = designersOf(s, after.userIds);
  const by = who ? s.say(`（${who}）`, ` (${who})`) : '';
  return s.say(
    `${s.who} 將 ${theBooking(s, before.startTime)}改到 ${when(s, after.startTime)}${by}`,
    `${s.who} moved ${theBooking(s, before.startTime)} to ${when(s, after.startTime)}${by}`,
  );
};

/** Blocked time: whose, when, why. */
function block(s: Said, record: unknown): { who: string; at: string; why: string } {
  const b = fields(record);
  const reason = text(b.reason);
  return {
    who: designerOf(s, b.userId),
    at: span(s, b.startTime, b.endTime),
    why: reason ? s.say(`（${reason}）`, ` (${reason})`) : '',
  };
}

export const createBlock: Sentence = (s) => {
  const { who, at, why } = block(s, s.entry.after);
  return s.say(`${s.who} 封鎖了 ${who} ${at} 的時間${why}`, `${s.who} blocked ${who}'s time on ${at}${why}`);
};

export const removeBlock: Sentence = (s) => {
  const { who, at, why } = block(s, s.entry.before);
  return s.say(`${s.who} 取消了 ${who} ${at} 的封鎖${why}`, `${s.who} unblocked ${who}'s time on ${at}${why}`);
};

export const pickupStatus: Sentence = (s) => {
  const after = fields(s.entry.after);
  const customer = fields(after.customer);
  const who = text(customer.name) ?? text(customer.lastName) ?? customerOf(s, text(customer.id));
  const to = word(s, PICKUP_STATUS_WORDS, after.status, ['新狀態', 'a new status']);
  return s.say(`${s.who} 將 ${who} 的取貨訂單改為「${to}」`, `${s.who} marked ${who}'s pickup order as ${to}`);
};
