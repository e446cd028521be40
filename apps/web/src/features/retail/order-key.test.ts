import { describe, expect, it } from 'vitest';
import { orderKeys } from './order-key';

describe('idempotency key of a pickup order', () => {
  it('the same order sent again keeps its key; a changed order gets a new one', () => {
    let n = 0;
    const keyFor = orderKeys(() => `k${++n}`);
    const order = { items: [{ productId: 'shampoo', quantity: 1 }], paymentMethod: 'Cash' };
    expect(keyFor(order)).toBe('k1');
    expect(keyFor({ ...order })).toBe('k1');
    expect(keyFor({ ...order, paymentMethod: 'LinePayOffline' })).toBe('k2');
  });
});
