import { describe, expect, it } from 'vitest';
import { mayHideValueCard, valueCardProblem, valueCardStatus } from './value-cards';

const NOW = 1_795_000_000;
const card = { deactivated: false, frozen: false, expiresAt: null };

describe('value card status', () => {
  it('deactivated wins over frozen, frozen over expired', () => {
    expect(valueCardStatus({ deactivated: true, frozen: true, expiresAt: NOW - 1 }, NOW)).toBe('Deactivated');
    expect(valueCardStatus({ ...card, frozen: true, expiresAt: NOW - 1 }, NOW)).toBe('Frozen');
  });

  it('expired at its expiry time; without one it never expires', () => {
    expect(valueCardStatus({ ...card, expiresAt: NOW }, NOW)).toBe('Expired');
    expect(valueCardStatus({ ...card, expiresAt: NOW + 1 }, NOW)).toBe('Active');
    expect(valueCardStatus(card, NOW)).toBe('Active');
  });

  it('only a card that can no longer pay may be hidden', () => {
    expect(mayHideValueCard('Expired')).toBe(true);
    expect(mayHideValueCard('Deactivated')).toBe(true);
    expect(mayHideValueCard('Active')).toBe(false);
    expect(mayHideValueCard('Frozen')).toBe(false);
  });
});

describe('paying with a value card', () => {
  const usable = { deactivated: false, frozen: false, expiresAt: NOW + 86400 * 30, balance: 1000, payableOnline: true };
  const serve = NOW + 86400;

  it('each state that stops a card paying has its own code, checked in order', () => {
    expect(valueCardProblem(usable, NOW, serve)).toBeNull();
    expect(valueCardProblem({ ...usable, deactivated: true, frozen: true }, NOW, serve)).toBe(
      'THE_CARD_HAS_BEEN_DEACTIVATED',
    );
    expect(valueCardProblem({ ...usable, frozen: true }, NOW, serve)).toBe('CUSTOMER_VALUE_CARD_FREEZE');
    expect(valueCardProblem({ ...usable, expiresAt: NOW }, NOW, serve)).toBe('CUSTOMER_VALUE_CARD_IS_EXPIRED');
    expect(valueCardProblem({ ...usable, expiresAt: NOW + 3600 }, NOW, serve)).toBe('THE_CARD_IS_EXPIRED');
    expect(valueCardProblem({ ...usable, payableOnline: false }, NOW, serve)).toBe('THE_CARD_CAN_NOT_USE_CARD_NO');
    expect(valueCardProblem({ ...usable, balance: 0 }, NOW, serve)).toBe('CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE');
  });

  it('a card that never expires pays for any date', () => {
    expect(valueCardProblem({ ...usable, expiresAt: null }, NOW, NOW + 86400 * 365)).toBeNull();
  });
});
