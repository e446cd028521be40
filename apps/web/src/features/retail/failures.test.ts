import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api';
import { itemTextKey, retailFailure } from './failures';

const stockError = new ApiError(409, 'STOCK_NOT_ENOUGH', '商品庫存不足，請調整購買數量', {
  items: [
    { productId: 'hair-mask', quantity: 2, status: 'STOCK_NOT_ENOUGH', stock: 1 },
    { productId: 'shampoo', quantity: 1, status: 'SUCCESS', stock: 24 },
  ],
});

describe('retail order failures', () => {
  it('a stock failure is 訂購失敗 with the items that failed and the units left', () => {
    const failure = retailFailure(stockError);
    expect(failure).toMatchObject({ code: 'STOCK_NOT_ENOUGH', title: 'items', action: 'editCart' });
    expect(failure.message).toBe('商品庫存不足，請調整購買數量');
    expect(failure.items).toEqual([{ productId: 'hair-mask', quantity: 2, status: 'STOCK_NOT_ENOUGH', stock: 1 }]);
    expect(failure.checks).toHaveLength(2);
    expect(itemTextKey(failure.items[0]!)).toEqual({ key: 'retail.failure.item.left', count: 1 });
  });

  it('a product no longer offered says so; none left says sold out', () => {
    expect(itemTextKey({ productId: 'x', quantity: 1, status: 'PRODUCT_NOT_EXISTS', stock: null })).toEqual({
      key: 'retail.failure.item.gone',
    });
    expect(itemTextKey({ productId: 'x', quantity: 1, status: 'STOCK_NOT_ENOUGH', stock: 0 })).toEqual({
      key: 'retail.failure.item.soldOut',
    });
  });

  it.each([
    ['CREATE_FAILED', 'order', 'close', '取貨訂單建立失敗，請稍後再試'],
    ['DUPLICATED_KEY', 'order', 'viewOrders', '訂單已送出，請勿重複結帳'],
    ['PAYMENT_UNAVAILABLE', 'order', 'choosePayment', '此付款方式目前無法使用，請選擇其他付款方式'],
    ['CALCULATE_FAILED', 'order', 'refresh', '購物車金額計算失敗，請重新整理後再試'],
    ['ITEMS_CHECK_FAILED', 'items', 'editCart', '部分商品庫存不足或已停售，請調整購物車'],
  ])('%s → title %s, action %s, the catalogue text', (code, title, action, message) => {
    expect(retailFailure(new ApiError(409, code, ''))).toMatchObject({ code, title, action, message });
  });

  it('anything not an API error reads as an unknown error and only closes', () => {
    expect(retailFailure(new Error('boom'))).toMatchObject({ code: 'UNKNOWN_ERROR', title: 'order', action: 'close' });
  });
});
