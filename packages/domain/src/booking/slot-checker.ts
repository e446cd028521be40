import type { FreeCursor, FreeTime } from './intervals';
import { maximumMatching } from './matching';
import type { BookingPlan, PlannedEvent } from './plan';

interface Candidate {
  provider: number;
  seconds: number;
}

/**
 * Answers, for a booking start, which providers can take each event and whether every planned
 * event gets a distinct free provider within its group. Providers are indices into `free`.
 */
export class SlotChecker {
  private readonly candidates: Candidate[][];
  private readonly cursors: FreeCursor[][];
  private readonly buffers: number[][];
  private readonly mixedGroups: PlannedEvent[][];
  /** How many free providers the sweep needs to find per event: the customer count, or all for a matching. */
  private readonly limits: number[];

  constructor(
    readonly plan: BookingPlan,
    private readonly free: readonly FreeTime[],
    providerIndex: ReadonlyMap<string, number>,
  ) {
    this.candidates = plan.events.map((e) =>
      e.candidates.map((c) => ({ provider: providerIndex.get(c.userId) ?? -1, seconds: c.duration * 60 })),
    );
    this.cursors = this.candidates.map((list) => list.map((c) => (free[c.provider] as FreeTime).cursor()));
    this.buffers = plan.events.map(() => []);
    this.mixedGroups = plan.groups.filter((g) => g.some((m) => m.eventIndex !== g[0]?.eventIndex));
    const matched = new Set(this.mixedGroups.flat().map((m) => m.eventIndex));
    this.limits = plan.events.map((e) => (matched.has(e.eventIndex) ? Number.POSITIVE_INFINITY : plan.customerCount));
  }

  /** Providers free for the whole of event k when the booking starts at `start` (into `out`, reused). */
  freeFor(k: number, start: number, sweep: boolean, out: number[] = [], limit = Number.POSITIVE_INFINITY): number[] {
    const from = start + (this.plan.offsets[k] ?? 0);
    const list = this.candidates[k] ?? [];
    const cursors = this.cursors[k] ?? [];
    out.length = 0;
    for (let i = 0; i < list.length && out.length < limit; i++) {
      const c = list[i] as Candidate;
      const ok = sweep
        ? (cursors[i] as FreeCursor).covers(from, from + c.seconds)
        : (this.free[c.provider] as FreeTime).covers(from, from + c.seconds);
      if (ok) out.push(c.provider);
    }
    return out;
  }

  /** Fast test used while sweeping ascending starts; reuses its buffers. */
  fits(start: number): boolean {
    const options = this.buffers;
    for (let k = 0; k < options.length; k++) {
      if (this.freeFor(k, start, true, options[k], this.limits[k]).length < this.plan.customerCount) return false;
    }
    // Groups of one event (back to back) are settled by the counts above; mixed groups need a matching.
    return this.mixedGroups.every((group) => this.groupFits(group, options));
  }

  private groupFits(group: readonly PlannedEvent[], options: readonly number[][]): boolean {
    const wanted = group.map((m) => options[m.eventIndex] ?? []);
    return !maximumMatching(wanted, this.free.length).includes(-1);
  }

  /**
   * A maximum matching per group (-1 where a member got nobody). With `continuity`, a customer's
   * event prefers the provider who served that customer's previous event.
   */
  matchGroups(start: number, continuity: boolean): number[][] {
    const options = this.plan.events.map((_, k) => this.freeFor(k, start, false));
    const result: number[][] = [];
    this.plan.groups.forEach((group, g) => {
      const previous = result[g - 1];
      const memberOptions = group.map((m) => {
        const list = options[m.eventIndex] ?? [];
        const prefer = continuity && previous ? previous[m.customerIndex] : undefined;
        return prefer !== undefined && list.includes(prefer) ? [prefer, ...list.filter((p) => p !== prefer)] : list;
      });
      result.push(maximumMatching(memberOptions, this.free.length));
    });
    return result;
  }
}
