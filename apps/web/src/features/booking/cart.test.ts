import { describe, expect, it } from 'vitest';
import {
  addEvent,
  assignDesigners,
  clearAfterBooking,
  concurrentOffered,
  emptyCart,
  isParallel,
  type NewEvent,
  removeEventFitted,
  type ServiceCart,
  sanitizeCart,
  selectDate,
  selectTime,
  setConcurrent,
  setCustomerCount,
  setEventDesigner,
  setEventSubItem,
  wireEvents,
} from './cart';
import { rules } from './test-fixtures';

const event = (productId: string, userId: string | null = null, subItemId: string | null = null): NewEvent => ({
  productId,
  userId,
  userName: userId ? userId.toUpperCase() : null,
  subItemId,
  subItemName: subItemId,
});

const withTwo = (): ServiceCart => {
  let cart = addEvent(emptyCart(), event('cut-wash', 'mia'), 'e1');
  cart = addEvent(cart, event('care-treatment', 'mia'), 'e2');
  return selectTime(selectDate(cart, 1000), 5000);
};

describe('service cart reducers', () => {
  it('starts with the spec defaults: one customer, agreement not given, voucher condition EveryOne', () => {
    expect(emptyCart()).toMatchObject({
      events: [],
      customerCount: 1,
      selectedOptions: [],
      hadChangedOptions: false,
      isAgree: false,
      voucherDiscountCondition: 'EveryOne',
    });
  });

  it('adds events with the spec fields and no assigned designer yet', () => {
    const cart = addEvent(emptyCart(), event('color-single', 'amber', 'long'), 'e1');
    expect(cart.events).toEqual([
      {
        id: 'e1',
        productId: 'color-single',
        userId: 'amber',
        userName: 'AMBER',
        realUserId: null,
        realUserName: null,
        subItemId: 'long',
        subItemName: 'long',
      },
    ]);
  });

  it('any change to services, designers or people drops the chosen time, keeping the day', () => {
    const cart = withTwo();
    expect(cart.selectedTime).toBe(5000);
    for (const next of [
      setEventDesigner(cart, 'e1', null, null),
      setEventSubItem(cart, 'e1', 'short', '短髮'),
      addEvent(cart, event('cut-kids'), 'e3'),
      removeEventFitted(cart, 'e2', rules()),
      setCustomerCount(cart, 2, rules()),
      setConcurrent(cart, true, rules()),
    ]) {
      expect(next.selectedTime).toBeNull();
      expect(next.selectedDate).toBe(1000);
    }
  });

  it('an unchanged value returns the same cart (no re-render, no lost time)', () => {
    const cart = withTwo();
    expect(setEventDesigner(cart, 'e1', 'mia', 'MIA')).toBe(cart);
    expect(setCustomerCount(cart, 1, rules())).toBe(cart);
    expect(selectDate(cart, 1000)).toBe(cart);
    expect(selectTime(cart, 5000)).toBe(cart);
    expect(setEventDesigner(cart, 'nope', null, null)).toBe(cart);
  });

  it('choosing no preference clears the designer name and the assignment', () => {
    const assigned = assignDesigners(withTwo(), [{ eventIndex: 0, realUserId: 'mia', realUserName: 'Mia' }]);
    const next = setEventDesigner(assigned, 'e1', null, 'ignored');
    expect(next.events[0]).toMatchObject({ userId: null, userName: null, realUserId: null, realUserName: null });
  });

  it('a new day clears the time; a time is kept per day', () => {
    const cart = withTwo();
    expect(selectDate(cart, 2000)).toMatchObject({ selectedDate: 2000, selectedTime: null });
  });

  it('customer count is capped by the store maximum; an invalid count becomes 1', () => {
    const cart = withTwo();
    expect(setCustomerCount(cart, 9, rules({ maxCustomerCount: 3 })).customerCount).toBe(3);
    expect(setCustomerCount(setCustomerCount(cart, 2, rules()), 0, rules()).customerCount).toBe(1);
    expect(setCustomerCount(cart, 2.5, rules()).customerCount).toBe(1);
  });

  it('the concurrent option needs the store to enable it, enough customers and two services', () => {
    const two = withTwo();
    expect(concurrentOffered(two, rules())).toBe(true);
    expect(concurrentOffered(two, rules({ enableConcurrentServices: false }))).toBe(false);
    expect(concurrentOffered(two, rules({ minConcurrentServiceUsers: 2 }))).toBe(false);
    expect(concurrentOffered({ ...two, customerCount: 2 }, rules({ minConcurrentServiceUsers: 2 }))).toBe(true);
    const one = removeEventFitted(two, 'e2', rules());
    expect(concurrentOffered(one, rules())).toBe(false);
    // Not offered: turning it on does nothing.
    expect(setConcurrent(one, true, rules())).toBe(one);
  });

  it("turning the option on stores 'multiple' and marks the options as changed by hand", () => {
    const on = setConcurrent(withTwo(), true, rules());
    expect(on.selectedOptions).toEqual(['multiple']);
    expect(on.hadChangedOptions).toBe(true);
    expect(isParallel(on, rules())).toBe(true);
    expect(setConcurrent(on, false, rules()).selectedOptions).toEqual([]);
  });

  it('the option is dropped when it stops applying: fewer customers than the minimum, or one service left', () => {
    const store = rules({ minConcurrentServiceUsers: 2 });
    const on = setConcurrent(setCustomerCount(withTwo(), 2, store), true, store);
    expect(on.selectedOptions).toEqual(['multiple']);
    expect(setCustomerCount(on, 1, store).selectedOptions).toEqual([]);
    expect(removeEventFitted(on, 'e1', store).selectedOptions).toEqual([]);
  });

  it('isParallel is false when the store stopped allowing it, even with the option stored', () => {
    const on = setConcurrent(withTwo(), true, rules());
    expect(isParallel(on, rules({ enableConcurrentServices: false }))).toBe(false);
  });

  it('records the designers the checkout assigned without dropping the time', () => {
    const cart = withTwo();
    const next = assignDesigners(cart, [{ eventIndex: 1, realUserId: 'leo', realUserName: 'Leo' }]);
    expect(next.events[1]).toMatchObject({ realUserId: 'leo', realUserName: 'Leo' });
    expect(next.selectedTime).toBe(5000);
    expect(assignDesigners(next, [{ eventIndex: 1, realUserId: 'leo', realUserName: 'Leo' }])).toBe(next);
  });

  it('after a booking the cart starts over, keeping the designer page scope', () => {
    const cart = { ...withTwo(), userId: 'amber', customerNotes: 'x', isAgree: true };
    expect(clearAfterBooking(cart)).toEqual({ ...emptyCart(), userId: 'amber' });
  });
});

describe('events on the wire', () => {
  it('sends productId, userId (null for no preference) and subItemId only when chosen', () => {
    let cart = addEvent(emptyCart(), event('cut-wash', 'mia'), 'e1');
    cart = addEvent(cart, event('color-single', null, 'long'), 'e2');
    expect(wireEvents(cart, { unassignedMode: 'Normal' })).toEqual([
      { productId: 'cut-wash', userId: 'mia' },
      { productId: 'color-single', userId: null, subItemId: 'long' },
    ]);
  });

  it('OnlyUnassigned sends every event without a designer', () => {
    const cart = addEvent(emptyCart(), event('cut-wash', 'mia'), 'e1');
    expect(wireEvents(cart, { unassignedMode: 'OnlyUnassigned' })).toEqual([{ productId: 'cut-wash', userId: null }]);
  });
});

describe('reading a stored cart', () => {
  it('keeps good fields and replaces malformed ones with defaults', () => {
    const cart = sanitizeCart({
      events: [{ id: 'a', productId: 'cut-wash', userId: 'mia', subItemId: 7 }, { userId: 'x' }, null],
      customerCount: 2,
      selectedDate: 'yesterday',
      selectedTime: 123,
      selectedOptions: ['multiple', 3],
      isAgree: 'yes',
      customerNotes: 'hi',
    });
    expect(cart.events).toEqual([
      {
        id: 'a',
        productId: 'cut-wash',
        userId: 'mia',
        userName: null,
        realUserId: null,
        realUserName: null,
        subItemId: null,
        subItemName: null,
      },
    ]);
    expect(cart).toMatchObject({
      customerCount: 2,
      selectedDate: null,
      selectedTime: 123,
      selectedOptions: ['multiple'],
      isAgree: false,
      customerNotes: 'hi',
    });
  });

  it('never restores a ticked agreement: it is given on checkout for one booking', () => {
    expect(sanitizeCart({ events: [], isAgree: true }).isAgree).toBe(false);
  });

  it('anything that is not a cart becomes an empty one', () => {
    expect(sanitizeCart(null)).toEqual(emptyCart());
    expect(sanitizeCart('x')).toEqual(emptyCart());
  });
});
