import type { FastifyInstance } from 'fastify';
import type { AppContext } from '#api/context';
import { invoiceDeps, invoiceJobs } from './issue';

/** The invoice jobs (issue, refund) run on the process's worker (jobs/start.ts). */
export function startInvoices(app: FastifyInstance, ctx: AppContext): void {
  for (const kind of invoiceJobs(invoiceDeps(ctx))) app.jobs.register(kind);
}
