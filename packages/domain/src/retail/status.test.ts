import { describe, expect, it } from 'vitest';
import { PICKUP_ORDER_STATUSES } from '../vocabulary/index';
import {
  isOpenPickupStatus,
  PICKUP_ORDER_STATUS_LABELS,
  pickupActionFrom,
  pickupTransition,
  returnsStock,
} from './status';

describe('pickup order status', () => {
  it('goes placed → ready → picked up', () => {
    expect(pickupTransition('Placed', 'ready')).toBe('Ready');
    expect(pickupTransition('Ready', 'pickUp')).toBe('PickedUp');
  });

  it('lets a customer pick up an order the store has not marked ready yet', () =>
    expect(pickupTransition('Placed', 'pickUp')).toBe('PickedUp'));

  it('lets the customer cancel only while the order is not ready', () => {
    expect(pickupTransition('Placed', 'cancel')).toBe('Cancelled');
    for (const from of ['Ready', 'PickedUp', 'Cancelled', 'Closed'] as const)
      expect(pickupTransition(from, 'cancel'), from).toBeNull();
  });

  it('lets the store cancel (close) an open order, ready or not', () => {
    expect(pickupTransition('Placed', 'close')).toBe('Closed');
    expect(pickupTransition('Ready', 'close')).toBe('Closed');
    expect(pickupTransition('PickedUp', 'close')).toBeNull();
  });

  it('has no way out of a final status', () => {
    for (const from of ['PickedUp', 'Cancelled', 'Closed'] as const) {
      for (const action of ['ready', 'pickUp', 'cancel', 'close'] as const)
        expect(pickupTransition(from, action), `${from} ${action}`).toBeNull();
      expect(isOpenPickupStatus(from)).toBe(false);
    }
    expect(isOpenPickupStatus('Placed')).toBe(true);
    expect(isOpenPickupStatus('Ready')).toBe(true);
  });

  it('names the statuses a conditional update starts from', () =>
    expect(pickupActionFrom('cancel')).toEqual(['Placed']));

  it('returns stock when an order is cancelled or closed, not when it is picked up', () => {
    expect(returnsStock('Cancelled')).toBe(true);
    expect(returnsStock('Closed')).toBe(true);
    expect(returnsStock('PickedUp')).toBe(false);
  });

  it('labels every status in zh-TW', () => {
    for (const s of PICKUP_ORDER_STATUSES) expect(PICKUP_ORDER_STATUS_LABELS[s]).toMatch(/\S/);
  });
});
