import type { FastifyInstance } from 'fastify';
import { CONFIG_DEFAULTS } from '#api/config';
import type { AppContext } from '#api/context';
import { cleanupJob } from '#api/modules/cleanup/service';
import { holdSweepJob } from '#api/modules/orders/holds';
import { JobRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's worker of the job queue (tests call `tick()` to run what is due). */
    jobs: JobRunner;
  }
}

/** How often orders whose online-payment hold ran out are lapsed (their time or stock freed). */
const HOLD_SWEEP_SECONDS = 30;

/**
 * The job queue's worker of this process, with the scheduled sweeps (clean-up, payment holds with
 * reconciliation and unpicked pickup orders): polls from when the app is ready until it closes.
 */
export function startJobs(app: FastifyInstance, ctx: AppContext): JobRunner {
  const { config } = ctx;
  const runner = new JobRunner(
    { db: ctx.db, clock: ctx.clock, log: app.log },
    [
      { name: 'cleanup', everySeconds: config.cleanupIntervalSeconds ?? CONFIG_DEFAULTS.cleanupIntervalSeconds },
      { name: 'holds', everySeconds: HOLD_SWEEP_SECONDS },
    ],
    { pollMs: config.jobPollMs ?? 0 },
  );
  runner.register(cleanupJob(ctx, app.log));
  runner.register(holdSweepJob(ctx, app.log));
  app.decorate('jobs', runner);
  app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
  return runner;
}
