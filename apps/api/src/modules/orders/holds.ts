import type { FastifyBaseLogger } from 'fastify';
import { lapseBookingHolds } from '#api/modules/bookings/end';
import { reconcilePayments } from '#api/modules/payments/callbacks';
import { lapsePickupHolds } from '#api/modules/retail/status';
import type { OrderDeps } from './kinds';

export interface HoldSweeper {
  runOnce(): Promise<number>;
  stop(): void;
}

/**
 * Every `intervalSeconds` (0: never) with the app's clock: asks the providers about payments left
 * pending (they may settle orders), then ends the orders of either kind whose hold ran out unpaid.
 * Resolves to how many orders lapsed. The timer is unref'd.
 */
export function startHoldSweeper(
  deps: OrderDeps,
  now: () => number,
  intervalSeconds: number,
  log: FastifyBaseLogger,
): HoldSweeper {
  const runOnce = async () => {
    try {
      await reconcilePayments(deps, now(), log);
      return (await lapsePickupHolds(deps, now())) + (await lapseBookingHolds(deps, now()));
    } catch (error) {
      log.warn({ err: error }, 'lapsing payment holds failed');
      return 0;
    }
  };
  const timer = intervalSeconds > 0 ? setInterval(() => void runOnce(), intervalSeconds * 1000) : null;
  timer?.unref();
  return { runOnce, stop: () => timer && clearInterval(timer) };
}
