import { describe, expect, it } from 'vitest';
import { addEvent, emptyCart, type NewEvent, type ServiceCart, selectDate, selectTime } from './cart';
import { cartMinutes, checkoutIssues, chosenDesignerNames, serviceIssues } from './steps';
import { color, cutWash, treatment } from './test-fixtures';

const products = [cutWash, treatment, color];
const designers = ['amber', 'kevin', 'mia', 'leo', 'yuna'];
const ev = (productId: string, userId: string | null, subItemId: string | null = null): NewEvent => ({
  productId,
  userId,
  userName: userId,
  subItemId,
  subItemName: subItemId,
});
const cartOf = (...events: NewEvent[]): ServiceCart =>
  events.reduce((c, e, i) => addEvent(c, e, `e${i + 1}`), emptyCart());
const normal = { unassignedMode: 'Normal' as const, maxCustomerCount: 3 };

describe('step validation', () => {
  it('an empty cart cannot go on', () => {
    expect(serviceIssues(emptyCart(), products, normal)).toEqual([{ kind: 'EMPTY' }]);
  });

  it('a service with shown sub-items needs one chosen', () => {
    expect(serviceIssues(cartOf(ev('color-single', null)), products, normal)).toEqual([
      { kind: 'SUB_ITEM_REQUIRED', eventId: 'e1' },
    ]);
    expect(serviceIssues(cartOf(ev('color-single', null, 'long')), products, normal)).toEqual([]);
  });

  it("a named designer (or the designer's page) is for one person: several are told before the times", () => {
    const two = { ...cartOf(ev('cut-wash', 'mia'), ev('care-treatment', null)), customerCount: 2 };
    expect(serviceIssues(two, products, normal)).toEqual([{ kind: 'DESIGNER_FOR_SEVERAL', eventId: 'e1' }]);
    expect(serviceIssues({ ...two, customerCount: 1 }, products, normal)).toEqual([]);
    // The store assigns every service: nobody is named.
    expect(serviceIssues(two, products, { unassignedMode: 'OnlyUnassigned' })).toEqual([]);
    // On Mia's page every service is hers.
    expect(serviceIssues(two, products, normal, 'mia').map((i) => i.kind)).toEqual([
      'DESIGNER_FOR_SEVERAL',
      'DESIGNER_FOR_SEVERAL',
    ]);
  });

  it('OnlyProvider requires a designer for every service; Normal and OnlyUnassigned do not', () => {
    const cart = cartOf(ev('cut-wash', 'mia'), ev('care-treatment', null));
    expect(serviceIssues(cart, products, { unassignedMode: 'OnlyProvider' })).toEqual([
      { kind: 'DESIGNER_REQUIRED', eventId: 'e2' },
    ]);
    expect(serviceIssues(cart, products, { unassignedMode: 'Normal' })).toEqual([]);
    expect(serviceIssues(cart, products, { unassignedMode: 'OnlyUnassigned' })).toEqual([]);
  });

  it('checkout needs a day, then a time the latest availability answer still offers', () => {
    const cart = cartOf(ev('cut-wash', 'mia'));
    expect(checkoutIssues(cart, products, normal, undefined)).toEqual([{ kind: 'NO_DATE' }]);
    const day = selectDate(cart, 1000);
    expect(checkoutIssues(day, products, normal, [2000])).toEqual([{ kind: 'NO_TIME' }]);
    const timed = selectTime(day, 3000);
    expect(checkoutIssues(timed, products, normal, [2000])).toEqual([{ kind: 'TIME_UNAVAILABLE' }]);
    expect(checkoutIssues(timed, products, normal, [2000, 3000])).toEqual([]);
    // While the answer loads the chosen time is not judged.
    expect(checkoutIssues(timed, products, normal, undefined)).toEqual([]);
  });

  it('a cart whose lowest total is over the $10,000 cap says so before a day is asked for', () => {
    const dear = { ...cutWash, id: 'dear', price: 6000, providers: [] };
    const one = cartOf(ev('dear', null));
    expect(checkoutIssues(one, [dear], normal, undefined, designers)).toEqual([{ kind: 'NO_DATE' }]);
    // Two people need two designers at $6,000: $12,000.
    const two = { ...one, customerCount: 2 };
    expect(checkoutIssues(two, [dear], normal, undefined, designers)).toEqual([{ kind: 'OVER_CAP' }]);
  });

  it('service issues come before date and time', () => {
    const cart = selectTime(selectDate(cartOf(ev('color-single', null)), 1000), 2000);
    expect(checkoutIssues(cart, products, normal, [2000])[0]?.kind).toBe('SUB_ITEM_REQUIRED');
  });
});

describe('time a cart takes', () => {
  it('back to back adds durations; no preference reserves the longest eligible one', () => {
    const cart = cartOf(ev('cut-wash', 'mia'), ev('color-single', null, 'long'));
    expect(cartMinutes(cart, products, designers, false)).toBe(60 + 180);
  });

  it('at the same time it is the longest service', () => {
    const cart = cartOf(ev('cut-wash', 'mia'), ev('care-treatment', 'leo'));
    expect(cartMinutes(cart, products, designers, true)).toBe(60);
    expect(cartMinutes(emptyCart(), products, designers, false)).toBe(0);
  });
});

describe('designers named in the summary', () => {
  it('names each chosen designer once, in cart order, and leaves no-preference services out', () => {
    const cart = cartOf(ev('cut-wash', 'leo'), ev('care-treatment', null), ev('color-single', 'leo', 'long'));
    expect(chosenDesignerNames(cart)).toEqual(['leo']);
    expect(chosenDesignerNames(cartOf(ev('cut-wash', 'mia'), ev('care-treatment', 'amber')))).toEqual(['mia', 'amber']);
    expect(chosenDesignerNames(cartOf(ev('cut-wash', null)))).toEqual([]);
  });
});
