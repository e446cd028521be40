import { describe, expect, it } from 'vitest';
import { BOOKING_ERRORS, messageFor, RETAIL_ERRORS, STAFF_ERRORS, zhTWMessage } from './error-areas';
import { ERROR_HTTP_STATUS } from './error-status';
import { AUTH_ERRORS, GENERIC_ERRORS, zhTWGenericMessage } from './errors';

describe('the error catalogue', () => {
  it('gives every code of every area an HTTP status of a failure', () => {
    const codes = Object.keys({
      ...GENERIC_ERRORS,
      ...RETAIL_ERRORS,
      ...BOOKING_ERRORS,
      ...AUTH_ERRORS,
      ...STAFF_ERRORS,
    });
    for (const code of codes) {
      expect(ERROR_HTTP_STATUS[code as keyof typeof ERROR_HTTP_STATUS], code).toBeGreaterThanOrEqual(400);
    }
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...new Set(codes)].sort());
  });

  it('reads a shared code in the wording of its area', () => {
    expect(messageFor('CREATE_FAILED', 'booking')).toBe('預約失敗，請稍後再試');
    expect(messageFor('CREATE_FAILED', 'retail')).toBe('取貨訂單建立失敗，請稍後再試');
    expect(messageFor('INVALID_BOOKING_AMOUNT', 'booking')).toBe('訂單不得超過一萬元');
    // Staff read a refused sign-in and a refused move as staff, not as a customer.
    expect(messageFor('UNAUTHORIZED', 'staff')).toBe('請先登入店家後台');
    expect(messageFor('UNAUTHORIZED', 'generic')).toBe('查無此顧客，請重新登入');
    expect(messageFor('INVALID_OPERATIONS', 'staff')).toBe('預約目前的狀態不能進行這個操作');
  });

  it('names an unknown booking code in the booking failure text, and falls back to the generic text elsewhere', () => {
    expect(messageFor('SOMETHING_NEW', 'booking')).toBe('建立失敗（原因：SOMETHING_NEW）');
    expect(messageFor('SOMETHING_NEW', 'auth')).toBe(GENERIC_ERRORS.UNKNOWN_ERROR);
  });

  it('answers 401 for a missing sign-in, 404 for an unknown store, 429 for too many tries', () => {
    expect(ERROR_HTTP_STATUS.UNAUTHORIZED).toBe(401);
    expect(ERROR_HTTP_STATUS.STORE_NOT_FOUND).toBe(404);
    expect(ERROR_HTTP_STATUS.OTP_LOCKED).toBe(429);
  });
});

describe("the generic texts on their own (the customer app's entry)", () => {
  it('read as the generic area of the whole catalogue, for every code and an unknown one', () => {
    const codes = [...Object.keys({ ...GENERIC_ERRORS, ...BOOKING_ERRORS, ...STAFF_ERRORS }), 'SOMETHING_NEW'];
    for (const code of codes) expect(zhTWGenericMessage(code), code).toBe(zhTWMessage(code, 'generic'));
  });
});
