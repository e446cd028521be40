import { CANCEL_POLICIES, DEPOSIT_RULES, DEPOSIT_SCOPES } from '@salon/domain';
import { z } from 'zod';
import { cancelCondition } from './store';

/* The cancel policy as a checkout and a booking show it (issue 43.1: as it stands at `asOf`). */

export const cancelPolicySummary = z.object({
  cancelPolicy: z.enum(CANCEL_POLICIES),
  depositRule: z.enum(DEPOSIT_RULES),
  depositScope: z.enum(DEPOSIT_SCOPES),
  /** The store's conditions, `isCurrent` for the moment of asking. */
  cancelCondition: z.array(cancelCondition),
  /** zh-TW policy lines still ahead of `asOf` (free cancellation or refund until each deadline, no refund, no-show). */
  texts: z.array(z.string()),
  /** The moment (unix seconds) the policy was worked out for: `isCurrent`, the lines ahead and the refunds are as of it. */
  asOf: z.int(),
});
export type CancelPolicySummary = z.infer<typeof cancelPolicySummary>;

/**
 * Paid online (card, ATM, LINE Pay), said before a method is chosen; null when none can be used.
 * `payWithin` seconds to pay once booked (the hold), so unpaid it lapses at `payBy` if booked now;
 * the policy's zh-TW lines still ahead for what paying online prepays; what cancelling right after
 * paying would refund (null: the policy allows no cancelling).
 */
export const checkoutOnline = z
  .object({
    payWithin: z.int(),
    payBy: z.int(),
    texts: z.array(z.string()),
    afterPaying: z.object({ paid: z.int(), refund: z.int(), text: z.string() }).nullable(),
  })
  .nullable();
