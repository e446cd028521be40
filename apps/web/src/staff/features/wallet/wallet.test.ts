import { describe, expect, it } from 'vitest';
import { amountOf, endOfDay, saleBody, ticketBody, ticketName } from './wallet';

const ZONE = 'Asia/Taipei';

describe('the wallet screen forms', () => {
  it('reads amounts as typed and leaves anything else to the API to name', () => {
    expect(amountOf('3,000')).toBe(3000);
    expect(amountOf(' $1200 ')).toBe(1200);
    expect(amountOf('-500')).toBe(-500);
    expect(amountOf('12.5')).toBeNaN();
    expect(amountOf('')).toBeNaN();
  });

  it('a chosen day is good through its end in the store zone; none never expires', () => {
    expect(endOfDay('2027-01-31', ZONE)).toBe(Date.UTC(2027, 0, 31, 16) / 1000);
    expect(endOfDay('', ZONE)).toBeNull();
    expect(
      saleBody({ name: '儲值卡', amount: '5,000', method: 'Cash', expires: '', payableOnline: true }, ZONE),
    ).toEqual({ name: '儲值卡', amount: 5000, method: 'Cash', expireTime: null, payableOnline: true });
  });

  it('a ticket with a last day is During, without one Unlimited', () => {
    const form = { productId: 'care', name: '護髮券', uses: '5', price: '6000', method: 'Cash' as const, until: '' };
    expect(ticketBody(form, ZONE)).toMatchObject({
      deadlineType: 'Unlimited',
      endTime: null,
      totalUses: 5,
      price: 6000,
    });
    expect(ticketBody({ ...form, until: '2027-06-30' }, ZONE)).toMatchObject({
      deadlineType: 'During',
      endTime: Date.UTC(2027, 5, 30, 16) / 1000,
    });
    expect(ticketName('結構式護髮', '5')).toBe('結構式護髮 5 次券');
  });
});
