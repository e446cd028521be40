import { describe, expect, it } from 'vitest';
import type { AuditFacts, SummaryContext } from './context';
import { auditSummary, namesWanted } from './summary';

const names = {
  customers: { c1: '林小姐' },
  designers: { mia: 'Mia' },
  bookings: { b1: { customer: '林小姐', startTime: 1795662000 } },
};
const zh: SummaryContext = { lang: 'zh-TW', zone: 'Asia/Taipei', names };
const en: SummaryContext = { ...zh, lang: 'en' };
const entry = (e: Partial<AuditFacts>): AuditFacts => ({
  staffName: '店主',
  operation: 'x',
  entity: 'x',
  entityId: 'x',
  before: null,
  after: null,
  ...e,
});
const both = (e: AuditFacts) => [auditSummary(e, zh), auditSummary(e, en)];

describe('the audit log in sentences', () => {
  it('a price change names the item and both prices in dollars', () => {
    const e = entry({
      operation: 'staffUpdateService',
      entity: 'product',
      entityId: 'cut-wash',
      before: { name: '洗剪吹', en: { name: 'Wash and cut' }, price: 800, duration: 60 },
      after: { name: '洗剪吹', en: { name: 'Wash and cut' }, price: 910, duration: 60 },
    });
    expect(both(e)).toEqual([
      '店主 將「洗剪吹」價格由 $800 改為 $910',
      '店主 changed the price of "Wash and cut" from $800 to $910',
    ]);
  });

  it('an edit without a price change lists the fields by their screen names', () => {
    const e = entry({
      operation: 'staffUpdateService',
      before: { id: 'a', name: '染髮', price: 1000, duration: 60, hidden: false },
      after: { id: 'a', name: '染髮', price: 1000, duration: 90, hidden: true },
    });
    expect(both(e)).toEqual([
      '店主 修改了服務「染髮」：時長、隱藏',
      '店主 edited the service "染髮": duration, hidden',
    ]);
  });

  it('money in dollars with separators, the customer by name', () => {
    const e = entry({ operation: 'staffSellValueCard', entity: 'customer', entityId: 'c1', after: { balance: 3000 } });
    expect(both(e)).toEqual(['店主 售出 $3,000 儲值卡給 林小姐', '店主 sold a $3,000 value card to 林小姐']);
  });

  it('a checkout paid one way names it; a split names each part with its dollars, adding up to the total', () => {
    const checkout = (after: Record<string, unknown>) =>
      entry({ operation: 'staffCheckout', entity: 'booking', entityId: 'b1', after: { paidBefore: 0, ...after } });
    const cash = checkout({
      payment: { total: 910, discount: 0, valueCard: 0 },
      payments: [{ method: 'Cash', amount: 910 }],
    });
    expect(both(cash)).toEqual([
      '店主 為 林小姐 的預約結帳：$910（現金）',
      "店主 checked out 林小姐's booking: $910 (cash)",
    ]);
    const split = checkout({
      payment: { total: 4760, discount: 200, valueCard: 3000 },
      manualDiscount: null,
      payments: [
        { method: 'Cash', amount: 1000 },
        { method: 'LinePayOffline', amount: 560 },
      ],
    });
    expect(both(split)).toEqual([
      '店主 為 林小姐 的預約結帳：$4,760（券折抵 $200、儲值卡 $3,000、現金 $1,000、LINE Pay（店內） $560）',
      "店主 checked out 林小姐's booking: $4,760 (vouchers and tickets $200, value card $3,000, cash $1,000, LINE Pay at the counter $560)",
    ]);
  });

  it('times in the store zone, designers by name', () => {
    const e = entry({
      operation: 'staffCreateBlock',
      entity: 'block',
      entityId: 'k',
      after: { userId: 'mia', startTime: 1795676400, endTime: 1795680000, reason: '開會' },
    });
    expect(both(e)).toEqual([
      '店主 封鎖了 Mia 11/26 15:00–16:00 的時間（開會）',
      "店主 blocked Mia's time on 11/26 15:00–16:00 (開會)",
    ]);
  });

  it('a booking by its customer and time', () => {
    const e = entry({
      operation: 'staffBookingStatus',
      entity: 'booking',
      entityId: 'b1',
      after: { status: 'Arrived' },
    });
    expect(both(e)).toEqual([
      '店主 將 林小姐 11/26 11:00 的預約改為「已報到」',
      "店主 marked 林小姐's booking on 11/26 11:00 as arrived",
    ]);
  });

  it('a booking made, then moved, is told at the time each entry kept, not where it is now', () => {
    // b1 starts at 11:00 now; it was made for 10:00 and arrived at 10:00 before its move.
    const made = entry({
      operation: 'staffCreateBooking',
      entity: 'booking',
      entityId: 'b1',
      after: { bookingId: 'b1', status: 'Confirmed', startTime: 1795662000 - 3600 },
    });
    expect(both(made)).toEqual(['店主 為 林小姐 建立了 11/26 10:00 的預約', '店主 booked 林小姐 for 11/26 10:00']);
    const arrived = entry({
      operation: 'staffBookingStatus',
      entity: 'booking',
      entityId: 'b1',
      after: { status: 'Arrived', startTime: 1795662000 - 3600 },
    });
    expect(both(arrived)[0]).toBe('店主 將 林小姐 11/26 10:00 的預約改為「已報到」');
  });

  it("a staff account's role change, deactivation and new link, by the member's name", () => {
    const changed = entry({
      operation: 'staffChangeMember',
      entity: 'staff',
      before: { role: 'manager', active: true },
      after: { name: 'Joy', role: 'designer', active: false },
    });
    expect(both(changed)).toEqual([
      '店主 將 Joy 的角色由店長改為設計師，並停用了 Joy 的帳號',
      "店主 changed Joy's role from manager to designer and deactivated Joy's account",
    ]);
    const back = entry({
      operation: 'staffChangeMember',
      before: { role: 'designer', active: false },
      after: { name: 'Joy', role: 'designer', active: true },
    });
    expect(both(back)).toEqual(['店主 重新啟用了 Joy 的帳號', "店主 reactivated Joy's account"]);
    const link = entry({
      operation: 'staffPasswordLink',
      after: { member: { id: 's1', name: 'Joy', role: 'designer' } },
    });
    expect(both(link)).toEqual(['店主 寄給 Joy 新的設定密碼連結', '店主 sent Joy a new set-password link']);
  });

  it('a designer who leaves and comes back, in words of bookings, not of a field', () => {
    const left = entry({
      operation: 'staffUpdateDesigner',
      entity: 'designer',
      entityId: 'mia',
      before: { name: 'Mia', active: true },
      after: { name: 'Mia', active: false },
    });
    expect(both(left)).toEqual([
      '店主 停用了設計師 Mia（離職，不再接受預約）',
      '店主 switched off the designer Mia (left; no more bookings)',
    ]);
    const back = entry({ ...left, before: left.after, after: left.before });
    expect(both(back)).toEqual(['店主 讓設計師 Mia 重新接受預約', '店主 made the designer Mia bookable again']);
  });

  it('an unknown operation or an unknown id falls back to words, never raw data or ids', () => {
    const odd = entry({ operation: 'staffSomethingNew', entity: 'gizmo', entityId: 'id-123', after: { secret: 42 } });
    for (const text of both(odd)) {
      expect(text).not.toMatch(/id-123|secret|42|\{/);
    }
    expect(both(odd)).toEqual(['店主 修改了一筆資料', '店主 changed a record']);
    const unnamed = entry({
      operation: 'staffSellValueCard',
      entity: 'customer',
      entityId: 'zz',
      after: { balance: 5 },
    });
    expect(both(unnamed)).toEqual(['店主 售出 $5 儲值卡給 一位顧客', '店主 sold a $5 value card to a customer']);
  });

  it('asks for the names a page needs', () => {
    expect(
      namesWanted([
        entry({ entity: 'customer', entityId: 'c1' }),
        entry({ entity: 'booking', entityId: 'b1', after: { userIds: ['mia'] } }),
        entry({ entity: 'block', entityId: 'k', before: { userId: 'kevin' } }),
      ]),
    ).toEqual({ customerIds: ['c1'], bookingIds: ['b1'], designerIds: ['mia', 'kevin'] });
  });
});

describe('what a service edit changed', () => {
  it('leaves out the designer rows that follow the default price', () => {
    const row = (price: number, useDefault: boolean) => ({ userId: 'yuna', price, duration: 60, useDefault });
    const e = entry({
      operation: 'staffUpdateService',
      before: { name: '洗剪吹', price: 800, providers: [row(800, true), row(1000, false)] },
      after: { name: '洗剪吹', price: 910, providers: [row(910, true), row(1000, false)] },
    });
    expect(auditSummary(e, zh)).toBe('店主 將「洗剪吹」價格由 $800 改為 $910');
    const own = entry({ ...e, after: { name: '洗剪吹', price: 800, providers: [row(800, true), row(1200, false)] } });
    expect(auditSummary(own, zh)).toBe('店主 修改了服務「洗剪吹」：設計師設定');
  });
});

describe('the e-invoice settings in words', () => {
  it('names what changed, never the keys themselves', () => {
    const e = entry({
      operation: 'staffSaveInvoiceSettings',
      entity: 'store',
      before: { enabled: false, provider: 'sandbox', merchantId: null, keysSet: false, testMode: true },
      after: { enabled: true, provider: 'ecpay', merchantId: '2000132', keysSet: true, testMode: true },
    });
    const [zhSaid, enSaid] = both(e);
    expect(zhSaid).toContain('修改了電子發票設定');
    expect(zhSaid).toContain('加值中心');
    expect(zhSaid).toContain('金鑰');
    expect(enSaid).toContain('changed the e-invoice settings');
  });
});
