import { describe, expect, it } from 'vitest';
import { mayHideValueCard, valueCardStatus } from './value-cards';

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
