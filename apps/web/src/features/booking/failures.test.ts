import { BOOKING_ERRORS, messageFor } from '@salon/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '#web/lib/api';
import { bookingFailure, type FailureAction, failedEvents } from './failures';

const apiError = (code: string, data?: unknown, http = 422) =>
  new ApiError(http, code, messageFor(code, 'booking'), data);

describe('booking failure dialogs', () => {
  it.each(Object.keys(BOOKING_ERRORS))('%s shows the spec text of the booking catalogue', (code) => {
    const failure = bookingFailure(apiError(code), 'create');
    expect(failure.code).toBe(code);
    expect(failure.message).toBe(BOOKING_ERRORS[code as keyof typeof BOOKING_ERRORS]);
  });

  it.each([
    ['INVALID_OPERATIONS', 'pickTime'],
    ['TOO_MANY_CHECKOUT_ATTEMPTS', 'pickTime'],
    ['INVALID_BOOKING_START_TIME', 'pickTime'],
    ['EVENTS_CHECK_FAILED', 'editCart'],
    ['ITEMS_CHECK_FAILED', 'editCart'],
    ['PRODUCT_NOT_EXISTS', 'editCart'],
    ['INVALID_BOOKING_AMOUNT', 'editCart'],
    ['CALCULATE_FAILED', 'refresh'],
    ['UPDATE_FAILED', 'refresh'],
    ['UNAUTHORIZED', 'relogin'],
    ['RESOURCE_NOT_FOUND', 'relogin'],
    ['PAY_FAILED', 'choosePayment'],
    ['PAYMENT_UNAVAILABLE', 'choosePayment'],
    ['THE_CARD_IS_EXPIRED', 'choosePayment'],
    ['DUPLICATED_KEY', 'viewBookings'],
    ['INVALID_CUSTOMER', 'contactStore'],
    ['CREATE_FAILED', 'close'],
    ['SOMETHING_NEW', 'close'],
  ] as [string, FailureAction][])('%s leads to %s', (code, action) => {
    expect(bookingFailure(apiError(code), 'create').action).toBe(action);
  });

  it('an unknown code reads 建立失敗（原因：CODE）', () => {
    expect(bookingFailure(apiError('SOMETHING_NEW'), 'create').message).toBe('建立失敗（原因：SOMETHING_NEW）');
  });

  it('per-event results list each failed service with its own text', () => {
    const data = {
      events: [
        { eventIndex: 0, productId: 'cut-wash', status: 'SUCCESS' },
        { eventIndex: 1, productId: 'perm-digital', status: 'PRODUCT_PROVIDER_NOT_EXISTS' },
        { eventIndex: 2, productId: 'cut-men', status: 'GENDER_NOT_MATCH' },
        { eventIndex: 3, productId: 'gone', status: 'PRODUCT_NOT_EXISTS' },
        { eventIndex: 4, productId: 'care-treatment', status: 'NO_PROVIDERS' },
      ],
    };
    const failure = bookingFailure(apiError('PRODUCT_NOT_EXISTS', data), 'create');
    expect(failure.events.map((e) => [e.productId, e.message])).toEqual([
      ['perm-digital', BOOKING_ERRORS.PRODUCT_PROVIDER_NOT_EXISTS],
      ['cut-men', BOOKING_ERRORS.GENDER_NOT_MATCH],
      ['gone', BOOKING_ERRORS.PRODUCT_NOT_EXISTS],
      ['care-treatment', BOOKING_ERRORS.NO_PROVIDERS],
    ]);
    // Gone products and gender mismatches leave the cart; the others are for the customer to change.
    expect(failure.dropProductIds).toEqual(['cut-men', 'gone']);
    expect(failure.action).toBe('editCart');
  });

  it('a time race (every failed event NO_PROVIDERS) is about the time, not the services', () => {
    const data = { events: [{ eventIndex: 0, productId: 'cut-wash', status: 'NO_PROVIDERS' }] };
    expect(bookingFailure(apiError('EVENTS_CHECK_FAILED', data), 'create').action).toBe('pickTime');
    expect(bookingFailure(apiError('INVALID_OPERATIONS', data, 409), 'reschedule').action).toBe('pickTime');
  });

  it('malformed per-event data is ignored', () => {
    expect(failedEvents(null)).toEqual([]);
    expect(failedEvents({ events: 'x' })).toEqual([]);
    expect(failedEvents({ events: [null, { status: 3 }] })).toEqual([]);
  });

  it('cancel failures just close (CANCEL_NOT_ALLOWED) unless they need a reload', () => {
    const failure = bookingFailure(apiError('CANCEL_NOT_ALLOWED'), 'cancel');
    expect(failure).toMatchObject({ action: 'close', message: BOOKING_ERRORS.CANCEL_NOT_ALLOWED });
    expect(bookingFailure(apiError('BOOKING_NOT_FOUND', undefined, 404), 'cancel').action).toBe('refresh');
  });

  it('a network failure says the connection is down (not the salon) and closes, never reloading', () => {
    const failure = bookingFailure(new ApiError(0, NETWORK_ERROR, 'Network Error'), 'checkout');
    expect(failure.action).toBe('close');
    expect(failure.message).not.toBe(messageFor('SERVICE_UNAVAILABLE'));
  });

  it('bad input shows the field message the API sent', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', '人數最多 3 位');
    expect(bookingFailure(error, 'availability').message).toBe('人數最多 3 位');
  });

  it('anything that is not an API error is an unknown error', () => {
    expect(bookingFailure(new Error('boom'), 'create')).toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: messageFor('UNKNOWN_ERROR'),
    });
  });
});
