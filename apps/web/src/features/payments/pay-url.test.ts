import { describe, expect, it } from 'vitest';
import { payUrl } from './pay-url';

const here = 'https://salon.example/demo/checkout';

describe('payUrl', () => {
  it('asks our own (sandbox) page for English, and leaves zh-TW as it is', () => {
    expect(payUrl('/api/sandbox/pay/p1', 'en', here)).toBe('/api/sandbox/pay/p1?lang=en');
    expect(payUrl('https://salon.example/api/sandbox/pay/p1', 'en', here)).toBe(
      'https://salon.example/api/sandbox/pay/p1?lang=en',
    );
    expect(payUrl('/api/sandbox/pay/p1', 'zh-TW', here)).toBe('/api/sandbox/pay/p1');
  });
  it("never changes a real provider's address", () => {
    const line = 'https://sandbox-web-pay.line.me/web/payment/wait?transactionReserveId=abc';
    expect(payUrl(line, 'en', here)).toBe(line);
  });
  it('works on the server, where there is no window (issue 43.13: a ReferenceError made the render fall back)', () => {
    expect(typeof window).toBe('undefined');
    expect(payUrl('/api/sandbox/pay/p1', 'en')).toBe('/api/sandbox/pay/p1?lang=en');
    expect(payUrl('/api/sandbox/pay/p1', 'zh-TW')).toBe('/api/sandbox/pay/p1');
    expect(payUrl('https://salon.example/api/sandbox/pay/p1', 'en')).toBe('https://salon.example/api/sandbox/pay/p1');
  });
});
