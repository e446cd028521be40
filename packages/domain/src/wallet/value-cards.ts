import type { ValueCardStatus } from '../vocabulary/index';

export interface ValueCardState {
  deactivated: boolean;
  frozen: boolean;
  /** Unix seconds; null: it never expires. */
  expiresAt: number | null;
}

/** Deactivated over frozen over expired (expiry at or before now); otherwise Active. */
export function valueCardStatus(card: ValueCardState, now: number): ValueCardStatus {
  if (card.deactivated) return 'Deactivated';
  if (card.frozen) return 'Frozen';
  if (card.expiresAt !== null && card.expiresAt <= now) return 'Expired';
  return 'Active';
}

/** A customer may hide a card from the wallet only once it can no longer pay (expired or deactivated). */
export const mayHideValueCard = (status: ValueCardStatus): boolean => status === 'Expired' || status === 'Deactivated';
