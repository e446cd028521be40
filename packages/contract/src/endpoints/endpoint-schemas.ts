import type { z } from 'zod';

/** The zod schemas of one operation: `response` is the `data` of its success envelope. */
export interface EndpointSchemas {
  query?: z.ZodType;
  params?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}
