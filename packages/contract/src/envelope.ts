import { z } from 'zod';

/** Every success body is `{status: 'SUCCESS', data}`. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('SUCCESS'), data });

/** Every failure body: a code, a zh-TW message, and optional details (field errors, per-event results). */
export const errorEnvelope = z.object({
  status: z.string(),
  message: z.string(),
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Field errors of a 400: JSON path → zh-TW message. */
export type FieldErrors = Record<string, string>;
