import { describe, expect, it } from 'vitest';
import { attemptKeys } from './attempt-keys';

describe('idempotency key per order attempt', () => {
  it('the same booking sent again reuses its key; a changed one gets a new key', () => {
    let n = 0;
    const keyFor = attemptKeys(() => `k${++n}`);
    const body = { startTime: 1, paymentMethod: 'Cash' };
    expect(keyFor(body)).toBe('k1');
    expect(keyFor({ ...body })).toBe('k1');
    expect(keyFor({ ...body, startTime: 2 })).toBe('k2');
    expect(keyFor({ ...body, startTime: 2 })).toBe('k2');
  });

  it('the same pickup order sent again keeps its key; a changed order gets a new one', () => {
    let n = 0;
    const keyFor = attemptKeys(() => `k${++n}`);
    const order = { items: [{ productId: 'shampoo', quantity: 1 }], paymentMethod: 'Cash' };
    expect(keyFor(order)).toBe('k1');
    expect(keyFor({ ...order })).toBe('k1');
    expect(keyFor({ ...order, paymentMethod: 'LinePayOffline' })).toBe('k2');
  });

  it('each checkout screen has its own attempts', () => {
    const a = attemptKeys();
    const b = attemptKeys();
    expect(a({ x: 1 })).not.toBe(b({ x: 1 }));
  });
});
