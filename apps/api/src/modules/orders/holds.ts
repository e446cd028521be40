import type { FastifyBaseLogger } from 'fastify';
import { lapseBookingHolds } from '#api/modules/bookings/end';
import type { JobKind } from '#api/modules/jobs/runner';
import { reconcilePayments } from '#api/modules/payments/callbacks';
import { lapsePickupHolds } from '#api/modules/retail/status';
import type { OrderDeps } from './kinds';

/** Asks the providers about payments left pending (they may settle orders), then ends the orders of either kind whose hold ran out unpaid. */
async function sweepHolds(deps: OrderDeps, now: number, log: FastifyBaseLogger): Promise<number> {
  await reconcilePayments(deps, now, log);
  return (await lapsePickupHolds(deps, now)) + (await lapseBookingHolds(deps, now));
}

/** The sweep as a scheduled job of the queue (modules/jobs/start.ts), run with the app's clock. */
export function holdSweepJob(deps: OrderDeps, log: FastifyBaseLogger): JobKind {
  return {
    name: 'holds',
    run: async (_job, now) => {
      const lapsed = await sweepHolds(deps, now, log);
      if (lapsed > 0) log.info({ lapsed }, 'payment holds lapsed');
    },
  };
}
