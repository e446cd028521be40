import type { OrderPayment } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { NO_WALLET } from '#web/features/wallet';
import { methodsForRest, methodToSend, paymentChoice } from './choice';

const chosen = { voucherIds: ['v1', 'v2'], customerValueCardId: 'c1', customerServiceTicketId: 't1' };
const paidByCard: OrderPayment = {
  total: 800,
  uses: [],
  discount: 0,
  valueCard: 800,
  valueCardBalanceAfter: 200,
  due: 0,
};
const offered = [
  { method: 'Cash' as const, available: true },
  { method: 'CreditCard' as const, available: false },
  { method: 'LinePayOffline' as const, available: true },
  { method: 'ValueCard' as const, available: true },
];

describe('the payment method of a checkout', () => {
  it('sends ValueCard when the card pays it all and the store takes it, else the method for the rest', () => {
    expect(methodToSend('Cash', paidByCard, chosen, offered)).toBe('ValueCard');
    expect(methodToSend('Cash', { ...paidByCard, valueCard: 500, due: 300 }, chosen, offered)).toBe('Cash');
    expect(methodToSend('Cash', paidByCard, chosen, offered.slice(0, 1))).toBe('Cash');
  });

  it('offers every method but the value card for the rest', () => {
    expect(methodsForRest(offered).map((m) => m.method)).toEqual(['Cash', 'CreditCard', 'LinePayOffline']);
  });

  it("keeps the customer's pick while it can be used, else the first usable method", () => {
    const choose = (picked: (typeof offered)[number]['method'] | null) =>
      paymentChoice({ offered, picked, payment: undefined, wallet: NO_WALLET }).chosen;
    expect(choose(null)).toBe('Cash');
    expect(choose('LinePayOffline')).toBe('LinePayOffline');
    expect(choose('CreditCard')).toBe('Cash');
    expect(paymentChoice({ offered: [], picked: 'Cash', payment: undefined, wallet: NO_WALLET }).chosen).toBeNull();
  });

  it('says whether the wallet pays part or all of it', () => {
    const uses = [{ kind: 'ValueCard' as const, id: 'c1', name: '儲值卡', amount: 500, returned: null }];
    const part = paymentChoice({ offered, picked: null, payment: { ...paidByCard, uses, due: 300 }, wallet: chosen });
    expect([part.usesWallet, part.coveredByWallet, part.toSend]).toEqual([true, false, 'Cash']);
    const all = paymentChoice({ offered, picked: null, payment: { ...paidByCard, uses }, wallet: chosen });
    expect([all.usesWallet, all.coveredByWallet, all.toSend]).toEqual([true, true, 'ValueCard']);
  });
});
