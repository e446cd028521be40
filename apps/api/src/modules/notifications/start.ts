import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#api/context';
import type { OtpSenders } from '#api/platform/otp/index';
import { createChannels } from './channels';
import { paymentFormJobs } from './payment-form';
import { paymentOutcomeJobs } from './payment-outcome';
import { type NotifyDeps, notificationJobs } from './service';

/**
 * Messages to customers run as jobs of the process's worker (jobs/start.ts): the channels the
 * configuration turns on, SMS through the sign-in codes' sender, the development outbox.
 */
export function startNotifications(app: FastifyInstance, ctx: AppContext, senders: OtpSenders): void {
  const channels = createChannels(ctx.config, senders.sms, senders.outbox !== null);
  const deps: NotifyDeps = {
    db: ctx.db,
    config: ctx.config,
    publicUrl: ctx.publicUrl,
    channels,
    outbox: senders.outbox,
    log: app.log,
  };
  for (const kind of [...notificationJobs(deps), ...paymentFormJobs(deps), ...paymentOutcomeJobs(deps)])
    app.jobs.register(kind);
  app.addHook('onClose', async () => {
    await channels.email?.close?.();
  });
}
