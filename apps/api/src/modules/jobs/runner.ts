import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/platform/clock';
import { claimDue, insertJob, type JobRow, markDone, markFailed } from './repository';

/** What a kind of job does with one claimed job. Throwing fails the attempt (retried with backoff). */
export interface JobKind {
  name: string;
  run(job: JobRow, now: number): Promise<void>;
  /** Seconds a claim holds before another worker may take the job over (default 120). */
  leaseSeconds?: number;
  /** Seconds to wait before attempt `attempt + 1` (default 30 s doubling, at most an hour). */
  backoffSeconds?(attempt: number): number;
  /** Called once when the job runs out of attempts, with the last error as staff see it. */
  failed?(job: JobRow, error: string): Promise<void>;
}

/** A kind run once per `everySeconds` slot of the clock, by whichever process enqueues the slot first. */
export interface Schedule {
  name: string;
  everySeconds: number;
}

export interface RunnerOptions {
  /** Milliseconds between polls; 0: no polling (tests call tick()). */
  pollMs: number;
  /** Jobs claimed per poll. */
  batch?: number;
  /** Names this worker (defaults to host, pid and a random part). */
  worker?: string;
}

const DEFAULT_LEASE_SECONDS = 120;
const defaultBackoff = (attempt: number) => Math.min(30 * 2 ** (attempt - 1), 3600);

/**
 * A worker of the job queue: every poll it enqueues the schedules' current slots, claims due jobs
 * (FOR UPDATE SKIP LOCKED, so several processes never run one job twice) and runs them. A job that
 * throws is queued again after its backoff, or failed for good after its last attempt.
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind>();
  private readonly lastSlot = new Map<string, number>();
  private readonly worker: string;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
    private readonly schedules: Schedule[],
    private readonly options: RunnerOptions,
  ) {
    this.worker = options.worker ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  register(kind: JobKind): void {
    this.kinds.set(kind.name, kind);
  }

  start(): void {
    if (this.options.pollMs <= 0 || this.timer || this.stopped) return;
    const loop = async () => {
      let ran = 0;
      try {
        ran = await this.tick();
      } catch (err) {
        this.deps.log.warn({ errorName: (err as Error).name }, 'job poll failed');
      }
      if (this.stopped) return;
      // Something ran: what it enqueued (a message to send) may be due now, poll again at once.
      this.timer = setTimeout(() => void loop(), ran > 0 ? 0 : this.options.pollMs);
      this.timer.unref();
    };
    // The first poll waits one period: a starting server answers its readiness check first.
    this.timer = setTimeout(() => void loop(), this.options.pollMs);
    this.timer.unref();
  }

  /** Stops polling and waits for the jobs in hand (a job cut short by a crash runs again after its lease). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => 0);
  }

  /** One poll: enqueue due schedule slots, claim and run due jobs. Resolves to how many ran. */
  tick(): Promise<number> {
    this.running ??= this.poll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async poll(): Promise<number> {
    const now = this.deps.clock.now();
    await this.enqueueSlots(now);
    const names = [...this.kinds.keys()];
    if (names.length === 0) return 0;
    const lease = Math.max(...[...this.kinds.values()].map((k) => k.leaseSeconds ?? DEFAULT_LEASE_SECONDS));
    const claimed = await claimDue(this.deps.db, {
      now,
      worker: this.worker,
      lockedUntil: now + lease,
      limit: this.options.batch ?? 10,
      names,
    });
    await Promise.all(claimed.map((job) => this.runOne(job)));
    return claimed.length;
  }

  private async enqueueSlots(now: number): Promise<void> {
    for (const s of this.schedules) {
      if (s.everySeconds <= 0 || !this.kinds.has(s.name)) continue;
      const slot = Math.floor(now / s.everySeconds);
      if (this.lastSlot.get(s.name) === slot) continue;
      await insertJob(
        this.deps.db,
        { name: s.name, key: `slot:${slot}`, runAt: slot * s.everySeconds, maxAttempts: 1 },
        now,
      );
      this.lastSlot.set(s.name, slot);
    }
  }

  private async runOne(job: JobRow): Promise<void> {
    const kind = this.kinds.get(job.name)!;
    try {
      await kind.run(job, this.deps.clock.now());
      await markDone(this.deps.db, job, this.deps.clock.now());
    } catch (err) {
      const now = this.deps.clock.now();
      const last = job.attempts >= job.maxAttempts;
      const retryAt = last ? null : now + (kind.backoffSeconds ?? defaultBackoff)(job.attempts);
      this.deps.log.warn({ job: job.name, attempt: job.attempts, errorName: (err as Error).name }, 'job failed');
      const error = errorText(err);
      await markFailed(this.deps.db, job, error, now, retryAt).catch(() => undefined);
      if (retryAt === null) await kind.failed?.(job, error).catch(() => undefined);
    }
  }
}

/** What staff see of a failure: the error's name and message, never a failed query's text (it quotes parameters). */
function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 300);
  const code = (err as { code?: unknown }).code ?? (err.cause as { code?: unknown } | undefined)?.code;
  if (/query/i.test(err.name) || err.message.startsWith('Failed query'))
    return `${err.name}${code ? ` (${code})` : ''}`;
  return `${err.name}: ${err.message}`.slice(0, 300);
}
