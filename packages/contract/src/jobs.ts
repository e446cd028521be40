import { z } from 'zod';

/** A job of the store's that ran out of attempts (a message that could not be sent, say): what and why. */
export const failedJob = z.object({
  id: z.string(),
  /** The kind of job, e.g. `notify`. */
  name: z.string(),
  attempts: z.number().int(),
  /** The last attempt's error: its name and the provider's answer, never a recipient. */
  error: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});

export const failedJobList = z.object({ jobs: z.array(failedJob) });
