import { type BookingStatus, transition } from '@salon/domain';
import type { FastifyBaseLogger } from 'fastify';
import * as bookingsRepo from '#api/modules/bookings/repository';
import { returnWallet } from '#api/modules/wallet/payments';
import { reconcilePayments } from './callbacks';
import * as repo from './repository';
import { expirePending, type PaymentDeps } from './settlement';

// ---- holds ----------------------------------------------------------------------------------

/**
 * Bookings awaiting online payment past their hold become Expired (lapse), releasing their
 * designers' time; their pending payments expire and what the wallet paid comes back.
 */
export async function lapseHolds(deps: Pick<PaymentDeps, 'db'>, now: number): Promise<number> {
  let lapsed = 0;
  for (const b of await repo.lapsedHolds(deps.db, now)) {
    const moved = await deps.db.transaction(async (tx) => {
      const to = transition('New', 'lapse') as BookingStatus;
      const done = await bookingsRepo.setStatus(tx, { bookingId: b.id, from: 'New', to, active: false, now });
      if (!done) return false;
      await bookingsRepo.recordHistory(tx, [
        { bookingId: b.id, from: 'New', to, now, by: 'system', reason: 'payment hold lapsed' },
      ]);
      await expirePending(tx, { kind: 'Booking', id: b.id }, now);
      await returnWallet(tx, { kind: 'Booking', id: b.id }, { paid: b.paidAmount, refund: b.paidAmount }, now);
      return true;
    });
    if (moved) lapsed += 1;
  }
  return lapsed;
}

export interface HoldSweeper {
  runOnce(): Promise<number>;
  stop(): void;
}

/** Lapses unpaid holds every `intervalSeconds` (0: never) with the app's clock; the timer is unref'd. */
export function startHoldSweeper(
  deps: PaymentDeps,
  now: () => number,
  intervalSeconds: number,
  log: FastifyBaseLogger,
  /** Other orders' holds to lapse on each run (pickup orders: the retail module's own close). */
  others: readonly ((now: number) => Promise<unknown>)[] = [],
): HoldSweeper {
  const runOnce = async () => {
    try {
      await reconcilePayments(deps, now(), log);
      for (const lapse of others) await lapse(now());
      return await lapseHolds(deps, now());
    } catch (error) {
      log.warn({ err: error }, 'lapsing payment holds failed');
      return 0;
    }
  };
  const timer = intervalSeconds > 0 ? setInterval(() => void runOnce(), intervalSeconds * 1000) : null;
  timer?.unref();
  return { runOnce, stop: () => timer && clearInterval(timer) };
}
