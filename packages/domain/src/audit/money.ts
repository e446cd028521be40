import { fields, list, money, nameOf, num, quoted, type Said, type Sentence } from './context';
import { customerOf } from './people';
import { CARD_STATE_WORDS, METHOD_WORDS, word } from './words';

const cardName = (s: Said) =>
  quoted(s, nameOf(s, s.entry.after) ?? nameOf(s, s.entry.before) ?? s.say('儲值卡', 'value card'));

/** "Owner sold a $3,000 value card to 林小姐". */
export const sellValueCard: Sentence = (s) => {
  const amount = money(fields(s.entry.after).balance);
  const to = customerOf(s, s.entry.entityId);
  return s.say(`${s.who} 售出 ${amount} 儲值卡給 ${to}`, `${s.who} sold a ${amount} value card to ${to}`);
};

const balances = (s: Said) => [num(fields(s.entry.before).balance), num(fields(s.entry.after).balance)] as const;

export const topUpValueCard: Sentence = (s) => {
  const [was, is] = balances(s);
  const amount = money((is ?? 0) - (was ?? 0));
  return s.say(
    `${s.who} 為儲值卡${cardName(s)}加值 ${amount}（餘額 ${money(is)}）`,
    `${s.who} topped up the value card ${cardName(s)} by ${amount} (balance ${money(is)})`,
  );
};

export const adjustValueCard: Sentence = (s) => {
  const [was, is] = balances(s);
  return s.say(
    `${s.who} 將儲值卡${cardName(s)}餘額由 ${money(was)} 調整為 ${money(is)}`,
    `${s.who} adjusted the balance of the value card ${cardName(s)} from ${money(was)} to ${money(is)}`,
  );
};

export const valueCardState: Sentence = (s) => {
  const state = word(s, CARD_STATE_WORDS, fields(s.entry.after).status, ['變更', 'changed']);
  return s.say(`${s.who} 將儲值卡${cardName(s)}設為${state}`, `${s.who} set the value card ${cardName(s)} to ${state}`);
};

export const issueVoucher: Sentence = (s) => {
  const name = quoted(s, nameOf(s, s.entry.after) ?? s.say('優惠券', 'voucher'));
  const to = customerOf(s, s.entry.entityId);
  return s.say(`${s.who} 發給 ${to} 優惠券${name}`, `${s.who} gave ${to} the voucher ${name}`);
};

export const sellTicket: Sentence = (s) => {
  const after = fields(s.entry.after);
  const name = quoted(s, nameOf(s, after) ?? s.say('服務券', 'service ticket'));
  const uses = num(after.totalUses);
  const times = uses === null ? '' : s.say(`（${uses} 次）`, ` (${uses} uses)`);
  const to = customerOf(s, s.entry.entityId);
  return s.say(
    `${s.who} 售出服務券${name}${times}給 ${to}`,
    `${s.who} sold the service ticket ${name}${times} to ${to}`,
  );
};

/**
 * How a checkout was paid: "$910 (cash)" when one way paid it all; else each part with its dollars,
 * "$4,760 (vouchers and tickets $200, value card $3,000, cash $1,000, …)", which add up to the total.
 */
function paidWith(s: Said, after: Record<string, unknown>): string {
  const payment = fields(after.payment);
  const payments = Array.isArray(after.payments) ? after.payments.map(fields) : [];
  const total = num(payment.total) ?? payments.reduce((sum, p) => sum + (num(p.amount) ?? 0), 0);
  const manual = num(fields(after.manualDiscount).amount) ?? 0;
  const parts: [string, number][] = [
    [s.say('先前已付', 'paid before'), num(after.paidBefore) ?? 0],
    [s.say('券折抵', 'vouchers and tickets'), (num(payment.discount) ?? 0) - manual],
    [s.say('折扣', 'discount'), manual],
    [word(s, METHOD_WORDS, 'ValueCard', ['儲值卡', 'value card']), num(payment.valueCard) ?? 0],
    ...payments.map((p): [string, number] => [
      word(s, METHOD_WORDS, p.method, ['其他方式', 'another method']),
      num(p.amount) ?? 0,
    ]),
  ];
  const paid = parts.filter(([, amount]) => amount > 0);
  if (paid.length === 0) return money(total);
  const said =
    paid.length === 1
      ? paid[0]![0]
      : list(
          s,
          paid.map(([how, amount]) => `${how} ${money(amount)}`),
        );
  return s.say(`${money(total)}（${said}）`, `${money(total)} (${said})`);
}

/** A booking checked out at the counter: whose, and what was paid how. */
export const checkout: Sentence = (s) => {
  const to = customerOf(s, null, s.entry.entityId);
  return s.say(
    `${s.who} 為 ${to} 的預約結帳：${paidWith(s, fields(s.entry.after))}`,
    `${s.who} checked out ${to}'s booking: ${paidWith(s, fields(s.entry.after))}`,
  );
};
