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

/** A customer's card as paying with it reads it. */
export interface ValueCardUse extends ValueCardState {
  balance: number;
  /** The store lets it pay online by its number; false: at the counter only. */
  payableOnline: boolean;
}

export type ValueCardProblem =
  | 'THE_CARD_HAS_BEEN_DEACTIVATED'
  | 'CUSTOMER_VALUE_CARD_FREEZE'
  | 'CUSTOMER_VALUE_CARD_IS_EXPIRED'
  | 'THE_CARD_IS_EXPIRED'
  | 'THE_CARD_CAN_NOT_USE_CARD_NO'
  | 'CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE';

/**
 * Why the card cannot pay an order now, in this order: deactivated; frozen; expired now; expiring
 * before the order is served or picked up (`serviceTime`, unix seconds: the store settles then);
 * kept for the counter only; no balance left. A card that pays part leaves the rest to the method.
 */
export function valueCardProblem(card: ValueCardUse, now: number, serviceTime: number): ValueCardProblem | null {
  const status = valueCardStatus(card, now);
  if (status === 'Deactivated') return 'THE_CARD_HAS_BEEN_DEACTIVATED';
  if (status === 'Frozen') return 'CUSTOMER_VALUE_CARD_FREEZE';
  if (status === 'Expired') return 'CUSTOMER_VALUE_CARD_IS_EXPIRED';
  if (card.expiresAt !== null && card.expiresAt <= serviceTime) return 'THE_CARD_IS_EXPIRED';
  if (!card.payableOnline) return 'THE_CARD_CAN_NOT_USE_CARD_NO';
  if (card.balance <= 0) return 'CUSTOMER_VALUE_CARD_INSUFFICIENT_BALANCE';
  return null;
}
